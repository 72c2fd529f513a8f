// `npm run bench:floor`: how low the page view's and the journey's ratios
// (issue 17's targets) can go for any launcher that keeps what ours must
// keep, measured the way the quick bench measures them (scripts/bench-controls.ts),
// in the same run, turn by turn. Not part of `npm test`: it asks a question
// of the targets, not of the widget.
//
// Each floor fixture is the bare launcher (scripts/fixtures/bare-launcher.js)
// with one thing added:
//   idle   an idle callback that does nothing: what one more task costs, the
//          noise of the measure itself
//   read   an idle callback that reads one localStorage key: what the saved
//          state (unread badge, the panel reopening, the outbox) costs a
//          page view at the least
//   intl   on the click, in tasks of their own, the first use of Intl split
//          as the panel splits it (the numbering systems, then a message's
//          time): what a time on the first message costs at the least
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { startMockServer } from '../mock/server'
import { chromiumUse } from '../playwright.config'
import { BARE_LAUNCHER, controlTargets, measureLoad, type LoadFigures, type LoadTarget } from './bench-controls'
import { startHostServer } from './host-server'
import { median } from './ratios'

const ROUNDS = Number(process.env.ROUNDS ?? 9)
const RATES = [1, 4]

const bare = readFileSync(BARE_LAUNCHER, 'utf8')
/** The bare launcher with `code` added after `anchor` (which must be there once). */
function fixture(anchor: string, code: string): string {
  if (bare.split(anchor).length !== 2) throw new Error(`bench:floor: the bare launcher no longer has \`${anchor}\` once`)
  return bare.replace(anchor, `${anchor}\n${code}`)
}
const FIXTURES: Record<string, string> = {
  idle: fixture('  document.body.appendChild(host)', '  requestIdleCallback(function () { button.dataset.idle = "1" })'),
  read: fixture(
    '  document.body.appendChild(host)',
    '  requestIdleCallback(function () { try { button.dataset.saved = String(JSON.parse(localStorage.getItem("agent-chat:wgt_floor:ui") || "null")) } catch (e) {} })',
  ),
  intl: fixture(
    '    box.focus()',
    '    setTimeout(function () { Intl.supportedValuesOf("numberingSystem"); setTimeout(function () { box.placeholder = new Date().toLocaleTimeString("en", { hour: "numeric", minute: "2-digit" }) }) })',
  ),
}

const log = (line: string) => console.log(line)
const mock = await startMockServer({
  staticDir: resolve(import.meta.dirname, '../dist'),
  tokens: ['token-bench'],
  visitorMessagesPerMinute: 100_000,
  widgetMessagesPerMinute: 100_000,
})
const host = await startHostServer()
const control = await startHostServer({ staticDir: resolve(BARE_LAUNCHER, '..') })
const browser = await chromium.launch({ ...chromiumUse.launchOptions, headless: true })
try {
  const { bare: bareTarget, widget } = controlTargets(mock, host, control)
  const targets: LoadTarget[] = [bareTarget, widget]
  // The bare launcher's page, with the fixture's script in its place.
  const html = await (await fetch(bareTarget.url)).text()
  for (const [kind, source] of Object.entries(FIXTURES)) {
    const scriptUrl = control.set(`/floor-${kind}.js`, { html: source, headers: { 'Content-Type': 'text/javascript' } })
    targets.push({ ...bareTarget, kind, scriptUrl, url: host.set(`/site/floor-${kind}.html`, { html: html.replace(bareTarget.scriptUrl, scriptUrl) }) })
  }
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
        `bench:floor: CPU ${rate}× ${kind.padEnd(6)} script ${s.toFixed(1)} ms = ${(s / script).toFixed(2)}× · page view's longest task ${p.toFixed(1)} ms = ${(p / pageView).toFixed(2)}× · journey's longest task ${j.toFixed(1)} ms = ${(j / journey).toFixed(2)}× (targets 1.5×, 1.25×, 2×)`,
      )
    }
  }
} finally {
  await browser.close()
  await control.close()
  await host.close()
  await mock.close()
}
