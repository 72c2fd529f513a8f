// What a visitor reads stays put: scrolled up in a long conversation, the row
// they read (the first that starts in view) stays where it is on screen
// whatever arrives, in whatever order. The chunks that redraw every row (the
// rich renderer, Copy reply) and the one that puts Show earlier messages above
// them are held by the route until the visitor reads, then come one after the
// other in every order, each in the task that drew the one before (both
// redraws before one frame: the timing a busy machine made, in which the place
// was lost) or two frames after, under a 6× slower CPU, in a fresh page each
// time. The row is read in every frame, as painted. Chromium: CPU throttling
// is CDP's.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { SELECTORS } from '../test/selectors'
import { storedConversation } from '../scripts/stored-conversation'
import { storageKeys } from '../src/shared/storage/ui-state'
import { expect, KEY, test } from './fixtures'

/** Fresh loads per order of the markdown and copy chunks. */
const LOADS = 50
const THROTTLE = 6
const CHUNKS = ['markdown', 'copy', 'long-conversation'] as const
type Chunk = (typeof CHUNKS)[number]
const CHUNK_FILE = /\/(markdown|copy|long-conversation)-[\w-]{8}\.js$/

/** What a returning visitor has stored: `pairs` questions and markdown replies, a minute apart (so another tab's message has a place between two). */
function conversation(pairs: number): Array<[string, string]> {
  return storedConversation(pairs, KEY).map(([key, value]) => {
    const record = JSON.parse(value) as { messages?: Array<{ at: string }> }
    record.messages?.forEach((m, i) => (m.at = new Date(Date.UTC(2026, 0, 1, 9, i)).toISOString()))
    return [key, JSON.stringify(record)]
  })
}

interface Watch {
  /** The row's index among the log's rows, and its text. */
  index: number
  text: string
}

interface Reading {
  /** The largest distance, in whole px, between where the row was and where a frame painted it. */
  worst: number
  /** Frames read, and where the row was in those that moved it. */
  frames: number
  moves: string[]
}

/**
 * In the page: scrolls the log half-way up (the visitor reading), waits two frames so the widget has had the
 * scroll event, then watches the first row that starts in view. Each frame, where it is is read after the
 * widget's own work for that frame (a ResizeObserver made after the widget's runs after its observers and its
 * animation frame callbacks, right before paint). `__drawn(name)` is called as each chunk's drawing is in the
 * DOM, in the task that drew it.
 */
function watchReading(s: typeof SELECTORS): Promise<Watch> {
  return new Promise((resolve) => {
    const root = document.querySelector(s.host)!.shadowRoot!
    const log = root.querySelector<HTMLElement>(s.log)!
    log.scrollTop = Math.round((log.scrollHeight - log.clientHeight) / 2)
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const rows = Array.from(root.querySelectorAll(`${s.agentMessages}, ${s.visitorMessages}`))
        const logTop = log.getBoundingClientRect().top
        const index = rows.findIndex((row) => row.getBoundingClientRect().top >= logTop)
        const row = rows[index]!
        const before = row.getBoundingClientRect().top
        const reading = { worst: 0, frames: 0, moves: [] as string[] }
        const w = window as unknown as { __reading: Reading; __readingRow: Element; __drawn?: (name: string) => void; __drawnHere?: () => void }
        w.__reading = reading
        w.__readingRow = row
        const tick = document.createElement('div')
        tick.style.cssText = 'position:fixed;top:0;left:0;width:1px;height:1px;pointer-events:none'
        document.body.append(tick)
        new ResizeObserver(() => {
          reading.frames++
          const top = row.getBoundingClientRect().top
          const moved = Math.round(Math.abs(top - before))
          reading.worst = Math.max(reading.worst, moved)
          if (moved) reading.moves.push(`frame ${reading.frames}: ${Math.round(before)} → ${Math.round(top)}`)
        }).observe(tick)
        // A size change each frame, so the observer reads every frame.
        const frame = () =>
          requestAnimationFrame(() => {
            tick.style.width = `${1 + (reading.frames % 2)}px`
            frame()
          })
        frame()
        const signs: Record<string, string> = { markdown: s.codeBlock, copy: `${s.agentMessages} ${s.copy}`, 'long-conversation': s.earlier }
        const told = new Set<string>()
        const look = () => {
          for (const [name, selector] of Object.entries(signs))
            if (!told.has(name) && root.querySelector(selector)) {
              told.add(name)
              w.__drawn?.(name)
              w.__drawnHere?.()
            }
        }
        new MutationObserver(look).observe(root, { childList: true, subtree: true })
        look()
        resolve({ index, text: (row.querySelector(s.bubble)?.textContent ?? '').slice(0, 40) })
      }),
    )
  })
}

