// The first tap on a phone (issue 33, "The first tap ready"), part of
// `npm run bench`: a tap on the launcher three seconds after the load event,
// and the time from the tap (the touchstart's own timestamp) to focus in the
// message box, in Debian's Chromium on a phone profile: CPU 4× slower, a
// 150 ms round trip, 1.6 Mbit/s down. Three builds interleaved in one run,
// a fresh browser context (an empty HTTP cache) for every load:
//   before    the build of ac78924, before the idle prefetch: the tap fetches the panel
//   prefetch  this build: the panel's file is in the HTTP cache by the tap
//   off       this build with data-prefetch="off": the tap fetches the panel
// Medians of five loads each, and the bytes the tap still had to fetch over
// the network. Figures for people: nothing here fails on a time.
//
//   npx tsx scripts/bench-tap.ts [--before-dist <dir>] [--runs <n>]
//
// --before-dist: the dist/ of ac78924's build (default /tmp/p-old/dist when
// it is there: `git worktree add /tmp/p-old ac78924`, link node_modules, `npm
// run build` there); without it that row is left out, and the run says so.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Browser } from '@playwright/test'
import { startMockServer, type MockServer } from '../mock/server'
import { chromiumUse } from '../playwright.config'
import { emulateNetwork, type NetworkProfile } from './bench-page-view'
import { embedHtml } from './embed-page'
import { startHostServer, type HostServer } from './host-server'
import { median } from './ratios'
import { SELECTORS } from '../test/selectors'

/** The phone profile of issue 33, as Chrome DevTools applies it. */
export const PHONE: NetworkProfile & { cpuSlowdown: number; name: string } = {
  cpuSlowdown: 4,
  rttMs: 150,
  downBytesPerSecond: (1.6 * 1000 * 1000) / 8,
  upBytesPerSecond: (750 * 1000) / 8,
  name: '4× CPU, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up',
}
/** From the load event to the tap: the "a tap three seconds after load". */
const TAP_AFTER_LOAD_MS = 3000
/** From the tap until the page is first asked whether focus has come: longer than the slowest tap measured (ac78924's, about 350 ms). */
const QUIET_MS = 3000
/** The goal: the tap → focus at most this share of the build before the prefetch. */
const GOAL = 1 / 3

const { values } = parseArgs({ options: { 'before-dist': { type: 'string' }, runs: { type: 'string' } } })
const RUNS = Number(values.runs ?? 5)
const beforeDist = values['before-dist'] ?? (existsSync('/tmp/p-old/dist/loader.js') ? '/tmp/p-old/dist' : undefined)

interface Variant {
  name: string
  what: string
  mock: MockServer
  attrs: Record<string, string>
}

interface Tap {
  /** From the tap to focus in the message box, ms. */
  focusMs: number
  /** From the tap to the panel's script in hand (its resource entry's responseEnd: from the network or the HTTP cache), ms. */
  scriptMs: number
  /** Bytes the tap still fetched from the widget's origin over the network (its files, not the API), and how many files. */
  bytes: number
  files: number
}

/**
 * Records, in the page, the first touch's timestamp and the time focus first
 * lands in a text field of the widget (the message box; the pre-chat form's
 * first field where one is asked for): both on the performance.now() clock.
 */
function tapClock(host: string) {
  const w = window as unknown as { tapAt?: number; focusedAt?: number }
  addEventListener('touchstart', (e) => (w.tapAt ??= e.timeStamp), { capture: true })
  // Listened to in the widget's shadow root, once its element is on the page: focus that moves within the widget
  // (from the launcher, which the tap focuses, to the message box) never reaches the document. (No named functions
  // here: the page has no __name, which tsx adds to them.)
  new MutationObserver((_records, observer) => {
    const root = document.querySelector(host)?.shadowRoot
    if (!root) return
    observer.disconnect()
    root.addEventListener(
      'focusin',
      () => {
        const field = root.activeElement
        if (w.tapAt !== undefined && (field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement)) w.focusedAt ??= performance.now()
      },
      { capture: true },
    )
  }).observe(document, { childList: true, subtree: true })
}

