// The WordPress plugin in a real WordPress (Debian's 6.1 on PHP's built-in
// server, MariaDB of its own: scripts/wordpress-site.ts), driven as a site
// owner would: the zip `npm run build` makes is uploaded through Plugins ›
// Add New and activated in the admin, the settings page is filled and saved,
// and the site's pages are visited as a visitor and as the logged-in owner.
// The widget's messages go to the mock service. One site for the whole file,
// its steps in order (each builds on the one before).
import { existsSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { createWidget, expect, test, webhookBody } from './fixtures'
import { startWordPress, ADMIN, type WordPressSite } from '../scripts/wordpress-site'
import { ZIP } from '../scripts/wordpress-zip'
import { SELECTORS } from '../test/selectors'

test.describe.configure({ mode: 'serial' })
// Starting MariaDB and installing WordPress takes a few seconds; uploading a plugin a few more.
test.setTimeout(90_000)

const COLOUR = '#0f766e'
const EDITOR_PASSWORD = 'Vk7#qL2!zR9@wX4$bN8%'
/**
 * The pictures docs/wordpress.md shows, taken on the way: into test-results/
 * on every run, into docs/screenshots/ with
 * `WORDPRESS_SCREENSHOTS=docs/screenshots npx playwright test wordpress`.
 */
const PICTURES = resolve(process.env['WORDPRESS_SCREENSHOTS'] ?? 'test-results/wordpress')
const picture = (page: Page, name: string, fullPage = false) => {
  mkdirSync(PICTURES, { recursive: true })
  return page.screenshot({ path: join(PICTURES, name), fullPage, animations: 'disabled' })
}
/** Markup in the chat's name (within its 80 characters): the plugin keeps it as text, which the site shows as text. */
const HOSTILE_NAME = '"><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">Bakery'

let site: WordPressSite
let owner: BrowserContext
let admin: Page
let widgetKey: string
let hiddenPage: number
/** The mock service's API base: the widget's messages go there. */
let apiBase: string

test.beforeAll(async ({ browser, mock }) => {
  expect(existsSync(ZIP), `${ZIP}: run npm run build first`).toBe(true)
  site = await startWordPress()
  widgetKey = await createWidget(mock, 'Bakery chat')
  apiBase = mock.baseUrl
  // A page the settings will leave out, and a post to visit.
  site.sql(
    `USE wordpress; INSERT INTO wp_posts (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, post_name, post_type, to_ping, pinged, post_content_filtered, post_modified, post_modified_gmt, guid) VALUES (1, NOW(), UTC_TIMESTAMP(), 'Our team.', 'Staff only', '', 'publish', 'staff-only', 'page', '', '', '', NOW(), UTC_TIMESTAMP(), '')`,
  )
  hiddenPage = Number(site.sql("USE wordpress; SELECT ID FROM wp_posts WHERE post_name = 'staff-only'").trim())
  owner = await browser.newContext()
  admin = await owner.newPage()
  await admin.goto(`${site.origin}/wp-login.php`)
  await admin.locator('#user_login').fill(ADMIN.user)
  await admin.locator('#user_pass').fill(ADMIN.password)
  await admin.locator('#wp-submit').click()
  await expect(admin.locator('#wpadminbar')).toBeVisible()
})

test.afterAll(async () => {
  await owner?.close()
  await site?.close()
})

/** A visitor who is not logged in: a context of its own. */
async function visitor(browser: Browser, path = '/'): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(site.origin + path)
  return page
}

const loaderTag = (page: Page) => page.locator('script#agent-chat-loader')

test('the zip is uploaded through Plugins › Add New and activated in the admin', async () => {
  await admin.goto(`${site.origin}/wp-admin/plugin-install.php?tab=upload`)
  await admin.locator('#pluginzip').setInputFiles(ZIP)
  await admin.locator('#install-plugin-submit').click()
  await expect(admin.getByText('Plugin installed successfully.')).toBeVisible()
  await admin.getByRole('link', { name: 'Activate Plugin' }).click()
  await expect(admin.locator('#message, .notice-success').first()).toContainText('activated')
  await expect(admin.locator('tr[data-slug="agent-chat"]')).toHaveClass(/active/)
})

