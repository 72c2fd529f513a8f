// The AI disclosure (data-ai-notice, on by default), in Chromium: the line
// under the header is on screen as the panel opens, before the first message
// and while the conversation shows, passes axe, and data-ai-notice="off"
// removes it and the replies' hidden "AI assistant" prefix.
import { audit } from './audit'
import { expect, test } from './fixtures'

const NOTICE = "You're chatting with an AI assistant. It can make mistakes."

test('the AI notice is visible when the panel opens, stays with the conversation, and passes axe (light, dark, right to left)', async ({
  page,
  embed,
  widget,
}) => {
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' } }))
  await widget.openButton.click()
  const notice = widget.host.locator('[part="ai-notice"]')
  await expect(notice).toBeVisible()
  await expect(notice).toHaveText(NOTICE)
  await audit(page, 'AI notice, light')
  await widget.say('When are you open?')
  await expect(widget.agentMessages.last()).toContainText('Monday')
  await expect(notice).toBeVisible()
  // The reply is read as the AI assistant's.
  await expect(widget.host.locator('[part~="message-agent"]:not([part~="welcome"]) > .sr-only').last()).toHaveText(/, AI assistant: $/)
  await audit(page, 'AI notice with a conversation')

  for (const attrs of [{ theme: 'dark' }, { locale: 'ar' }]) {
    // A fresh visitor: the last page's open panel is not restored (the launcher would close it).
    await page.evaluate(() => localStorage.clear())
    await page.goto(embed({ attrs: { 'collect-visitor-name': 'false', ...attrs } }))
    await widget.launcher.click()
    await expect(notice).toBeVisible()
    await audit(page, `AI notice, ${JSON.stringify(attrs)}`)
  }
})

test('data-ai-notice="off" hides the notice and the replies\' AI prefix', async ({ page, embed, widget }) => {
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false', 'ai-notice': 'off' } }))
  await widget.openButton.click()
  await expect(widget.dialog).toBeVisible()
  await expect(widget.host.locator('[part="ai-notice"]')).toHaveCount(0)
  await widget.say('When are you open?')
  await expect(widget.agentMessages.last()).toContainText('Monday')
  await expect(widget.dialog).not.toContainText('AI assistant')
})
