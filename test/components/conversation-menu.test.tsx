// The conversation menu in the panel header: a WAI-ARIA menu button whose
// menu comes with the menu chunk (asked for when the pointer or focus
// reaches the button), "Start a new conversation" with its confirm step, and
// "Download the conversation".
import { act, cleanup, fireEvent, screen, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { WidgetConfig } from '../../src/shared/settings/panel'
import { deferred, flush } from '../helpers/deferred'
import { MemoryStorage } from '../helpers/memory-storage'
import { sendFromComposer } from '../helpers/panel-steps'
import { cleanupWidgets, loadPanelChunk, renderApp } from '../helpers/widget'
import { onceUntilFailure } from '../../src/shared/chunks/once-until-failure'
import { RICH_REPLY } from '../helpers/rich-reply'

let requested: string[] = []
let blobs: Blob[] = []
let downloads: string[] = []

beforeEach(() => {
  requested = []
  blobs = []
  downloads = []
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob)
    return 'blob:test'
  })
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download)
  })
})
afterEach(() => {
  cleanupWidgets()
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const loadChunk = (name: string) => {
  requested.push(name)
  return loadPanelChunk(name)
}

function openPanel(config: Partial<WidgetConfig> = {}, storage?: MemoryStorage, chunks: (name: string) => Promise<unknown> = loadChunk) {
  const t = renderApp({ config, loadChunk: onceUntilFailure(chunks), ...(storage ? { storage } : {}) })
  fireEvent.click(screen.getByRole('button', { name: 'Open chat' }))
  return t
}

const menuButton = () => screen.getByRole('button', { name: 'Conversation options' })
const menu = () => screen.queryByRole('menu')
const items = () => within(menu()!).getAllByRole('menuitem')
const answers = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((button) => button.textContent)
const messageBox = () => screen.getByRole('textbox', { name: 'Message' })

/** Opens the menu with a click, as a pointer does (pointerenter first), and waits for its chunk. */
async function openMenu() {
  await act(async () => {
    fireEvent.pointerEnter(menuButton())
    fireEvent.click(menuButton())
    await flush()
  })
  expect(menu()).not.toBeNull()
}

const key = (target: Element, k: string) => act(() => void fireEvent.keyDown(target, { key: k }))

async function conversation(config: Partial<WidgetConfig> = {}, storage?: MemoryStorage) {
  const t = openPanel(config, storage)
  await sendFromComposer('Do you ship?')
  await act(async () => {
    t.client.reply(0, 'We ship within **1 day**.', { messageId: 'ai_1', sessionId: 's1' })
    await flush()
  })
  return t
}

describe('the menu button', () => {
  it('is named "Conversation options", announces a menu, and is closed', () => {
    openPanel()
    const button = menuButton()
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(button.closest('.header')).not.toBeNull()
  })

  it('loads the menu chunk only when the pointer or focus reaches it, once', async () => {
    openPanel()
    await act(flush)
    expect(requested).toEqual([])
    await act(async () => {
      fireEvent.pointerEnter(menuButton())
      fireEvent.focus(menuButton())
      await flush()
    })
    expect(requested).toEqual(['menu'])
    await openMenu()
    expect(requested).toEqual(['menu'])
  })

  it('a press before the chunk has arrived opens the menu as soon as it does', async () => {
    const held = deferred<unknown>()
    openPanel({}, undefined, (name) => (requested.push(name), held.promise))
    void act(() => void fireEvent.click(menuButton()))
    expect(menu()).toBeNull()
    expect(menuButton().getAttribute('aria-expanded')).toBe('false')
    await act(async () => {
      held.resolve(await loadPanelChunk('menu'))
      await flush()
    })
    expect(menu()).not.toBeNull()
    expect(document.activeElement).toBe(items()[0])
  })

  it('stays closed when the chunk cannot be had, and tries again on the next reach', async () => {
    let fail = true
    openPanel({}, undefined, (name) => (requested.push(name), fail ? Promise.reject(new Error('refused')) : loadPanelChunk(name)))
    await act(async () => {
      fireEvent.click(menuButton())
      await flush()
    })
    expect(menu()).toBeNull()
    fail = false
    await openMenu()
    expect(requested).toEqual(['menu', 'menu'])
  })
})

describe('the menu (WAI-ARIA menu button pattern)', () => {
  it('opens on a click with focus on its first item; the button says it is expanded; the menu is named by it', async () => {
    openPanel()
    await openMenu()
    expect(items().map((i) => i.textContent)).toEqual(['Start a new conversation', 'Earlier conversations', 'Download the conversation (no messages yet)'])
    expect(document.activeElement).toBe(items()[0])
    expect(menuButton().getAttribute('aria-expanded')).toBe('true')
    expect(menu()!.getAttribute('aria-labelledby')).toBe(menuButton().id)
  })

  it('ArrowDown on the button opens it on the first item, ArrowUp on the last', async () => {
    openPanel()
    await act(async () => {
      fireEvent.focus(menuButton())
      fireEvent.keyDown(menuButton(), { key: 'ArrowUp' })
      await flush()
    })
    expect(document.activeElement).toBe(items()[2])
    await key(menu()!, 'Escape')
    await act(async () => {
      fireEvent.keyDown(menuButton(), { key: 'ArrowDown' })
      await flush()
    })
    expect(document.activeElement).toBe(items()[0])
  })

  it('arrows move and wrap, Home and End jump', async () => {
    openPanel()
    await openMenu()
    const [first, second, last] = items()
    await key(document.activeElement!, 'ArrowDown')
    expect(document.activeElement).toBe(second)
    await key(document.activeElement!, 'ArrowDown')
    expect(document.activeElement).toBe(last)
    await key(document.activeElement!, 'ArrowDown')
    expect(document.activeElement).toBe(first)
    await key(document.activeElement!, 'ArrowUp')
    expect(document.activeElement).toBe(last)
    await key(document.activeElement!, 'Home')
    expect(document.activeElement).toBe(first)
    await key(document.activeElement!, 'End')
    expect(document.activeElement).toBe(last)
  })

  it('Escape closes the menu, not the panel, with focus back on the button', async () => {
    openPanel()
    await openMenu()
    await key(document.activeElement!, 'Escape')
    expect(menu()).toBeNull()
    expect(document.activeElement).toBe(menuButton())
    expect(menuButton().getAttribute('aria-expanded')).toBe('false')
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('Tab closes it; so does a press outside it; a second click on the button too', async () => {
    openPanel()
    await openMenu()
    await key(document.activeElement!, 'Tab')
    expect(menu()).toBeNull()
    await openMenu()
    void act(() => void fireEvent.pointerDown(messageBox()))
    expect(menu()).toBeNull()
    await openMenu()
    void act(() => void fireEvent.click(menuButton()))
    expect(menu()).toBeNull()
  })

  it('is not there while the pre-chat form is asked (nothing to start again or download)', () => {
    openPanel({ collectVisitorName: true })
    expect(screen.queryByRole('button', { name: 'Conversation options' })).toBeNull()
  })
})

describe('start a new conversation', () => {
  it('asks first, inside the panel, with focus on Cancel; Cancel keeps everything and focus goes back to the menu button', async () => {
    const confirm = vi.fn()
    vi.stubGlobal('confirm', confirm)
    const t = await conversation()
    await openMenu()
    void act(() => void fireEvent.click(items()[0]!))
    const dialog = screen.getByRole('alertdialog', { name: 'Start a new conversation? This one will be kept under Earlier conversations.' })
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(confirm).not.toHaveBeenCalled()
    void act(() => void fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(t.model.messages.value).toHaveLength(2)
    expect(document.activeElement).toBe(menuButton())
  })

  it('says the conversation it ends is kept under Earlier conversations; with data-storage="memory", which keeps none, that its messages are cleared', async () => {
    const kept = await conversation()
    await openMenu()
    void act(() => void fireEvent.click(items()[0]!))
    let dialog = screen.getByRole('alertdialog', { name: 'Start a new conversation? This one will be kept under Earlier conversations.' })
    expect(answers(dialog)).toEqual(['Start new', 'Cancel'])
    void act(() => void fireEvent.click(within(dialog).getByRole('button', { name: 'Start new' })))
    expect(kept.model.messages.value).toEqual([])
    cleanupWidgets()
    cleanup()

    const memory = await conversation({ storage: 'memory' })
    await openMenu()
    void act(() => void fireEvent.click(items()[0]!))
    dialog = screen.getByRole('alertdialog', { name: 'Start a new conversation? The messages here will be cleared.' })
    expect(answers(dialog)).toEqual(['Clear and start new', 'Cancel'])
    void act(() => void fireEvent.click(within(dialog).getByRole('button', { name: 'Clear and start new' })))
    expect(memory.model.messages.value).toEqual([])
  })

  it('Escape in the confirm step cancels it, not the panel', async () => {
    const t = await conversation()
    await openMenu()
    void act(() => void fireEvent.click(items()[0]!))
    await key(document.activeElement!, 'Escape')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(t.model.messages.value).toHaveLength(2)
  })

  it('confirmed: the history and the unread count go, the welcome message and the starter questions come back, focus goes to the message box, and the next message carries the new visitor id', async () => {
    // The pre-chat form first, filled as the visitor would; then a starter question and its reply.
    const w = openPanel({ suggestions: 'Opening hours?|Shipping costs', collectVisitorName: true })
    fireEvent.input(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ann' } })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Start chat' }))
      await flush()
    })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Shipping costs' }))
      await flush()
    })
    await act(async () => {
      w.client.reply(0, 'Free over 50 €.')
      await flush()
    })
    expect(screen.queryByRole('group', { name: 'Suggested questions' })).toBeNull()
    const oldVisitor = w.client.calls[0]!.outgoing.visitorId
    await openMenu()
    void act(() => void fireEvent.click(items()[0]!))
    void act(() => void fireEvent.click(screen.getByRole('button', { name: 'Start new' })))
    await act(flush)
    expect(screen.queryByText('Free over 50 €.')).toBeNull()
    expect(screen.getByText(w.config.welcomeMessage)).toBeTruthy()
    expect(within(screen.getByRole('group', { name: 'Suggested questions' })).getAllByRole('button')).toHaveLength(2)
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull()
    expect(document.activeElement).toBe(messageBox())
    await sendFromComposer('A new question')
    expect(w.client.calls[1]!.outgoing).toMatchObject({ text: 'A new question', visitorName: 'Ann' })
    expect(w.client.calls[1]!.outgoing.visitorId).not.toBe(oldVisitor)
    expect(w.client.calls[1]!.outgoing.visitorId).toBe(w.model.visitorId)
  })

  it('clears the unread count the launcher shows', async () => {
    const t = await conversation()
    await act(async () => {
      t.model.send('more?')
      await flush()
    })
    void act(() => t.panel.close(false))
    await act(async () => {
      t.client.reply(1, 'Yes.')
      await flush()
    })
    expect(t.model.unread.value).toBe(1)
    void act(() => t.panel.open(false))
    await act(flush)
    await openMenu()
    void act(() => void fireEvent.click(items()[0]!))
    void act(() => void fireEvent.click(screen.getByRole('button', { name: 'Start new' })))
    expect(t.model.unread.value).toBe(0)
    expect(t.model.messages.value).toEqual([])
  })

  it('is disabled while a message is on its way, with the reason in its name', async () => {
    const t = openPanel()
    await sendFromComposer('Still sending')
    await openMenu()
    const item = items()[0]!
    expect(item.textContent).toBe('Start a new conversation (after your message is sent)')
    expect(item.getAttribute('aria-disabled')).toBe('true')
    void act(() => void fireEvent.click(item))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(menu()).not.toBeNull()
    expect(t.model.messages.value).toHaveLength(1)
  })
})

