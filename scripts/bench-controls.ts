// The widget against its controls, side by side in one run: the part of the
// bench whose verdicts fail `npm test` (scripts/bench.ts runs it first).
// Absolute milliseconds say how fast this machine is at this moment as much
// as how fast the widget is; a ratio against a control loaded in the same
// browser, in the same minutes, interleaved load by load, does not.
//
// Three pages, the same plausible shop page (scripts/sample-site.ts):
//   host     the page alone, no widget: what the page costs by itself
//   floor    the page with the bare launcher (scripts/fixtures/bare-launcher.js,
//            served from a third origin) plus what keeping state costs at the
//            least (scripts/floor-fixtures.ts, FLOOR): its idle read of the
//            saved state on the page view, Intl's first use after the click.
//            The least a chat launcher that keeps what ours keeps can do
//   widget   the page with the built loader.js, from the mock's origin
// Each round loads the three in turn, at CPU 1× and at 4× (Chromium's CPU
// throttling), each in a new browser context (empty cache, storage and
// connections), over Lighthouse's desktop network, under a Chromium trace.
//
// Per load:
//   script ms         Performance.getMetrics ScriptDuration, 2.5 s after the
//                     load event (the page view: nothing hovered yet)
//   longest task      the longest main-thread task (trace RunTask) that runs
//                     code of the launcher's origin: an event in the task names
//                     one of its scripts, or a V8 CPU-profile sample inside the
//                     task has one of its functions on the stack (promise
//                     callbacks name no script otherwise; the journey's trace
//                     only); over the page view, and from the hover to the
//                     end of the journey
//   painted ms        the script arrived (trace ResourceFinish) → the end of
//                     the first frame committed after the task that ran it
//   layout shift      every shift, also right after input, up to the opening;
//                     shifts without recent input up to the first reply
//   long frames       long animation frames (the Long Animation Frames API,
//                     every entry is 50 ms or more) whose script attribution
//                     names a script of the launcher's origin, from the page
//                     view to the end of the journey
// Then the journey. The floor: hover, click, focus in its box, Intl's first
// use. The widget: hover, its panel started, click, focus in the message box,
// one message typed and sent with Enter, its reply shown.
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { embedHtml } from './embed-page'
import type { MockServer } from '../mock/server'
import { COUNTS, LONG_FRAMES, RATIOS } from './budgets'
import { emulateNetwork } from './bench-page-view'
import { startHostServer, type HostServer } from './host-server'
import { compareCount, compareMedianCount, compareRatio, median, type RatioVerdict } from './ratios'
import { SAMPLE_PAGE } from './sample-site'
import { SELECTORS } from '../test/selectors'
import { panelStarted } from './panel-started'
import { FLOOR, floorLauncher } from './floor-fixtures'

const PAGE_VIEW_TRACE = ['devtools.timeline', 'disabled-by-default-devtools.timeline']

/** The page view's window, from the load event: what a visitor who never hovers costs the page. */
export const PAGE_VIEW_WINDOW_MS = 2500

type Kind = 'host' | 'floor' | 'widget' | 'pair'
/** `pair`: the widget's page with a second embed (another key, the other corner): its page view only. */
export const KINDS: Kind[] = ['host', 'floor', 'widget', 'pair']

export interface LoadFigures {
  kind: string
  rate: number
  scriptMs: number
  pageViewLongestMs: number
  /**
   * The page view's main-thread time in tasks that run widget code, summed: what the page pays for the widget,
   * promise callbacks included (ScriptDuration leaves out the work a chunk's arrival starts).
   */
  pageViewTaskMs: number
  journeyLongestMs: number
  /** Every task that ran the launcher's code, page view then journey, ms (for the report). */
  tasks: number[]
  paintedMs: number
  clickToFocusMs: number
  /** Every shift, also right after input, over the page view, the hover and the opening (up to focus in the box). */
  shiftsOpened: number
  /** Shifts with no input in the 500 ms before them, over the whole load: typing that wraps grows the box, the visitor's own doing. */
  cls: number
  /** What each shift moved (the element, inside the widget or on the host page, from where to where), for the report when one is over the limit. */
  moved: string[]
  /** Longest task of any script over the page view (the host page's own included). */
  anyLongestMs: number
  /** Long animation frames with the launcher's code in their script attribution, page view → end of the journey. */
  longFrames: number
}

