// A reply full of markdown in Chromium, on the built loader against the mock:
// rendered by the markdown chunk as a markdown reader would, under the strict
// CSP, keyboard-reachable, axe-clean in light, dark and Arabic at 320 px.
import type { Page } from '@playwright/test'
import { SELECTORS } from '../test/selectors'
import { RICH_REPLY } from '../test/helpers/rich-reply'
import { audit } from './audit'
import { expect, strictCsp, test, watchCsp, type Widget } from './fixtures'
import type { MockServer } from '../mock/server'

/** A table far wider than the panel: it must scroll inside its bubble. */
const WIDE_TABLE = [
  `| ${Array.from({ length: 12 }, (_, i) => `Column ${i + 1}`).join(' | ')} |`,
  `|${'---|'.repeat(12)}`,
  `| ${Array.from({ length: 12 }, () => 'unbreakable-value').join(' | ')} |`,
].join('\n')

const REPLY = `${RICH_REPLY}\n\n${WIDE_TABLE}`
const CODE = "curl -s https://acme-coffee.example/hours/this-week/all-shops/with-holidays | grep 'Saturday'"

async function richReply(page: Page, widget: Widget, mock: MockServer) {
  mock.inject({ fault: 'reply', text: REPLY, times: 1 })
  await page.locator(`${SELECTORS.host} ${SELECTORS.message}`).fill('When are you open?')
  await page.locator(`${SELECTORS.host} ${SELECTORS.message}`).press('Enter')
  await expect(widget.agentMessages.last().locator('table')).toHaveCount(2)
}

test('a rich reply: a heading, tables scrolling in their bubble, a quote, a rule, a task list, a code block whose Copy code copies the code alone; no CSP violation', async ({
  page,
  context,
  embed,
  widget,
  mock,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.setViewportSize({ width: 320, height: 640 })
  const violations = await watchCsp(page)
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' }, headers: { 'Content-Security-Policy': strictCsp(mock.origin) } }))
  await widget.openAndStart()
  await richReply(page, widget, mock)
  const reply = widget.agentMessages.last()

  await expect(reply.getByRole('heading', { name: 'Opening hours' })).toBeVisible()
  await expect(reply.locator('blockquote blockquote')).toContainText('Except the Saturday before Christmas.')
  await expect(reply.locator('hr')).toHaveCount(1)
  await expect(reply.getByRole('checkbox')).toHaveCount(2)
  await expect(reply.getByRole('checkbox').first()).toBeChecked()
  await expect(reply.getByRole('checkbox').first()).toBeDisabled()
  await expect(reply.locator('del')).toHaveText('Pick up')

  // The wide table scrolls inside its region; the bubble, the panel and the page do not.
  const region = page.locator(`${SELECTORS.host} ${SELECTORS.tableScroll}`).last()
  const sizes = await region.evaluate((el) => {
    const bubble = el.closest('.bubble')!
    return { scroll: el.scrollWidth, client: el.clientWidth, bubble: bubble.scrollWidth - bubble.clientWidth, overflow: getComputedStyle(el).overflowX }
  })
  expect(sizes.scroll).toBeGreaterThan(sizes.client)
  expect(sizes.overflow).toBe('auto')
  expect(sizes.bubble).toBeLessThanOrEqual(0)
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= document.scrollingElement!.clientWidth)).toBe(true)
  // Reachable and scrollable by keyboard: focusable and named.
  await expect(reply.getByRole('region', { name: 'Table' })).toHaveCount(2)
  await region.focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => region.evaluate((el) => Math.abs(el.scrollLeft))).toBeGreaterThan(0)

  // The code block: its language beside it, a named focusable pre, Copy code.
  const block = page.locator(`${SELECTORS.host} ${SELECTORS.codeBlock}`)
  await expect(block).toContainText('sh')
  await expect(reply.getByRole('button', { name: 'Copy code' })).toHaveCount(1)
  await page.locator(`${SELECTORS.host} ${SELECTORS.copyCode}`).click()
  await expect(page.locator(`${SELECTORS.host} ${SELECTORS.copyCode}`)).toHaveText('Copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CODE)
  await expect(block.locator('pre')).toHaveAttribute('tabindex', '0')
  await expect(block.locator('pre')).toHaveAttribute('aria-label', 'Code (sh)')

  // The links: checked, in a new tab.
  await expect(reply.getByRole('link', { name: 'our shop' })).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc')
  await expect(reply.getByRole('link', { name: 'www.acme-coffee.example' })).toHaveAttribute('href', 'http://www.acme-coffee.example')
  expect(await reply.locator('[style]').count()).toBe(0)
  expect(await violations()).toEqual([])
})

for (const [label, scheme, locale] of [
  ['light', 'light', 'en'],
  ['dark', 'dark', 'en'],
  ['Arabic, right to left', 'light', 'ar'],
] as const) {
  test(`axe finds nothing serious in a rich reply at 320 px: ${label}`, async ({ page, embed, widget, mock }) => {
    await page.setViewportSize({ width: 320, height: 568 })
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto(embed({ attrs: { 'collect-visitor-name': 'false', locale } }))
    await widget.launcher.click()
    await expect(widget.dialog).toBeVisible()
    await richReply(page, widget, mock)
    await audit(page, `rich reply, ${label}, 320 px`)
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= document.scrollingElement!.clientWidth)).toBe(true)
  })
}
