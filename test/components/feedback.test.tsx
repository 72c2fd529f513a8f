// Feedback on a reply (data-feedback): Helpful / Not helpful toggles on each
// reply the service named, never elsewhere; the choice kept with the message
// and said to the site once per press.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { StoredMessage } from '../../src/shared/conversation/message'
import { storageKeys } from '../../src/shared/storage/ui-state'
import { flush } from '../helpers/deferred'
import { MemoryStorage } from '../helpers/memory-storage'
import { TEST_KEY, raised } from '../helpers/model'
import { offlineNotice, openPanel, sendFromComposer } from '../helpers/panel-steps'
import { cleanupWidgets, loadPanelChunk, renderApp } from '../helpers/widget'
import { rate } from '../../src/feedback/feedback'

/** The conversation as stored under `key`. */
const storedRecord = (storage: MemoryStorage, key: string) => JSON.parse(storage.getItem(key)!) as { messages: StoredMessage[] }

afterEach(() => {
  cleanupWidgets()
  cleanup()
  vi.restoreAllMocks()
})

async function withReply(options: { feedback?: boolean; messageId?: string | undefined; storage?: MemoryStorage } = {}) {
  const t = openPanel({ feedback: options.feedback ?? true }, options.storage)
  await sendFromComposer('Do you ship?')
  await act(async () => {
    t.client.reply(0, 'We ship in a day.', 'messageId' in options ? { messageId: options.messageId, sessionId: 's1' } : { messageId: 'ai_1', sessionId: 's1' })
    await flush()
  })
  const events = raised(t.model, 'feedback')
  return { ...t, events }
}

const helpful = () => screen.queryAllByRole('button', { name: 'Helpful' })
const notHelpful = () => screen.queryAllByRole('button', { name: 'Not helpful' })
const press = (button: HTMLElement) =>
  act(async () => {
    fireEvent.click(button)
    await flush()
  })

