// `npm run bench:lighthouse` (and the last part of `npm run bench`): the
// figures site owners see, from Lighthouse's Node API driving Debian's
// Chromium (CHROME_PATH, default /usr/bin/chromium). Two pages, each with
// and without the widget:
// 1. the demo page (public/index.html, as `npm start` serves it);
// 2. a realistic host page (scripts/lighthouse-host/): a hero image (the
//    LCP element), four product images with width/height, a web font, a
//    synchronous analytics script and a deferred shop script of its own.
// The pages are served on http://localhost:<port>, the widget's files and
// the mock on http://127.0.0.1:<port>: two hosts, so Lighthouse's
// third-party summary lists the widget as its own entity (it groups by host,
// not by port). Mobile and desktop presets (simulated throttling), three
// runs each, interleaved (without, with, without, ...), medians and the
// min–max spread. Printed and written to reports/lighthouse.json; nothing
// fails on a figure (Lighthouse's variance is large): not part of npm test.
import { readFile } from 'node:fs/promises'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { deflateSync, crc32 } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { startMockServer } from '../mock/server'
import { DEMO_WIDGET_KEY } from '../mock/service'
import { demoPageRenderer } from './demo-pages'
import { embedCode } from '../src/shared/settings/embed-code'
import { median } from './ratios'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../playwright.config'

const root = resolve(import.meta.dirname, '..')
const RUNS = Number(process.env['LIGHTHOUSE_RUNS'] ?? 3)
const RUN_TIMEOUT_MS = 120_000
const CHROME_PATH = process.env['CHROME_PATH'] ?? CHROMIUM_PATH
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS]
const FONT = '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf'

const started = Date.now()
const say = (line: string) => console.log(`${line} [${((Date.now() - started) / 1000).toFixed(0)} s]`)

// A PNG (8-bit RGB): a gradient with some grain, so it weighs about what a
// compressed photo of its size would (the hero 254 KB) rather than a few bytes.
const GRAIN = 2
function png(width: number, height: number, hue: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const out = Buffer.alloc(body.length + 8)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc32(body) >>> 0, body.length + 4)
    return out
  }
  const raw = Buffer.alloc((width * 3 + 1) * height)
  let seed = hue * 7919 + 1
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1)
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff
      const grain = (seed >> 16) % GRAIN
      const i = row + 1 + x * 3
      raw[i] = Math.min(255, 60 + hue + (x * 120) / width + grain)
      raw[i + 1] = Math.min(255, 40 + (y * 90) / height + grain)
      raw[i + 2] = Math.min(255, 30 + ((x + y) * 40) / (width + height) + grain)
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const images = new Map<string, Buffer>([['/img/hero.png', png(800, 400, 40)]])
for (let n = 1; n <= 4; n++) images.set(`/img/product-${n}.png`, png(300, 225, 20 * n))
const font = await readFile(FONT).catch(() => undefined)
if (!font) console.log(`bench:lighthouse: ${FONT} not found: the realistic page's web font is a 404 (the fallback font is used)`)

const mock = await startMockServer({ staticDir: resolve(root, 'dist'), visitorMessagesPerMinute: 100_000, widgetMessagesPerMinute: 100_000 })
const snippet = embedCode({ loaderUrl: mock.origin + '/loader.js', widgetKey: DEMO_WIDGET_KEY, name: 'Acme Coffee', primaryColor: '#6f4e37' })
const demoRender = demoPageRenderer(mock.origin, DEMO_WIDGET_KEY)

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.png': 'image/png',
  '.ttf': 'font/ttf',
}

