import { expect, test } from './fixtures'

test('smoke: open, start, send, reply', async ({ page, embed, widget }) => {
  await page.goto(embed())
  await expect(widget.openButton).toBeVisible()
  await page.screenshot({ path: 'test-results/shots/closed.png' })
  await widget.openAndStart({ name: 'Ada' })
  await page.screenshot({ path: 'test-results/shots/open.png' })
  await widget.say('When are you open?')
  await expect(widget.agentMessages.last()).toContainText('Monday to Friday')
  await page.screenshot({ path: 'test-results/shots/reply.png' })
})