describe('feedback on a reply', () => {
  it('comes with a chunk of its own, asked for as the panel starts and only where data-feedback is on', async () => {
    const asked: string[] = []
    const loadChunk = (name: string) => (asked.push(name), loadPanelChunk(name))
    renderApp({ config: { feedback: true }, loadChunk })
    expect(asked).toEqual(['feedback'])
    cleanupWidgets()
    asked.length = 0
    renderApp({ config: { feedback: false }, loadChunk })
    await act(flush)
    expect(asked).toEqual([])
  })

  it('its chunk failing to load leaves the buttons out; the replies and Copy are there', async () => {
    const t = renderApp({
      config: { feedback: true },
      loadChunk: async (name) => (name === 'feedback' ? Promise.reject(new Error('refused')) : loadPanelChunk(name)),
    })
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }))
    await sendFromComposer('Do you ship?')
    await act(async () => {
      t.client.reply(0, 'We ship in a day.', { messageId: 'ai_1' })
      await flush()
    })
    expect(screen.getByText('We ship in a day.')).toBeTruthy()
    expect(helpful()).toHaveLength(0)
    expect(screen.getAllByRole('button', { name: 'Copy reply' })).toHaveLength(1)
  })

  it('two toggle buttons on the reply; pressing one presses it, the other and pressing it again clear it; one event per press', async () => {
    const { events } = await withReply()
    expect(helpful()).toHaveLength(1)
    expect(notHelpful()).toHaveLength(1)
    expect(helpful()[0]!.closest('.msg')!.classList.contains('agent')).toBe(true)
    expect(helpful()[0]!.getAttribute('aria-pressed')).toBe('false')
    await press(helpful()[0]!)
    expect(helpful()[0]!.getAttribute('aria-pressed')).toBe('true')
    expect(notHelpful()[0]!.getAttribute('aria-pressed')).toBe('false')
    await press(notHelpful()[0]!)
    expect([helpful()[0]!.getAttribute('aria-pressed'), notHelpful()[0]!.getAttribute('aria-pressed')]).toEqual(['false', 'true'])
    await press(notHelpful()[0]!)
    expect(notHelpful()[0]!.getAttribute('aria-pressed')).toBe('false')
    expect(events).toEqual([
      { messageId: 'ai_1', sessionId: 's1', value: 'positive' },
      { messageId: 'ai_1', sessionId: 's1', value: 'negative' },
      { messageId: 'ai_1', sessionId: 's1', value: null },
    ])
  })

  it('kept with the message: shown pressed again after a reload, and not said again', async () => {
    const storage = new MemoryStorage()
    const first = await withReply({ storage })
    await press(helpful()[0]!)
    first.model.flush()
    expect(storedRecord(storage, storageKeys(TEST_KEY).conversation).messages[1]).toMatchObject({ id: 'ai_1', rateable: true, feedback: 'positive' })
    first.unmount()
    const second = renderApp({ config: { feedback: true }, storage })
    const events = raised(second.model, 'feedback')
    if (!screen.queryByRole('dialog')) fireEvent.click(screen.getByRole('button', { name: 'Open chat' }))
    // The feedback chunk arrives (at once here).
    await act(flush)
    expect(helpful()[0]!.getAttribute('aria-pressed')).toBe('true')
    expect(events).toEqual([])
  })

  it('kept by the conversation on a page without data-feedback (no feedback chunk): saved again with the rating, pressed where the chunk is back', async () => {
    const storage = new MemoryStorage()
    const first = await withReply({ storage })
    await press(helpful()[0]!)
    first.model.flush()
    first.unmount()
    // A page of the same site without data-feedback: no buttons, no chunk, and a new exchange saves the conversation again.
    const asked: string[] = []
    const bare = renderApp({ config: { feedback: false }, storage, idPrefix: 'bare', loadChunk: (name) => (asked.push(name), loadPanelChunk(name)) })
    if (!screen.queryByRole('dialog')) fireEvent.click(screen.getByRole('button', { name: 'Open chat' }))
    await sendFromComposer('And returns?')
    await act(async () => {
      bare.client.reply(0, 'Within 30 days.', { messageId: 'ai_2', sessionId: 's1' })
      await flush()
    })
    bare.model.flush()
    expect(asked).not.toContain('feedback')
    expect(helpful()).toHaveLength(0)
    const stored = storedRecord(storage, storageKeys(TEST_KEY).conversation).messages
    expect(stored.map((m) => [m.id, m.feedback])).toEqual([
      ['id-1', undefined],
      ['ai_1', 'positive'],
      ['bare-1', undefined],
      ['ai_2', undefined],
    ])
    bare.unmount()
    cleanup()
    renderApp({ config: { feedback: true }, storage })
    if (!screen.queryByRole('dialog')) fireEvent.click(screen.getByRole('button', { name: 'Open chat' }))
    await act(flush)
    expect(helpful().map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false'])
  })

  it('a press on a reply not rateable, or gone, or as it already is, changes nothing and says nothing', () => {
    const messages: StoredMessage[] = [
      { id: 'ai_1', role: 'agent', text: 'Hi', at: '2026-01-01T00:00:00Z', rateable: true, feedback: 'positive' },
      { id: 'n_1', role: 'agent', text: 'Hi', at: '2026-01-01T00:00:00Z' },
    ]
    const model = { messages: { value: messages }, raise: vi.fn() }
    rate(model, 'ai_1', 'positive')
    rate(model, 'n_1', 'negative')
    rate(model, 'ai_9', 'negative')
    expect(model.messages.value).toBe(messages)
    expect(model.raise).not.toHaveBeenCalled()
    rate(model, 'ai_1', null)
    // Cleared: a change other tabs take as the later copy (its rev goes up).
    expect(model.messages.value[0]).toEqual({ id: 'ai_1', role: 'agent', text: 'Hi', at: '2026-01-01T00:00:00Z', rateable: true, rev: 1 })
    expect(messages[0]!.feedback).toBe('positive')
    expect(model.raise.mock.calls).toEqual([['feedback', { messageId: 'ai_1', sessionId: null, value: null }]])
  })

  it("another tab's feedback shows here through storage, and is not said here", async () => {
    const storage = new MemoryStorage()
    const { model, events } = await withReply({ storage })
    model.flush()
    const key = storageKeys(TEST_KEY).conversation
    const stored = storedRecord(storage, key)
    stored.messages[1]!.feedback = 'negative'
    storage.setItem(key, JSON.stringify(stored))
    await act(async () => {
      model.sync()
      await flush()
    })
    expect(notHelpful()[0]!.getAttribute('aria-pressed')).toBe('true')
    expect(events).toEqual([])
  })

  it("none without data-feedback, none on a reply without the service's id, none on the welcome message or notices", async () => {
    await withReply({ feedback: false })
    expect(helpful()).toHaveLength(0)
    cleanupWidgets()
    cleanup()
    await withReply({ messageId: undefined })
    expect(screen.getByText('We ship in a day.')).toBeTruthy()
    expect(helpful()).toHaveLength(0)
    cleanupWidgets()
    cleanup()
    await offlineNotice({ feedback: true })
    expect(screen.getByText('We are away.')).toBeTruthy()
    expect(helpful()).toHaveLength(0)
    expect(within(screen.getByRole('log')).queryAllByRole('button', { name: /helpful/i })).toHaveLength(0)
  })
})
