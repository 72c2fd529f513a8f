// Layout shift on the host page: a count, the same on any machine, so it is
// checked in every load. Timings are not checked here: they are same-run
// ratios against controls in the bench (scripts/bench-controls.ts).
import { COUNTS } from '../scripts/budgets'
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
