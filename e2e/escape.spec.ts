// Escape pressed a frame or two after the chat opens, before the panel has
// drawn and taken focus (issue 29: lost under load in Chromium). Focus is
// still on the launcher then, outside the panel and its loading frame, so the
// widget's root listens for it while the chat is open (launcher-view.ts).
// Here on a paused fake clock, in every engine; under CPU throttling in
// Chromium, in stages.spec.ts.
import type { Page } from '@playwright/test'
import { expect, panelStarted, test, type Widget } from './fixtures'

/** The chat closed and stays closed: no dialog, the launcher says so, and holds focus. */
async function staysClosed(page: Page, widget: Widget) {
  await expect(widget.launcher).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(widget.launcher).toBeFocused()
}

for (const ahead of [false, true]) {
  test(`Escape right after the click closes the chat, the panel's code ${ahead ? 'loaded ahead (hover)' : 'still to come (the loading frame)'}`, async ({
    page,
    embed,
    widget,
  }) => {
    // Time stands still between the click and the Escape: nothing after a paint can run.
    await page.clock.install()
    await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' } }))
    await expect(widget.launcher).toBeVisible()
    if (ahead) {
      await widget.launcher.hover()
      await panelStarted(page)
    }
    await page.clock.pauseAt(Date.now() + 60_000)
    await widget.launcher.focus()
    await page.keyboard.press('Enter')
    await expect(widget.launcher).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await page.clock.resume()
    await staysClosed(page, widget)
    // And later, once everything after the paint has run.
    await page.clock.runFor(2_000)
    await staysClosed(page, widget)
  })
}
