// Several agents on one page, in Chromium and Firefox: a sales agent in the
// corner (the page's embed) and a support agent inline on the help page (a
// second embed tag with its own key from create-chat-widget and
// data-container). Nothing crosses between them: each message shows in its
// own widget only and carries its own key; a reload restores both; a second
// tab follows both; AgentChat.widget(key), the stub's form and the site's
// elements address the one they name; the first embed tag's widget is the
// page's first, whichever tag's loader runs first.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { SELECTORS } from '../test/selectors'
import { sha384 } from '../scripts/integrity'
import { countTones, createWidget, expect, KEY, strictCsp, test, watchCsp, type EmbedOptions } from './fixtures'
import type { MockServer } from '../mock/server'

/** The help page: its text, the support agent's container, the support agent's embed; the sales agent's embed is the page's own. */
function twoAgents(mock: MockServer, support: string): EmbedOptions {
  return {
    attrs: { name: 'Sales', 'collect-visitor-name': 'false' },
    body: `<main><h1>Help</h1><button id="ask-support" data-agent-chat="open" data-agent-chat-widget="${support}">Ask support</button>
<section id="support-chat" style="width:380px;height:520px"></section></main>
<script src="${mock.origin}/loader.js" data-widget-key="${support}" data-name="Support" data-container="#support-chat" data-collect-visitor-name="false" async></script>`,
  }
}

const sales = (page: Page) => page.locator(`html > ${SELECTORS.host}`)
const support = (page: Page) => page.locator(`#support-chat ${SELECTORS.host}`)
const bubbles = (widget: ReturnType<typeof sales>) => widget.locator(SELECTORS.visitorBubbles)

/** Sends `text` from a widget's message box and waits for its reply. */
async function say(widget: ReturnType<typeof sales>, text: string) {
  const box = widget.locator(SELECTORS.message)
  await box.fill(text)
  await box.press('Enter')
  await expect(widget.locator(SELECTORS.agentMessages).last()).toContainText('')
  await expect(bubbles(widget).last()).toHaveText(text)
}

test('a corner widget and an inline one: nothing crosses, each request carries its own key, a reload restores both, a second tab follows both', async ({
  page,
  embed,
  mock,
  context,
}) => {
  const supportKey = await createWidget(mock, 'Support')
  // The worker's service is shared by its tests: only the sessions this one makes count.
  const sessionsBefore = mock.service.state.sessions.length
  const url = embed(twoAgents(mock, supportKey))
  await page.goto(url)
  await expect(page.locator(SELECTORS.host)).toHaveCount(2)
  await expect(support(page).locator(SELECTORS.dialog)).toBeVisible()
  await say(support(page), 'Where is my order?')
  await sales(page).locator(SELECTORS.launcher).click()
  await say(sales(page), 'Do you ship abroad?')
  await expect(bubbles(support(page))).toHaveText(['Where is my order?'])
  await expect(bubbles(sales(page))).toHaveText(['Do you ship abroad?'])
  // Escape closes the widget that has focus, and focus goes back to its own launcher; the other stays.
  await sales(page).locator(SELECTORS.message).press('Escape')
  await expect(sales(page).locator(SELECTORS.launcher)).toHaveAttribute('aria-expanded', 'false')
  await expect(sales(page).locator(SELECTORS.launcher)).toBeFocused()
  await expect(support(page).locator(SELECTORS.dialog)).toBeVisible()
  await sales(page).locator(SELECTORS.launcher).click()
  const sent = mock.requests
    .filter((r) => r.path.endsWith('/webhook-chat-message'))
    .map((r) => JSON.parse(r.body) as { widget_key: string; message: string; visitor_id: string })
  expect(sent.map((m) => [m.widget_key, m.message])).toEqual([
    [supportKey, 'Where is my order?'],
    [KEY, 'Do you ship abroad?'],
  ])
  expect(sent[0]!.visitor_id).not.toBe(sent[1]!.visitor_id)
  // The service keeps a session for each.
  expect(new Set(mock.service.state.sessions.slice(sessionsBefore).map((s) => s.widget_id)).size).toBe(2)

  await page.reload()
  await expect(bubbles(support(page))).toHaveText(['Where is my order?'])
  // The sales agent was open: it opens again, with its conversation.
  await expect(bubbles(sales(page))).toHaveText(['Do you ship abroad?'])

  const second = await context.newPage()
  await second.goto(url)
  await expect(bubbles(support(second))).toHaveText(['Where is my order?'])
  await say(support(second), 'And the invoice?')
  // The first tab's support agent follows; its sales agent does not change.
  await expect(bubbles(support(page))).toHaveText(['Where is my order?', 'And the invoice?'])
  await expect(bubbles(sales(page))).toHaveText(['Do you ship abroad?'])
  await second.close()
})

