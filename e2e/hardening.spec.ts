// The widget inside hostile or unusual host pages: hostile replies, broken
// storage, patched globals, aggressive CSS, a strict CSP, pages that embed
// twice or navigate with the history API.
import type { Page, Request } from '@playwright/test'
import { HOSTILE_REPLIES } from '../test/helpers/hostile-replies'
import { SELECTORS } from '../test/selectors'
import { expect, KEY, readConversation, strictCsp, test, watchCsp, webhookBody } from './fixtures'

const FORBIDDEN = 'img, iframe, frame, script, style, link, svg, math, object, embed, video, audio, source, picture, form, input[type=image], meta, base'

async function shadowFacts(page: Page) {
  return page.evaluate(
    ([forbidden, s]) => {
      const root = document.querySelector(s.host)!.shadowRoot!
      const attrs: string[] = []
      // Reply content only: the widget's own chrome has an svg icon and a form.
      root.querySelectorAll(`${s.markdown}, ${s.markdown} *`).forEach((el) => {
        for (const a of Array.from(el.attributes)) if (a.name.startsWith('on')) attrs.push(el.tagName + '@' + a.name)
      })
      return {
        forbidden: Array.from(root.querySelectorAll(s.markdown)).flatMap((md) => Array.from(md.querySelectorAll(forbidden)).map((e) => e.tagName)),
        handlers: attrs,
        links: Array.from(root.querySelectorAll(`${s.markdown} a`)).map((a) => ({
          href: a.getAttribute('href'),
          target: a.getAttribute('target'),
          rel: a.getAttribute('rel'),
        })),
      }
    },
    [FORBIDDEN, SELECTORS] as const,
  )
}

function requestsAfter(page: Page): Request[] {
  const list: Request[] = []
  page.on('request', (r) => list.push(r))
  return list
}

test('hostile replies render as text and links, never run or fetch anything', async ({ page, embed, widget, mock }) => {
  let dialogs = 0
  page.on('dialog', (d) => {
    dialogs++
    void d.dismiss()
  })
  const attacker: string[] = []
  await page.route('https://attacker.example/**', (route) => {
    attacker.push(route.request().url())
    return route.abort()
  })
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' } }))
  await widget.openButton.click()
  // The panel has arrived (its chunk was fetched on the click) before the
  // requests are counted: on a busy machine the chunk's request could
  // otherwise be reported after the click returned.
  await expect(widget.message).toBeVisible()
  mock.inject(...HOSTILE_REPLIES.map((text, i) => ({ fault: 'reply' as const, text, times: 1, message_includes: `attack ${i}.` })))
  const requests = requestsAfter(page)
  for (let i = 0; i < HOSTILE_REPLIES.length; i++) {
    await widget.say(`attack ${i}.`)
    await expect(widget.agentMessages).toHaveCount(i + 2)
  }
  await page.waitForTimeout(300)
  const facts = await shadowFacts(page)
  expect(facts.forbidden).toEqual([])
  expect(facts.handlers).toEqual([])
  // Images became links; links only to http(s) and with the safe rel.
  expect(facts.links.length).toBeGreaterThanOrEqual(2)
  for (const link of facts.links) {
    expect(link.href).toMatch(/^https?:/)
    expect(link.target).toBe('_blank')
    expect(link.rel).toBe('noopener noreferrer nofollow ugc')
  }
  // Raw HTML is visible as text.
  await expect(widget.agentMessages.nth(1)).toHaveText('<script>window.__pwned = 1</script>')
  await expect(widget.agentMessages.nth(7)).toHaveText('[click](javascript:window.__pwned=5)')
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
  expect(dialogs).toBe(0)
  expect(attacker).toEqual([])
  // Nothing but the webhook calls left the page while rendering, and the
  // widget's own copy chunk from its origin, which comes with the first reply
  // there is to copy (src/copy/): once, whatever the replies said.
  const others = requests.filter((r) => new URL(r.url()).pathname !== '/v1/webhook-chat-message')
  expect(others.map((r) => r.url())).toEqual([expect.stringMatching(new RegExp(`^${mock.origin}/copy-[\\w-]+\\.js$`))])
})