export interface ControlsResult {
  loads: LoadFigures[]
  lines: string[]
  verdicts: Array<{ text: string; failed: boolean }>
  failures: string[]
}

/**
 * Installed once the page view has been measured, not before: nothing of
 * the bench's own runs in the page while its script time is counted (an
 * init script of a few lines measured about 4 ms of ScriptDuration here,
 * the bare launcher's whole cost, and would have squeezed every ratio
 * towards 1). Layout-shift and long-animation-frame entries are buffered,
 * so the page view's are still seen; click → focus, the shifts up to the
 * opening and the long frames running `origin`'s code, into `window.__bench`.
 */
function watch({ element, box, origin }: { element: string; box: string; origin: string }) {
  const b = { shifts: 0, shiftsOpened: -1, cls: 0, focusStart: 0, focusMs: -1, longFrames: 0, moved: [] as string[] }
  ;(window as unknown as { __bench: typeof b }).__bench = b
  type Rect = { x: number; y: number; width: number; height: number }
  const rect = (r: Rect) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`
  new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => {
      const shift = e as unknown as {
        value: number
        hadRecentInput: boolean
        startTime: number
        sources: Array<{ node: Node | null; previousRect: Rect; currentRect: Rect }>
      }
      b.shifts += shift.value
      if (!shift.hadRecentInput) b.cls += shift.value
      // Which element moved, so a shift over the limit says where to look: the widget's (in its shadow root) or the page's.
      for (const source of shift.sources) {
        const node = source.node as Element | null
        const where = node?.getRootNode() instanceof ShadowRoot ? 'widget' : 'page'
        const name = node
          ? `${node.nodeName.toLowerCase()}${node.getAttribute?.('class') ? '.' + node.getAttribute('class')!.split(' ').join('.') : ''}`
          : 'a removed node'
        b.moved.push(
          `${shift.value.toFixed(4)} at ${Math.round(shift.startTime)} ms: ${where} ${name} ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
        )
      }
    }),
  ).observe({ type: 'layout-shift', buffered: true })
  // Scripts under 5 ms are not attributed: a frame counts once widget code is a real part of it.
  new PerformanceObserver((list) =>
    list.getEntries().forEach((frame) => {
      const scripts = (frame as unknown as { scripts: Array<{ sourceURL: string }> }).scripts
      if (scripts.some((s) => s.sourceURL.startsWith(origin))) b.longFrames++
    }),
  ).observe({ type: 'long-animation-frame', buffered: true })
  // Focus moving inside one shadow root stops at its boundary: the root's own
  // focusin listener, attached by the click (capture, before the launcher's).
  addEventListener(
    'click',
    () => {
      const root = document.querySelector(element)?.shadowRoot
      if (b.focusStart || !root) return
      b.focusStart = performance.now()
      const done = () => {
        if (root.activeElement?.id !== box) return
        root.removeEventListener('focusin', done)
        b.focusMs = performance.now() - b.focusStart
        b.shiftsOpened = b.shifts
      }
      root.addEventListener('focusin', done)
    },
    true,
  )
}

type Bench = { __bench: { shifts: number; shiftsOpened: number; cls: number; focusMs: number; longFrames: number; moved: string[] } }

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  id?: string
  args?: {
    data?: {
      url?: string
      requestId?: string
      startTime?: number
      cpuProfile?: { nodes?: Array<{ id: number; parent?: number; callFrame: { url: string } }>; samples?: number[] }
      timeDeltas?: number[]
    }
  }
}

/**
 * The main-thread tasks that run code from `origin`, with their start and
 * duration (µs): RunTask events that contain a trace event naming a script
 * of that origin, or a CPU-profile sample with a function of that origin on
 * its stack.
 */