/** The frames since watching began, read after three more (the last change's frame, and the one after, are in). */
function readReading(page: Page): Promise<Reading> {
  return page.evaluate(
    () =>
      new Promise<Reading>((resolve) => {
        const w = window as unknown as { __reading: Reading }
        requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve(w.__reading))))
      }),
  )
}

/** Whether each chunk comes in the task that drew the one before (both redraws before one frame), or two frames after. */
type Pace = 'at once' | 'two frames later'

interface Load {
  order: Chunk[]
  pace: Pace
  watch: Watch
  reading: Reading
}

/**
 * In the page: how the chunks come, their requests held by the route. A script arrives as its code runs and then
 * its element's load event fires (the loader takes the payload the code handed over on that event): done here at
 * the moment chosen, the first at once, each next one `pace` after the one before is drawn. Not by releasing the
 * route there: the browser would run the script a round trip later, almost always after that frame.
 */
function gateChunks({ order, pace, sources }: { order: string[]; pace: Pace; sources: Record<string, string> }) {
  const w = window as unknown as { __arrive: () => void; __drawnHere: () => void }
  let turn = 0
  w.__arrive = () => {
    const name = order[turn++]
    if (name === undefined) return
    const code = document.createElement('script')
    code.textContent = sources[name]!
    document.head.append(code)
    code.remove()
    document.querySelector(`script[src*="/${name}-"]`)!.dispatchEvent(new Event('load'))
  }
  w.__drawnHere = () => {
    if (pace === 'at once') w.__arrive()
    else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(w.__arrive)))
  }
}

/** One fresh page of the stored conversation, its three chunks held by the route until the visitor reads, then coming in `order`. */
async function load(context: BrowserContext, url: string, order: Chunk[], pace: Pace): Promise<Load> {
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  try {
    const sources: Record<string, string> = {}
    let allHeld!: () => void
    const requested = new Promise<void>((resolve) => (allHeld = resolve))
    // Held for good: the chunk's code, the built file the mock would have served, comes through gateChunks.
    await page.route(CHUNK_FILE, (route) => {
      const [file, name] = CHUNK_FILE.exec(route.request().url())!
      sources[name!] = readFileSync(resolve(import.meta.dirname, '../dist', file.slice(1)), 'utf8')
      if (Object.keys(sources).length === CHUNKS.length) allHeld()
    })
    const told = new Map<string, () => void>()
    const drawn = new Map(CHUNKS.map((name) => [name, new Promise<void>((resolve) => told.set(name, resolve))]))
    await page.exposeFunction('__drawn', (name: Chunk) => told.get(name)!())
    await page.goto(url)
    await requested
    await expect(page.locator(SELECTORS.host).locator(SELECTORS.log)).toBeVisible()
    // Slowed from here: what is measured (the chunks' arrival, the redraws), not the panel's start.
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })
    await page.evaluate(gateChunks, { order, pace, sources })
    const watch = await page.evaluate(watchReading, SELECTORS)
    await page.evaluate(() => (window as unknown as { __arrive: () => void }).__arrive())
    for (const name of order) await drawn.get(name)
    const reading = await readReading(page)
    expect(errors).toEqual([])
    return { order, pace, watch, reading }
  } finally {
    await page.close()
  }
}

