// A visitor's conversation: launcher, pre-chat form, composer, the exact
// webhook request, replies, persistence and failures.
import type { Request } from '@playwright/test'
import { SELECTORS } from '../test/selectors'
import { expect, KEY, readConversation, test, webhookBody } from './fixtures'

const WEBHOOK = '**/v1/webhook-chat-message'

function webhookRequests(page: import('@playwright/test').Page): Request[] {
  const list: Request[] = []
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/webhook-chat-message') && list.push(r))
  return list
}

test('launcher: a named button in the primary colour, fixed at the chosen corner', async ({ page, embed, widget }) => {
  await page.goto(embed({ attrs: { 'primary-color': '#0f766e' } }))
  await expect(widget.openButton).toBeVisible()
  await expect(widget.openButton).toHaveAttribute('aria-expanded', 'false')
  await expect(widget.openButton).toHaveCSS('background-color', 'rgb(15, 118, 110)')
  await expect(widget.openButton).toHaveCSS('position', 'fixed')
  const viewport = page.viewportSize()!
  let box = (await widget.openButton.boundingBox())!
  expect(viewport.width - (box.x + box.width)).toBeLessThan(40)
  expect(viewport.height - (box.y + box.height)).toBeLessThan(40)
  // Scrolling the page does not move it.
  await page.goto(embed({ attrs: { position: 'bottom-left' }, body: '<div style="height:3000px">tall</div>' }))
  await page.mouse.wheel(0, 1500)
  await page.waitForTimeout(100)
  box = (await widget.openButton.boundingBox())!
  expect(box.x).toBeLessThan(40)
  expect(viewport.height - (box.y + box.height)).toBeLessThan(40)
})

