// `npm run screenshots`: pictures of the widget for the docs, written to
// docs/screenshots/, taken in headless Chromium from the built dist/ served by
// the mock (another origin than the host page, as in production):
//   closed.png  a host page with the launcher            1000×700
//   open.png    the panel open, one question, a markdown reply
//   phone.png   375×667, the panel open as a full-screen modal
//   dark.png    data-theme="dark" (the host page dark too), a conversation
//   rtl.png     data-locale="ar" on an Arabic page (the launcher bottom-left), a conversation in Arabic
//   features.png  the panel open with starter questions (data-suggestions) and the conversation menu open
//   themed-square.png  the site's look: square, brand-coloured, in the page's serif font (custom properties, a part, data-font="inherit"), a subtitle
//   themed-dark.png    the site's look: rounded and dark (the -dark properties), a launcher label and a subtitle
//   inline.png  inline on a help page (data-container): the panel in the page's layout, beside the help text
//   expanded.png  the panel made large with Expand, a conversation
// Builds first when dist/ is missing or older than src/. The clock is fixed,
// so the message times (and the pictures) do not change from run to run.
import { execSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium, type BrowserContextOptions, type Page } from '@playwright/test'
import { embedder, type EmbedOptions } from './embed-page'
import { startMockServer } from '../mock/server'
import { chromiumUse } from '../playwright.config'
import { startHostServer } from './host-server'
import { SAMPLE_PAGE, SAMPLE_PAGE_AR } from './sample-site'
import { SELECTORS } from '../test/selectors'

const root = resolve(import.meta.dirname, '..')
const dist = resolve(root, 'dist')
// `--out <dir>` writes elsewhere (the e2e test of this command does).
const outArg = process.argv.indexOf('--out')
const out = outArg > 0 ? resolve(process.argv[outArg + 1]!) : resolve(root, 'docs/screenshots')

function newest(dir: string): number {
  return Math.max(
    0,
    ...readdirSync(dir, { withFileTypes: true }).map((e) => (e.isDirectory() ? newest(join(dir, e.name)) : statSync(join(dir, e.name)).mtimeMs)),
  )
}
const built = existsSync(join(dist, 'loader.js')) && readdirSync(dist).some((f) => /^panel-[\w-]+\.js$/.test(f))
if (!built || statSync(join(dist, 'loader.js')).mtimeMs < newest(resolve(root, 'src'))) {
  console.log(`screenshots: ${built ? 'dist/ is older than src/' : 'no build in dist/'}; running npm run build`)
  execSync('npm run build', { cwd: root, stdio: 'inherit' })
}

const mock = await startMockServer({ staticDir: dist })
const host = await startHostServer()
const embed = embedder(mock, host)
const browser = await chromium.launch({ ...chromiumUse.launchOptions, headless: true })
mkdirSync(out, { recursive: true })

const DESKTOP: BrowserContextOptions = { viewport: { width: 1000, height: 700 }, deviceScaleFactor: 1 }
const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 667 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true }
const SHOP = { name: 'Acme Coffee', 'primary-color': '#6f4e37', 'collect-visitor-name': 'false' }
const QUESTION = 'What are your opening hours?'

async function open(context: BrowserContextOptions, page: EmbedOptions, ready: string = SELECTORS.launcher): Promise<Page> {
  const ctx = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC', colorScheme: 'light', ...context })
  // The message times: 10:24 every run.
  await ctx.clock.setFixedTime(new Date('2025-06-03T10:24:00Z'))
  const p = await ctx.newPage()
  await p.goto(embed(page))
  await p.locator(`${SELECTORS.host} ${ready}`).waitFor()
  return p
}

/** Opens the panel (a tap on phones), asks `question` and waits for the reply, rendered. */
async function converse(page: Page, question: string, tap = false) {
  const launcher = page.locator(`${SELECTORS.host} ${SELECTORS.launcher}`)
  if (tap) await launcher.tap()
  else await launcher.click()
  const box = page.locator(`${SELECTORS.host} ${SELECTORS.message}`)
  await box.waitFor()
  const agent = page.locator(`${SELECTORS.host} ${SELECTORS.agentMessages}`)
  const before = await agent.count()
  await box.fill(question)
  await box.press('Enter')
  await page.waitForFunction((n) => document.querySelector('agent-chat-widget')!.shadowRoot!.querySelectorAll('.msg.agent').length > n, before)
  // Nothing pending: no typing indicator, the view scrolled, a frame drawn.
  await page.locator('agent-chat-widget .msg.agent .bubble').last().waitFor()
  await page.waitForTimeout(300)
}

async function shoot(page: Page, name: string) {
  // The pointer off the widget, so no hover colours.
  await page.mouse.move(5, 5)
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
  const file = join(out, name)
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' })
  const png = readFileSync(file)
  if (png.length < 2000 || png.toString('latin1', 1, 4) !== 'PNG') throw new Error(`screenshots: ${file} is not a PNG picture (${png.length} B)`)
  console.log(`screenshots: ${file} ${statSync(file).size.toLocaleString('en')} B`)
  await page.context().close()
}

