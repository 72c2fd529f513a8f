// The site's own elements and links open the chat (docs/embedding.md,
// "Opening the chat from your own elements"): data-agent-chat="open" / "send"
// with data-agent-chat-message, elements added after the widget started,
// #agent-chat (=<text>) on load and on hashchange, the keyboard on the site's
// button, focus back to it on close, and the warning for an unknown value.
import { expect, test, type EmbedOptions } from './fixtures'

const SITE = `<main><h1>Orders</h1>
<button type="button" id="ask" data-agent-chat="open">Chat with us</button>
<a href="/contact" id="order" data-agent-chat="open" data-agent-chat-message="Where is my order?">Ask about my order</a>
<button type="button" id="track" data-agent-chat="send" data-agent-chat-message="Track order 42">Track order 42</button>
<button type="button" id="bogus" data-agent-chat="bogus">Bogus</button>
<a href="#agent-chat" id="hash-link">Help</a></main>`

const page = (options: EmbedOptions = {}): EmbedOptions => ({ body: SITE, ...options, attrs: { 'collect-visitor-name': 'false', ...options.attrs } })

test('open and a message from the site’s elements, one added after the widget started; a link with a fallback stays on the page', async ({
  page: p,
  embed,
  widget,
}) => {
  const url = embed(page())
  await p.goto(url)
  await expect(widget.launcher).toBeVisible()
  await p.locator('#ask').click()
  await expect(widget.dialog).toBeVisible()
  await expect(widget.message).toHaveValue('')
  await widget.page.keyboard.press('Escape')
  await expect(widget.dialog).toHaveCount(0)

  await p.locator('#order').click()
  await expect(widget.message).toHaveValue('Where is my order?')
  expect(p.url()).toBe(url)
  await widget.page.keyboard.press('Escape')

  // Added by the site's script after the widget started: no wiring needed.
  await p.evaluate(() => {
    const later = document.createElement('button')
    later.id = 'later'
    later.textContent = 'Later question'
    later.dataset['agentChat'] = 'open'
    later.dataset['agentChatMessage'] = 'Added later'
    document.querySelector('main')!.append(later)
  })
  await p.locator('#later').click()
  await expect(widget.message).toHaveValue('Added later')
  await expect(widget.visitorMessages).toHaveCount(0)
})

test('send with a message opens the chat and the message reaches the service', async ({ page: p, embed, widget, mock }) => {
  await p.goto(embed(page()))
  await expect(widget.launcher).toBeVisible()
  await p.locator('#track').click()
  await expect(widget.dialog).toBeVisible()
  await expect(widget.visitorMessages).toHaveText(['Track order 42'])
  // What reached the service, as it arrives there: the last agent row on screen may be the welcome message.
  const sent = () => mock.requests.filter((r) => r.path === '/v1/webhook-chat-message').map((r) => (JSON.parse(r.body) as { message: string }).message)
  await expect.poll(sent).toEqual(['Track order 42'])
  await expect(widget.agentMessages.last()).toBeVisible()
})

test('#agent-chat on load opens the chat without taking focus and leaves the address clean', async ({ page: p, embed, widget }) => {
  const url = embed(page())
  await p.goto(url + '#agent-chat')
  await expect(widget.dialog).toBeVisible()
  await expect(widget.message).toBeVisible()
  await expect(p).toHaveURL(url)
  expect(await p.evaluate(() => document.activeElement === document.body)).toBe(true)
})

test('#agent-chat on hashchange opens the chat, again from the same link; #agent-chat=<text> places the text, as text', async ({ page: p, embed, widget }) => {
  await p.goto(embed(page()))
  await expect(widget.launcher).toBeVisible()
  await p.locator('#hash-link').click()
  await expect(widget.dialog).toBeVisible()
  await expect(widget.message).toBeFocused()
  await widget.page.keyboard.press('Escape')
  await expect(widget.dialog).toHaveCount(0)
  await p.locator('#hash-link').click()
  await expect(widget.dialog).toBeVisible()
  await widget.page.keyboard.press('Escape')

  const markup = '<img src=x onerror="window.hacked=1"><b>Où est ma commande ?</b>'
  await p.evaluate((text) => (location.hash = 'agent-chat=' + encodeURIComponent(text)), markup)
  await expect(widget.message).toHaveValue(markup)
  expect(await p.locator('agent-chat-widget img, agent-chat-widget b').count()).toBe(0)
  expect(await p.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined()
})

test('#agent-chat=<text> on load places the text; a malformed %-sequence warns and opens without it', async ({
  page: p,
  embed,
  widget,
  consoleMessages,
  forget,
}) => {
  const url = embed(page())
  await p.goto(url + '#agent-chat=Hello%20there')
  await expect(widget.message).toHaveValue('Hello there')
  // A new visitor: the text left in the box above would come back as the draft.
  await forget()
  await p.goto(url + '#agent-chat=100%zz')
  await expect(widget.dialog).toBeVisible()
  await expect(widget.message).toHaveValue('')
  await expect.poll(() => consoleMessages.filter((m) => m.type() === 'warning' && m.text().includes('malformed %-sequence')).length).toBe(1)
})

test('the keyboard on the site’s button works as a click; focus goes back to it on Escape and on the close button; its own semantics kept', async ({
  page: p,
  embed,
  widget,
}) => {
  await p.goto(embed(page()))
  await expect(widget.launcher).toBeVisible()
  const ask = p.getByRole('button', { name: 'Chat with us' })
  const before = await ask.evaluate((el) => el.outerHTML)

  await ask.focus()
  await p.keyboard.press('Enter')
  await expect(widget.message).toBeFocused()
  await p.keyboard.press('Escape')
  await expect(widget.dialog).toHaveCount(0)
  await expect(ask).toBeFocused()

  await p.keyboard.press('Space')
  await expect(widget.message).toBeFocused()
  await p.getByRole('button', { name: 'Close chat' }).first().click()
  await expect(widget.dialog).toHaveCount(0)
  await expect(ask).toBeFocused()

  // The widget adds nothing to the site's element: it is still the site's button, named by its text.
  expect(await ask.evaluate((el) => el.outerHTML)).toBe(before)
  await expect(ask).toHaveAccessibleName('Chat with us')
})

test('data-agent-chat="bogus" is ignored with one warning, however often it is clicked', async ({ page: p, embed, widget, consoleMessages }) => {
  await p.goto(embed(page()))
  await expect(widget.launcher).toBeVisible()
  for (let i = 0; i < 3; i++) await p.locator('#bogus').click()
  await expect.poll(() => consoleMessages.filter((m) => m.text().includes('data-agent-chat="bogus"')).length).toBe(1)
  await p.locator('#bogus').click()
  await expect(widget.dialog).toHaveCount(0)
  const warnings = consoleMessages.filter((m) => m.text().includes('data-agent-chat="bogus"'))
  expect(warnings.map((m) => [m.type(), m.text()])).toEqual([['warning', '[agent-chat] data-agent-chat="bogus" is ignored: the values are open and send']])
})

test('inline (data-container): the site’s button places its message in the inline panel’s box, focus there', async ({ page: p, embed, widget }) => {
  const body = `<main><button type="button" id="ask" data-agent-chat="open" data-agent-chat-message="Inline question">Ask</button>
<section id="help"></section></main>`
  await p.goto(embed({ body, head: '<style>#help { width: 360px; height: 500px }</style>', attrs: { 'collect-visitor-name': 'false', container: '#help' } }))
  await expect(widget.message).toBeVisible()
  await p.locator('#ask').click()
  await expect(widget.message).toHaveValue('Inline question')
  await expect(widget.message).toBeFocused()
})
