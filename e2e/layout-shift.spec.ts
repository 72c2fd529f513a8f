// Layout shift on the host page: a count, the same on any machine, so it is
// checked in every load. Timings are not checked here: they are same-run
// ratios against controls in the bench (scripts/bench-controls.ts).
import { COUNTS } from '../scripts/budgets'
import { SELECTORS } from '../test/selectors'
import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures'

test('no layout shift on the host page: page view, opening, a slow first reply, closing', async ({ page, embed, widget, mock, forget }) => {
  test.setTimeout(90_000)
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number }
    w.__shift = 0
    // Every shift counts, even right after input: the host page must never move.
    new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.__shift += (e as unknown as { value: number }).value))).observe({
      type: 'layout-shift',
      buffered: true,
    })
  })
  // A realistic host page: its own script, long content.
  const url = embed({
    before: '<script>window.hostApp = { ready: true }</script>',
    body: '<main><h1>Title</h1><p>' + 'Lorem ipsum dolor sit amet. '.repeat(300) + '</p></main>',
  })
  const shifts: number[] = []
  for (let run = 0; run < 5; run++) {
    await page.context().clearCookies()
    await forget()
    await page.goto(url)
    await widget.openAndStart({ name: 'Ada' })
    if (run === 0) mock.inject({ fault: 'latency', ms: 700, times: 1 })
    await widget.say('hello')
    await expect(widget.agentMessages).toHaveCount(2)
    await widget.launcher.click()
    // Layout-shift entries are reported after their frame: two more frames and they are in.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    shifts.push(await page.evaluate(() => (window as unknown as { __shift: number }).__shift))
  }
  console.log(`layout shift per load: ${shifts.join(', ')} (limit ${COUNTS.layoutShift})`)
  for (const shift of shifts) expect(shift).toBeLessThanOrEqual(COUNTS.layoutShift)
})

/** In the page: every layout shift, with where each moved node was and went (the nodes themselves are inside the shadow root, so not named). */
function recordShifts() {
  const w = window as unknown as { __shifts: { total: number; each: string[] } }
  w.__shifts = { total: 0, each: [] }
  const at = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`
  new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => {
      const shift = e as unknown as { value: number; sources: Array<{ previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> }
      w.__shifts.total += shift.value
      w.__shifts.each.push(`${shift.value.toFixed(5)}: ${shift.sources.map((s) => `${at(s.previousRect)} → ${at(s.currentRect)}`).join(', ')}`)
    }),
  ).observe({ type: 'layout-shift', buffered: true })
}

// A reply whose fenced code sends it to the rich renderer (the bench's reply): shown first in the simple
// rendering, then drawn again when the markdown chunk comes.
const RICH_REPLY =
  'Here is what I found:\n\n- a list item with `inline code`\n- a [link](https://example.com/docs)\n\n```\nconst answer = 42\n```\n\nAnything else?'

test('no layout shift up to the first reply when every chunk comes late, under a 6× slower CPU', async ({ page, embed, widget, mock, forget }) => {
  test.setTimeout(120_000)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
  await page.addInitScript(recordShifts)
  // Each chunk (each brings its stylesheet) is held until what came before it is on screen: as late as a busy
  // machine makes it, with no clock in the test. The copy and markdown chunks in both orders.
  const held = new Map<string, () => void>()
  const gate = (chunk: string) => new Promise<void>((resolve) => held.set(chunk, resolve))
  let gates: Record<string, Promise<void>> = {}
  for (const chunk of ['panel', 'copy', 'markdown']) {
    await page.route(`**/${chunk}-*.js`, async (route) => {
      await gates[chunk]
      await route.continue()
    })
  }
  const frames = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  const release = async (chunk: string) => {
    await frames()
    held.get(chunk)!()
  }
  // What each chunk draws: Copy reply under the reply, the rich renderer's code block in it.
  const drawn: Record<string, Locator> = {
    copy: widget.host.locator(`${SELECTORS.agentMessages} ${SELECTORS.copy}`),
    markdown: widget.host.locator(SELECTORS.codeBlock),
  }
  const results: Array<{ total: number; each: string[] }> = []
  for (const order of [
    ['copy', 'markdown'],
    ['markdown', 'copy'],
  ]) {
    gates = { panel: gate('panel'), copy: gate('copy'), markdown: gate('markdown') }
    await forget()
    mock.inject({ fault: 'reply', text: RICH_REPLY, times: 1 })
    await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' } }))
    // A click before the panel's code is here: its frame first, then the panel in its place.
    await widget.launcher.click()
    await expect(widget.host.locator(SELECTORS.frameStatus)).toHaveText('Loading…')
    await release('panel')
    // Short enough not to wrap: a box that grows with the visitor's text is their own doing.
    await widget.say('Opening hours?')
    await expect(widget.agentMessages.last()).toContainText('const answer = 42')
    for (const chunk of order) {
      await release(chunk)
      await expect(drawn[chunk]!).toBeVisible()
    }
    // Layout-shift entries are reported after their frame: two more frames and they are in.
    await frames()
    results.push(await page.evaluate(() => (window as unknown as { __shifts: { total: number; each: string[] } }).__shifts))
  }
  console.log(`layout shift per load, chunks late, CPU 6×: ${results.map((r) => +r.total.toFixed(5)).join(', ')} (limit ${COUNTS.layoutShift})`)
  for (const [i, { total, each }] of results.entries())
    expect(total, `load ${i + 1}, each shift and its nodes' moves: ${each.join('; ')}`).toBeLessThanOrEqual(COUNTS.layoutShift)
})
