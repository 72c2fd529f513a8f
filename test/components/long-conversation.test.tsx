// Long conversations: one more message renders one new row and parses one
// new reply; the DOM holds a bounded window of the newest rows; older rows
// come back on request; a visitor reading further up is never moved. The two
// controls come with the long-conversation chunk, asked for only when needed
// (here loaded from its payload, a microtask later, as the copy tests do).
import { options } from 'preact'
import { act, cleanup, fireEvent, screen } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PAGE, RESTORE_WINDOW, WINDOW } from '../../src/panel/components/MessageList'
import { Message } from '../../src/panel/components/Message'
import { storageKeys } from '../../src/shared/storage/ui-state'
import type { StoredMessage } from '../../src/panel/storage/conversation-store'
import { flush, laterQueue } from '../helpers/deferred'
import { MemoryStorage } from '../helpers/memory-storage'
import { TEST_KEY } from '../helpers/model'
import { cleanupWidgets, loadPanelChunk, renderApp } from '../helpers/widget'
import { SELECTORS } from '../selectors'
import { frame as reportingFrame, logLayout, reportResizes } from './log-layout'

const parsed = vi.hoisted(() => [] as string[])
vi.mock('../../src/panel/render/markdown', async (original) => {
  const real = await original<typeof import('../../src/panel/render/markdown')>()
  return {
    ...real,
    renderMarkdown: (text: string) => {
      parsed.push(text)
      return real.renderMarkdown(text)
    },
  }
})

/** Which rows rendered: the `message.text` of every Message render. */
const rendered: string[] = []
const previousDiffed = options.diffed
beforeEach(() => {
  rendered.length = 0
  parsed.length = 0
  options.diffed = (vnode) => {
    if ((vnode.type as unknown) === Message) {
      // diffed runs after each render of the component, skipped ones included: count real renders only.
      const props = vnode.props as unknown as { message: StoredMessage }
      const component = (vnode as unknown as { __c?: { __rendered?: StoredMessage } }).__c
      if (component && component.__rendered !== props.message) {
        rendered.push(props.message.text)
        component.__rendered = props.message
      }
    }
    previousDiffed?.(vnode)
  }
})
afterEach(() => {
  if (previousDiffed) options.diffed = previousDiffed
  else delete options.diffed
  cleanupWidgets()
  cleanup()
})

function conversation(pairs: number): StoredMessage[] {
  const at = '2025-03-04T05:06:07.000Z'
  return Array.from({ length: pairs }, (_, i) => [
    { id: `v${i}`, role: 'visitor' as const, text: `question ${i}`, at, status: 'sent' as const },
    { id: `a${i}`, role: 'agent' as const, text: `**answer** ${i}\n\n- one\n- two`, at },
  ]).flat()
}

function stored(pairs: number) {
  const storage = new MemoryStorage()
  storage.setItem(storageKeys(TEST_KEY).conversation, JSON.stringify({ v: 1, open: true, started: true, messages: conversation(pairs) }))
  return storage
}

const messageBox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' })
const rows = () => [...document.querySelectorAll('.log .msg .bubble')].map((b) => b.textContent)

async function say(text: string) {
  fireEvent.input(messageBox(), { target: { value: text } })
  fireEvent.keyDown(messageBox(), { key: 'Enter' })
  await act(() => flush())
}

