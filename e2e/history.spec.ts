// Earlier conversations (issue 52) in Chromium and Firefox: three
// conversations, the list opened from the menu (its chunk fetched only
// then), the first continued (the mock receives its old visitor id and files
// the message in its session), one deleted with the confirm step, a reload,
// a second tab following a switch; axe on the list, one conversation and the
// confirm step, light and dark, right to left at 320 px. The WebKit journey:
// e2e/webkit/history.test.ts.
import { SELECTORS } from '../test/selectors'
import { audit } from './audit'
import { expect, test } from './fixtures'
import { sentMessages } from './journeys/sent'
import type { Page } from '@playwright/test'

const menuButton = (page: Page) => page.getByRole('button', { name: 'Conversation options' })
const list = (page: Page) => page.locator(`${SELECTORS.host} .kept-list`)

async function newConversation(page: Page) {
  await menuButton(page).click()
  await page.getByRole('menuitem', { name: 'Start a new conversation' }).click()
  await page.getByRole('button', { name: 'Start new' }).click()
}

async function openList(page: Page) {
  await menuButton(page).click()
  await page.getByRole('menuitem', { name: 'Earlier conversations' }).click()
  await expect(page.getByRole('heading', { name: 'Earlier conversations' })).toBeFocused()
}

test('three conversations: the list, continue the first (its visitor id and session), delete one, reload, a second tab follows', async ({
  page,
  embed,
  widget,
  mock,
  context,
}) => {
  const url = embed({ attrs: { 'collect-visitor-name': 'false' } })
  const chunks: string[] = []
  page.on('request', (r) => {
    const name = /\/(history|menu)-[\w-]+\.js$/.exec(r.url())?.[1]
    if (name) chunks.push(name)
  })
  await page.goto(url)
  await widget.openAndStart()
  const ids: string[] = []
  for (const [i, question] of ['Do you ship?', 'When are you open?', 'Where are you?'].entries()) {
    await widget.say(question)
    await expect(widget.agentMessages).toHaveCount(2)
    ids.push(sentMessages(mock).at(-1)!.visitor_id)
    if (i < 2) await newConversation(page)
  }
  expect(new Set(ids).size).toBe(3)
  // Up to here (replies, menu, new conversations) the list's chunk was never asked for.
  expect(chunks).toEqual(['menu'])

  await openList(page)
  expect(chunks).toEqual(['menu', 'history'])
  const items = list(page).getByRole('button')
  await expect(items).toHaveCount(3)
  await expect(list(page).locator('[aria-current="true"]')).toContainText('Current conversation')
  await expect(items.nth(0)).toContainText('Where are you?')
  await expect(items.nth(1)).toContainText('When are you open?')
  await expect(items.nth(2)).toContainText('Do you ship?')
  await expect(items.nth(2)).toContainText('Messages: 2')

  // A reply shown as the chat showed it (the markdown chunk's rendering), not its markdown source.
  await items.nth(1).click()
  const keptReply = widget.host.locator('.kept .msg.agent .bubble')
  await expect(keptReply.locator('strong').first()).toHaveText('Monday to Friday')
  await expect(keptReply.locator('li')).toHaveCount(3)
  await expect(keptReply).not.toContainText('**')
  await page.getByRole('button', { name: 'Earlier conversations' }).click()
  await expect(items).toHaveCount(3)

  // The first conversation, continued: its visitor id again, in its session.
  await items.nth(2).click()
  await expect(page.getByRole('heading', { level: 3 })).toBeFocused()
  await expect(widget.host.locator('.kept .msg.visitor .bubble')).toHaveText(['Do you ship?'])
  await page.getByRole('button', { name: 'Continue this conversation' }).click()
  await expect(widget.message).toBeFocused()
  await expect(widget.visitorMessages).toHaveText(['Do you ship?'])
  await widget.say('And to Norway?')
  await expect(widget.agentMessages).toHaveCount(3)
  expect(sentMessages(mock).at(-1)).toMatchObject({ message: 'And to Norway?', visitor_id: ids[0] })
  const sessions = mock.service.state.sessions.filter((s) => s.visitor_id === ids[0])
  expect(sessions).toHaveLength(1)
  expect(sessions[0]!.message_count).toBeGreaterThanOrEqual(4)

  // The one that was current went to the list; delete it, after the confirm step.
  await openList(page)
  await expect(items).toHaveCount(3)
  await expect(items.nth(1)).toContainText('Where are you?')
  await items.nth(1).click()
  await page.getByRole('button', { name: 'Delete this conversation' }).click()
  await expect(page.getByRole('alertdialog')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Earlier conversations' })).toBeFocused()
  await expect(items).toHaveCount(2)
  await expect(items.nth(1)).toContainText('When are you open?')

  // A reload keeps them; a second tab follows a switch.
  await page.reload()
  await expect(widget.visitorMessages).toHaveText(['Do you ship?', 'And to Norway?'])
  const other = await context.newPage()
  await other.goto(url)
  const otherHost = other.locator(SELECTORS.host)
  await expect(otherHost.locator(SELECTORS.visitorBubbles)).toHaveText(['Do you ship?', 'And to Norway?'])
  // The first tab in front again (Firefox moves focus only in the tab in front).
  await page.bringToFront()
  await openList(page)
  await expect(items).toHaveCount(2)
  await items.nth(1).click()
  await page.getByRole('button', { name: 'Continue this conversation' }).click()
  await expect(widget.visitorMessages).toHaveText(['When are you open?'])
  await expect(otherHost.locator(SELECTORS.visitorBubbles)).toHaveText(['When are you open?'])
  await otherHost.locator(SELECTORS.message).fill('From the other tab')
  await otherHost.locator(SELECTORS.message).press('Enter')
  await expect(otherHost.locator(SELECTORS.agentMessages)).toHaveCount(3)
  expect(sentMessages(mock).at(-1)).toMatchObject({ message: 'From the other tab', visitor_id: ids[1] })
  await expect(widget.visitorMessages).toHaveText(['When are you open?', 'From the other tab'])
})

for (const [label, locale, viewport] of [
  ['light and dark', 'en', { width: 1280, height: 720 }],
  ['right to left (Arabic) on a 320 px phone', 'ar', { width: 320, height: 640 }],
] as const) {
  test(`axe finds nothing serious in the list, one conversation and the confirm step: ${label}`, async ({ page, embed, widget, forget }) => {
    await page.setViewportSize(viewport)
    for (const scheme of locale === 'en' ? (['light', 'dark'] as const) : (['light'] as const)) {
      await page.emulateMedia({ colorScheme: scheme })
      await forget()
      await page.goto(embed({ attrs: { 'collect-visitor-name': 'false', locale } }))
      await widget.launcher.click()
      const box0 = widget.host.locator(SELECTORS.message)
      const say = async (text: string) => {
        await box0.fill(text)
        await box0.press('Enter')
        await expect(widget.agentMessages).toHaveCount(2)
      }
      await say('Do you ship?')
      const menu = widget.host.locator(SELECTORS.menuButton)
      await menu.click()
      await widget.host.locator('[role=menuitem]').first().click()
      await widget.host.locator('.confirm .start').click()
      await expect(widget.visitorMessages).toHaveCount(0)
      await say('Where are you?')
      await menu.click()
      await widget.host.locator('[role=menuitem]').nth(1).click()
      const items = list(page).getByRole('button')
      await expect(items).toHaveCount(2)
      const size = page.viewportSize()!
      const box = (await widget.host.locator('.history').boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(-0.5)
      expect(box.x + box.width).toBeLessThanOrEqual(size.width + 0.5)
      await audit(page, `${scheme} ${locale}: the list`)
      await items.nth(1).click()
      await expect(widget.host.locator('.kept .msg.visitor')).toHaveCount(1)
      await audit(page, `${scheme} ${locale}: one conversation`)
      await widget.host.locator('.history-actions .delete').click()
      await expect(page.getByRole('alertdialog')).toBeVisible()
      await audit(page, `${scheme} ${locale}: the confirm step`)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('alertdialog')).toHaveCount(0)
      await expect(widget.host.locator('.history-actions .delete')).toBeFocused()
    }
  })
}