export function tasksRunning(events: TraceEvent[], origin: string): Array<{ ts: number; dur: number }> {
  const named = events.filter((e) => e.args?.data?.url?.startsWith(origin) && e.ph === 'X')
  if (!named.length) return []
  // The renderer's main thread: where the script was evaluated.
  const main = named.find((e) => e.name === 'EvaluateScript') ?? named[0]!
  const onMain = (e: TraceEvent) => e.pid === main.pid && e.tid === main.tid
  const hits = named.filter(onMain).map((e) => e.ts)

  // CPU-profile samples: nodes arrive in chunks; a node is ours when it or an ancestor is.
  const parents = new Map<number, number | undefined>()
  const urls = new Map<number, string>()
  let time = NaN
  const samples: Array<{ ts: number; node: number }> = []
  for (const e of events) {
    if (e.pid !== main.pid) continue
    if (e.name === 'Profile' && e.args?.data?.startTime !== undefined) time = e.args.data.startTime
    if (e.name !== 'ProfileChunk') continue
    const profile = e.args?.data?.cpuProfile
    for (const node of profile?.nodes ?? []) {
      parents.set(node.id, node.parent)
      urls.set(node.id, node.callFrame.url)
    }
    const deltas = e.args?.data?.timeDeltas ?? []
    ;(profile?.samples ?? []).forEach((node, i) => {
      time += deltas[i] ?? 0
      samples.push({ ts: time, node })
    })
  }
  const ours = new Map<number, boolean>()
  const isOurs = (id: number | undefined): boolean => {
    if (id === undefined) return false
    if (!ours.has(id)) ours.set(id, !!urls.get(id)?.startsWith(origin) || isOurs(parents.get(id)))
    return ours.get(id)!
  }
  for (const s of samples) if (isOurs(s.node)) hits.push(s.ts)
  hits.sort((a, b) => a - b)

  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && onMain(e)).sort((a, b) => a.ts - b.ts)
  const result: Array<{ ts: number; dur: number }> = []
  let h = 0
  for (const t of tasks) {
    const end = t.ts + (t.dur ?? 0)
    while (h < hits.length && hits[h]! < t.ts) h++
    if (h < hits.length && hits[h]! <= end) result.push({ ts: t.ts, dur: t.dur ?? 0 })
  }
  return result
}

/**
 * From the trace: the script arrived (its ResourceFinish) → the end of the
 * first frame committed after the task that evaluated it (the launcher is
 * drawn in that task, for the widget as for the bare launcher).
 */