for (const first of ['markdown', 'copy'] as const) {
  const second = first === 'markdown' ? 'copy' : 'markdown'
  test(`the row a visitor reads stays put when the ${first} chunk, then the ${second} chunk, come late (and Show earlier messages before, between or after), CPU ${THROTTLE}×, ${LOADS} loads`, async ({
    page,
    embed,
  }) => {
    test.setTimeout(LOADS * 10_000)
    const url = embed({ attrs: { 'collect-visitor-name': 'false' } })
    await page.goto(url)
    await page.evaluate((data) => data.forEach(([key, value]) => localStorage.setItem(key, value)), conversation(30))
    const started = Date.now()
    const loads: Load[] = []
    for (let i = 0; i < LOADS; i++) {
      // The long-conversation chunk takes each place in turn: all six orders of the three chunks.
      const order: Chunk[] = [first, second]
      order.splice(i % 3, 0, 'long-conversation')
      loads.push(await load(page.context(), url, order, i % 2 ? 'two frames later' : 'at once'))
    }
    const moved = loads.filter((l) => l.reading.worst > 0)
    const worst = Math.max(...loads.map((l) => l.reading.worst))
    console.log(
      `reading place, ${first} then ${second}: moved in ${moved.length} of ${LOADS} loads (worst ${worst} px), ` +
        `${Math.min(...loads.map((l) => l.reading.frames))}+ frames read per load; ${((Date.now() - started) / 1000).toFixed(0)} s`,
    )
    expect(
      moved.map((l) => `${l.order.join(' → ')}, ${l.pace}: row ${l.watch.index} (${l.watch.text}) ${l.reading.moves.slice(0, 3).join(', ')}`),
      'loads in which the row moved',
    ).toEqual([])
  })
}

// The other causes: a reply at the end while the visitor reads further up, and another tab's message put among
// the rows above the one read (the panel follows the stored conversation through the storage event; messages
// merged by their time may land anywhere, not only at the end).
test(`the row a visitor reads stays put when a reply comes at the end and another tab puts a message above it, CPU ${THROTTLE}×`, async ({
  page,
  embed,
  host,
  mock,
  widget,
}) => {
  const url = embed({ attrs: { 'collect-visitor-name': 'false' } })
  await page.goto(url)
  await page.evaluate((data) => data.forEach(([key, value]) => localStorage.setItem(key, value)), conversation(30))
  await page.reload()
  for (const drawn of [SELECTORS.codeBlock, `${SELECTORS.agentMessages} ${SELECTORS.copy}`, SELECTORS.earlier])
    await expect(widget.host.locator(drawn).first()).toBeAttached()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })
  // Long enough to scroll up before the reply comes, even on a busy machine.
  mock.inject({ fault: 'latency', ms: 3000, times: 1 })
  await widget.say('Do you ship?')
  await expect(widget.visitorMessages.last()).toHaveText('Do you ship?')
  const watch = await page.evaluate(watchReading, SELECTORS)
  await expect(widget.host.locator(SELECTORS.newMessages)).toBeVisible({ timeout: 15_000 })
  await expect(widget.agentMessages.last()).toContainText('business day')
  const afterReply = await readReading(page)

  // Another tab: a message between two of those above the row read, as its time puts it.
  const [, role, n] = /^(Question|Answer) (\d+)/.exec(watch.text)!
  const other = await page.context().newPage()
  await other.goto(host.set('/another-tab.html', { html: '<!doctype html><title>Another tab</title>' }))
  await other.evaluate(
    ({ key, id }) => {
      const record = JSON.parse(localStorage.getItem(key)!) as { messages: Array<{ id: string; at: string }> }
      const at = record.messages.findIndex((m) => m.id === id) - 2
      const time = new Date(Date.parse(record.messages[at]!.at) - 30_000).toISOString()
      record.messages.splice(at, 0, { id: 'another-tab', role: 'visitor', text: 'Asked in another tab', at: time, status: 'sent' } as never)
      localStorage.setItem(key, JSON.stringify(record))
    },
    { key: storageKeys(KEY).conversation, id: `${role === 'Question' ? 'v' : 'a'}-${n}` },
  )
  await other.close()
  const inserted = widget.host.locator(SELECTORS.visitorBubbles, { hasText: 'Asked in another tab' })
  await expect(inserted).toBeAttached()
  const reading = await readReading(page)
  // In its place in the conversation: before the two rows above the one read.
  const between = await page.evaluate((s) => {
    const rows = Array.from(document.querySelector(s.host)!.shadowRoot!.querySelectorAll(`${s.agentMessages}, ${s.visitorMessages}`))
    const at = rows.findIndex((row) => row.querySelector(s.bubble)!.textContent === 'Asked in another tab')
    return rows.indexOf((window as unknown as { __readingRow: Element }).__readingRow) - at
  }, SELECTORS)
  console.log(
    `reading place, a reply then another tab's message, CPU ${THROTTLE}×: moved ${afterReply.worst} px, then ${reading.worst} px (${reading.frames} frames read)`,
  )
  expect(afterReply.moves, 'frames in which the row had moved, after the reply').toEqual([])
  expect(reading.moves, "frames in which the row had moved, after the other tab's message").toEqual([])
  expect(between).toBe(3)
})
