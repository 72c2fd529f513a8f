// A narrow desktop window (480 px or less, so the panel is modal and locks
// the page) with a classic scroll bar that takes room: the lock must keep the
// gutter so nothing moves. Headless Chromium hides scroll bars unless told
// not to, which is a browser launch option, hence a file of its own.
import { chromiumUse } from '../playwright.config'
import { expect, test } from './fixtures'

test.use({ launchOptions: { ...chromiumUse.launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] } })

test('a narrow desktop window with a classic scroll bar: the lock keeps the gutter, so the page does not move', async ({ page, embed, widget }) => {
  await page.setViewportSize({ width: 460, height: 700 })
  const body = '<main id="m">' + '<p>Lorem ipsum dolor sit amet. </p>'.repeat(200) + '</main>'
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' }, body }))
  await expect(widget.launcher).toBeVisible()
  const measure = () =>
    page.evaluate(() => ({ bar: innerWidth - document.documentElement.clientWidth, main: document.getElementById('m')!.getBoundingClientRect().width }))
  const before = await measure()
  // The scenario exists: this Chromium draws a classic scroll bar that takes room.
  expect(before.bar).toBeGreaterThan(0)
  await widget.openButton.click()
  await expect(widget.dialog).toHaveAttribute('aria-modal', 'true')
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden')
  expect((await measure()).main).toBe(before.main)
  await page.keyboard.press('Escape')
  await expect(widget.dialog).toHaveCount(0)
  expect(await measure()).toEqual(before)
})