try {
  let page = await open(DESKTOP, { ...SAMPLE_PAGE, attrs: SHOP })
  await shoot(page, 'closed.png')

  page = await open(DESKTOP, { ...SAMPLE_PAGE, attrs: SHOP })
  await converse(page, QUESTION)
  await shoot(page, 'open.png')

  page = await open(DESKTOP, { ...SAMPLE_PAGE, attrs: SHOP })
  await converse(page, QUESTION)
  await page.locator(`${SELECTORS.host} ${SELECTORS.expand}`).click()
  await shoot(page, 'expanded.png')

  page = await open(PHONE, { ...SAMPLE_PAGE, attrs: SHOP })
  await converse(page, QUESTION, true)
  await shoot(page, 'phone.png')

  page = await open({ ...DESKTOP, colorScheme: 'dark' }, { ...SAMPLE_PAGE, attrs: { ...SHOP, theme: 'dark' } })
  await converse(page, 'Do you ship abroad?')
  await shoot(page, 'dark.png')

  // The mock's demo answers are English: an Arabic one for this conversation.
  mock.inject({ fault: 'reply', times: 1, text: 'نحن نفتح:\n- **من الاثنين إلى الجمعة**، من ٧:٠٠ إلى ١٨:٠٠\n- **السبت**، من ٨:٠٠ إلى ١٤:٠٠\n- الأحد: مغلق' })
  page = await open(DESKTOP, {
    ...SAMPLE_PAGE_AR,
    // The corner a right-to-left site would likely choose; the widget mirrors inside either way.
    attrs: { ...SHOP, name: 'قهوة أكمي', locale: 'ar', position: 'bottom-left', 'welcome-message': 'مرحباً! كيف يمكننا مساعدتك اليوم؟' },
  })
  await converse(page, 'ما هي ساعات العمل؟')
  await shoot(page, 'rtl.png')

  // A welcome message of three lines, so the questions sit below the open menu.
  const welcome = "Hi! I'm the Acme Coffee assistant. Ask me about our beans, brewing, subscriptions or your order."
  page = await open(DESKTOP, {
    ...SAMPLE_PAGE,
    attrs: { ...SHOP, 'welcome-message': welcome, suggestions: 'Opening hours?|Shipping costs|Do you sell gift cards?' },
  })
  await page.locator(`${SELECTORS.host} ${SELECTORS.launcher}`).click()
  await page.locator(`${SELECTORS.host} ${SELECTORS.suggestion}`).first().waitFor()
  await page.locator(`${SELECTORS.host} ${SELECTORS.menuButton}`).click()
  await page.locator(`${SELECTORS.host} ${SELECTORS.menuItems}`).first().waitFor()
  await shoot(page, 'features.png')

  // The site's look, from the site's own stylesheet (docs/theming.md).
  const square = `<style>
    agent-chat-widget {
      --agent-chat-primary: #0f766e;
      --agent-chat-radius: 0;
      --agent-chat-agent-bubble: #ecfdf5;
      --agent-chat-agent-text: #134e4a;
      --agent-chat-font-size: 16px;
      --agent-chat-panel-width: 400px;
      --agent-chat-shadow: 6px 6px 0 rgb(15 118 110 / 0.35);
    }
    agent-chat-widget::part(send) { text-transform: uppercase; letter-spacing: 0.06em }
  </style>`
  page = await open(DESKTOP, {
    ...SAMPLE_PAGE,
    head: SAMPLE_PAGE.head + square,
    attrs: { ...SHOP, font: 'inherit', subtitle: 'Coffee questions, answered in seconds' },
  })
  await converse(page, QUESTION)
  await shoot(page, 'themed-square.png')

  const rounded = `<style>
    agent-chat-widget {
      --agent-chat-radius: 22px;
      --agent-chat-launcher-size: 56px;
      --agent-chat-primary-dark: #c4b5fd;
      --agent-chat-background-dark: #0b1120;
      --agent-chat-agent-bubble-dark: #1e293b;
      --agent-chat-border-dark: #334155;
      --agent-chat-panel-height: 560px;
    }
  </style>`
  page = await open(
    { ...DESKTOP, colorScheme: 'dark' },
    { ...SAMPLE_PAGE, head: SAMPLE_PAGE.head + rounded, attrs: { ...SHOP, theme: 'dark', 'launcher-label': 'Ask the barista', subtitle: 'AI assistant' } },
  )
  await converse(page, 'Do you ship abroad?')
  await shoot(page, 'themed-dark.png')

  // Inline on a help page (data-container): the site's column for the chat, sized by the site.
  const helpStyle = `<style>
    .help { display: grid; grid-template-columns: 1fr 380px; gap: 40px; max-width: 940px; margin: 0 auto; padding: 8px 32px; }
    .help main { padding: 0; margin: 0; }
    #help-chat { height: 560px; margin-top: 24px; }
  </style>`
  const helpBody = `<header><strong>Acme Coffee</strong><a href="#">Shop</a><a href="#">Subscriptions</a><a href="#">Help</a></header>
<div class="help"><main>
  <h1>Help</h1>
  <p class="lead">Orders, shipping, subscriptions: ask our assistant, or read on.</p>
  <h2>Shipping</h2>
  <p>We roast on Tuesdays and ship the same day. Orders over $40 ship free within the country.</p>
  <h2>Subscriptions</h2>
  <p>Change the coffee, the rhythm or the address whenever you like, from your account or by asking.</p>
</main><section id="help-chat"></section></div>`
  page = await open(
    DESKTOP,
    { ...SAMPLE_PAGE, head: SAMPLE_PAGE.head + helpStyle, body: helpBody, attrs: { ...SHOP, container: '#help-chat' } },
    SELECTORS.message,
  )
  const box = page.locator(`${SELECTORS.host} ${SELECTORS.message}`)
  await box.fill('Can I pause my subscription?')
  await box.press('Enter')
  await page.locator(`${SELECTORS.host} ${SELECTORS.agentBubbles}`).nth(1).waitFor()
  await page.waitForTimeout(300)
  await shoot(page, 'inline.png')
} finally {
  await browser.close()
  await host.close()
  await mock.close()
}
