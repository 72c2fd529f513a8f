// The playground (public/playground.html, as `npm start` serves it): change
// the colour → the live launcher changes; copy → the clipboard holds a
// snippet that, pasted into a blank page, shows that widget.
import { resolve } from 'node:path'
import { DEMO_WIDGET_KEY } from '../mock/service'
import { demoPageRenderer } from '../scripts/demo-pages'
import { startHostServer, type HostServer } from '../scripts/host-server'
import AxeBuilder from '@axe-core/playwright'
import { SELECTORS } from '../test/selectors'
import { LANGUAGES } from '../scripts/catalogues'
import { expect, test } from './fixtures'

let site: HostServer

test.beforeEach(async ({ mock }) => {
  site = await startHostServer({ staticDir: resolve(import.meta.dirname, '../public'), render: demoPageRenderer(mock.origin, DEMO_WIDGET_KEY) })
})
test.afterEach(async () => {
  await site.close()
})

test('edit the settings → the live widget follows; copy → the clipboard holds a snippet that shows that widget on a blank page', async ({ browser, host }) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  await page.goto(`${site.origin}/playground.html`)
  const launcher = page.locator(SELECTORS.host).locator(SELECTORS.launcher)
  await expect(launcher).toHaveCSS('background-color', 'rgb(111, 78, 55)')
  // The whole page, its form and the widget: axe, WCAG 2.2 A/AA, as for the widget alone.
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
  expect(axe.passes.some((p) => p.id === 'label')).toBe(true)

  await page.getByLabel('Colour', { exact: true }).fill('#0f766e')
  await expect(launcher).toHaveCSS('background-color', 'rgb(15, 118, 110)')
  await page.getByLabel('Position').selectOption('bottom-left')
  await expect(page.locator(SELECTORS.host).locator(SELECTORS.root)).toHaveClass(/left/)
  await page.getByLabel('Name', { exact: true }).fill('Bean Help')
  // The picker offers every language the widget has: English and the table of languages.
  expect(
    await page
      .getByLabel('Language')
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
  ).toEqual(['auto', 'en', ...LANGUAGES.map((l) => l.tag)])
  await page.getByLabel('Language').selectOption('fi')
  await expect(page.getByRole('button', { name: LANGUAGES.find((l) => l.tag === 'fi')!.texts.launcher.openChat })).toBeVisible()
  await page.getByLabel('Language').selectOption('de')
  await expect(page.getByRole('button', { name: 'Chat öffnen' })).toBeVisible()
  await page.getByLabel("the visitor's name").uncheck()
  await page.getByLabel('Starter questions').fill('Opening hours?| Shipping costs |')
  await page.getByRole('button', { name: 'Chat öffnen' }).click()
  await expect(page.getByRole('group', { name: 'Vorgeschlagene Fragen' }).getByRole('button')).toHaveText(['Opening hours?', 'Shipping costs'])
  await page.getByRole('button', { name: 'Chat schließen' }).first().click()

  await page.getByRole('button', { name: 'Copy embed code' }).click()
  await expect(page.locator('#copy-status')).toHaveText(/Copied/)
  const snippet = await page.evaluate(() => navigator.clipboard.readText())
  expect(snippet).toBe(await page.locator('#embed-code').textContent())
  expect(snippet).toContain('data-primary-color="#0f766e"')
  expect(snippet).toContain('data-collect-visitor-name="false"')
  expect(snippet).toContain('data-suggestions="Opening hours?|Shipping costs"')
  // Defaults are left out: the snippet stays short.
  expect(snippet).not.toContain('data-theme')
  expect(errors).toEqual([])

  // Pasted into a blank page on another site: that widget.
  const blank = await context.newPage()
  await blank.goto(host.set('/pasted.html', { html: `<!doctype html><html lang="en"><head><title>Blank</title></head><body>\n${snippet}\n</body></html>` }))
  const pasted = blank.locator(SELECTORS.host).locator(SELECTORS.launcher)
  await expect(pasted).toHaveCSS('background-color', 'rgb(15, 118, 110)')
  await expect(blank.locator(SELECTORS.host).locator(SELECTORS.root)).toHaveClass(/left/)
  await pasted.click()
  await expect(blank.getByRole('dialog', { name: 'Bean Help' })).toBeVisible()
  await expect(blank.getByRole('textbox', { name: 'Nachricht' })).toBeFocused()
  await context.close()
})

test('the site’s look: subtitle, avatar, launcher label, font and custom properties follow live; the CSS block copies', async ({ browser }) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] })
  const page = await context.newPage()
  await page.route('https://avatars.example/**', (route) =>
    route.fulfill({
      contentType: 'image/png',
      body: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAwMDAwAAAGQADAd1GpwAAAABJRU5ErkJggg==', 'base64'),
    }),
  )
  await page.goto(`${site.origin}/playground.html`)
  const widget = page.locator(SELECTORS.host)
  await expect(page.locator('#css-code')).toHaveText('/* Nothing set: the widget keeps its own look. */')
  await page.getByLabel('Launcher label').fill('Chat with us')
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible()
  await page.getByLabel('Subtitle').fill('Answers in seconds')
  await page.getByLabel('Avatar').fill('https://avatars.example/face.png')
  await page.locator('select[name=font]').selectOption('inherit')
  await page.getByLabel('Corner radius, px').fill('2')
  await page.getByLabel('Font size, px').fill('17')
  await page.getByLabel('Panel width, px').fill('440')
  await page.getByLabel('my own bubble colours').check()
  await page.getByRole('button', { name: 'Chat with us' }).click()
  await expect(widget.locator(SELECTORS.subtitle)).toHaveText('Answers in seconds')
  await expect(widget.locator(SELECTORS.avatarImage)).toHaveClass('shown')
  await expect(widget.locator(SELECTORS.panel)).toHaveCSS('border-radius', '2px')
  await expect(widget.locator(SELECTORS.panel)).toHaveCSS('width', '440px')
  await expect(widget.locator(SELECTORS.root)).toHaveCSS('font-size', '17px')
  // This page's own font (Georgia, as the demo's stylesheet sets on body).
  await expect(widget.locator(SELECTORS.root)).toHaveCSS('font-family', 'Georgia, serif')
  const css = await page.locator('#css-code').textContent()
  expect(css).toBe(
    'agent-chat-widget {\n  --agent-chat-radius: 2px;\n  --agent-chat-font-size: 17px;\n  --agent-chat-panel-width: 440px;\n  --agent-chat-visitor-bubble: #3b2f2f;\n  --agent-chat-agent-bubble: #efe6da;\n}',
  )
  await page.getByRole('button', { name: 'Copy CSS' }).click()
  await expect(page.locator('#copy-css-status')).toHaveText(/Copied/)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(css)
  const snippet = await page.locator('#embed-code').textContent()
  for (const attribute of [
    'data-launcher-label="Chat with us"',
    'data-subtitle="Answers in seconds"',
    'data-avatar-url="https://avatars.example/face.png"',
    'data-font="inherit"',
  ])
    expect(snippet).toContain(attribute)
  // Emptied, an optional text goes away, without a warning.
  const warnings: string[] = []
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()))
  await page.getByLabel('Subtitle').fill('')
  await expect(widget.locator(SELECTORS.subtitle)).toHaveCount(0)
  expect(warnings).toEqual([])
  await context.close()
})