test("AgentChat.widget(key), the stub's form and the site's elements address the widget they name", async ({ page, embed, mock, consoleMessages }) => {
  const supportKey = await createWidget(mock, 'Support')
  // The support agent's tag comes before the page's embed, so it is the page's first widget, whichever of the two async tags runs first.
  await page.goto(
    embed({
      attrs: { name: 'Sales', 'collect-visitor-name': 'false' },
      body: `<main><h1>Help</h1><button id="ask-sales" data-agent-chat="open" data-agent-chat-widget="${KEY}">Ask sales</button>
<section id="support-chat" style="width:380px;height:520px"></section></main>
<script>window.AgentChat=window.AgentChat||function(){(AgentChat.q=AgentChat.q||[]).push(arguments)};AgentChat('widget','${KEY}','send','Queued for sales')</script>
<script src="${mock.origin}/loader.js" data-widget-key="${supportKey}" data-name="Support" data-container="#support-chat" data-collect-visitor-name="false" async></script>`,
    }),
  )
  await expect(page.locator(SELECTORS.host)).toHaveCount(2)
  const webhook = () =>
    mock.requests.filter((r) => r.path.endsWith('/webhook-chat-message')).map((r) => JSON.parse(r.body) as { widget_key: string; message: string })
  // The stub's call waited for loader.js and went to the widget it named.
  await expect.poll(() => webhook().map((m) => [m.widget_key, m.message])).toEqual([[KEY, 'Queued for sales']])
  const salesLauncher = sales(page).locator(SELECTORS.launcher)
  await page.evaluate((key) => (window as unknown as { AgentChat: { widget(k: string): { open(): void } } }).AgentChat.widget(key).open(), KEY)
  await expect(salesLauncher).toHaveAttribute('aria-expanded', 'true')
  await page.evaluate((key) => (window as unknown as { AgentChat: { widget(k: string): { close(): void } } }).AgentChat.widget(key).close(), KEY)
  await expect(salesLauncher).toHaveAttribute('aria-expanded', 'false')
  // The site's button names the sales agent.
  await page.locator('#ask-sales').click()
  await expect(salesLauncher).toHaveAttribute('aria-expanded', 'true')
  // The global is the first widget's: the support agent's.
  await page.evaluate(() => (window as unknown as { AgentChat: (c: string, ...a: unknown[]) => void }).AgentChat('send', 'To support'))
  await expect
    .poll(() => webhook().map((m) => [m.widget_key, m.message]))
    .toEqual([
      [KEY, 'Queued for sales'],
      [supportKey, 'To support'],
    ])
  await page.evaluate(() => (window as unknown as { AgentChat: { widget(k: string): { open(): void } } }).AgentChat.widget('wgt_nobody').open())
  await expect
    .poll(() => consoleMessages.filter((m) => m.type() === 'error').map((m) => m.text()))
    .toEqual(['[agent-chat] widget: no widget with the key "wgt_nobody" on this page'])
})