test('opening shows a dialog named by the widget name with the welcome message', async ({ page, embed, widget }) => {
  await page.goto(embed({ attrs: { name: 'Acme <b>Support</b>', 'welcome-message': 'Welcome to <i>Acme</i>!\nAsk away.', 'collect-visitor-name': 'false' } }))
  await widget.openButton.click()
  const dialog = page.getByRole('dialog', { name: 'Acme <b>Support</b>' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Welcome to <i>Acme</i>!')
  await expect(widget.launcher).toHaveAttribute('aria-expanded', 'true')
  // Config text is text: no markup was created from it.
  expect(await widget.host.locator('b, i:not([aria-hidden])').count()).toBe(0)
  // Focus moved into the panel, to the message box.
  await expect(widget.message).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(widget.dialog).toHaveCount(0)
  await expect(widget.openButton).toBeFocused()
})

test('pre-chat form: name and a validated email, sent with every message', async ({ page, embed, widget }) => {
  const sent = webhookRequests(page)
  await page.goto(embed({ attrs: { 'collect-visitor-email': 'true' } }))
  await widget.openButton.click()
  await expect(widget.name).toBeFocused()
  await expect(widget.message).toHaveCount(0)
  await widget.start.click()
  await expect(widget.name).toHaveAttribute('aria-invalid', 'true')
  await expect(widget.name).toBeFocused()
  await widget.name.fill('Ada Lovelace')
  await widget.email.fill('ada@not-an-email')
  await widget.start.click()
  await expect(widget.email).toHaveAttribute('aria-invalid', 'true')
  await expect(widget.dialog).toContainText('valid email')
  await expect(widget.email).toBeFocused()
  await widget.email.fill('ada@example.com')
  await widget.start.click()
  await expect(widget.message).toBeFocused()
  await widget.say('first')
  await expect(widget.agentMessages).toHaveCount(2)
  await widget.say('second')
  await expect(widget.agentMessages).toHaveCount(3)
  expect(sent.map((r) => [webhookBody(r).visitor_name, webhookBody(r).visitor_email])).toEqual([
    ['Ada Lovelace', 'ada@example.com'],
    ['Ada Lovelace', 'ada@example.com'],
  ])
  // Kept for the visitor: no form after a reload.
  await page.reload()
  await expect(widget.message).toBeVisible()
  await expect(widget.name).toHaveCount(0)
})

test('no form when neither name nor email is collected', async ({ page, embed, widget }) => {
  const sent = webhookRequests(page)
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false', 'collect-visitor-email': 'false' } }))
  await widget.openButton.click()
  await expect(widget.message).toBeFocused()
  await expect(widget.name).toHaveCount(0)
  await widget.say('hi')
  await expect(widget.agentMessages).toHaveCount(2)
  expect(Object.keys(webhookBody(sent[0]!)).sort()).toEqual(['client_message_id', 'message', 'page_url', 'visitor_id', 'widget_key'])
})

test('the exact webhook request: fields, headers, page_url without query or fragment', async ({ page, embed, widget, mock }) => {
  const sent = webhookRequests(page)
  const url = embed({ path: '/shop/product.html' })
  await page.goto(url + '?reset_token=secret123&utm_source=x#access_token=abc')
  await widget.openAndStart({ name: 'Grace' })
  await widget.say('  When are you open?  ')
  await expect(widget.agentMessages.last()).toContainText('Monday')
  expect(sent).toHaveLength(1)
  const request = sent[0]!
  const visitorId = await page.evaluate((key) => localStorage.getItem(`agent-chat:${key}:visitor`), KEY)
  expect(request.url()).toBe(mock.baseUrl + '/webhook-chat-message')
  expect(request.method()).toBe('POST')
  expect(JSON.parse(request.postData()!)).toEqual({
    widget_key: KEY,
    message: 'When are you open?',
    visitor_id: visitorId,
    page_url: new URL(url).origin + '/shop/product.html',
    client_message_id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    visitor_name: 'Grace',
  })
  const headers = await request.allHeaders()
  expect(headers['content-type']).toBe('application/json')
  expect(headers['authorization']).toBeUndefined()
  expect(headers['cookie']).toBeUndefined()
  // What the service actually received.
  const received = mock.requests.find((r) => r.path === '/v1/webhook-chat-message')!
  expect(received.headers['authorization']).toBeUndefined()
  expect(received.headers['content-type']).toBe('application/json')
  expect(received.body).not.toContain('secret123')
})

test('data-page-url="full" sends the whole URL', async ({ page, embed, widget }) => {
  const sent = webhookRequests(page)
  const url = embed({ attrs: { 'page-url': 'full' } }) + '?plan=pro#pricing'
  await page.goto(url)
  await widget.openAndStart({ name: 'Grace' })
  await widget.say('price?')
  await expect(widget.agentMessages).toHaveCount(2)
  expect(webhookBody(sent[0]!).page_url).toBe(url)
})

test('visitor id: v_ + 16 or more URL-safe characters, the same across messages, reloads and pages', async ({ page, embed, widget }) => {
  const sent = webhookRequests(page)
  await page.goto(embed({ path: '/a.html' }))
  await widget.openAndStart({ name: 'Ada' })
  await widget.say('one')
  await expect(widget.agentMessages).toHaveCount(2)
  await widget.say('two')
  await expect(widget.agentMessages).toHaveCount(3)
  await page.reload()
  await widget.say('three')
  await expect(widget.agentMessages).toHaveCount(4)
  await page.goto(embed({ path: '/b.html' }))
  await widget.say('four')
  await expect(widget.agentMessages).toHaveCount(5)
  const ids = sent.map((r) => webhookBody(r).visitor_id)
  expect(ids).toHaveLength(4)
  expect(ids[0]).toMatch(/^v_[A-Za-z0-9_-]{16,}$/)
  expect(new Set(ids).size).toBe(1)
  // A different browser profile is a different visitor.
  const other = await page.context().browser()!.newContext()
  const otherPage = await other.newPage()
  await otherPage.goto(embed({ path: '/c.html' }))
  // A page view without intent stores nothing; the id is made when the panel stage arrives.
  await expect(otherPage.getByRole('button', { name: 'Open chat' })).toBeVisible()
  expect(await otherPage.evaluate(() => Object.keys(localStorage))).toEqual([])
  await otherPage.getByRole('button', { name: 'Open chat' }).hover()
  // Made when the panel stage starts (in an idle task after the hover).
  const readId = () => otherPage.evaluate((key) => localStorage.getItem(`agent-chat:${key}:visitor`), KEY)
  await expect.poll(readId).not.toBeNull()
  const otherId = await readId()
  expect(otherId).toMatch(/^v_[A-Za-z0-9_-]{16,}$/)
  expect(otherId).not.toBe(ids[0])
  await other.close()
})

test('composer: Enter sends, Shift+Enter adds a line, blank is never sent, a message is sent once', async ({ page, embed, widget, mock }) => {
  const sent = webhookRequests(page)
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' } }))
  await widget.openButton.click()
  // Blank: Enter and Send do nothing.
  await widget.message.fill('   \n  ')
  await widget.message.press('Enter')
  await widget.send.click()
  // Shift+Enter: a new line, nothing sent.
  await widget.message.fill('')
  await widget.message.pressSequentially('line one')
  await widget.message.press('Shift+Enter')
  await widget.message.pressSequentially('line two')
  await expect(widget.message).toHaveValue('line one\nline two')
  expect(sent).toHaveLength(0)
  // Hammer Enter and the button: still one request.
  mock.inject({ fault: 'latency', ms: 300 })
  await page.evaluate((s) => {
    const root = document.querySelector(s.host)!.shadowRoot!
    const box = root.querySelector(s.message)!
    const button = root.querySelector<HTMLButtonElement>(s.send)!
    for (let i = 0; i < 5; i++) {
      box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }))
      button.click()
    }
  }, SELECTORS)
  await expect(widget.agentMessages).toHaveCount(2)
  await page.waitForTimeout(400)
  expect(sent).toHaveLength(1)
  expect(webhookBody(sent[0]!).message).toBe('line one\nline two')
  await expect(widget.visitorMessages).toHaveCount(1)
  await expect(widget.message).toHaveValue('')
})