test('replies in markdown: lists, bold, links and bare URLs as elements', async ({ page, embed, widget }) => {
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' } }))
  await widget.openButton.click()
  await widget.say('When are you open?')
  const hours = widget.agentMessages.last()
  await expect(hours.locator('ul > li')).toHaveCount(3)
  await expect(hours.locator('li strong').first()).toHaveText('Monday to Friday')
  await widget.say('How much is a subscription?')
  const plan = widget.agentMessages.last()
  await expect(plan.locator('ol > li')).toHaveCount(2)
  const link = plan.getByRole('link', { name: 'your account page' })
  await expect(link).toHaveAttribute('href', 'https://acme-coffee.example/account')
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc')
  await widget.say('Do you ship?')
  const bare = widget.agentMessages.last().getByRole('link', { name: 'https://acme-coffee.example/shipping' })
  await expect(bare).toHaveAttribute('href', 'https://acme-coffee.example/shipping')
  await widget.say('Can I talk to a human?')
  await expect(widget.agentMessages.last().locator('code')).toHaveText('support@acme-coffee.example')
  // The visitor's own markdown stays text.
  await widget.say('**not bold** [x](https://example.com)')
  await expect(widget.visitorMessages.last()).toHaveText('**not bold** [x](https://example.com)')
  expect(await widget.visitorMessages.last().locator('strong, a').count()).toBe(0)
})

for (const fault of ['malformed', 'empty', 'huge'] as const) {
  test(`a ${fault} response shows an error on that message, and the next message works`, async ({ page, embed, widget, mock }) => {
    await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' } }))
    await widget.openButton.click()
    mock.inject({ fault, times: 1 })
    await widget.say('first')
    await expect(widget.notices.last()).toHaveText(/^Sorry, .+ Please try again\.$/)
    await expect(widget.host.locator(SELECTORS.visitorMessages).last()).toHaveAttribute('data-status', 'failed')
    await widget.say('hello')
    await expect(widget.agentMessages.last()).toContainText('Hello!')
    await expect(widget.host.locator(SELECTORS.visitorMessages).last()).toHaveAttribute('data-status', 'sent')
  })
}

test('blocked localStorage (throws on access): the widget still chats', async ({ page, embed, widget }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
  })
  await page.goto(embed())
  await widget.chatOnce()
})

test('a full localStorage (QuotaExceededError): the widget still chats', async ({ page, embed, widget }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
  })
  await page.goto(embed())
  await widget.chatOnce()
  await widget.say('Do you ship?')
  await expect(widget.agentMessages.last()).toContainText('ship')
})

test('corrupt data under our keys is reset and the widget chats', async ({ page, embed, widget }) => {
  await page.addInitScript((key) => {
    if (sessionStorage.getItem('seeded')) return
    sessionStorage.setItem('seeded', '1')
    localStorage.setItem(`agent-chat:${key}:conversation`, '{"v":1,"messages":[{"id":')
    localStorage.setItem(`agent-chat:${key}:visitor`, '<script>alert(1)</script>')
  }, KEY)
  const sent: Request[] = []
  page.on('request', (r) => r.url().endsWith('/webhook-chat-message') && r.method() === 'POST' && sent.push(r))
  await page.goto(embed())
  await widget.chatOnce()
  expect(webhookBody(sent[0]!).visitor_id).toMatch(/^v_[A-Za-z0-9_-]{22}$/)
  const stored = await readConversation(page)
  expect(Array.isArray(stored.messages)).toBe(true)
  expect(stored.messages).toHaveLength(2)
})