describe('one more message', () => {
  it('renders only the new rows and parses only the new reply', async () => {
    const { client } = renderApp({ storage: stored(20) })
    expect(parsed).toHaveLength(RESTORE_WINDOW / 2)
    rendered.length = 0
    parsed.length = 0
    await say('one more')
    // The visitor's row, then its status change: the same row again, no other.
    expect(new Set(rendered)).toEqual(new Set(['one more']))
    await act(async () => {
      client.reply(0, 'a *new* reply')
      await flush()
    })
    expect(new Set(rendered)).toEqual(new Set(['one more', 'a *new* reply']))
    expect(parsed).toEqual(['a *new* reply'])
  })

  it('costs the same rows at 100 stored pairs as at 5', async () => {
    const counts: number[] = []
    for (const pairs of [5, 100]) {
      const { client, unmount } = renderApp({ storage: stored(pairs) })
      rendered.length = 0
      parsed.length = 0
      await say('more')
      await act(async () => {
        client.reply(0, 'reply')
        await flush()
      })
      counts.push(rendered.length + parsed.length)
      unmount()
    }
    expect(counts[1]).toBe(counts[0])
  })
})

describe('a bounded view', () => {
  it(`restores the newest ${RESTORE_WINDOW} of 200 stored messages, newest last, without parsing the rest`, async () => {
    renderApp({ storage: stored(100) })
    await act(() => flush())
    expect(rows()).toHaveLength(RESTORE_WINDOW)
    expect(rows().at(-1)).toContain('answer 99')
    expect(parsed).toHaveLength(RESTORE_WINDOW / 2)
    // The welcome message belongs to the start of the conversation, not shown yet.
    expect(screen.queryByText('Welcome to Acme!')).toBeNull()
    expect(screen.getByRole('button', { name: 'Show earlier messages' })).toBeTruthy()
  })

  it('shows earlier messages a page at a time, outside the live region, then the welcome; focus stays in the conversation', async () => {
    renderApp({ storage: stored(60) })
    await act(() => flush())
    const log = screen.getByRole('log')
    const live = log.querySelector('[aria-live=polite]')!
    expect(rows()).toHaveLength(RESTORE_WINDOW)
    const button = screen.getByRole('button', { name: 'Show earlier messages' })
    button.focus()
    fireEvent.click(button)
    await act(() => flush())
    expect(rows()).toHaveLength(RESTORE_WINDOW + PAGE)
    expect(rows()[0]).toBe(`question ${(120 - RESTORE_WINDOW - PAGE) / 2}`)
    // The button is still there for the rest, and keeps focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show earlier messages' }))
    fireEvent.click(screen.getByRole('button', { name: 'Show earlier messages' }))
    await act(() => flush())
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull()
    // The welcome first, then every message in order (the order screen readers
    // read), and nothing of the history in the live region.
    expect(rows()).toEqual(['Welcome to Acme!', ...conversation(60).map((m) => (m.role === 'agent' ? `answer ${m.id.slice(1)}onetwo` : m.text))])
    expect(live.textContent).toBe('')
    expect(document.activeElement).toBe(log)
  })

  it(`grows to ${WINDOW} rows while the visitor follows the newest, and stays there however many arrive`, async () => {
    const { client } = renderApp({ storage: stored(40) })
    for (let i = 0; i < 20; i++) {
      await say(`new ${i}`)
      await act(async () => {
        client.reply(i, `reply ${i}`)
        await flush()
      })
    }
    expect(rows()).toHaveLength(WINDOW)
    expect(rows().at(-1)).toBe('reply 19')
  })
})

describe('scrolled up to read', () => {
  it('a new reply shows a "New messages" button in a polite region instead of moving the visitor; it jumps to the end', async () => {
    const { client } = renderApp({ storage: stored(40) })
    const log = screen.getByRole<HTMLDivElement>('log')
    await say('question while reading')
    // The visitor scrolls up: happy-dom has no layout, so the geometry is given.
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 5000 })
    Object.defineProperty(log, 'clientHeight', { configurable: true, value: 400 })
    log.scrollTop = 1000
    fireEvent.scroll(log)
    await act(async () => {
      client.reply(0, 'an answer')
      await flush()
    })
    expect(log.scrollTop).toBe(1000)
    const jump = screen.getByRole('button', { name: 'New messages' })
    expect(jump.closest('[aria-live]')!.getAttribute('aria-live')).toBe('polite')
    expect(log.contains(jump)).toBe(false)
    // Nothing above the visitor went away while they read.
    expect(rows()).toHaveLength(RESTORE_WINDOW + 2)
    fireEvent.click(jump)
    await act(() => flush())
    expect(log.scrollTop).toBe(5000)
    expect(screen.queryByRole('button', { name: 'New messages' })).toBeNull()
    expect(document.activeElement).toBe(log)
  })
})