// The host site: /demo/... is public/, /shop/... is scripts/lighthouse-host/;
// `?widget=0` leaves the embed snippet out. Binary-safe, cacheable assets.
async function hostFile(path: string, widget: boolean): Promise<{ body: Buffer | string; type: string } | undefined> {
  const [, site, ...rest] = path.split('/')
  const sub = '/' + rest.join('/')
  if (site === 'shop' && images.has(sub)) return { body: images.get(sub)!, type: 'image/png' }
  if (site === 'shop' && sub === '/fonts/serif.ttf') return font ? { body: font, type: 'font/ttf' } : undefined
  const dir = site === 'demo' ? resolve(root, 'public') : site === 'shop' ? resolve(root, 'scripts/lighthouse-host') : undefined
  if (!dir) return undefined
  const base = normalize(dir + sep)
  const file = normalize(join(base, sub.endsWith('/') ? sub + 'index.html' : sub))
  if (!file.startsWith(base)) return undefined
  const text = await readFile(file, 'utf8').catch(() => undefined)
  if (text === undefined) return undefined
  if (extname(file) !== '.html') return { body: text, type: TYPES[extname(file)] ?? 'text/plain' }
  const html = site === 'demo' ? demoRender(widget ? text : text.replaceAll('{{EMBED}}', '')) : text.replaceAll('{{EMBED}}', widget ? snippet : '')
  // The demo page's own links are root-relative: keep them under /demo/.
  return { body: site === 'demo' ? html.replaceAll('href="/', 'href="/demo/') : html, type: TYPES['.html']! }
}

const host: Server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://host')
  void hostFile(url.pathname, url.searchParams.get('widget') !== '0').then((found) => {
    if (!found) {
      res.writeHead(url.pathname === '/favicon.ico' ? 204 : 404)
      res.end()
      return
    }
    res.writeHead(200, { 'Content-Type': found.type, 'Cache-Control': found.type.startsWith('text/html') ? 'no-store' : 'max-age=3600' })
    res.end(found.body)
  })
})
await new Promise<void>((ok, fail) => {
  host.once('error', fail)
  host.listen(0, '127.0.0.1', () => ok())
})
const hostOrigin = `http://localhost:${(host.address() as AddressInfo).port}`
const widgetHost = new URL(mock.origin).host

interface Figures {
  score: number
  tbt: number
  lcp: number
  /** LCP in the trace Lighthouse recorded (unthrottled), before its simulation: whether the page's own paint really moved. */
  observedLcp: number
  mainThread: number
  bytes: number
  /** The widget origin's row of third-party-summary (0 when it is not listed). */
  widgetMainThread: number
  widgetBytes: number
}

interface ThirdPartyItem {
  entity?: string | { text?: string }
  mainThreadTime?: number
  transferSize?: number
  subItems?: { items?: { url?: string | { text?: string } }[] }
}

// The Chromium of the run under way: killed on Ctrl+C or SIGTERM too (chrome-launcher starts it in its own process group).
let current: chromeLauncher.LaunchedChrome | undefined
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    current?.kill()
    process.exit(130)
  })
}

async function runLighthouse(url: string, preset: 'mobile' | 'desktop'): Promise<Figures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS })
  current = chrome
  let timer: NodeJS.Timeout | undefined
  try {
    const run = lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      preset === 'desktop' ? desktopConfig : undefined,
    )
    const timeout = new Promise<never>((_, fail) => {
      timer = setTimeout(() => fail(new Error(`Lighthouse run over ${RUN_TIMEOUT_MS / 1000} s: ${url}`)), RUN_TIMEOUT_MS)
    })
    const result = await Promise.race([run, timeout])
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
    const details = lhr.audits['third-party-summary']?.details as { items?: ThirdPartyItem[] } | undefined
    const textOf = (v: string | { text?: string } | undefined) => (typeof v === 'string' ? v : (v?.text ?? ''))
    const row = details?.items?.find((item) => item.subItems?.items?.some((sub) => textOf(sub.url).includes(widgetHost)))
    return {
      score: Math.round((lhr.categories['performance']?.score ?? NaN) * 100),
      tbt: audit('total-blocking-time'),
      lcp: audit('largest-contentful-paint'),
      observedLcp:
        (lhr.audits['metrics']?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)?.items?.[0]?.observedLargestContentfulPaint ??
        NaN,
      mainThread: audit('mainthread-work-breakdown'),
      bytes: audit('total-byte-weight'),
      widgetMainThread: row?.mainThreadTime ?? 0,
      widgetBytes: row?.transferSize ?? 0,
    }
  } finally {
    clearTimeout(timer)
    chrome.kill()
    current = undefined
  }
}