test("two widgets under a strict CSP with Trusted Types (the policy agent-chat, no 'allow-duplicates'): both work, no violation", async ({
  page,
  embed,
  mock,
}) => {
  const supportKey = await createWidget(mock, 'Support')
  const violations = await watchCsp(page)
  const csp = `${strictCsp(mock.origin)}; require-trusted-types-for 'script'; trusted-types agent-chat`
  // The inline container's size comes from the page's stylesheet: a strict CSP refuses inline styles.
  const options = twoAgents(mock, supportKey)
  await page.goto(embed({ ...options, body: options.body!.replace(' style="width:380px;height:520px"', ''), headers: { 'Content-Security-Policy': csp } }))
  await expect(page.locator(SELECTORS.host)).toHaveCount(2)
  await sales(page).locator(SELECTORS.launcher).click()
  await say(sales(page), 'Do you ship abroad?')
  await page.evaluate(
    (key) => (window as unknown as { AgentChat: { widget(k: string): { send(t: string): void } } }).AgentChat.widget(key).send('Where is my order?'),
    supportKey,
  )
  await expect
    .poll(() => mock.requests.filter((r) => r.path.endsWith('/webhook-chat-message')).map((r) => (JSON.parse(r.body) as { widget_key: string }).widget_key))
    .toEqual([KEY, supportKey])
  expect(await violations()).toEqual([])
})

test('two floating widgets at two corners: each launcher named by its widget, replies counted together in the title and toned each, one open panel at a time on a phone', async ({
  page,
  embed,
  mock,
}) => {
  const tones = await countTones(page)
  const supportKey = await createWidget(mock, 'Support')
  await page.goto(
    embed({
      attrs: { name: 'Sales', 'collect-visitor-name': 'false', notify: 'title sound' },
      body: `<main><h1>Shop</h1></main>
<script src="${mock.origin}/loader.js" data-widget-key="${supportKey}" data-name="Support" data-position="bottom-left" data-notify="title sound" data-collect-visitor-name="false" async></script>`,
    }),
  )
  // A screen reader tells them apart: each launcher's name starts with its widget's.
  const launcher = (name: string) => page.getByRole('button', { name, exact: true })
  await expect(launcher('Sales: Open chat')).toBeVisible()
  await expect(launcher('Support: Open chat')).toBeVisible()
  await expect(page.locator(`html > ${SELECTORS.host}`)).toHaveCount(2)
  // Each widget is found by its name (the support agent's tag comes first, so it is the page's first widget).
  const widget = (name: string) =>
    page.locator(`html > ${SELECTORS.host}`).filter({ has: page.getByRole('button', { name: new RegExp(`^${name}: `), includeHidden: true }) })

  // Each visitor message gets its reply after the panel was closed again.
  mock.inject({ fault: 'latency', ms: 1500, times: 2 })
  for (const [name, text] of [
    ['Sales', 'Do you ship?'],
    ['Support', 'Where is my order?'],
  ] as const) {
    await launcher(`${name}: Open chat`).click()
    const box = widget(name).locator(SELECTORS.message)
    await box.fill(text)
    await box.press('Enter')
    await launcher(`${name}: Close chat`).click()
  }
  // The tab's title holds both widgets' unread replies; each reply gave its own tone.
  await expect(page).toHaveTitle('(2) Host page', { timeout: 7000 })
  await expect(launcher('Sales: Open chat, 1 unread')).toBeVisible()
  await expect(launcher('Support: Open chat, 1 unread')).toBeVisible()
  await expect.poll(tones).toBe(2)
  await launcher('Sales: Open chat, 1 unread').click()
  await expect(page).toHaveTitle('(1) Host page')
  await launcher('Sales: Close chat').click()
  await launcher('Support: Open chat, 1 unread').click()
  await expect(page).toHaveTitle('Host page')
  await launcher('Support: Close chat').click()

  // A phone: the open panel fills the screen, so opening the other closes it.
  await page.setViewportSize({ width: 375, height: 700 })
  await launcher('Sales: Open chat').click()
  await expect(widget('Sales').locator(SELECTORS.dialog)).toBeVisible()
  await page.evaluate((key) => (window as unknown as { AgentChat: { widget(k: string): { open(): void } } }).AgentChat.widget(key).open(), supportKey)
  await expect(widget('Support').locator(SELECTORS.dialog)).toBeVisible()
  await expect(widget('Sales').locator(SELECTORS.dialog)).toHaveCount(0)
  await expect(widget('Sales').locator(SELECTORS.launcher)).toHaveAttribute('aria-expanded', 'false')
})

