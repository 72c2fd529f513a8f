// The conversation menu in Chromium: axe in each new state (menu open,
// confirm step) in light and dark, right to left on a phone and at 200 %
// zoom; a new conversation followed by every open tab, whose next request
// carries the new visitor id (n8n issue 22050); the transcript downloaded
// under the strict CSP of docs/security.md. The journeys run the keyboard path in all
// three engines (e2e/journeys/journeys.ts, "conversation menu").
import { readFile } from 'node:fs/promises'
import { SELECTORS } from '../test/selectors'
import { RICH_REPLY } from '../test/helpers/rich-reply'
import { audit } from './audit'
import { expect, strictCsp, test, watchCsp } from './fixtures'
import { sentMessages } from './journeys/sent'
import type { Page } from '@playwright/test'

const menuButton = (page: Page) => page.getByRole('button', { name: 'Conversation options' })

test('axe finds nothing serious with the menu open and in the confirm step, in light and dark', async ({ page, embed, widget, forget }) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await forget()
    await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' } }))
    await widget.openAndStart()
    await widget.say('Do you ship?')
    await expect(widget.agentMessages.last()).toContainText('1 business day')
    await menuButton(page).click()
    await expect(page.getByRole('menuitem')).toHaveCount(3)
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
    await audit(page, `${scheme}: menu open`)
    await page.getByRole('menuitem', { name: 'Start a new conversation' }).click()
    await expect(page.getByRole('alertdialog')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await audit(page, `${scheme}: confirm step`)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
    await expect(menuButton(page)).toBeFocused()
  }
})