async function tapOnce(browser: Browser, host: HostServer, variant: Variant, run: number): Promise<Tap> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 })
  try {
    const page = await context.newPage()
    await page.addInitScript(tapClock, SELECTORS.host)
    const cdp = await context.newCDPSession(page)
    await emulateNetwork(cdp, PHONE)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown })
    // What reaches the network after the tap: requests the HTTP cache answered are not.
    let tapped = false
    const afterTap = new Set<string>()
    const cached = new Set<string>()
    let bytes = 0
    cdp.on('Network.requestWillBeSent', (e) => {
      if (tapped && e.request.url.startsWith(variant.mock.origin) && !e.request.url.startsWith(variant.mock.baseUrl)) afterTap.add(e.requestId)
    })
    cdp.on('Network.requestServedFromCache', (e) => cached.add(e.requestId))
    cdp.on('Network.responseReceived', (e) => e.response.fromDiskCache && cached.add(e.requestId))
    cdp.on('Network.loadingFinished', (e) => {
      if (afterTap.has(e.requestId) && !cached.has(e.requestId)) bytes += e.encodedDataLength
    })
    const url = host.set(`/tap-${variant.name}-${run}.html`, { html: embedHtml(variant.mock, { attrs: variant.attrs }) })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(TAP_AFTER_LOAD_MS)
    tapped = true
    await page.locator(`${SELECTORS.host} ${SELECTORS.launcher}`).tap()
    // Nothing of the harness runs in the page while the tap is measured: a
    // waitForFunction at once injects Playwright's script into the page, about
    // 28 ms of main thread at 4× CPU that fell inside the prefetched tap (and
    // inside the network wait of one that fetches). Only then is the clock read.
    await page.waitForTimeout(QUIET_MS)
    await page.waitForFunction(() => (window as unknown as { focusedAt?: number }).focusedAt !== undefined, undefined, { timeout: 30_000 })
    const { tapAt, focusedAt, scriptAt } = await page.evaluate(() => {
      const w = window as unknown as { tapAt: number; focusedAt: number }
      const script = performance
        .getEntriesByType('resource')
        .find((e) => /\/panel-[\w-]+\.js$/.test(e.name) && (e as PerformanceResourceTiming).initiatorType === 'script')
      return { tapAt: w.tapAt, focusedAt: w.focusedAt, scriptAt: (script as PerformanceResourceTiming).responseEnd }
    })
    // Let what the tap started finish before the bytes are added up.
    await page.waitForTimeout(1500)
    const files = [...afterTap].filter((id) => !cached.has(id)).length
    return { focusMs: focusedAt - tapAt, scriptMs: scriptAt - tapAt, bytes, files }
  } finally {
    await context.close()
  }
}

const mocks: MockServer[] = []
const serve = async (dist: string) => {
  const mock = await startMockServer({ staticDir: dist, visitorMessagesPerMinute: 100_000, widgetMessagesPerMinute: 100_000 })
  mocks.push(mock)
  return mock
}

const host = await startHostServer()
const browser = await chromium.launch({ ...chromiumUse.launchOptions, headless: true })
try {
  const now = await serve(resolve(import.meta.dirname, '../dist'))
  const attrs = { 'collect-visitor-name': 'false' }
  const variants: Variant[] = []
  if (beforeDist) variants.push({ name: 'before', what: `ac78924's build (${beforeDist})`, mock: await serve(beforeDist), attrs })
  else console.log("bench-tap: no build of ac78924 (--before-dist, or /tmp/p-old/dist): the 'before' row is left out, and with it the goal's ratio")
  variants.push({ name: 'prefetch', what: 'this build', mock: now, attrs })
  variants.push({ name: 'off', what: 'this build, data-prefetch="off"', mock: now, attrs: { ...attrs, prefetch: 'off' } })

  console.log(
    `bench-tap: tap on the launcher ${TAP_AFTER_LOAD_MS / 1000} s after load → focus in the message box; Chromium, ${PHONE.name}; ${RUNS} fresh loads each, interleaved`,
  )
  const taps = new Map<string, Tap[]>(variants.map((v) => [v.name, []]))
  for (let run = 0; run < RUNS; run++) {
    for (const variant of variants) taps.get(variant.name)!.push(await tapOnce(browser, host, variant, run))
  }

  const medianOf = (name: string) => median(taps.get(name)!.map((t) => t.focusMs))
  for (const variant of variants) {
    const list = taps.get(variant.name)!
    const times = list.map((t) => t.focusMs.toFixed(0)).join(', ')
    const kb = (median(list.map((t) => t.bytes)) / 1000).toFixed(1)
    const script = median(list.map((t) => t.scriptMs)).toFixed(0)
    console.log(
      `bench-tap: ${variant.name.padEnd(8)} ${medianOf(variant.name).toFixed(0).padStart(5)} ms median (${times}); the panel's script in hand at ${script} ms; after the tap ${kb} kB over the network in ${median(list.map((t) => t.files))} files — ${variant.what}`,
    )
  }
  if (beforeDist) {
    const ratio = medianOf('prefetch') / medianOf('before')
    console.log(
      `bench-tap: prefetch / before = ${ratio.toFixed(2)} (goal ≤ ${GOAL.toFixed(2)}: ${ratio <= GOAL ? 'met' : 'not met'}); off / before = ${(medianOf('off') / medianOf('before')).toFixed(2)}`,
    )
  }
} finally {
  await browser.close()
  await host.close()
  for (const mock of mocks) await mock.close()
}
