// `npm run bench:floor`: how low the page view's and the journey's ratios
// can go for any launcher that keeps what ours must keep, measured the way
// the quick bench measures them (scripts/bench-controls.ts), in the same run,
// turn by turn, each against the bare launcher that keeps nothing. Not part
// of `npm test`: it asks a question of the targets, not of the widget. Its
// answer made the bench's control: `floor`, the bare launcher with `read`
// and `intl` (scripts/floor-fixtures.ts, which says what each fixture adds).
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { startMockServer } from '../mock/server'
import { chromiumUse } from '../playwright.config'
import { measureLoad, samplePages, type LoadFigures, type LoadTarget } from './bench-controls'
import { FLOOR, floorLauncher, type Addition } from './floor-fixtures'
import { startHostServer } from './host-server'
import { median } from './ratios'

const ROUNDS = Number(process.env.ROUNDS ?? 9)
const RATES = [1, 4]
const FIXTURES: Array<[string, Addition[]]> = [
  ['bare', []],
  ['idle', ['idle']],
  ['read', ['read']],
  ['intl', ['intl']],
  ['floor', FLOOR],
]

const log = (line: string) => console.log(line)
const mock = await startMockServer({
  staticDir: resolve(import.meta.dirname, '../dist'),
  tokens: ['token-bench'],
  visitorMessagesPerMinute: 100_000,
  widgetMessagesPerMinute: 100_000,
})
const host = await startHostServer()
const control = await startHostServer()
const browser = await chromium.launch({ ...chromiumUse.launchOptions, headless: true })
try {
  const pages = samplePages(mock, host, control)
  const { widget } = pages
  const targets: LoadTarget[] = [widget, ...FIXTURES.map(([kind, additions]) => pages.launcher(kind, floorLauncher(...additions)))]
  log(`bench:floor: ${ROUNDS} rounds of ${targets.map((t) => t.kind).join(', ')}, each at CPU ${RATES.join('× and ')}×`)
  const loads: LoadFigures[] = []
  await measureLoad(browser, widget, 1) // warm-up, left out, as in the quick bench
  for (let round = 1; round <= ROUNDS; round++) {
    for (const rate of RATES) {
      const order = targets.map((_, i) => targets[(i + round) % targets.length]!)
      for (const target of order) loads.push(await measureLoad(browser, target, rate))
    }
    log(`bench:floor: round ${round} of ${ROUNDS} done`)
  }
  for (const rate of RATES) {
    const of = (kind: string, f: (l: LoadFigures) => number) => median(loads.filter((l) => l.kind === kind && l.rate === rate).map(f))
    const script = of('bare', (l) => l.scriptMs)
    const pageView = of('bare', (l) => l.pageViewLongestMs)
    const journey = of('bare', (l) => Math.max(l.pageViewLongestMs, l.journeyLongestMs))
    for (const { kind } of targets) {
      const s = of(kind, (l) => l.scriptMs)
      const p = of(kind, (l) => l.pageViewLongestMs)
      const j = of(kind, (l) => l.journeyLongestMs)
      log(
        `bench:floor: CPU ${rate}× ${kind.padEnd(6)} script ${s.toFixed(1)} ms = ${(s / script).toFixed(2)}× · page view's longest task ${p.toFixed(1)} ms = ${(p / pageView).toFixed(2)}× · journey's longest task ${j.toFixed(1)} ms = ${(j / journey).toFixed(2)}× (each against the bare launcher)`,
      )
    }
  }
} finally {
  await browser.close()
  await control.close()
  await host.close()
  await mock.close()
}