describe('download the conversation', () => {
  it('is disabled, with the reason in its name, before there is a message', async () => {
    openPanel()
    await openMenu()
    const item = items()[2]!
    expect(item.getAttribute('aria-disabled')).toBe('true')
    void act(() => void fireEvent.click(item))
    expect(downloads).toEqual([])
  })

  it('saves a text file named after the widget and the date, with each message as `[date time] Name: text`; focus back on the menu button', async () => {
    await conversation({ name: 'Acme: Coffee' })
    await openMenu()
    void act(() => void fireEvent.click(items()[2]!))
    const today = new Date()
    const date = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`
    expect(downloads).toEqual([`Acme- Coffee ${date}.txt`])
    const text = await blobs[0]!.text()
    expect(text).toMatch(/^\[[^\]]+\] You: Do you ship\?\n\n\[[^\]]+\] Acme: Coffee: We ship within \*\*1 day\*\*\.\n$/)
    expect(document.activeElement).toBe(menuButton())
    expect(menu()).toBeNull()
  })

  it('writes a reply full of markdown as the service sent it, not as the bubble shows it', async () => {
    const t = openPanel({ name: 'Acme' })
    await sendFromComposer('When are you open?')
    await act(async () => {
      t.client.reply(0, RICH_REPLY)
      await flush()
    })
    await openMenu()
    void act(() => void fireEvent.click(items()[2]!))
    const text = await blobs[0]!.text()
    expect(text.endsWith(`] Acme: ${RICH_REPLY}\n`)).toBe(true)
  })
})
