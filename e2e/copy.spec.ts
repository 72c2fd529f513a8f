// "Copy reply" in Chromium, where the test can grant or take away the
// clipboard: the reply as the service sent it on the clipboard (a reply full
// of markdown included, whatever the bubble shows), or, without a clipboard,
// the reply selected and the shortcut named.
import type { Page } from '@playwright/test'
import { SELECTORS } from '../test/selectors'
import { RICH_REPLY } from '../test/helpers/rich-reply'
import { expect, test, type Widget } from './fixtures'

/** A page with the widget open and the mock's reply about shipping shown. */
async function shippingReply(page: Page, url: string, widget: Widget) {
  await page.goto(url)
  await widget.openAndStart()
  await widget.say('Do you ship?')
  await expect(widget.agentMessages.last()).toContainText('1 business day')
}

test('copied: the clipboard holds the reply as the service sent it (markdown and all), and "Copied" is said', async ({ page, context, embed, widget }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await shippingReply(page, embed({ attrs: { 'collect-visitor-name': 'false' } }), widget)
  await page.getByRole('button', { name: 'Copy reply' }).click()
  await expect(widget.host.locator(SELECTORS.copyStatus)).toHaveText('Copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^We ship within \*\*1 business day\*\*\./)
})

test('a reply full of markdown (heading, table, quote, rule, task list, code block) is copied as written, character for character', async ({
  page,
  context,
  embed,
  mock,
  widget,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' } }))
  await widget.openAndStart()
  mock.inject({ fault: 'reply', text: RICH_REPLY, times: 1 })
  await widget.say('When are you open?')
  await expect(widget.agentMessages.last()).toContainText('Opening hours')
  await page.getByRole('button', { name: 'Copy reply' }).click()
  await expect(widget.host.locator(SELECTORS.copyStatus)).toHaveText('Copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(RICH_REPLY)
})

test('no clipboard (a plain-http page, an in-app browser): the reply is selected and Ctrl+C named', async ({ page, embed, widget }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }))
  await shippingReply(page, embed({ attrs: { 'collect-visitor-name': 'false' } }), widget)
  await page.getByRole('button', { name: 'Copy reply' }).click()
  await expect(widget.host.locator(SELECTORS.copyStatus)).toHaveText('Reply selected: press Ctrl+C to copy')
  expect(await page.evaluate(() => String(getSelection()))).toContain('We ship within 1 business day')
  // Only replies carry it: not the welcome message, not the visitor's own message.
  await expect(page.getByRole('button', { name: 'Copy reply' })).toHaveCount(1)
})