test("the privacy policy guide suggests the plugin's text: what is sent to the service, and when", async () => {
  await admin.goto(`${site.origin}/wp-admin/privacy-policy-guide.php`)
  const section = admin.locator('.privacy-settings-accordion-panel, .policy-text').filter({ hasText: 'Viewing a page or opening the chat sends nothing.' })
  await expect(section.first()).toBeAttached()
  await expect(admin.getByRole('button', { name: /Agent chat/ })).toBeVisible()
})

test('the owner fills Settings › Agent chat and saves', async () => {
  await admin.goto(`${site.origin}/wp-admin/options-general.php?page=agent-chat`)
  await admin.locator('#agent-chat-widget-key').fill(widgetKey)
  await admin.locator('#agent-chat-name').fill('Bakery helper')
  // WordPress's colour picker shows its text field once its button is pressed.
  await admin
    .locator('.wp-picker-container', { has: admin.locator('#agent-chat-primary-color') })
    .locator('.wp-color-result')
    .click()
  await admin.locator('#agent-chat-primary-color').fill(COLOUR)
  await admin.locator('#agent-chat-position').selectOption('bottom-left')
  // The preview on the page follows: the launcher in that colour, in that corner.
  const preview = admin.locator('.agent-chat-preview')
  await expect(preview).toHaveAttribute('data-position', 'bottom-left')
  await expect(preview.locator('.agent-chat-preview__launcher')).toHaveCSS('background-color', 'rgb(15, 118, 110)')
  const [launcherBox, previewBox] = [await preview.locator('.agent-chat-preview__launcher').boundingBox(), await preview.boundingBox()]
  expect(launcherBox!.x - previewBox!.x).toBeLessThan(previewBox!.width / 2)
  await admin.locator('#agent-chat-api-base').fill(apiBase)
  await admin.locator('#agent-chat-hide-pages').selectOption(String(hiddenPage))
  await admin.getByRole('button', { name: 'Save Changes' }).click()
  await expect(admin.locator('#setting-error-settings_updated')).toBeVisible()
  await expect(admin.locator('#agent-chat-widget-key')).toHaveValue(widgetKey)
  await expect(admin.locator('#agent-chat-primary-color')).toHaveValue(COLOUR)
  await admin.setViewportSize({ width: 1100, height: 900 })
  await picture(admin, 'wordpress-settings.png', true)
})

test("a key that is not wgt_… is refused with the field's error, and the saved one kept", async () => {
  await admin.goto(`${site.origin}/wp-admin/options-general.php?page=agent-chat`)
  await admin.locator('#agent-chat-widget-key').fill('not-a-key')
  await admin.getByRole('button', { name: 'Save Changes' }).click()
  await expect(admin.locator('#setting-error-agent-chat-widget-key')).toBeVisible()
  await expect(admin.locator('#agent-chat-widget-key')).toHaveValue(widgetKey)
})

test('a user who cannot manage options can neither reach the page nor post to it', async ({ browser }) => {
  // An editor, made in the admin as an owner would.
  await admin.goto(`${site.origin}/wp-admin/user-new.php`)
  await admin.locator('#user_login').fill('editor')
  await admin.locator('#email').fill('editor@example.test')
  // Strong enough that WordPress asks nothing more.
  await admin.locator('#pass1').fill(EDITOR_PASSWORD)
  await admin.locator('#role').selectOption('editor')
  await admin.locator('#createusersub').click()
  await expect(admin.locator('#message, .notice-success').first()).toBeVisible()

  const context = await browser.newContext()
  const editor = await context.newPage()
  await editor.goto(`${site.origin}/wp-login.php`)
  await editor.locator('#user_login').fill('editor')
  await editor.locator('#user_pass').fill(EDITOR_PASSWORD)
  await editor.locator('#wp-submit').click()
  await expect(editor.locator('#wpadminbar')).toBeVisible()
  await editor.goto(`${site.origin}/wp-admin/`)
  await expect(editor.locator('#adminmenu')).toContainText('Posts')
  await expect(editor.locator('#adminmenu')).not.toContainText('Agent chat')
  const page = await editor.goto(`${site.origin}/wp-admin/options-general.php?page=agent-chat`)
  expect(page!.status()).toBe(403)
  await expect(editor.locator('#agent-chat-widget-key')).toHaveCount(0)
  // A post to options.php as the editor: refused for the capability (options.php checks it before the
  // nonce, which an editor could not get from the page anyway), nothing saved.
  const before = site.sql("USE wordpress; SELECT option_value FROM wp_options WHERE option_name = 'agent_chat_settings'")
  const response = await editor.request.post(`${site.origin}/wp-admin/options.php`, {
    form: { option_page: 'agent_chat', action: 'update', 'agent_chat_settings[widget_key]': 'wgt_forged', _wpnonce: 'x' },
  })
  expect(response.status()).toBe(403)
  expect(await response.text()).toContain('You need a higher level of permission.')
  expect(site.sql("USE wordpress; SELECT option_value FROM wp_options WHERE option_name = 'agent_chat_settings'")).toBe(before)
  expect(before).toContain(widgetKey)
  await context.close()
})