describe('following the end', () => {
  it('stays at the end when the typing indicator comes a task after the message, before the scroll event of the scroll to it', async () => {
    const tasks = laterQueue()
    renderApp({ storage: stored(40), later: tasks.later })
    void act(() => tasks.run())
    const log = screen.getByRole<HTMLDivElement>('log')
    // happy-dom has no layout: the geometry is given, and scrollTop is clamped as a browser clamps it.
    let height = 5000
    let top = 0
    Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => height })
    Object.defineProperty(log, 'clientHeight', { configurable: true, value: 400 })
    Object.defineProperty(log, 'scrollTop', { configurable: true, get: () => top, set: (v: number) => (top = Math.max(0, Math.min(v, height - 400))) })
    await say('a question')
    // The scroll happens in the next animation frame: wait for one (a timer alone races it).
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))
    expect(log.scrollTop).toBe(4600) // the frame after the message scrolled to the end
    // The request starts a task later: the typing indicator grows the log...
    height += 41
    void act(() => tasks.run())
    // ...before the browser reports the scroll to the end (41 px from the new end).
    fireEvent.scroll(log)
    // The list scrolls again in the frame after the indicator: wait for that frame, as above.
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))
    expect(log.scrollTop).toBe(4641)
  })
})

/**
 * happy-dom has no layout: the log's geometry is given (400 px in view,
 * scrollTop clamped as a browser clamps it), and a row is placed at the top
 * of the content it was given (`grow`), as getBoundingClientRect reports it: relative to the viewport, so it moves as the log scrolls.
 */
function layout(log: HTMLElement, height: number) {
  const view = 400
  const logTop = 100
  const geometry = { height, top: 0 }
  const placed = new Map<string, number>()
  Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => geometry.height })
  Object.defineProperty(log, 'clientHeight', { configurable: true, value: view })
  Object.defineProperty(log, 'scrollTop', {
    configurable: true,
    get: () => geometry.top,
    set: (v: number) => (geometry.top = Math.max(0, Math.min(v, geometry.height - view))),
  })
  const real = Element.prototype.getBoundingClientRect
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const text = this.querySelector('.bubble')?.textContent ?? ''
    const top = this === log ? logTop : [...placed].find(([start]) => text.startsWith(start))?.[1]
    return top === undefined ? real.call(this) : DOMRect.fromRect({ x: 0, y: this === log ? top : logTop + top - geometry.top, width: 300, height: 0 })
  })
  return {
    geometry,
    /** The log grows by `rows` px: the row whose bubble's text starts with `text`, at the end of the content. */
    grow(text: string, rows: number) {
      placed.set(text, geometry.height)
      geometry.height += rows
    },
  }
}

/** The log scrolls in the next animation frame: wait for one (a timer alone races it). */
const frame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))

const LONG = 'A long answer.\n\n' + Array.from({ length: 40 }, (_, i) => `${i + 1}. step ${i + 1}`).join('\n')