export function arrivedToPainted(events: TraceEvent[], scriptUrl: string): number {
  const request = events.find((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url === scriptUrl)?.args?.data?.requestId
  const finished = events.find((e) => e.name === 'ResourceFinish' && e.args?.data?.requestId === request)
  const evaluated = events.find((e) => e.name === 'EvaluateScript' && e.args?.data?.url === scriptUrl)
  if (!finished || !evaluated) return NaN
  const end = evaluated.ts + (evaluated.dur ?? 0)
  const commit = events.filter((e) => e.name === 'Commit' && e.tid === evaluated.tid && e.ts >= end).sort((a, b) => a.ts - b.ts)[0]
  return commit ? (commit.ts + (commit.dur ?? 0) - finished.ts) / 1000 : NaN
}

/** The longest task of any script on the main thread (any RunTask with script in it). */
function longestAnyScript(events: TraceEvent[]): number {
  const scriptEvents = events.filter((e) => e.ph === 'X' && (e.name === 'EvaluateScript' || e.name === 'FunctionCall' || e.name === 'v8.run'))
  let longest = 0
  for (const t of events) {
    if (t.name !== 'RunTask' || t.ph !== 'X') continue
    const end = t.ts + (t.dur ?? 0)
    if ((t.dur ?? 0) > longest && scriptEvents.some((s) => s.tid === t.tid && s.pid === t.pid && s.ts >= t.ts && s.ts < end)) longest = t.dur ?? 0
  }
  return longest / 1000
}

export interface ControlsOptions {
  browser: Browser
  mock: MockServer
  host: HostServer
  rounds: number
  rates: number[]
  log: (line: string) => void
}

/** One page to load and measure: where it is, which script is its launcher, and what its journey does. */
export interface LoadTarget {
  /** A name for the report ('host', 'floor', 'widget', or a floor fixture's). */
  kind: string
  url: string
  /** The launcher's script ('' for the host page alone). */
  scriptUrl: string
  /** The launcher's element, its message box's id, its script's origin. */
  element: string
  box: string
  origin: string
  /** The bare launcher's and its copies' (hover, click, focus), the widget's (up to the first reply), or none (the host page). */
  journey: 'none' | 'bare' | 'widget'
}

/** One cold load of `target` at CPU `rate`×: its page view, then its journey, each under a trace. */
export async function measureLoad(browser: Browser, target: LoadTarget, rate: number): Promise<LoadFigures> {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1000, height: 700 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    await emulateNetwork(cdp)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    // The page view's trace has no CPU profiler: starting it costs the
    // page's first script a few milliseconds, as much as the bare
    // launcher's whole script, and would squeeze the ratios towards 1. The
    // launcher's page-view tasks are named by their trace events (its
    // evaluation, its idle callback); the journey's promise callbacks are
    // not, so its own trace has the profiler.
    await browser.startTracing(page, { categories: PAGE_VIEW_TRACE })
    await page.goto(target.url)
    // Waited for from here, not in the page: polling would be script time of its own.
    await page.waitForTimeout(PAGE_VIEW_WINDOW_MS)
    const metrics = await cdp.send('Performance.getMetrics')
    const scriptMs = (metrics.metrics.find((m) => m.name === 'ScriptDuration')?.value ?? NaN) * 1000
    const pageView = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
    let journeyTrace: { traceEvents: TraceEvent[] } = { traceEvents: [] }
    const none = target.journey === 'none'
    if (!none) {
      // tsx keeps function names with a helper the page does not have.
      await page.evaluate('globalThis.__name = (f) => f')
      await page.evaluate(watch, { element: target.element, box: target.box, origin: target.origin })
      await browser.startTracing(page, { categories: [...PAGE_VIEW_TRACE, 'disabled-by-default-v8.cpu_profiler'] })
      await journey(page, target)
      journeyTrace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
    }
    const bench = none
      ? { shifts: 0, shiftsOpened: 0, cls: 0, focusMs: NaN, longFrames: 0, moved: [] }
      : await page.evaluate(() => (window as unknown as Bench).__bench)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    const longest = (tasks: Array<{ dur: number }>) => Math.max(0, ...tasks.map((t) => t.dur)) / 1000
    // The host page alone has no widget origin; a page with two widgets has no journey, but its page view counts.
    const pageViewTasks = target.origin ? tasksRunning(pageView.traceEvents, target.origin) : []
    const journeyTasks = none ? [] : tasksRunning(journeyTrace.traceEvents, target.origin)
    return {
      kind: target.kind,
      rate,
      scriptMs,
      pageViewLongestMs: longest(pageViewTasks),
      pageViewTaskMs: pageViewTasks.reduce((sum, t) => sum + t.dur, 0) / 1000,
      journeyLongestMs: longest(journeyTasks),
      tasks: [...pageViewTasks, ...journeyTasks].map((t) => +(t.dur / 1000).toFixed(1)),
      paintedMs: none ? NaN : arrivedToPainted(pageView.traceEvents, target.scriptUrl),
      clickToFocusMs: bench.focusMs,
      shiftsOpened: bench.shiftsOpened,
      cls: bench.cls,
      moved: bench.moved,
      anyLongestMs: longestAnyScript(pageView.traceEvents),
      longFrames: bench.longFrames,
    }
  } finally {
    await context.close()
  }
}

async function journey(page: Page, target: LoadTarget) {
  const root = page.locator(target.element)
  const widget = target.journey === 'widget'
  await root.locator(SELECTORS.launcher).hover()
  if (widget) await panelStarted(page)
  await page.waitForTimeout(300)
  await page.mouse.down()
  await page.mouse.up()
  await page.waitForFunction(() => (window as unknown as Bench).__bench.focusMs >= 0)
  if (widget) {
    const replies = root.locator(SELECTORS.agentMessages)
    const before = await replies.count()
    await page.keyboard.type('What are your opening hours?')
    await page.keyboard.press('Enter')
    await page.waitForFunction((n) => document.querySelector('agent-chat-widget')!.shadowRoot!.querySelectorAll('.msg.agent').length > n, before)
  }
  // Tasks after the last step (storing, idle work) belong to the journey too.
  await page.waitForTimeout(500)
}