test('the front page shows the launcher in that colour and corner, and a message reaches the service with the key', async ({ browser, mock }) => {
  const page = await visitor(browser)
  await expect(loaderTag(page)).toHaveCount(1)
  const launcher = page.locator(`${SELECTORS.host} ${SELECTORS.launcher}`)
  await expect(launcher).toBeVisible()
  expect(await launcher.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(15, 118, 110)')
  const box = (await launcher.boundingBox())!
  expect(box.x).toBeLessThan(page.viewportSize()!.width / 2)
  await launcher.click()
  await page.getByRole('textbox', { name: 'Name' }).fill('Ada')
  await page.getByRole('button', { name: 'Start chat' }).click()
  const sent = page.waitForRequest((request) => request.url().endsWith('/webhook-chat-message'))
  await page.getByRole('textbox', { name: 'Message' }).fill('When are you open?')
  await page.getByRole('textbox', { name: 'Message' }).press('Enter')
  const body = webhookBody(await sent)
  expect(body.widget_key).toBe(widgetKey)
  expect(body.message).toBe('When are you open?')
  await expect(page.locator(`${SELECTORS.host} ${SELECTORS.agentBubbles}`).last()).toContainText('Monday')
  await picture(page, 'wordpress-site.png')
  expect(mock.requests.some((r) => r.path.endsWith('/webhook-chat-message'))).toBe(true)
  // No link back to the service, on the page or in the chat.
  const links = await page.evaluate(() => {
    const root = document.querySelector('agent-chat-widget')?.shadowRoot
    return [...document.links, ...(root ? root.querySelectorAll<HTMLAnchorElement>('a[href]') : [])].map((a) => a.href)
  })
  expect(links.length).toBeGreaterThan(0)
  expect(links.filter((href) => new URL(href).origin === new URL(apiBase).origin)).toEqual([])
  // The widget's own files came from the site itself, not from the service.
  const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).filter(Boolean))
  for (const src of scripts.filter((s) => s.includes('agent-chat'))) expect(new URL(src).origin).toBe(site.origin)
  await page.context().close()
})

test('a page the settings leave out has no tag', async ({ browser }) => {
  const page = await visitor(browser, `/?page_id=${hiddenPage}`)
  await expect(page.getByText('Our team.')).toBeVisible()
  await expect(loaderTag(page)).toHaveCount(0)
  await expect(page.locator(SELECTORS.host)).toHaveCount(0)
  await page.context().close()
})

test('the admin shows no launcher', async () => {
  await admin.goto(`${site.origin}/wp-admin/`)
  await expect(admin.locator('#wpadminbar')).toBeVisible()
  await expect(loaderTag(admin)).toHaveCount(0)
  await expect(admin.locator(SELECTORS.host)).toHaveCount(0)
})

/**
 * The front page as the logged-in owner, in a browser of its own that holds
 * only the owner's login (no widget state): the body of the message they send.
 * Not the owner's context with its storage cleared: a page still open there
 * writes the chat's state back as it goes (its pagehide flush), and the
 * reloaded page then reopened the chat, which the click closed.
 */
async function ownersMessage(browser: Browser): Promise<{ visitor_name?: string; visitor_email?: string }> {
  const context = await browser.newContext({ storageState: { cookies: await owner.cookies(), origins: [] } })
  const page = await context.newPage()
  await page.goto(site.origin + '/')
  await expect(page.locator('#wpadminbar')).toBeVisible()
  await page.locator(`${SELECTORS.host} ${SELECTORS.launcher}`).click()
  const name = page.getByRole('textbox', { name: 'Name' })
  const message = page.getByRole('textbox', { name: 'Message' })
  await expect(name.or(message).first()).toBeVisible()
  if (await name.isVisible()) {
    await name.fill('Someone')
    await page.getByRole('button', { name: 'Start chat' }).click()
  }
  const sent = page.waitForRequest((request) => request.url().endsWith('/webhook-chat-message'))
  await message.fill('Hello from the owner')
  await message.press('Enter')
  const body = webhookBody(await sent)
  await context.close()
  return body
}

