// The visitor's message shows in the task of their key press; the request
// and the storage write come in a task after the next paint (src/panel/schedule.ts),
// and a page that goes away before that task writes it on pagehide.
import { act, cleanup, fireEvent, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterPaint } from '../../src/panel/schedule'
import { storageKeys } from '../../src/shared/storage/ui-state'
import { laterQueue } from '../helpers/deferred'
import { createTestModel, TEST_KEY } from '../helpers/model'
import { cleanupWidgets, renderApp } from '../helpers/widget'

const KEYS = storageKeys(TEST_KEY)

afterEach(() => {
  cleanupWidgets()
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('afterPaint', () => {
  it('runs once, in a task after the next frame, not in the caller', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    const run = vi.fn()
    afterPaint(run)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersToNextFrame()
    expect(run).not.toHaveBeenCalled() // the frame only queues it
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1000) // the stand-in timer finds it done
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('runs within 100 ms when no frame comes (a hidden tab)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
    const run = vi.fn()
    afterPaint(run)
    vi.advanceTimersByTime(99)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledTimes(1)
  })
})

describe('sending', () => {
  it('shows the message in the task of the key press; the request and the save come after it', async () => {
    const tasks = laterQueue()
    const { model, client, storage } = createTestModel({ later: tasks.later })
    await Promise.resolve() // the end of the task that built it: the conversation as loaded is not written again
    expect(storage.getItem(KEYS.conversation)).toBeNull()
    tasks.run() // start-up
    const writes = storage.attempts.length
    expect(model.send('hello')).toBe(true)
    expect(model.messages.value.map((m) => [m.text, m.status])).toEqual([['hello', 'queued']])
    expect(client.calls).toHaveLength(0)
    expect(storage.attempts.length).toBe(writes)
    tasks.run()
    expect(client.sentTexts).toEqual(['hello'])
    expect(storage.getItem(KEYS.conversation)).toContain('"hello"')
  })

  it('stores the message first, then sends it: a reload in between sends it again', async () => {
    const tasks = laterQueue()
    const { model, client, storage } = createTestModel({ later: tasks.later })
    await Promise.resolve()
    model.send('hello')
    const order: string[] = []
    const setItem = storage.setItem.bind(storage)
    vi.spyOn(storage, 'setItem').mockImplementation(
      (key, value) => (order.push(`save ${key === KEYS.conversation ? 'conversation' : 'ui'}`), setItem(key, value)),
    )
    const send = client.send.bind(client)
    vi.spyOn(client, 'send').mockImplementation((outgoing) => (order.push('send'), send(outgoing)))
    tasks.run()
    expect(order.slice(0, 3)).toEqual(['save ui', 'save conversation', 'send'])
  })

  it('stores a reply in the task it arrives in, as it is shown', async () => {
    const tasks = laterQueue()
    const { model, client, storage } = createTestModel({ later: tasks.later })
    await Promise.resolve()
    model.send('hello')
    tasks.run()
    client.reply(0, 'hi there', { messageId: 'ai_1' })
    await new Promise((resolve) => setTimeout(resolve, 0)) // the response's task, and no task after it
    expect(tasks.size).toBeGreaterThan(0) // its save was queued for after the paint...
    expect(storage.getItem(KEYS.conversation)).toContain('hi there') // ...and written at once
  })

  it('writes a message sent right before the page goes away on pagehide, and the next page view sends it', async () => {
    const tasks = laterQueue()
    const widget = renderApp({ later: tasks.later })
    tasks.run()
    void act(() => widget.panel.open(true))
    void act(() => tasks.run())
    const box = screen.getByRole('textbox', { name: 'Message' })
    void act(() => {
      fireEvent.input(box, { target: { value: 'before I go' } })
      fireEvent.keyDown(box, { key: 'Enter' })
    })
    // On screen at once; nothing stored or sent yet.
    expect(screen.getByText('before I go')).toBeTruthy()
    expect(widget.client.calls).toHaveLength(0)
    expect(widget.storage.getItem(KEYS.conversation) ?? '').not.toContain('before I go')
    window.dispatchEvent(new Event('pagehide'))
    expect(widget.client.calls).toHaveLength(0)
    const saved = JSON.parse(widget.storage.getItem(KEYS.conversation)!) as { messages: Array<{ text: string; status: string }> }
    expect(saved.messages.map((m) => [m.text, m.status])).toEqual([['before I go', 'queued']])
    expect(JSON.parse(widget.storage.getItem(KEYS.ui)!)).toMatchObject({ outbox: 1 })

    // The page is gone (its tasks never run); the next one delivers.
    const next = createTestModel({ storage: widget.storage, idPrefix: 'next' })
    await Promise.resolve()
    expect(next.client.sentTexts).toEqual(['before I go'])
  })
})
