// What a visitor reads stays put: scrolled up in a long conversation, the row
// they read (the first that starts in view) is where it was on screen after
// every frame, whatever arrives and in whatever order: the chunks that redraw
// every reply (the rich renderer, Copy reply) and the one that puts Show
// earlier messages above them, in the same task (before one frame) or frames
// apart; a reply at the end; another tab's message put among the rows; earlier
// rows brought back; a row above that grows by itself. The browser's side of
// this, in Chromium under a slow CPU: e2e/reading-place.spec.ts.
import { act, cleanup, fireEvent, screen } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StoredMessage } from '../../src/panel/storage/conversation-store'
import { storageKeys } from '../../src/shared/storage/ui-state'
import { deferred, flush, type Deferred } from '../helpers/deferred'
import { MemoryStorage } from '../helpers/memory-storage'
import { TEST_KEY } from '../helpers/model'
import { cleanupWidgets, loadPanelChunk, renderApp } from '../helpers/widget'
import { SELECTORS } from '../selectors'
import { frame, logLayout, reportResizes } from './log-layout'

beforeEach(() => reportResizes())
afterEach(() => {
  cleanupWidgets()
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/** `pairs` questions, each with a reply the rich renderer draws (a code block), a minute apart. */
function conversation(pairs: number): StoredMessage[] {
  const at = (i: number) => new Date(Date.UTC(2025, 2, 4, 9, i)).toISOString()
  return Array.from({ length: pairs }, (_, i) => [
    { id: `v${i}`, role: 'visitor' as const, text: `question ${i}`, at: at(2 * i), status: 'sent' as const },
    { id: `a${i}`, role: 'agent' as const, text: `answer ${i}\n\n\`\`\`\nconst x = ${i}\n\`\`\``, at: at(2 * i + 1) },
  ]).flat()
}

const record = (messages: StoredMessage[]) => JSON.stringify({ v: 1, open: true, started: true, messages })

/**
 * A row's height as drawn: a reply is taller in the rich rendering (its code block) and with its Copy button; Show
 * earlier messages is a 40 px button. `grown` adds to a row the test names by its text.
 */
const grown = new Map<string, number>()
function heightOf(item: Element): number {
  if (item.matches(SELECTORS.earlier)) return 40
  if (!item.matches('.msg')) return 30
  const text = item.querySelector(SELECTORS.bubble)?.textContent ?? ''
  const extra = [...grown].filter(([start]) => text.startsWith(start)).reduce((sum, [, px]) => sum + px, 0)
  if (item.matches('.visitor')) return 40 + extra
  return 80 + (item.querySelector(SELECTORS.codeBlock) ? 33 : 0) + (item.querySelector(SELECTORS.copy) ? 8 : 0) + extra
}

type Chunk = 'markdown' | 'copy' | 'long-conversation'
const CHUNKS: Chunk[] = ['markdown', 'copy', 'long-conversation']

/** The stored conversation restored with its three chunks held, the visitor scrolled half-way up. */
async function reading(pairs = 30) {
  grown.clear()
  const storage = new MemoryStorage()
  storage.setItem(storageKeys(TEST_KEY).conversation, record(conversation(pairs)))
  const held = new Map<string, Deferred<void>>(CHUNKS.map((name) => [name, deferred<void>()]))
  const loadChunk = (name: string) => (held.get(name)?.promise ?? Promise.resolve()).then(() => loadPanelChunk(name))
  const widget = renderApp({ storage, loadChunk })
  const log = screen.getByRole<HTMLDivElement>('log')
  const layout = logLayout(log, heightOf)
  await act(() => flush())
  await frame()
  expect(log.scrollTop, 'restored at the end').toBe(log.scrollHeight - log.clientHeight)
  layout.scrollTo(Math.round((log.scrollHeight - log.clientHeight) / 2))
  await frame()
  const row = layout.reading()
  return { ...widget, log, layout, row, before: layout.top(row), release: (name: Chunk) => held.get(name)!.resolve() }
}

/** Each chunk's drawing: what shows it arrived. */
const drawn: Record<Chunk, string> = { markdown: SELECTORS.codeBlock, copy: SELECTORS.copy, 'long-conversation': SELECTORS.earlier }

const orders: Chunk[][] = [
  ['markdown', 'copy', 'long-conversation'],
  ['markdown', 'long-conversation', 'copy'],
  ['copy', 'markdown', 'long-conversation'],
  ['copy', 'long-conversation', 'markdown'],
  ['long-conversation', 'markdown', 'copy'],
  ['long-conversation', 'copy', 'markdown'],
]

describe('the row a visitor reads further up stays where it is on screen', () => {
  describe.each(orders)('when the chunks come late: %s, then %s, then %s', (...order) => {
    it('each before the frame that shows the one before (every redraw before one frame)', async () => {
      const t = await reading()
      for (const name of order) {
        t.release(name)
        await act(() => flush())
        // The rich renderer is taken in a task after the next frame (src/panel/render/rich-source.ts).
        if (name === 'markdown') {
          await frame()
          expect(t.layout.top(t.row), 'after the frame before the rich renderer was drawn').toBe(t.before)
          await act(() => flush())
        }
        expect(document.querySelector(drawn[name]), `${name} drawn`).not.toBeNull()
      }
      await frame()
      expect(t.layout.top(t.row)).toBe(t.before)
    })

    it('each a frame after the one before', async () => {
      const t = await reading()
      for (const name of order) {
        t.release(name)
        await act(() => flush())
        await frame()
        await act(() => flush())
        expect(document.querySelector(drawn[name]), `${name} drawn`).not.toBeNull()
        await frame()
        expect(t.layout.top(t.row), `after ${name}`).toBe(t.before)
      }
    })
  })

  it('when a reply comes at the end: "New messages" shows, nothing moves', async () => {
    const t = await reading(5)
    for (const name of CHUNKS) t.release(name)
    await act(() => flush())
    await frame()
    await act(() => flush())
    await frame()
    fireEvent.input(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'one more' } })
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Message' }), { key: 'Enter' })
    await act(() => flush())
    await frame()
    // Sending brought the visitor to the end; they scroll up to read while the reply is on its way.
    t.layout.scrollTo(60)
    await frame()
    const row = t.layout.reading()
    const before = t.layout.top(row)
    await act(async () => {
      t.client.reply(0, 'an answer\n\n```\nconst y = 1\n```')
      await flush()
    })
    await frame()
    expect(t.layout.top(row)).toBe(before)
    expect(screen.getByRole('button', { name: 'New messages' })).toBeTruthy()
  })

  it("when another tab's message is put among the rows above: it shows in its place, outside the live region, and nothing moves", async () => {
    const t = await reading()
    for (const name of CHUNKS) t.release(name)
    await act(() => flush())
    await frame()
    await act(() => flush())
    await frame()
    const row = t.layout.reading()
    const before = t.layout.top(row)
    // Another tab stored the conversation with one more message, between two the visitor has above the row they read.
    const messages = conversation(30)
    const index = messages.findIndex((m) => m.text === row.querySelector(SELECTORS.bubble)!.textContent) - 2
    const at = new Date(Date.parse(messages[index]!.at) - 30_000).toISOString()
    const other: StoredMessage = { id: 'other-tab', role: 'visitor', text: 'asked in another tab', at, status: 'sent' }
    messages.splice(index, 0, other)
    const written = record(messages)
    t.storage.setItem(t.store.key, written)
    // As a browser tells it: the value the other tab wrote comes with the event.
    dispatchEvent(new StorageEvent('storage', { key: t.store.key, newValue: written, storageArea: t.storage }))
    await act(() => flush())
    const rows = Array.from(t.log.querySelectorAll(`${SELECTORS.bubble}`)).map((b) => b.textContent)
    expect(rows.indexOf('asked in another tab'), 'in its place, before the two rows above').toBe(
      rows.indexOf(row.querySelector(SELECTORS.bubble)!.textContent) - 3,
    )
    expect(t.log.querySelector(SELECTORS.live)!.textContent).not.toContain('asked in another tab')
    await frame()
    expect(t.layout.top(row)).toBe(before)
  })

  it('when earlier rows are brought back above it', async () => {
    const t = await reading()
    for (const name of CHUNKS) t.release(name)
    await act(() => flush())
    await frame()
    await act(() => flush())
    await frame()
    t.layout.scrollTo(0)
    await frame()
    const row = t.layout.reading()
    const before = t.layout.top(row)
    fireEvent.click(screen.getByRole('button', { name: 'Show earlier messages' }))
    await act(() => flush())
    await frame()
    expect(t.log.querySelectorAll('.msg').length).toBeGreaterThan(40)
    expect(t.layout.top(row)).toBe(before)
  })

  it('when a row above grows by itself, the list not drawn again (a late font, a rating said)', async () => {
    const t = await reading()
    const above = t.row.previousElementSibling!.previousElementSibling!
    const height = above.getBoundingClientRect().height
    grown.set(above.querySelector(SELECTORS.bubble)!.textContent, 57)
    await frame()
    expect(above.getBoundingClientRect().height).toBe(height + 57)
    expect(t.layout.top(t.row)).toBe(t.before)
  })

  it('and once the visitor is back at the end, the end is followed again', async () => {
    const t = await reading()
    t.layout.scrollTo(t.log.scrollHeight)
    await frame()
    grown.set('answer 24', 57)
    for (const name of CHUNKS) t.release(name)
    await act(() => flush())
    await frame()
    await act(() => flush())
    await frame()
    expect(t.log.scrollTop).toBe(t.log.scrollHeight - t.log.clientHeight)
  })
})