test("a logged-in user's name and email arrive only with the box ticked", async ({ browser }) => {
  const unticked = await ownersMessage(browser)
  expect(unticked.visitor_name).toBe('Someone')
  expect(unticked.visitor_email).toBeUndefined()

  await admin.goto(`${site.origin}/wp-admin/options-general.php?page=agent-chat`)
  await admin.locator('#agent-chat-identify-users').check()
  await admin.getByRole('button', { name: 'Save Changes' }).click()
  await expect(admin.locator('#setting-error-settings_updated')).toBeVisible()

  const ticked = await ownersMessage(browser)
  expect(ticked.visitor_name).toBe(ADMIN.user)
  expect(ticked.visitor_email).toBe(ADMIN.email)
})

test('a hostile name stays text on the site', async ({ browser }) => {
  await admin.goto(`${site.origin}/wp-admin/options-general.php?page=agent-chat`)
  await admin.locator('#agent-chat-name').fill(HOSTILE_NAME)
  await admin.getByRole('button', { name: 'Save Changes' }).click()
  await expect(admin.locator('#setting-error-settings_updated')).toBeVisible()
  const page = await visitor(browser)
  await expect(loaderTag(page)).toHaveCount(1)
  await expect(page.locator(`${SELECTORS.host} ${SELECTORS.launcher}`)).toBeVisible()
  // Nothing of it ran, in the page or in the admin.
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
  expect(await admin.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
  // Still one tag with its key: the name did not break out of its attribute.
  await expect(loaderTag(page)).toHaveAttribute('data-widget-key', widgetKey)
  // The chat's name is the characters typed, shown as text in the panel's header.
  await page.locator(`${SELECTORS.host} ${SELECTORS.launcher}`).click()
  await expect(page.locator(`${SELECTORS.host} ${SELECTORS.title}`)).toHaveText(HOSTILE_NAME)
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
  await page.context().close()
})

test('deactivated: no tag; deleted: no option left', async ({ browser }) => {
  await admin.goto(`${site.origin}/wp-admin/plugins.php`)
  await admin
    .locator('tr[data-slug="agent-chat"]')
    .getByRole('link', { name: /Deactivate/ })
    .click()
  await expect(admin.locator('tr[data-slug="agent-chat"]')).toHaveClass(/inactive/)
  const page = await visitor(browser)
  await expect(page.locator('body')).toBeVisible()
  await expect(loaderTag(page)).toHaveCount(0)
  await page.context().close()

  expect(site.sql("USE wordpress; SELECT COUNT(*) FROM wp_options WHERE option_name LIKE 'agent\\_chat%'").trim()).toBe('1')
  // Where the widget key is stored, in every table WordPress keeps settings and content in: the option alone.
  const holdingTheKey = () =>
    site
      .sql(
        `USE wordpress; ${[
          ['wp_options', 'option_name', 'option_value'],
          ['wp_postmeta', 'meta_key', 'meta_value'],
          ['wp_usermeta', 'meta_key', 'meta_value'],
          ['wp_posts', 'post_name', 'post_content'],
        ]
          .map(([table, name, value]) => `SELECT '${table}', ${name} FROM ${table} WHERE ${value} LIKE '%${widgetKey}%';`)
          .join(' ')}`,
      )
      .trim()
  expect(holdingTheKey()).toBe('wp_options\tagent_chat_settings')
  admin.once('dialog', (dialog) => void dialog.accept())
  await admin
    .locator('tr[data-slug="agent-chat"]')
    .getByRole('link', { name: /Delete/ })
    .click()
  await expect(admin.getByText(/was successfully deleted/)).toBeVisible()
  expect(site.sql("USE wordpress; SELECT COUNT(*) FROM wp_options WHERE option_name LIKE 'agent\\_chat%'").trim()).toBe('0')
  expect(holdingTheKey()).toBe('')
  expect(existsSync(`${site.pluginsDir}/agent-chat`)).toBe(false)
})