test('pages that patch globals: prototype.js toJSON, polluted Object.prototype, a wrapped fetch', async ({ page, embed, widget }) => {
  const sent: Request[] = []
  page.on('request', (r) => r.url().endsWith('/webhook-chat-message') && r.method() === 'POST' && sent.push(r))
  const url = embed({
    before: `<script>
      // prototype.js 1.6 style
      Array.prototype.toJSON = function () { return 'not an array' };
      Object.prototype.visitor_name = 'Mallory';
      Object.prototype.visitorName = 'Mallory';
      Object.prototype.client_message_id = 'polluted';
      var realFetch = window.fetch;
      window.__wrappedCalls = [];
      window.fetch = function (input, init) { window.__wrappedCalls.push(String(input)); return realFetch.call(this, input, init) };
    </script>`,
  })
  await page.goto(url)
  await widget.openButton.click()
  await widget.name.fill('Ada')
  await widget.start.click()
  await widget.say('When are you open?')
  await expect(widget.agentMessages.last()).toContainText('Monday')
  await widget.say('Do you ship?')
  await expect(widget.agentMessages.last()).toContainText('ship')
  const body = webhookBody(sent[1]!)
  expect(Object.keys(body).sort()).toEqual(['client_message_id', 'message', 'page_url', 'visitor_id', 'visitor_name', 'widget_key'])
  expect(body.visitor_name).toBe('Ada')
  expect(body.client_message_id).not.toBe('polluted')
  const stored = await page.evaluate((key) => {
    const raw = localStorage.getItem(`agent-chat:${key}:conversation`)!
    // Parse without the page's patches in the way.
    return JSON.parse(raw) as { messages: unknown; visitorName: string }
  }, KEY)
  expect(Array.isArray(stored.messages)).toBe(true)
  expect((stored.messages as unknown[]).length).toBe(4)
  expect(stored.visitorName).toBe('Ada')
  // The page's own patches are still in place afterwards.
  expect(await page.evaluate(() => (Array.prototype as unknown as { toJSON: () => string }).toJSON.call([]))).toBe('not an array')
  // Both messages went through the page's fetch, and so did the files fetched ahead at idle (the panel's and its life's), when it came before the click.
  const calls = await page.evaluate(() => (window as unknown as { __wrappedCalls: string[] }).__wrappedCalls)
  expect(calls.filter((u) => u.endsWith('/webhook-chat-message'))).toHaveLength(2)
  expect(calls.filter((u) => !u.endsWith('/webhook-chat-message')).every((u) => /\/(panel|life)-[\w-]+\.js$/.test(u))).toBe(true)
  // A reload reads the history back correctly.
  await page.reload()
  await expect(widget.visitorMessages).toHaveText(['When are you open?', 'Do you ship?'])
})

test('hostile host CSS: the widget looks exactly the same', async ({ page, embed, widget, forget }) => {
  await page.clock.setFixedTime(new Date('2026-03-02T10:15:00Z'))
  const hostile = `<style>
    * { font-size: 44px !important; letter-spacing: 6px !important; line-height: 3 !important; }
    div, button { display: none !important; }
    html { font-size: 62.5%; direction: rtl; }
    body { direction: rtl; text-align: right; color: red; font-family: "Comic Sans MS", cursive; }
    agent-chat-widget { transform: scale(0.5); }
    html > agent-chat-widget, body agent-chat-widget { display: none !important; letter-spacing: 9px !important; width: 300px !important; }
  </style>`
  const shoot = async (head: string) => {
    await forget()
    await page.goto(embed({ head, body: '<main><p>host</p></main>' }))
    await widget.openAndStart({ name: 'Ada' })
    await widget.say('How much is a subscription?')
    await expect(widget.agentMessages.last().locator('ol > li')).toHaveCount(2)
    // The reply as it stays: with its Copy button, which the copy chunk adds when it arrives (sooner on the second load, from the cache).
    await expect(widget.host.locator(SELECTORS.copy)).toHaveCount(1)
    await widget.message.blur()
    // The panel itself, inset past its rounded corners (where the host page shows through).
    const box = (await widget.dialog.boundingBox())!
    const inset = 12
    return {
      box,
      shot: await page.screenshot({
        clip: { x: box.x + inset, y: box.y + inset, width: box.width - 2 * inset, height: box.height - 2 * inset },
        animations: 'disabled',
      }),
    }
  }
  const clean = await shoot('')
  const attacked = await shoot(hostile)
  expect(attacked.box).toEqual(clean.box)
  expect(attacked.shot.equals(clean.shot)).toBe(true)
})

test('a strict CSP: only script-src and connect-src for the widget origin, no inline, no eval', async ({ page, embed, widget, mock }) => {
  const violations = await watchCsp(page)
  const csp = strictCsp(mock.origin)
  await page.goto(embed({ headers: { 'Content-Security-Policy': csp } }))
  await widget.chatOnce()
  await widget.say('How much is a subscription?')
  await expect(widget.agentMessages.last().locator('ol > li')).toHaveCount(2)
  // Styles applied (the launcher is round and coloured), with no style-src at all.
  await expect(widget.launcher).toHaveCSS('border-radius', '99px')
  await expect(widget.launcher).toHaveCSS('background-color', 'rgb(99, 102, 241)')
  await page.reload()
  await expect(widget.visitorMessages).toHaveCount(2)
  expect(await violations()).toEqual([])
})

