// The panel's start spread over tasks (src/panel/start-panel.tsx): its first
// render, each opening, and Intl's first use each come in a task after the
// one that asked, so none of them lands in a visitor's click or key press.
import { act, cleanup, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { storageKeys } from '../../src/shared/storage/ui-state'
import { flush, laterQueue } from '../helpers/deferred'
import { MemoryStorage } from '../helpers/memory-storage'
import { TEST_KEY } from '../helpers/model'
import { cleanupWidgets, renderApp } from '../helpers/widget'

const KEYS = storageKeys(TEST_KEY)

afterEach(() => {
  cleanupWidgets()
  cleanup()
  vi.restoreAllMocks()
})

describe('the panel', () => {
  it('renders in a task after it was mounted, and each opening in a task after the click', () => {
    const tasks = laterQueue()
    const widget = renderApp({ later: tasks.later })
    expect(widget.container.querySelector('.panel')).toBeNull()
    void act(() => tasks.run()) // the first render: closed, nothing drawn
    expect(screen.queryByRole('dialog')).toBeNull()
    void act(() => widget.panel.open(true))
    // The click's own task redraws the launcher only.
    expect(widget.view.button.getAttribute('aria-expanded')).toBe('true')
    expect(screen.queryByRole('dialog')).toBeNull()
    void act(() => tasks.run())
    expect(screen.getByRole('dialog')).toBeTruthy()
    // Closing is at once.
    void act(() => widget.panel.close(false))
    expect(screen.queryByRole('dialog')).toBeNull()
    // Opened and closed again before its task: stays closed.
    void act(() => {
      widget.panel.open(false)
      widget.panel.close(false)
      tasks.run()
    })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it("spreads Intl's first use over tasks of its own, after the first render", () => {
    const queue: Array<() => void> = []
    const widget = renderApp({ later: (run) => void queue.push(run) })
    const maximize = vi.spyOn(Intl.Locale.prototype, 'maximize')
    const numbering = vi.spyOn(Intl, 'supportedValuesOf')
    const numberLocales = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf')
    const times = vi.spyOn(Date.prototype, 'toLocaleTimeString')
    const calls = () => [maximize, numbering, numberLocales, times].map((spy) => spy.mock.calls.length)
    /** One round: the tasks queued so far, not those they queue. */
    const round = () => {
      void act(() => queue.splice(0).forEach((run) => run()))
    }
    round() // the render
    expect(widget.container.querySelector('.root')).not.toBeNull()
    expect(calls()).toEqual([0, 0, 0, 0])
    round()
    expect(calls()).toEqual([1, 0, 0, 0])
    round()
    expect(calls()).toEqual([1, 1, 0, 0])
    round()
    expect(calls()).toEqual([1, 1, 1, 0])
    round()
    expect(calls()).toEqual([1, 1, 1, 1])
    round()
    expect(queue).toHaveLength(0)
  })

  it('stops its pending tasks when destroyed before they run', () => {
    const tasks = laterQueue()
    const storage = new MemoryStorage()
    // Stored open: its first render would draw the panel.
    storage.setItem(KEYS.conversation, JSON.stringify({ v: 1, open: true, started: true, messages: [] }))
    const widget = renderApp({ later: tasks.later, storage })
    widget.unmount()
    const times = vi.spyOn(Date.prototype, 'toLocaleTimeString')
    void act(() => tasks.run())
    expect(widget.view.mountPoint.querySelector('.panel')).toBeNull()
    expect(times).not.toHaveBeenCalled()
  })

  it('listens to the page (storage, pageshow, online, pagehide) until destroyed, and not after', async () => {
    const added = vi.spyOn(window, 'addEventListener')
    const widget = renderApp()
    const sync = vi.spyOn(widget.model, 'sync')
    const page = added.mock.calls.filter(([type]) => ['storage', 'pageshow', 'online', 'pagehide'].includes(type))
    expect(page.map(([type]) => type).sort()).toEqual(['online', 'pagehide', 'pageshow', 'storage'])
    const signals = page.map(([, , options]) => (options as AddEventListenerOptions | undefined)?.signal)
    expect(signals.every((signal) => signal && !signal.aborted)).toBe(true)
    // Another tab stored a conversation: the model takes it in.
    widget.storage.setItem(widget.store.key, JSON.stringify({ v: 1, open: false, started: true, messages: [] }))
    dispatchEvent(new StorageEvent('storage', { key: widget.store.key, storageArea: widget.storage }))
    await flush()
    expect(sync).toHaveBeenCalledTimes(1)
    widget.unmount()
    expect(signals.every((signal) => signal!.aborted)).toBe(true)
    dispatchEvent(new StorageEvent('storage', { key: widget.store.key, storageArea: widget.storage }))
    await flush()
    expect(sync).toHaveBeenCalledTimes(1)
  })

  it("another tab's change that leaves nothing stored has nothing to merge", async () => {
    const widget = renderApp()
    const sync = vi.spyOn(widget.model, 'sync')
    widget.storage.removeItem(widget.store.key)
    dispatchEvent(new StorageEvent('storage', { key: widget.store.key, storageArea: widget.storage }))
    await flush()
    expect(sync).not.toHaveBeenCalled()
  })
})