const PAGES = [
  { name: 'demo page', path: '/demo/index.html' },
  { name: 'realistic host page', path: '/shop/index.html' },
] as const
const PRESETS = ['mobile', 'desktop'] as const
type Key = `${(typeof PRESETS)[number]} ${(typeof PAGES)[number]['name']} ${'without' | 'with'}`
const results = new Map<Key, Figures[]>()

say(
  `bench:lighthouse: Lighthouse 12 (Node API) driving ${CHROME_PATH}, pages on ${hostOrigin}, widget and mock on ${mock.origin}; ${PRESETS.length} presets × ${PAGES.length} pages × with/without × ${RUNS} runs, interleaved`,
)
try {
  for (const preset of PRESETS) {
    for (let run = 1; run <= RUNS; run++) {
      for (const page of PAGES) {
        for (const variant of ['without', 'with'] as const) {
          const url = `${hostOrigin}${page.path}${variant === 'without' ? '?widget=0' : ''}`
          const figures = await runLighthouse(url, preset)
          const key: Key = `${preset} ${page.name} ${variant}`
          results.set(key, [...(results.get(key) ?? []), figures])
          say(
            `  ${preset} run ${run}/${RUNS}, ${page.name} ${variant} the widget: score ${figures.score}, TBT ${figures.tbt.toFixed(0)} ms, LCP ${figures.lcp.toFixed(0)} ms (observed ${figures.observedLcp.toFixed(0)}), main thread ${figures.mainThread.toFixed(0)} ms, widget ${figures.widgetMainThread.toFixed(0)} ms / ${(figures.widgetBytes / 1024).toFixed(1)} KB`,
          )
        }
      }
    }
  }
} finally {
  host.closeAllConnections()
  await Promise.all([new Promise((ok) => host.close(ok)), mock.close()])
}

const METRICS: { label: string; of: (f: Figures) => number; unit: (v: number) => string }[] = [
  { label: 'performance score', of: (f) => f.score, unit: (v) => v.toFixed(0) },
  { label: 'Total Blocking Time, ms', of: (f) => f.tbt, unit: (v) => v.toFixed(0) },
  { label: 'Largest Contentful Paint, ms', of: (f) => f.lcp, unit: (v) => v.toFixed(0) },
  { label: 'LCP observed (the unthrottled trace), ms', of: (f) => f.observedLcp, unit: (v) => v.toFixed(0) },
  { label: 'main-thread work, ms', of: (f) => f.mainThread, unit: (v) => v.toFixed(0) },
  { label: 'bytes, KB', of: (f) => f.bytes, unit: (v) => (v / 1024).toFixed(1) },
  { label: 'widget origin: main thread, ms', of: (f) => f.widgetMainThread, unit: (v) => v.toFixed(0) },
  { label: 'widget origin: transfer, KB', of: (f) => f.widgetBytes, unit: (v) => (v / 1024).toFixed(1) },
]

const cell = (runs: Figures[], m: (typeof METRICS)[number]) => {
  const values = runs.map(m.of)
  return `${m.unit(median(values))} (${m.unit(Math.min(...values))}–${m.unit(Math.max(...values))})`
}
const lines: string[] = []
for (const preset of PRESETS) {
  for (const page of PAGES) {
    const without = results.get(`${preset} ${page.name} without`)!
    const withWidget = results.get(`${preset} ${page.name} with`)!
    lines.push('', `**${preset}, ${page.name}** (median of ${RUNS}, min–max in brackets; bytes and the widget's row from third-party-summary)`, '')
    lines.push('| | without the widget | with the widget |', '|---|---|---|')
    for (const m of METRICS) lines.push(`| ${m.label} | ${cell(without, m)} | ${cell(withWidget, m)} |`)
  }
}
console.log(lines.join('\n'))
mkdirSync(resolve(root, 'reports'), { recursive: true })
writeFileSync(
  resolve(root, 'reports/lighthouse.json'),
  JSON.stringify({ date: new Date().toISOString(), runs: RUNS, results: Object.fromEntries(results) }, null, 2),
)
say('bench:lighthouse: done (reports/lighthouse.json)')
