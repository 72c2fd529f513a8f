// Timings on the host page, measured alone: this project runs after the
// functional ones (playwright.config.ts), one test at a time, so another
// browser working on the same two cores cannot pass for the widget's cost.
// Chromium only: long animation frames, layout-shift entries and the budgets
// themselves are defined for headless Chromium.
import type { Page } from '@playwright/test'
import { expect, panelStarted, test } from './fixtures'

const CLICK_TO_FOCUS_BUDGET_MS = 50

test('no layout shift, and no long task from the widget on the host page', async ({ page, embed, widget, mock }) => {
  test.setTimeout(150_000)
  await page.addInitScript((widgetOrigin) => {
    const w = window as unknown as { __shift: number; __widgetScriptMs: number[] }
    w.__shift = 0
    w.__widgetScriptMs = []
    // Every shift counts, even right after input: the host page must never move.
    new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.__shift += (e as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true })
    // Long animation frames name the scripts that ran in them, so the widget's
    // own share can be told apart from the host page's and the browser's.
    new PerformanceObserver((list) =>
      list.getEntries().forEach((frame) => {
        for (const script of (frame as unknown as { scripts: Array<{ sourceURL: string; duration: number }> }).scripts) {
          if (script.sourceURL.startsWith(widgetOrigin)) w.__widgetScriptMs.push(Math.round(script.duration))
        }
      }),
    ).observe({ type: 'long-animation-frame', buffered: true })
  }, mock.origin)
  // A realistic host page: its own script, long content.
  const url = embed({ before: '<script>window.hostApp = { ready: true }</script>', body: '<main><h1>Title</h1><p>' + 'Lorem ipsum dolor sit amet. '.repeat(300) + '</p></main>' })

  /** Several loads; per load, the sum of layout shifts and the longest widget script in a long animation frame. */
  async function loads() {
    const longest: number[] = []
    const shifts: number[] = []
    for (let run = 0; run < 5; run++) {
      await page.context().clearCookies()
      await page.goto(url)
      await page.evaluate(() => localStorage.clear())
      await page.reload()
      await widget.openAndStart({ name: 'Ada' })
      if (run === 0) mock.inject({ fault: 'latency', ms: 700, times: 1 })
      await widget.say('hello')
      await expect(widget.agentMessages).toHaveCount(2)
      await widget.launcher.click()
      // Long-animation-frame entries are reported after their frame: two more frames and they are in.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      const facts = await page.evaluate(() => {
        const w = window as unknown as { __shift: number; __widgetScriptMs: number[] }
        return { shift: w.__shift, scripts: w.__widgetScriptMs }
      })
      shifts.push(facts.shift)
      longest.push(Math.max(0, ...facts.scripts))
    }
    return { shifts, longest, worst: Math.max(...longest) }
  }

  // Shifts must be zero in every load of every attempt: they do not depend
  // on the machine. The verdict on long tasks is the worst load, not the
  // median; a script's duration is wall-clock time, so a neighbour taking
  // the core mid-script lengthens it (seen: one cold load at 55 ms in one run
  // of ten, the others at 0). As in the bench (scripts/bench.ts), the five
  // loads are measured again when one is over, up to three times in all, and
  // every attempt is printed; a real long task is over every time.
  let attempt = 0
  let result: Awaited<ReturnType<typeof loads>>
  do {
    attempt++
    result = await loads()
    console.log(`host page, attempt ${attempt}: layout shift per load ${result.shifts.join(', ')}; longest widget script in a long animation frame per load ${result.longest.join(', ')} ms (worst ${result.worst} ms, long task = 50 ms)`)
    expect(result.shifts.every((s) => s === 0)).toBe(true)
  } while (result.worst >= 50 && attempt < 3)
  expect(result.worst).toBeLessThan(50)
})

/** Clicks the launcher in the page and resolves with the time until the message box has focus. */
function clickToFocus(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const root = document.querySelector('agent-chat-widget')!.shadowRoot!
        const start = performance.now()
        const done = () => {
          if (root.activeElement?.id !== 'acw-message') return
          root.removeEventListener('focusin', done)
          resolve(performance.now() - start)
        }
        root.addEventListener('focusin', done)
        root.querySelector<HTMLButtonElement>('button.launcher')!.click()
      }),
  )
}

test(`a click after a hover puts focus in the message box within ${CLICK_TO_FOCUS_BUDGET_MS} ms (median of 5)`, async ({ page, embed, widget }) => {
  const times: number[] = []
  for (let run = 0; run < 5; run++) {
    await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' } }))
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await widget.openButton.hover()
    await panelStarted(page)
    times.push(await clickToFocus(page))
    await expect(widget.message).toBeFocused()
  }
  const median = [...times].sort((a, b) => a - b)[2]!
  console.log(`click after hover → focused message box: ${times.map((t) => t.toFixed(1)).join(', ')} ms (median ${median.toFixed(1)} ms, budget ${CLICK_TO_FOCUS_BUDGET_MS})`)
  expect(median).toBeLessThanOrEqual(CLICK_TO_FOCUS_BUDGET_MS)
})