/** The pinned loader (loader-<version>.js) and its integrity, as the build wrote them. */
function pinnedLoader() {
  const dist = resolve(import.meta.dirname, '../dist')
  const { version } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8')) as { version: string }
  const file = `loader-${version}.js`
  return { file, integrity: sha384(readFileSync(resolve(dist, file))) }
}

type AgentChatGlobal = { AgentChat: (command: string, ...args: unknown[]) => void }

// Which widget is the page's first (AgentChat, the site's unnamed elements) is the first embed tag's in the
// document, not the first loader to run: here the first tag's loader is held back by the route until the
// second tag's has run.
for (const layout of ['two async tags', 'the pinned loader in <head>, then a plain script'] as const) {
  test(`the first embed tag's widget is the page's first, though the second tag's loader runs first: ${layout}`, async ({ page, mock, host }) => {
    mock.reset()
    const supportKey = await createWidget(mock, 'Support')
    const pinned = pinnedLoader()
    const support = `data-widget-key="${supportKey}" data-name="Support" data-position="bottom-left" data-collect-visitor-name="false"`
    const sales = `data-widget-key="${KEY}" data-name="Sales" data-collect-visitor-name="false"`
    // The first tag (the support agent's) and the file the route holds.
    const [first, held] =
      layout === 'two async tags'
        ? [`<script src="${mock.origin}/loader.js?first" ${support} async></script>`, `${mock.origin}/loader.js?first`]
        : [
            `<script src="${mock.origin}/${pinned.file}" integrity="${pinned.integrity}" crossorigin="anonymous" ${support} async></script>`,
            `${mock.origin}/${pinned.file}`,
          ]
    const second = `<script src="${mock.origin}/loader.js" ${sales}${layout === 'two async tags' ? ' async' : ''}></script>`
    const [head, body] = layout === 'two async tags' ? ['', first + '\n' + second] : [first, second]
    const url = host.set(`/first-widget-${Math.random().toString(36).slice(2)}.html`, {
      html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host page</title>${head}</head>
<body><main><h1>Shop</h1><button id="chat" data-agent-chat="open">Chat with us</button></main>
${body}
</body></html>`,
    })
    // Each embed tag's load event (its loader has run), in the order they come.
    await page.addInitScript(() => {
      const ran: string[] = ((window as unknown as { __ran: string[] }).__ran = [])
      document.addEventListener(
        'load',
        ({ target }) => target instanceof HTMLScriptElement && target.dataset['widgetKey'] && ran.push(target.dataset['widgetKey']),
        true,
      )
    })
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(
      (url) => url.href === held,
      async (route) => {
        await released
        await route.continue()
      },
    )
    await page.goto(url, { waitUntil: 'domcontentloaded' })
    await expect.poll(() => page.evaluate(() => (window as unknown as { __ran: string[] }).__ran)).toEqual([KEY])
    release()
    await expect.poll(() => page.evaluate(() => (window as unknown as { __ran: string[] }).__ran)).toEqual([KEY, supportKey])

    const launcher = (name: string) => page.getByRole('button', { name, exact: true })
    await expect(launcher('Support: Open chat')).toBeVisible()
    await expect(launcher('Sales: Open chat')).toBeVisible()
    // AgentChat('open') opens the first tag's widget.
    await page.evaluate(() => (window as unknown as AgentChatGlobal).AgentChat('open'))
    await expect(launcher('Support: Close chat')).toBeVisible()
    await expect(launcher('Sales: Open chat')).toBeVisible()
    await launcher('Support: Close chat').click()
    // So does the site's element that names no widget.
    await page.locator('#chat').click()
    await expect(launcher('Support: Close chat')).toBeVisible()
    await expect(launcher('Sales: Open chat')).toBeVisible()
    // A message sent through the global carries the first tag's key.
    await page.evaluate(() => (window as unknown as AgentChatGlobal).AgentChat('send', 'To the first widget'))
    await expect
      .poll(() =>
        mock.requests.filter((r) => r.path.endsWith('/webhook-chat-message')).map((r) => JSON.parse(r.body) as { widget_key: string; message: string }),
      )
      .toEqual([expect.objectContaining({ widget_key: supportKey, message: 'To the first widget' })])
  })
}