/**
 * The sample page (alone, with the widget) and `launcher(kind, source)`: the
 * same page with a launcher of ours (`source`, served by `control` from a
 * third origin) in the embed's place.
 */
export function samplePages(mock: MockServer, host: HostServer, control: HostServer) {
  const page = embedHtml(mock, { ...SAMPLE_PAGE, attrs: { name: 'Acme Coffee', 'collect-visitor-name': 'false' } })
  const tag = /<script src="[^"]*\/loader\.js"[^>]*><\/script>/
  if (!tag.test(page)) throw new Error('bench: could not find the embed in the host page')
  const alone: LoadTarget = {
    kind: 'host',
    url: host.set('/site/controls-host.html', { html: page.replace(tag, '') }),
    scriptUrl: '',
    element: 'none',
    box: '',
    origin: '',
    journey: 'none',
  }
  const widget: LoadTarget = {
    kind: 'widget',
    url: host.set('/site/controls-widget.html', { html: page }),
    scriptUrl: `${mock.origin}/loader.js`,
    element: 'agent-chat-widget',
    box: 'acw-message',
    origin: mock.origin,
    journey: 'widget',
  }
  // A second widget at the other corner: its own tag after the page's, as a site with a sales and a support agent has it.
  const second = `<script src="${mock.origin}/loader.js" data-widget-key="wgt_bench_support" data-name="Support" data-position="bottom-left" data-collect-visitor-name="false" async></script>`
  const pair: LoadTarget = {
    ...widget,
    kind: 'pair',
    url: host.set('/site/controls-pair.html', { html: page.replace('</body>', `${second}</body>`) }),
    journey: 'none',
  }
  const launcher = (kind: string, source: string): LoadTarget => {
    const scriptUrl = control.set(`/${kind}.js`, { html: source, headers: { 'Content-Type': 'text/javascript' } })
    return {
      kind,
      url: host.set(`/site/controls-${kind}.html`, { html: page.replace(tag, `<script src="${scriptUrl}" async></script>`) }),
      scriptUrl,
      element: 'bare-launcher',
      box: 'bare-message',
      origin: control.origin,
      journey: 'bare',
    }
  }
  return { alone, widget, pair, launcher }
}

export async function controlsBench({ browser, mock, host, rounds, rates, log }: ControlsOptions): Promise<ControlsResult> {
  const control = await startHostServer()
  const pages = samplePages(mock, host, control)
  const targets: Record<Kind, LoadTarget> = {
    host: pages.alone,
    floor: pages.launcher('floor', floorLauncher(...FLOOR)),
    widget: pages.widget,
    pair: pages.pair,
  }
  const load = (kind: Kind, rate: number) => measureLoad(browser, targets[kind], rate)

  const loads: LoadFigures[] = []
  try {
    await load('widget', 1) // warm-up, left out: the first load of a browser pays for compiling its caches
    for (let round = 1; round <= rounds; round++) {
      for (const rate of rates) {
        // Turn by turn, the order rotating each round, so a busy moment on the machine hits all three alike.
        const order = KINDS.map((_, i) => KINDS[(i + round) % KINDS.length]!)
        for (const kind of order) loads.push(await load(kind, rate))
      }
      const last = loads.slice(-KINDS.length * rates.length)
      log(`bench: controls, round ${round} of ${rounds}: ${last.map((l) => `${l.kind}@${l.rate}× script ${l.scriptMs.toFixed(1)} ms`).join(', ')}`)
    }
  } finally {
    await control.close()
  }
  return report(loads, rates)
}