/** Adds a script element for the loader at `src` with the page's widget key, as a tag manager might, and waits until it ran. */
function runLoader(page: Page, src: string, key = KEY) {
  return page.evaluate(
    ({ src, key }) => {
      const s = document.createElement('script')
      s.src = src
      s.dataset['widgetKey'] = key
      document.body.appendChild(s)
      return new Promise((resolve) => (s.onload = resolve))
    },
    { src, key },
  )
}

test('the embed pasted twice and the loader run twice: one widget, one conversation, and nothing said (it is the same embed)', async ({
  page,
  embed,
  widget,
  mock,
  consoleMessages,
}) => {
  const sent: Request[] = []
  page.on('request', (r) => r.url().endsWith('/webhook-chat-message') && r.method() === 'POST' && sent.push(r))
  const url = embed({ before: `<script src="${mock.origin}/loader.js" data-widget-key="${KEY}" async></script>` })
  await page.goto(url)
  await widget.chatOnce()
  // Run the loader once more, as a tag manager might.
  await runLoader(page, `${mock.origin}/loader.js`)
  await page.waitForTimeout(300)
  expect(await page.locator(SELECTORS.host).count()).toBe(1)
  expect(sent).toHaveLength(1)
  expect(consoleMessages.filter((m) => m.type() === 'warning' || m.type() === 'error')).toEqual([])
})

test('a second embed at the corner the first floats at is not shown, said once naming both keys however often it runs; the same key from another loader is ignored, said once', async ({
  page,
  embed,
  widget,
  mock,
  consoleMessages,
}) => {
  // The other widget's tag comes before the page's embed: it is the page's first widget, whichever of the two async tags runs first.
  const url = embed({ before: `<script src="${mock.origin}/loader.js" data-widget-key="wgt_another_widget" async></script>` })
  await page.goto(url)
  await expect(widget.launcher).toHaveCount(1)
  const warned = () => consoleMessages.filter((m) => m.type() === 'warning').map((m) => m.text())
  const notShown = `[agent-chat] ${KEY} is not shown: wgt_another_widget already floats at bottom-right. Place it inline (data-container) or at the other corner (data-position)`
  await expect.poll(warned).toEqual([notShown])
  // The refused embed run again from another loader URL: nothing more said.
  await runLoader(page, `${mock.origin}/loader.js?from=another-tag`)
  // The first widget's key from another loader URL: ignored, said once.
  await runLoader(page, `${mock.origin}/loader.js?from=another-tag`, 'wgt_another_widget')
  await expect.poll(warned).toEqual([notShown, '[agent-chat] already loaded on this page; the second embed is ignored'])
  expect(await page.locator(SELECTORS.host).count()).toBe(1)
})

test('single-page navigation with the history API keeps one widget and reports the new page', async ({ page, embed, widget }) => {
  const sent: Request[] = []
  page.on('request', (r) => r.url().endsWith('/webhook-chat-message') && r.method() === 'POST' && sent.push(r))
  await page.goto(embed({ path: '/app/home' }))
  await widget.chatOnce()
  await page.evaluate(() => {
    history.pushState({}, '', '/app/pricing?tab=2')
    document.querySelector('main')!.innerHTML = '<h1>Pricing</h1>'
  })
  await widget.say('Do you ship?')
  await expect(widget.agentMessages.last()).toContainText('ship')
  await page.goBack()
  expect(await page.locator(SELECTORS.host).count()).toBe(1)
  expect(sent.map((r) => new URL(webhookBody(r).page_url).pathname)).toEqual(['/app/home', '/app/pricing'])
})

test('back/forward navigation restores one widget with the conversation', async ({ page, embed, widget, host }) => {
  await page.goto(embed({ path: '/bf/one.html' }))
  await widget.chatOnce()
  await page.goto(host.set('/bf/two.html', { html: '<!doctype html><title>two</title><p>no widget here</p>' }))
  await page.goBack()
  await expect(widget.dialog).toBeVisible()
  expect(await page.locator(SELECTORS.host).count()).toBe(1)
  await expect(widget.visitorMessages).toHaveText(['When are you open?'])
  await page.goForward()
  await page.goBack()
  // The page may load afresh (no-store pages skip the back/forward cache):
  // wait for the widget, then make sure no second one follows.
  await expect(page.locator(SELECTORS.host)).toHaveCount(1)
  await expect(widget.visitorMessages).toHaveText(['When are you open?'])
  await page.waitForTimeout(300)
  expect(await page.locator(SELECTORS.host).count()).toBe(1)
})
