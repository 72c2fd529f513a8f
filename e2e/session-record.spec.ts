// The record a real widget conversation leaves in the service: chat in
// Chromium, then read it back through list-chat-sessions as the site owner.
import { replyTo } from '../mock/replies'
import { expect, KEY, readConversation, test } from './fixtures'

test('list-chat-sessions shows the session a widget conversation left behind', async ({ page, embed, widget, mock }) => {
  const url = embed({ path: '/pricing/plans.html', attrs: { 'collect-visitor-email': 'true' } })
  await page.goto(url + '?coupon=SECRET')
  await widget.openAndStart({ name: 'Ada Lovelace', email: 'ada@example.com' })
  await widget.say('How much is a subscription?')
  await expect(widget.agentMessages).toHaveCount(2)
  await widget.say('When are you open?')
  await expect(widget.agentMessages).toHaveCount(3)
  const visitorId = await page.evaluate((key) => localStorage.getItem(`agent-chat:${key}:visitor`), KEY)
  const { sessionId } = await readConversation(page)

  const token = mock.service.state.accounts[0]!.token
  const response = await fetch(mock.baseUrl + '/list-chat-sessions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ limit: 100 }),
  })
  expect(response.status).toBe(200)
  const { sessions, total } = (await response.json()) as { sessions: Array<Record<string, unknown>>; total: number }
  const mine = sessions.filter((s) => s['visitor_id'] === visitorId)
  expect(mine).toHaveLength(1)
  expect(total).toBeGreaterThanOrEqual(1)
  const session = mine[0]!
  expect(Object.keys(session)).toEqual([
    'id',
    'widget_id',
    'widget_name',
    'visitor_id',
    'visitor_name',
    'visitor_email',
    'status',
    'last_message',
    'last_message_at',
    'message_count',
    'page_url',
    'created_at',
  ])
  expect(session).toMatchObject({
    id: sessionId,
    widget_name: 'Acme Coffee',
    visitor_name: 'Ada Lovelace',
    visitor_email: 'ada@example.com',
    status: 'active',
    message_count: 4,
    page_url: new URL(url).origin + '/pricing/plans.html',
  })
  expect(session['last_message']).toBe(replyTo('When are you open?').slice(0, 200))
  await expect(widget.agentMessages.last()).toContainText('Monday to Friday')
  expect(Date.parse(String(session['last_message_at']))).toBeGreaterThanOrEqual(Date.parse(String(session['created_at'])))

  // The other account sees none of it.
  const other = await fetch(mock.baseUrl + '/list-chat-sessions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${mock.service.state.accounts[1]!.token}` },
    body: '{}',
  })
  const otherBody = (await other.json()) as { sessions: Array<Record<string, unknown>> }
  expect(otherBody.sessions.some((s) => s['visitor_id'] === visitorId)).toBe(false)
})
