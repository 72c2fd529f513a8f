// Starter questions in the panel: shown under the welcome message until the
// visitor's first message, each sending exactly its text once through the
// same delivery as a typed message. FlowiseChatEmbed PR 265 (starter prompts
// that did not show) is what the restore cases guard against.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WidgetConfig } from '../../src/shared/settings/panel'
import { storageKeys } from '../../src/shared/storage/ui-state'
import { flush } from '../helpers/deferred'
import { MemoryStorage } from '../helpers/memory-storage'
import { TEST_KEY } from '../helpers/model'
import { cleanupWidgets, loadPanelChunk, renderApp, type RenderOptions } from '../helpers/widget'

afterEach(() => {
  cleanupWidgets()
  cleanup()
  vi.restoreAllMocks()
})

const QUESTIONS = 'Opening hours?|Shipping costs|Talk to a person'
const group = () => screen.queryByRole('group', { name: 'Suggested questions' })

/** The chunks the panel asked for, by name. */
let requested: string[] = []
const loadChunk = (name: string) => {
  requested.push(name)
  return loadPanelChunk(name)
}

/** Renders the widget; its starter questions' chunk has arrived when this returns. */
async function render(options: RenderOptions) {
  requested = []
  const t = renderApp({ loadChunk, ...options })
  await act(flush)
  return t
}

async function openChat(config: Partial<WidgetConfig> = {}, storage?: MemoryStorage) {
  const t = await render({ config: { suggestions: QUESTIONS, ...config }, ...(storage ? { storage } : {}) })
  fireEvent.click(screen.getByRole('button', { name: 'Open chat' }))
  await act(flush)
  return t
}

describe('starter questions', () => {
  it('show as buttons in a group named "Suggested questions", under the welcome message', async () => {
    const { config } = await openChat()
    const found = group()!
    expect(
      within(found)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Opening hours?', 'Shipping costs', 'Talk to a person'])
    // Under the welcome message, in the conversation.
    const welcome = screen.getByText(config.welcomeMessage)
    expect(welcome.compareDocumentPosition(found) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.getByRole('log').contains(found)).toBe(true)
  })

  it('one activated sends exactly its text once, the group goes away, focus goes to the message box', async () => {
    const { client } = await openChat()
    const button = within(group()!).getByRole('button', { name: 'Shipping costs' })
    await act(async () => {
      fireEvent.click(button)
      fireEvent.click(button)
      await flush()
    })
    expect(client.sentTexts).toEqual(['Shipping costs'])
    expect(group()).toBeNull()
    expect(screen.getAllByText('Shipping costs')).toHaveLength(1)
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message' }))
  })

  it('never come back in that conversation: not after the first message, not after a reload', async () => {
    const storage = new MemoryStorage()
    const first = await openChat({}, storage)
    await act(async () => {
      fireEvent.click(within(group()!).getByRole('button', { name: 'Opening hours?' }))
      await flush()
    })
    await act(async () => {
      first.client.reply(0, 'We open at 8.')
      await flush()
    })
    expect(group()).toBeNull()
    first.unmount()
    // Stored open: the next page view restores the panel by itself.
    await render({ config: { suggestions: QUESTIONS }, storage })
    expect(screen.getByText('Opening hours?')).toBeTruthy()
    expect(screen.getByText('We open at 8.')).toBeTruthy()
    expect(group()).toBeNull()
  })

  it('show again after a reload while the visitor has said nothing (the panel restored open)', async () => {
    const storage = new MemoryStorage()
    storage.setItem(storageKeys(TEST_KEY).conversation, JSON.stringify({ v: 1, open: true, started: true, messages: [] }))
    await render({ config: { suggestions: QUESTIONS }, storage })
    expect(within(group()!).getAllByRole('button')).toHaveLength(3)
  })

  it('wait for the pre-chat form: not shown while it is asked, shown once it is filled', async () => {
    await openChat({ collectVisitorName: true })
    expect(group()).toBeNull()
    fireEvent.input(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ada' } })
    fireEvent.click(screen.getByRole('button', { name: 'Start chat' }))
    expect(within(group()!).getAllByRole('button')).toHaveLength(3)
  })

  it('none set, or all blank: no group', async () => {
    await openChat({ suggestions: ' | ' })
    expect(group()).toBeNull()
  })

  it('come with a chunk of their own, asked for as the panel starts and only when there are some', async () => {
    await openChat()
    expect(requested).toEqual(['suggestions'])
    cleanupWidgets()
    await openChat({ suggestions: '' })
    expect(requested).toEqual([])
    expect(group()).toBeNull()
  })

  it('their chunk failing to load leaves them out; the panel works', async () => {
    const t = await render({ config: { suggestions: QUESTIONS }, loadChunk: async () => Promise.reject(new Error('refused')) })
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }))
    await act(flush)
    expect(group()).toBeNull()
    expect(screen.getByText(t.config.welcomeMessage)).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy()
  })

  it('markup in a question is shown as text', async () => {
    await openChat({ suggestions: '<img src=x onerror=alert(1)>' })
    const button = within(group()!).getByRole('button')
    expect(button.textContent).toBe('<img src=x onerror=alert(1)>')
    expect(button.querySelector('img')).toBeNull()
  })
})
