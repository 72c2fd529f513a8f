// Word when a reply comes (data-notify), in happy-dom with the real panel and
// the notify chunk: the count in the page's title and its way back, the tone
// (a fake Web Audio), only in the tab that received the reply, "Mute sounds".
import { act, cleanup, fireEvent, screen, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notifyModes } from '../../src/notify/notify'
import type { StoredMessage } from '../../src/shared/conversation/message'
import { storageKeys } from '../../src/shared/storage/ui-state'
import { flush } from '../helpers/deferred'
import { MemoryStorage } from '../helpers/memory-storage'
import { TEST_KEY } from '../helpers/model'
import { sendFromComposer } from '../helpers/panel-steps'
import { cleanupWidgets, renderApp } from '../helpers/widget'

/** Tones started, through a stand-in for Web Audio (happy-dom has none). */
let tones = 0
let contexts = 0
class FakeAudioContext {
  currentTime = 0
  destination = {}
  constructor() {
    contexts++
  }
  createOscillator() {
    return { frequency: { value: 0 }, connect: (node: unknown) => node, start: () => void tones++, stop() {} }
  }
  createGain() {
    return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (node: unknown) => node }
  }
  close() {
    return Promise.resolve()
  }
}

let hidden = false
beforeEach(() => {
  tones = 0
  contexts = 0
  hidden = false
  document.title = 'Our menu'
  vi.stubGlobal('AudioContext', FakeAudioContext)
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })
  localStorage.clear()
})
afterEach(() => {
  cleanupWidgets()
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** The page goes to the background, or comes back. */
function setHidden(value: boolean) {
  hidden = value
  void act(() => void document.dispatchEvent(new Event('visibilitychange')))
}

async function chat(notify: string, storage?: MemoryStorage) {
  const t = renderApp({ config: { notify }, ...(storage ? { storage } : {}) })
  // A panel stored open comes back open by itself.
  if (!screen.queryByRole('dialog')) fireEvent.click(screen.getByRole('button', { name: /^Open chat/ }))
  await act(flush)
  return t
}

async function reply(t: ReturnType<typeof renderApp>, index: number, text = 'Here you are.') {
  await act(async () => {
    t.client.reply(index, text)
    await flush()
  })
}

const closePanel = (t: ReturnType<typeof renderApp>) => {
  void act(() => t.panel.close(false))
}

/** The visitor asks "One?" in a panel with data-notify=`notify`, closes it, and the reply comes. */
async function replyWhileClosed(notify: string) {
  const t = await chat(notify)
  await sendFromComposer('One?')
  closePanel(t)
  await reply(t, 0)
  return t
}
const openPanel = (t: ReturnType<typeof renderApp>) => {
  void act(() => t.panel.open(false))
}

describe('data-notify', () => {
  it.each([
    ['title', ['title'], 0],
    ['sound', ['sound'], 0],
    ['title sound', ['title', 'sound'], 0],
    ['  SOUND   Title ', ['title', 'sound'], 0],
    ['blink', [], 1],
    ['title blink marquee', ['title'], 2],
  ])('"%s" reads as %j with %i warnings naming the attribute', (value, modes, warnings) => {
    const warn = vi.fn()
    expect(notifyModes(value, warn)).toEqual(modes)
    expect(warn).toHaveBeenCalledTimes(warnings)
    for (const [message] of warn.mock.calls) expect(message).toContain('data-notify=')
  })
})

describe('title', () => {
  it('while the panel is closed, each reply puts the count in front of the title; opening the chat gives the title back', async () => {
    const t = await replyWhileClosed('title')
    expect(document.title).toBe('(1) Our menu')
    await act(async () => {
      t.model.send('Two?')
      await flush()
    })
    await reply(t, 1)
    expect(document.title).toBe('(2) Our menu')
    openPanel(t)
    expect(document.title).toBe('Our menu')
  })

  it('while the page is hidden with the panel open, too; coming back gives the title back', async () => {
    const t = await chat('title')
    await sendFromComposer('One?')
    setHidden(true)
    await reply(t, 0)
    expect(document.title).toBe('(1) Our menu')
    setHidden(false)
    expect(document.title).toBe('Our menu')
  })

  it('nothing while the visitor is looking (the panel open on a visible page)', async () => {
    const t = await chat('title')
    await sendFromComposer('One?')
    await reply(t, 0)
    expect(document.title).toBe('Our menu')
  })

  it('a page that changed its own title meanwhile gets its new title back, with the count in front while it shows', async () => {
    const t = await replyWhileClosed('title')
    expect(document.title).toBe('(1) Our menu')
    // A single-page app's route change.
    document.title = 'Checkout'
    await act(flush)
    expect(document.title).toBe('(1) Checkout')
    openPanel(t)
    expect(document.title).toBe('Checkout')
  })

  it('a reply that came through storage from another tab says nothing here', async () => {
    const storage = new MemoryStorage()
    const t = await chat('title', storage)
    closePanel(t)
    const key = storageKeys(TEST_KEY).conversation
    const record = JSON.parse(storage.getItem(key)!) as { messages: StoredMessage[] }
    record.messages.push({ id: 'other-1', role: 'agent', text: 'From the other tab', at: '2026-01-01T00:00:00.000Z' })
    storage.setItem(key, JSON.stringify(record))
    void act(() => t.model.sync())
    expect(t.model.messages.value.some((m) => m.id === 'other-1')).toBe(true)
    expect(document.title).toBe('Our menu')
  })

  it('leaving the panel (destroy) gives the title back', async () => {
    const t = await replyWhileClosed('title')
    expect(document.title).toBe('(1) Our menu')
    t.unmount()
    expect(document.title).toBe('Our menu')
  })

  it('not set: the title is left alone', async () => {
    await replyWhileClosed('')
    expect(document.title).toBe('Our menu')
  })
})

describe('sound', () => {
  const interact = () => fireEvent.pointerDown(screen.getByRole('textbox', { name: 'Message' }))

  it('a tone per reply while the visitor is not looking, once they have interacted with the widget', async () => {
    const t = await chat('sound')
    await sendFromComposer('One?')
    // A key press in the message box is an interaction (sendFromComposer typed Enter).
    expect(contexts).toBe(1)
    closePanel(t)
    await reply(t, 0)
    expect(tones).toBe(1)
    expect(document.title).toBe('Our menu')
  })

  it('never before an interaction with the widget on this page', async () => {
    const t = await chat('sound')
    await act(async () => {
      t.model.send('Sent by the page')
      await flush()
    })
    closePanel(t)
    await reply(t, 0)
    expect(contexts).toBe(0)
    expect(tones).toBe(0)
  })

  it('never while the panel is open on a visible page', async () => {
    const t = await chat('sound')
    interact()
    await sendFromComposer('One?')
    await reply(t, 0)
    expect(tones).toBe(0)
  })

  it('"Mute sounds" in the conversation menu: a checkbox item, remembered', async () => {
    const storage = new MemoryStorage()
    const t = await chat('sound', storage)
    await sendFromComposer('One?')
    await reply(t, 0)
    await act(async () => {
      const button = screen.getByRole('button', { name: 'Conversation options' })
      fireEvent.pointerEnter(button)
      fireEvent.click(button)
      await flush()
    })
    const mute = within(screen.getByRole('menu')).getByRole('menuitemcheckbox', { name: 'Mute sounds' })
    expect(mute.getAttribute('aria-checked')).toBe('false')
    void act(() => void fireEvent.click(mute))
    // Kept in the panel's storage, with the conversation.
    expect(storage.getItem(storageKeys(TEST_KEY).muted)).toBe('1')
    // Muted: no tone.
    await act(async () => {
      t.model.send('Two?')
      await flush()
    })
    closePanel(t)
    await reply(t, 1)
    expect(tones).toBe(0)
    // Remembered: the next panel starts muted, and the item says so.
    t.unmount()
    const next = await chat('sound', storage)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Conversation options' }))
      await flush()
    })
    const again = within(screen.getByRole('menu')).getByRole('menuitemcheckbox', { name: 'Mute sounds' })
    expect(again.getAttribute('aria-checked')).toBe('true')
    // Sounds back on: nothing is kept.
    void act(() => void fireEvent.click(again))
    expect(storage.getItem(storageKeys(TEST_KEY).muted)).toBeNull()
    void next
  })

  it('no "Mute sounds" without sound', async () => {
    await chat('title')
    await sendFromComposer('One?')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Conversation options' }))
      await flush()
    })
    expect(within(screen.getByRole('menu')).queryByRole('menuitemcheckbox')).toBeNull()
  })
})
