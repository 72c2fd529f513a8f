// What the visitor types is never lost (issue 30), on the built loader in
// Chromium: the message box's draft survives a reload, another page of the
// site and closing the panel; it is gone once sent and after reset. Near the
// limit the counter says what is left, and axe finds nothing serious in it
// (dark, Arabic at 320 px).
import { audit } from './audit'
import type { Page } from '@playwright/test'
import { expect, KEY, test, type EmbedOptions, type Widget } from './fixtures'
import { SELECTORS } from '../test/selectors'
import { storageKey } from '../src/shared/storage/ui-state'
import { LIMITS } from '../src/shared/service/wire'

const DRAFT = storageKey(KEY, 'draft')
const TEXT = 'Can I change the delivery address of order 1042 after'
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), DRAFT)

/** A page of the site with the panel open. */
async function opened(page: Page, embed: (options?: EmbedOptions) => string, widget: Widget) {
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' } }))
  await widget.openAndStart()
}

test('a reload keeps the draft in the box', async ({ page, embed, widget }) => {
  await opened(page, embed, widget)
  await widget.message.pressSequentially(TEXT)
  await page.reload()
  await expect(widget.message).toHaveValue(TEXT)
})

test('another page of the site has the draft in the box', async ({ page, embed, widget }) => {
  await opened(page, embed, widget)
  await widget.message.pressSequentially(TEXT)
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' } }))
  await expect(widget.dialog).toBeVisible()
  await expect(widget.message).toHaveValue(TEXT)
})

test('closing the panel stores the draft at once; it is in the box when the panel opens again', async ({ page, embed, widget }) => {
  await opened(page, embed, widget)
  await widget.message.fill(TEXT)
  await page.locator(`${SELECTORS.host} ${SELECTORS.close}`).click()
  await expect(widget.dialog).toBeHidden()
  expect(await stored(page)).toBe(TEXT)
  await widget.openButton.click()
  await expect(widget.message).toHaveValue(TEXT)
})

test('a sent message leaves nothing: the box is empty after a reload', async ({ page, embed, widget }) => {
  await opened(page, embed, widget)
  await widget.message.pressSequentially('Hello there')
  await widget.message.press('Enter')
  // The welcome message and the reply.
  await expect(widget.agentMessages).toHaveCount(2)
  await page.reload()
  await expect(widget.visitorMessages).toHaveCount(1)
  await expect(widget.message).toHaveValue('')
  expect(await stored(page)).toBeNull()
})

test('reset clears the draft: from the box, from storage, and after a reload', async ({ page, embed, widget }) => {
  await opened(page, embed, widget)
  await widget.message.fill(TEXT)
  await page.locator(`${SELECTORS.host} ${SELECTORS.close}`).click()
  expect(await stored(page)).toBe(TEXT)
  await page.evaluate(() => (window as unknown as { AgentChat: (name: string) => void }).AgentChat('reset'))
  await expect.poll(() => stored(page)).toBeNull()
  await widget.openButton.click()
  await expect(widget.message).toHaveValue('')
  await page.reload()
  await expect(widget.dialog).toBeVisible()
  await expect(widget.message).toHaveValue('')
})

test('the counter near the limit: the characters left, describing the box, said once', async ({ page, embed, widget }) => {
  await opened(page, embed, widget)
  const counter = page.locator(`${SELECTORS.host} ${SELECTORS.counter}`)
  await widget.message.fill('x'.repeat(LIMITS.visitorMessage - 401))
  await expect(counter).toHaveCount(0)
  await widget.message.pressSequentially('xy')
  await expect(counter).toHaveText('Characters left: 399')
  await expect(widget.message).toHaveAccessibleDescription('Characters left: 399')
  await expect(page.locator(`${SELECTORS.host} ${SELECTORS.counterStatus}`)).toHaveText('Characters left: 400')
  // The box takes no more than the limit; the counter says so.
  await widget.message.fill('x'.repeat(LIMITS.visitorMessage + 10))
  await expect(counter).toHaveText('Characters left: 0')
  await expect(page.locator(`${SELECTORS.host} ${SELECTORS.counterStatus}`)).toHaveText('Characters left: 0')
})

for (const [label, attrs, size] of [
  ['dark', { theme: 'dark' }, { width: 1280, height: 800 }],
  ['Arabic at 320 px', { locale: 'ar' }, { width: 320, height: 568 }],
] as const) {
  test(`the counter, ${label}: within the panel, and axe finds nothing serious`, async ({ page, embed }) => {
    await page.setViewportSize(size)
    await page.goto(embed({ attrs: { 'collect-visitor-name': 'false', ...attrs } }))
    await page.locator(`${SELECTORS.host} ${SELECTORS.launcher}`).click()
    const box = page.locator(`${SELECTORS.host} ${SELECTORS.message}`)
    await box.fill('x'.repeat(LIMITS.visitorMessage - 5))
    const counter = page.locator(`${SELECTORS.host} ${SELECTORS.counter}`)
    await expect(counter).toContainText('5')
    const [panel, drawn] = await Promise.all([page.locator(`${SELECTORS.host} ${SELECTORS.panel}`).boundingBox(), counter.boundingBox()])
    expect(drawn!.x).toBeGreaterThanOrEqual(panel!.x)
    expect(drawn!.x + drawn!.width).toBeLessThanOrEqual(panel!.x + panel!.width)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true)
    await audit(page, `the counter, ${label}`)
  })
}