export function report(loads: LoadFigures[], rates: number[]): ControlsResult {
  const of = (kind: Kind, rate: number, f: (l: LoadFigures) => number) => loads.filter((l) => l.kind === kind && l.rate === rate).map(f)
  const range = (xs: number[]) => (xs.length ? `${median(xs).toFixed(1)} (${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)})` : '–')
  const lines: string[] = []
  const verdicts: RatioVerdict[] = []
  const counts = []
  lines.push(`| side by side in one run (median, range) | ${rates.flatMap((r) => KINDS.map((k) => `${k} ${r}×`)).join(' | ')} |`)
  lines.push(`| --- |${rates.flatMap(() => KINDS.map(() => ' ---: |')).join('')}`)
  const row = (what: string, f: (l: LoadFigures) => number, kinds: Kind[] = KINDS) =>
    lines.push(`| ${what} | ${rates.flatMap((r) => KINDS.map((k) => (kinds.includes(k) ? range(of(k, r, f)) : '–'))).join(' | ')} |`)
  const launchers: Kind[] = ['floor', 'widget']
  row('page view: script ms (ScriptDuration)', (l) => l.scriptMs)
  row('page view: longest task running the launcher, ms', (l) => l.pageViewLongestMs, launchers)
  row('page view: ms in tasks running widget code, summed', (l) => l.pageViewTaskMs, ['widget', 'pair'])
  row('page view: longest task of any script, ms', (l) => l.anyLongestMs)
  row('script arrived → launcher painted, ms', (l) => l.paintedMs, launchers)
  row('hover → end of journey: longest task running the launcher, ms', (l) => l.journeyLongestMs, launchers)
  row('click → focus in the box, ms', (l) => l.clickToFocusMs, launchers)
  row('page view → end of journey: long animation frames with launcher code', (l) => l.longFrames, launchers)
  for (const rate of rates) {
    const pair = (f: (l: LoadFigures) => number) => [of('widget', rate, f), of('floor', rate, f)] as const
    verdicts.push(
      compareRatio(
        `page view at CPU ${rate}×, script time, widget vs the floor (bare launcher + idle read)`,
        ...pair((l) => l.scriptMs),
        RATIOS.pageViewScript,
      ),
    )
    verdicts.push(
      compareRatio(
        `page view at CPU ${rate}×, longest task running the launcher, widget vs the floor`,
        ...pair((l) => l.pageViewLongestMs),
        RATIOS.pageViewLongestTask,
      ),
    )
    verdicts.push(
      compareRatio(
        `hover → first reply at CPU ${rate}×, longest task running widget code vs the floor's hover → focus with Intl's first use`,
        ...pair((l) => l.journeyLongestMs),
        RATIOS.journeyLongestTask,
      ),
    )
    verdicts.push(compareRatio(`script arrived → launcher painted at CPU ${rate}×, widget vs the floor`, ...pair((l) => l.paintedMs), RATIOS.launcherPainted))
  }
  for (const rate of rates)
    verdicts.push(
      compareRatio(
        `page view at CPU ${rate}×, main-thread time in tasks running widget code, two widgets (two embeds, two keys) vs one`,
        of('pair', rate, (l) => l.pageViewTaskMs),
        of('widget', rate, (l) => l.pageViewTaskMs),
        RATIOS.twoWidgetsPageView,
      ),
    )
  const widgetLoads = loads.filter((l) => l.kind === 'widget')
  const slowest = Math.max(...rates)
  counts.push(
    compareMedianCount(
      `long animation frames (≥ 50 ms) with widget code, page view → first reply at CPU ${slowest}×`,
      widgetLoads.filter((l) => l.rate === slowest).map((l) => l.longFrames),
      LONG_FRAMES,
    ),
  )
  counts.push(
    compareCount(
      'layout shift, widget: every shift over the page view, hover and opening',
      widgetLoads.map((l) => l.shiftsOpened),
      COUNTS.layoutShift,
    ),
  )
  counts.push(
    compareCount(
      'layout shift, widget: CLS (no recent input) up to the first reply',
      widgetLoads.map((l) => l.cls),
      COUNTS.layoutShift,
    ),
  )
  // Any shift at all: what moved, in which load, so a failure says where to look.
  for (const load of widgetLoads.filter((l) => l.moved.length)) lines.push(`layout shift in a widget load at CPU ${load.rate}×: ${load.moved.join('; ')}`)
  const checks = [...verdicts, ...counts]
  return {
    loads,
    lines,
    verdicts: checks.map((c) => ({ text: c.text, failed: c.failed })),
    failures: checks.filter((c) => c.failed).map((c) => c.text),
  }
}