test('typing indicator while waiting; messages go one at a time, in order, while the visitor keeps typing', async ({ page, embed, widget, mock }) => {
  const events: string[] = []
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/webhook-chat-message') && events.push('send:' + webhookBody(r).message))
  page.on('requestfinished', (r) => r.method() === 'POST' && r.url().endsWith('/webhook-chat-message') && events.push('done'))
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' } }))
  await widget.openButton.click()
  mock.inject({ fault: 'latency', ms: 600 })
  await widget.say('hours?')
  await expect(widget.typing).toBeVisible()
  await expect(widget.typing).toHaveText('Agent is typing')
  // The box stays usable while a reply is pending.
  await expect(widget.message).toBeEditable()
  await widget.say('shipping?')
  await widget.say('returns?')
  await expect(widget.visitorMessages).toHaveText(['hours?', 'shipping?', 'returns?'])
  await expect(widget.agentMessages).toHaveCount(4, { timeout: 10_000 })
  await expect(widget.typing).toHaveCount(0)
  expect(events).toEqual(['send:hours?', 'done', 'send:shipping?', 'done', 'send:returns?', 'done'])
  await expect(widget.agentMessages.nth(1)).toContainText('Monday')
  await expect(widget.agentMessages.nth(2)).toContainText('ship')
  await expect(widget.agentMessages.nth(3)).toContainText('returned')
})

test('replies are rendered as text with line breaks kept', async ({ page, embed, widget }) => {
  const hostile = 'Line <b>one</b>\n<img src=x onerror="window.__pwned=1">\n<script>window.__pwned=2</script>[x](javascript:alert(1))'
  await page.route(WEBHOOK, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify({ session_id: 's-1', aiResponse: hostile, aiMessageId: 'm-1' }),
    }),
  )
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' } }))
  await widget.openButton.click()
  await widget.say('<img src=y onerror="window.__pwned=3">')
  const bubble = widget.agentMessages.last()
  await expect(bubble).toContainText('<img src=x onerror=')
  // Every line of the reply is there, as text, on its own line.
  expect((await bubble.innerText()).split('\n')).toEqual(hostile.split('\n'))
  await expect(widget.visitorMessages.last()).toContainText('<img src=y')
  expect(await widget.host.locator('img, script, a, b').count()).toBe(0)
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
})