for (const [label, viewport, zoom, locale] of [
  ['a 320 px phone, right to left (Arabic)', { width: 320, height: 640 }, 1, 'ar'],
  ['200 % zoom', { width: 1280, height: 720 }, 2, 'en'],
] as const) {
  test(`${label}: the menu and the confirm step stay inside the panel and the screen`, async ({ page, embed, widget }) => {
    await page.setViewportSize({ width: Math.round(viewport.width / zoom), height: Math.round(viewport.height / zoom) })
    await page.goto(embed({ attrs: { 'collect-visitor-name': 'false', locale } }))
    await widget.launcher.click()
    const box0 = widget.host.locator(SELECTORS.message)
    await expect(box0).toBeVisible()
    await box0.fill('Hello')
    await box0.press('Enter')
    await expect(widget.agentMessages).toHaveCount(2)
    const button = widget.host.locator(SELECTORS.menuButton)
    await button.click()
    const menu = page.getByRole('menu')
    await expect(menu).toBeVisible()
    const size = page.viewportSize()!
    const panel = (await page.getByRole('dialog').boundingBox())!
    const box = (await menu.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(Math.max(0, panel.x) - 0.5)
    expect(box.x + box.width).toBeLessThanOrEqual(Math.min(size.width, panel.x + panel.width) + 0.5)
    for (const item of await page.getByRole('menuitem').all()) expect((await item.boundingBox())!.height).toBeGreaterThanOrEqual(24)
    await audit(page, `menu open, ${label}`)
    await page.getByRole('menuitem').first().click()
    const confirm = page.getByRole('alertdialog')
    await expect(confirm).toBeVisible()
    const confirmBox = (await confirm.boundingBox())!
    expect(confirmBox.x).toBeGreaterThanOrEqual(-0.5)
    expect(confirmBox.x + confirmBox.width).toBeLessThanOrEqual(size.width + 0.5)
    await audit(page, `confirm step, ${label}`)
  })
}

test("a new conversation: every open tab follows, and each tab's next request carries the new visitor id (n8n issue 22050)", async ({
  page,
  embed,
  widget,
  mock,
  context,
}) => {
  const url = embed({ attrs: { 'collect-visitor-name': 'true' } })
  await page.goto(url)
  await widget.openAndStart({ name: 'Ada' })
  await widget.say('Do you ship?')
  await expect(widget.agentMessages.last()).toContainText('1 business day')
  const other = await context.newPage()
  await other.goto(url)
  const otherWidget = other.locator(SELECTORS.host)
  await expect(otherWidget.locator(SELECTORS.visitorBubbles)).toHaveText(['Do you ship?'])
  const old = sentMessages(mock).at(-1)!.visitor_id

  await menuButton(page).click()
  await page.getByRole('menuitem', { name: 'Start a new conversation' }).click()
  // The conversation it ends is kept (the default storage), and the question says where.
  await expect(page.getByRole('alertdialog', { name: 'Start a new conversation? This one will be kept under Earlier conversations.' })).toBeVisible()
  await page.getByRole('button', { name: 'Start new' }).click()
  await expect(widget.visitorMessages).toHaveCount(0)
  await expect(widget.message).toBeFocused()
  // The other tab empties by itself, keeps the visitor's name (no pre-chat form), and sends as the new visitor.
  await expect(otherWidget.locator(SELECTORS.visitorMessages)).toHaveCount(0)
  await expect(otherWidget.locator(SELECTORS.name)).toHaveCount(0)
  await otherWidget.locator(SELECTORS.message).fill('From the other tab')
  await otherWidget.locator(SELECTORS.message).press('Enter')
  await expect(otherWidget.locator(SELECTORS.agentMessages)).toHaveCount(2)
  await widget.say('From the first tab')
  await expect(widget.visitorMessages).toHaveText(['From the other tab', 'From the first tab'])
  await expect(widget.agentMessages).toHaveCount(3)
  const [fromOther, fromFirst] = sentMessages(mock).slice(-2)
  expect(fromOther).toMatchObject({ message: 'From the other tab', visitor_name: 'Ada' })
  expect(fromFirst).toMatchObject({ message: 'From the first tab', visitor_name: 'Ada' })
  expect(fromOther!.visitor_id).not.toBe(old)
  expect(fromFirst!.visitor_id).toBe(fromOther!.visitor_id)
  expect(await page.evaluate(() => localStorage.getItem(Object.keys(localStorage).find((k) => k.endsWith(':visitor'))!))).toBe(fromFirst!.visitor_id)
})

test('the transcript downloads under the strict CSP, with no violation and no request of its own; markup and right-to-left text written as they were', async ({
  page,
  embed,
  widget,
  mock,
}) => {
  const violations = await watchCsp(page)
  const csp = strictCsp(mock.origin)
  await page.goto(
    embed({
      attrs: { 'collect-visitor-name': 'false', name: 'Acme Coffee', 'welcome-message': 'Hi <b>there</b>' },
      headers: { 'Content-Security-Policy': csp },
    }),
  )
  await widget.openAndStart()
  await widget.say('<img src=x onerror=alert(1)> and مرحبا')
  await expect(widget.agentMessages).toHaveCount(2)
  await menuButton(page).click()
  await expect(page.getByRole('menu')).toBeVisible()
  // The menu's chunk has come; the download itself asks for nothing.
  const requests = mock.requests.length
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Download the conversation' }).click()])
  const now = new Date()
  const date = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
  expect(download.suggestedFilename()).toBe(`Acme Coffee ${date}.txt`)
  const text = await readFile(await download.path(), 'utf8')
  const blocks = text.trimEnd().split('\n\n')
  expect(blocks).toHaveLength(2)
  expect(blocks[0]).toMatch(/^\[[^\]]+\] You: <img src=x onerror=alert\(1\)> and مرحبا$/)
  expect(blocks[1]).toMatch(/^\[[^\]]+\] Acme Coffee: /)
  expect(await violations()).toEqual([])
  expect(mock.requests.length).toBe(requests)
})

test('the transcript keeps a reply full of markdown as written, character for character', async ({ page, embed, widget, mock }) => {
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false', name: 'Acme Coffee' } }))
  await widget.openAndStart()
  mock.inject({ fault: 'reply', text: RICH_REPLY, times: 1 })
  await widget.say('When are you open?')
  await expect(widget.agentMessages.last()).toContainText('Opening hours')
  await menuButton(page).click()
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Download the conversation' }).click()])
  const text = await readFile(await download.path(), 'utf8')
  expect(text.endsWith(`] Acme Coffee: ${RICH_REPLY}\n`)).toBe(true)
})