describe('a reply taller than the view', () => {
  afterEach(() => vi.restoreAllMocks())

  async function followingTheEnd() {
    const t = renderApp({ storage: stored(40) })
    const log = screen.getByRole<HTMLDivElement>('log')
    const l = layout(log, 5000)
    await say('tell me everything')
    await frame()
    expect(log.scrollTop).toBe(4600)
    return { ...t, log, ...l }
  }

  it('is read from its start: the view puts its top at the top of the log, and no "New messages" button shows', async () => {
    const { client, log, grow } = await followingTheEnd()
    await act(async () => {
      grow('A long answer.', 1200)
      client.reply(0, LONG)
      await flush()
    })
    await frame()
    expect(log.scrollTop).toBe(5000)
    // The browser's report of that scroll does not count as the visitor leaving the end.
    fireEvent.scroll(log)
    await act(() => flush())
    expect(screen.queryByRole('button', { name: 'New messages' })).toBeNull()
  })

  it('a reply that fits still brings the view to the end', async () => {
    const { client, log, grow } = await followingTheEnd()
    await act(async () => {
      grow('a short answer', 120)
      client.reply(0, 'a short answer')
      await flush()
    })
    await frame()
    expect(log.scrollTop).toBe(5120 - 400)
  })

  it('"New messages" still holds: another reply that comes while the visitor reads the long one does not move them', async () => {
    const { client, log, grow } = await followingTheEnd()
    await say('and one more thing')
    await act(async () => {
      grow('A long answer.', 1200)
      client.reply(0, LONG)
      await flush()
    })
    await frame()
    expect(log.scrollTop).toBe(5000)
    fireEvent.scroll(log)
    await act(async () => {
      grow('the other answer', 100)
      client.reply(1, 'the other answer')
      await flush()
    })
    await frame()
    expect(log.scrollTop).toBe(5000)
    fireEvent.click(screen.getByRole('button', { name: 'New messages' }))
    await act(() => flush())
    expect(log.scrollTop).toBe(6300 - 400)
  })

  it('does not move a visitor who scrolled up to read: "New messages" shows', async () => {
    const { client, log, grow } = await followingTheEnd()
    log.scrollTop = 1000
    fireEvent.scroll(log)
    await act(async () => {
      grow('A long answer.', 1200)
      client.reply(0, LONG)
      await flush()
    })
    await frame()
    expect(log.scrollTop).toBe(1000)
    expect(screen.getByRole('button', { name: 'New messages' })).toBeTruthy()
  })
})

describe('the copy chunk arriving after the end was reached', () => {
  afterEach(() => vi.restoreAllMocks())

  it('follows the end again: each reply grew by its Copy button', async () => {
    // The copy chunk held back until the restored conversation is shown at its end.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const loadChunk = (name: string) => (name === 'copy' ? held.then(() => loadPanelChunk(name)) : loadPanelChunk(name))
    renderApp({ storage: stored(40), loadChunk })
    const log = screen.getByRole<HTMLDivElement>('log')
    const l = layout(log, 5000)
    await frame()
    expect(log.scrollTop).toBe(4600)
    // The buttons make every row taller: the end moves 300 px further down.
    l.geometry.height += 300
    release()
    await act(() => flush())
    expect(document.querySelector(SELECTORS.copy)).not.toBeNull()
    await frame()
    expect(log.scrollTop).toBe(4900)
  })
})

