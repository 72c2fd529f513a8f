// Expand (the floating panel made large and back), in Chromium: the panel
// covers most of the viewport, centred, and is still the dialog; focus stays
// on the button, whose name says Expand, then Collapse; a reload restores it;
// no button on a phone; axe clean in light, dark, right to left, at 320 px
// and expanded.
import { audit } from './audit'
import { expect, test, type Widget } from './fixtures'
import { SELECTORS } from '../test/selectors'

const ATTRS = { 'collect-visitor-name': 'false' }

const expandButton = (widget: Widget) => widget.host.locator(SELECTORS.expand)

test('Expand and back: most of the viewport, centred, still the dialog; focus stays on the button; a reload restores it', async ({ page, embed, widget }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(embed({ attrs: ATTRS }))
  await widget.openButton.click()
  // The panel itself, not the loading frame it replaces (the same size, but gone in the task the panel draws).
  await expect(widget.message).toBeVisible()
  const small = (await widget.dialog.boundingBox())!
  const button = widget.host.getByRole('button', { name: 'Expand' })
  await button.focus()
  await page.keyboard.press('Enter')
  const collapse = widget.host.getByRole('button', { name: 'Collapse' })
  await expect(collapse).toBeFocused()
  await expect(widget.host.getByRole('button', { name: 'Expand' })).toHaveCount(0)
  const large = (await widget.dialog.boundingBox())!
  expect(large.width).toBeGreaterThan(1280 * 0.9)
  expect(large.height).toBeGreaterThan(800 * 0.8)
  expect(large.width * large.height).toBeGreaterThan(3 * small.width * small.height)
  // Centred across the page, and clear of the launcher, which stays in its corner.
  expect(Math.abs(large.x - (1280 - large.x - large.width))).toBeLessThanOrEqual(1)
  const launcher = (await widget.launcher.boundingBox())!
  expect(large.y + large.height).toBeLessThanOrEqual(launcher.y)
  await expect(widget.dialog).toHaveAccessibleName('Website Chat')
  await expect(widget.dialog).not.toHaveAttribute('aria-modal', 'true')
  await widget.say('When are you open?')
  await expect(widget.agentMessages.last()).toContainText('Monday')
  await audit(page, 'expanded, light')

  await page.reload()
  await expect(widget.dialog).toBeVisible()
  await expect(collapse).toHaveCount(1)
  expect((await widget.dialog.boundingBox())!.width).toBeGreaterThan(1280 * 0.9)

  await collapse.click()
  await expect(widget.host.getByRole('button', { name: 'Expand' })).toBeFocused()
  expect(await widget.dialog.boundingBox()).toEqual(small)
  await page.reload()
  await expect(widget.dialog).toBeVisible()
  await expect(widget.host.getByRole('button', { name: 'Expand' })).toHaveCount(1)
  expect(await widget.dialog.boundingBox()).toEqual(small)
})

test('Escape closes the expanded panel as any other; it opens expanded again', async ({ page, embed, widget }) => {
  await page.goto(embed({ attrs: ATTRS }))
  await widget.openButton.click()
  await expandButton(widget).click()
  await page.keyboard.press('Escape')
  await expect(widget.dialog).toHaveCount(0)
  await expect(widget.launcher).toBeFocused()
  await widget.launcher.click()
  await expect(widget.host.getByRole('button', { name: 'Collapse' })).toHaveCount(1)
})

test('axe finds nothing serious with the Expand button, in light, dark and right to left, collapsed and expanded', async ({ page, embed, widget }) => {
  for (const attrs of [{}, { theme: 'dark' }, { locale: 'ar' }]) {
    // A fresh visitor each time: the last page's open panel is not restored.
    await page.evaluate(() => localStorage.clear()).catch(() => {})
    await page.goto(embed({ attrs: { ...ATTRS, ...attrs } }))
    await widget.launcher.click()
    await expect(expandButton(widget)).toBeVisible()
    await audit(page, `Expand button, ${JSON.stringify(attrs)}`)
    await expandButton(widget).click()
    await expect(widget.dialog).toHaveClass(/expanded/)
    await audit(page, `expanded, ${JSON.stringify(attrs)}`)
  }
})

for (const width of [375, 320]) {
  test(`no Expand button at ${width} px, where the panel fills the screen, even for a visitor who expanded it; axe clean`, async ({ page, embed, widget }) => {
    await page.goto(embed({ attrs: ATTRS }))
    await widget.openButton.click()
    await expandButton(widget).click()
    await page.setViewportSize({ width, height: 667 })
    await page.reload()
    // The panel itself, not the loading frame it replaces (also a dialog, gone in the task the panel draws).
    await expect(widget.message).toBeVisible()
    await expect(expandButton(widget)).toHaveCount(0)
    const box = (await widget.dialog.boundingBox())!
    expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, width, 667])
    await audit(page, `${width} px, no Expand`)
  })
}