test('conversation, visitor details and open state persist across reloads and pages', async ({ page, embed, widget }) => {
  await page.goto(embed({ path: '/home.html', attrs: { 'collect-visitor-email': 'true' } }))
  await widget.openAndStart({ name: 'Ada', email: 'ada@example.com' })
  await widget.say('When are you open?')
  await expect(widget.agentMessages).toHaveCount(2)
  // The reply's Copy button comes with the copy chunk, a moment after the
  // reply (and after a restore): compared once it is there on both sides.
  await expect(widget.host.locator(SELECTORS.copy).last()).toBeAttached()
  const before = await widget.log.innerText()
  await page.reload()
  await expect(widget.dialog).toBeVisible()
  await expect.poll(() => widget.log.innerText()).toBe(before)
  // Restoring the open panel does not steal focus from the page.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
  await page.goto(embed({ path: '/other.html', attrs: { 'collect-visitor-email': 'true' } }))
  await expect(widget.dialog).toBeVisible()
  await expect(widget.visitorMessages).toHaveText(['When are you open?'])
  await expect(widget.agentMessages.last()).toContainText('Monday')
  const stored = await readConversation(page)
  expect(stored.visitorName).toBe('Ada')
  expect(stored.visitorEmail).toBe('ada@example.com')
  expect(stored.sessionId).toMatch(/^[0-9a-f-]{36}$/)
  const reply = stored.messages.find((m) => m.role === 'agent')!
  expect(reply.id).toMatch(/^[0-9a-f-]{36}$/) // the service's aiMessageId
  expect(reply.sessionId).toBe(stored.sessionId)
  expect(Date.parse(reply.at)).not.toBeNaN()
  // Closing persists too.
  await widget.launcher.click()
  await expect(widget.dialog).toHaveCount(0)
  await page.reload()
  await expect(widget.openButton).toBeVisible()
  await expect(widget.dialog).toHaveCount(0)
})

test('stored history is capped', async ({ page, embed, widget }) => {
  await page.addInitScript((key) => {
    if (sessionStorage.getItem('seeded')) return
    sessionStorage.setItem('seeded', '1')
    const messages = Array.from({ length: 450 }, (_, i) => ({
      id: 'm' + i,
      role: i % 2 ? 'agent' : 'visitor',
      text: 'message ' + i,
      at: new Date(2026, 0, 1, 0, i).toISOString(),
      status: 'sent',
    }))
    localStorage.setItem(`agent-chat:${key}:conversation`, JSON.stringify({ v: 1, open: true, started: true, messages }))
    localStorage.setItem(`agent-chat:${key}:ui`, JSON.stringify({ open: true, unread: 0, outbox: 0 }))
  }, KEY)
  await page.goto(embed())
  await expect(widget.dialog).toBeVisible()
  // 200 kept of 450; the newest 20 rows in the DOM (the bounded view).
  await expect(widget.visitorMessages).toHaveCount(10)
  await expect(widget.visitorMessages.last()).toHaveText('message 448')
  await widget.say('newest')
  await expect(widget.host.locator(SELECTORS.visitorMessages).last()).toHaveAttribute('data-status', 'sent')
  const count = (await readConversation(page)).messages.length
  expect(count).toBe(200)
  await expect(widget.visitorMessages.last()).toHaveText('newest')
})

test('an unreachable service shows the offline message; Retry delivers the message later', async ({ page, embed, widget }) => {
  await page.route(WEBHOOK, (route) => route.abort('connectionrefused'))
  await page.goto(embed({ attrs: { 'offline-message': 'We are away. Leave a message!' } }))
  await widget.openAndStart({ name: 'Ada' })
  await widget.say('anyone there?')
  await expect(widget.notices.last()).toHaveText('We are away. Leave a message!')
  // Failed once the automatic retries (1 s, 2 s, 4 s steps with jitter: 3.5 to 7 s) are spent.
  await expect(widget.host.locator(SELECTORS.visitorMessages)).toHaveAttribute('data-status', 'failed', { timeout: 15_000 })
  await page.unroute(WEBHOOK)
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(widget.agentMessages).toHaveCount(2)
  await expect(widget.host.locator(SELECTORS.visitorMessages)).toHaveAttribute('data-status', 'sent')
})

test('a 5xx shows the offline message, and the retry gets the reply; a refused widget key shows an error; the next message works', async ({
  page,
  embed,
  widget,
  mock,
}) => {
  await page.goto(embed())
  await widget.openAndStart({ name: 'Ada' })
  mock.inject({ fault: 'status', status: 503, times: 1 })
  await widget.say('first')
  await expect(widget.notices.last()).toHaveText("Leave a message and we'll get back to you.")
  await widget.say('second')
  // 'first' is answered after its automatic retry, then 'second'.
  await expect(widget.agentMessages).toHaveCount(3)
  await expect(widget.host.locator(`${SELECTORS.visitorMessages}[data-status="sent"]`)).toHaveCount(2)
  await page.goto(embed({ attrs: { 'widget-key': 'wgt_unknown_key' } }))
  await widget.openAndStart({ name: 'Ada' })
  await widget.say('hello?')
  await expect(widget.notices.last()).toHaveText('Sorry, something went wrong. Please try again.')
})