describe('the long-conversation chunk', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  /** Loads the chunks from their payloads, noting each request; the long-conversation chunk waits for `release()`, or fails while `failing`. */
  function watched() {
    const asked: string[] = []
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const state = { failing: false, hold: false }
    const loadChunk = (name: string) => {
      asked.push(name)
      if (name !== 'long-conversation') return loadPanelChunk(name)
      if (state.failing) return Promise.reject(new Error('offline'))
      return (state.hold ? held : Promise.resolve()).then(() => loadPanelChunk(name))
    }
    return { asked, release, state, loadChunk, times: () => asked.filter((n) => n === 'long-conversation').length }
  }

  it('is never asked for by a list that stays within its window at its end', async () => {
    const w = watched()
    const { client } = renderApp({ storage: stored(5), loadChunk: w.loadChunk })
    const log = screen.getByRole<HTMLDivElement>('log')
    const l = layout(log, 1000)
    for (let i = 0; i < 3; i++) {
      await say(`question ${i}`)
      await act(async () => {
        l.grow(`answer ${i}`, 100)
        client.reply(i, `answer ${i}`)
        await flush()
      })
      await frame()
      // The browser reports the scroll to the end: the visitor is still there.
      fireEvent.scroll(log)
    }
    expect(w.asked).toContain('copy')
    expect(w.times()).toBe(0)
    expect(document.querySelector('.jump')).toBeNull()
  })

  it('is asked for once, when the visitor leaves the end, and the region for New messages is there before a reply comes', async () => {
    const w = watched()
    const { client } = renderApp({ storage: stored(5), loadChunk: w.loadChunk })
    const log = screen.getByRole<HTMLDivElement>('log')
    layout(log, 1000)
    await frame()
    expect(w.times()).toBe(0)
    log.scrollTop = 100
    fireEvent.scroll(log)
    log.scrollTop = 50
    fireEvent.scroll(log)
    await act(() => flush())
    expect(w.times()).toBe(1)
    const region = document.querySelector('.jump[aria-live=polite]')!
    expect(region.textContent).toBe('')
    await say('a question')
    log.scrollTop = 50
    fireEvent.scroll(log)
    await act(async () => {
      client.reply(0, 'an answer')
      await flush()
    })
    expect(region.contains(screen.getByRole('button', { name: 'New messages' }))).toBe(true)
    expect(w.times()).toBe(1)
  })

  it(`is asked for as a restore of more than ${RESTORE_WINDOW} messages shows; arriving late, Show earlier messages does not move a visitor reading further up`, async () => {
    reportResizes()
    const w = watched()
    w.state.hold = true
    renderApp({ storage: stored(30), loadChunk: w.loadChunk })
    const log = screen.getByRole<HTMLDivElement>('log')
    // Each row 100 px; the button, 40 px, comes above them.
    const l = logLayout(log, (item) => (item.matches(SELECTORS.earlier) ? 40 : 100))
    // The copy chunk comes meanwhile, and the list looks again in a frame: no frame is left waiting.
    await act(() => flush())
    await reportingFrame()
    expect(w.times()).toBe(1)
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull()
    l.scrollTo(1000)
    await reportingFrame()
    const row = l.reading()
    const before = l.top(row)
    w.release()
    await act(() => flush())
    expect(screen.getByRole('button', { name: 'Show earlier messages' })).toBeTruthy()
    await reportingFrame()
    expect(l.top(row)).toBe(before)
    expect(log.scrollTop).toBe(1050)
    expect(w.times()).toBe(1)
  })

  it('is asked for when a reply taller than the view is read from its start (reading further up)', async () => {
    const w = watched()
    const { client } = renderApp({ storage: stored(5), loadChunk: w.loadChunk })
    const log = screen.getByRole<HTMLDivElement>('log')
    const l = layout(log, 1000)
    await say('tell me everything')
    await frame()
    expect(w.times()).toBe(0)
    await act(async () => {
      l.grow('A long answer.', 1200)
      client.reply(0, LONG)
      await flush()
    })
    await frame()
    expect(log.scrollTop).toBe(1000)
    expect(w.times()).toBe(1)
  })

  it('that failed to load is asked for again the next time it is needed', async () => {
    const w = watched()
    w.state.failing = true
    renderApp({ storage: stored(5), loadChunk: w.loadChunk })
    const log = screen.getByRole<HTMLDivElement>('log')
    layout(log, 1000)
    // The copy chunk's arrival first (the list looks again when it comes).
    await act(() => flush())
    await frame()
    log.scrollTop = 100
    fireEvent.scroll(log)
    await act(() => flush())
    expect(w.times()).toBe(1)
    expect(document.querySelector('.jump')).toBeNull()
    w.state.failing = false
    log.scrollTop = 50
    fireEvent.scroll(log)
    await act(() => flush())
    expect(w.times()).toBe(2)
    expect(document.querySelector('.jump[aria-live=polite]')).not.toBeNull()
  })
})
