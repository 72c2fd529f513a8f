// Languages in Chromium: the interface language comes from data-locale, else
// the page's <html lang>, else the browser's, else English; its catalogue is a
// separate file fetched only for other languages than English (also under a
// strict CSP); Arabic mirrors the widget and nothing else; times use Intl.
import type { Page, Request } from '@playwright/test'
import { SELECTORS } from '../test/selectors'
import { audit, shot } from './audit'
import { expect, strictCsp, test, watchCsp, type Widget } from './fixtures'

/** Scripts the page loads from the widget's origin (not the API), in order. */
function widgetFiles(page: Page, origin: string, baseUrl: string): string[] {
  const seen: string[] = []
  page.on('request', (r: Request) => {
    // Files loaded to run; the panel's file fetched ahead at idle (a fetch) is e2e/prefetch.spec.ts's.
    if (r.url().startsWith(origin) && !r.url().startsWith(baseUrl) && r.resourceType() === 'script') seen.push(new URL(r.url()).pathname)
  })
  return seen
}

const rootOf = (widget: Widget) => widget.host.locator(SELECTORS.root)

test('an Arabic page: Arabic texts, the widget mirrored (dir=rtl inside it only), axe finds nothing serious', async ({ page, embed, widget, mock }) => {
  const files = widgetFiles(page, mock.origin, mock.baseUrl)
  await page.goto(embed({ html: 'lang="ar"', attrs: { 'collect-visitor-email': 'true', name: 'متجر القهوة' } }))
  const open = page.getByRole('button', { name: 'فتح الدردشة' })
  await expect(open).toBeVisible()
  await expect(rootOf(widget)).toHaveAttribute('dir', 'rtl')
  await expect(rootOf(widget)).toHaveAttribute('lang', 'ar')
  // The host page keeps its own direction.
  expect(await page.evaluate(() => [document.documentElement.dir, getComputedStyle(document.body).direction])).toEqual(['', 'ltr'])
  expect(files.filter((f) => f.startsWith('/i18n/'))).toEqual([expect.stringMatching(/^\/i18n\/ar-[A-Za-z0-9]{8}\.js$/)])
  await audit(page, 'rtl: closed launcher')

  await open.click()
  const dialog = page.getByRole('dialog', { name: 'متجر القهوة' })
  await expect(dialog).toBeVisible()
  await page.getByRole('button', { name: 'بدء الدردشة' }).click()
  await expect(page.getByText('يُرجى إدخال اسمك.')).toBeVisible()
  await expect(page.getByText('يُرجى إدخال عنوان بريد إلكتروني صالح.')).toBeVisible()
  await audit(page, 'rtl: pre-chat form with errors')
  await page.getByRole('textbox', { name: 'الاسم' }).fill('ليلى')
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('layla@example.com')
  await page.getByRole('button', { name: 'بدء الدردشة' }).click()
  const box = page.getByRole('textbox', { name: 'الرسالة' })
  await expect(box).toBeFocused()
  await expect(box).toHaveAttribute('placeholder', 'اكتب رسالتك…')
  await box.fill('متى تفتحون؟ (opening hours)')
  await box.press('Enter')
  await expect(widget.agentMessages.last()).toContainText('Monday')
  await audit(page, 'rtl: conversation')

  // Mirrored: the close button left of the title, Send left of the box, my
  // bubble on the left, the agent's on the right.
  const x = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!.x
  const close = dialog.getByRole('button', { name: 'إغلاق الدردشة' })
  expect(await x(close)).toBeLessThan(await x(dialog.getByRole('heading')))
  expect(await x(page.getByRole('button', { name: 'إرسال' }))).toBeLessThan(await x(box))
  expect(await x(widget.visitorMessages.last())).toBeLessThan(await x(widget.agentMessages.last()))
  // Message text is isolated and takes its own direction: the Arabic question
  // right to left, the English reply (a list) left to right.
  for (const bubble of [widget.visitorMessages.last(), widget.agentMessages.last()]) {
    await expect(bubble).toHaveAttribute('dir', 'auto')
    await expect(bubble).toHaveCSS('unicode-bidi', 'plaintext')
  }
  await expect(widget.visitorMessages.last()).toHaveCSS('direction', 'rtl')
  await expect(widget.agentMessages.last()).toHaveCSS('direction', 'ltr')
  await expect(widget.agentMessages.last().locator('li').first()).toHaveCSS('direction', 'ltr')
  // What the visitor types takes its own direction too; the empty box (and
  // its placeholder) follows the interface.
  await expect(box).toHaveCSS('unicode-bidi', 'plaintext')
  // Times are formatted by Intl for Arabic.
  const time = widget.host.locator(SELECTORS.agentTimes).last()
  const expected = await time.evaluate((el) => new Date(el.getAttribute('datetime')!).toLocaleTimeString('ar', { hour: 'numeric', minute: '2-digit' }))
  await expect(time).toHaveText(expected)
  expect(expected).toMatch(/[صم]/)
  await shot(page, 'rtl')

  await page.route('**/webhook-chat-message', (route) => route.fulfill({ status: 400, body: '{}', headers: { 'Access-Control-Allow-Origin': '*' } }))
  await box.fill('مرة أخرى')
  await box.press('Enter')
  await expect(page.getByRole('alert')).toHaveText('عذرًا، حدث خطأ ما. يُرجى المحاولة مرة أخرى.')
  await expect(page.getByText('لم يتم التسليم.')).toBeVisible()
  await audit(page, 'rtl: error state')
  // Still nothing changed on the host page.
  expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang, getComputedStyle(document.body).direction])).toEqual([
    '',
    'ar',
    'ltr',
  ])
})

test('German through data-locale on an English page, under a strict CSP: one language file, no violations', async ({ page, embed, widget, mock }) => {
  const violations = await watchCsp(page)
  const files = widgetFiles(page, mock.origin, mock.baseUrl)
  const csp = strictCsp(mock.origin)
  await page.goto(embed({ attrs: { locale: 'de-DE', 'collect-visitor-name': 'true' }, headers: { 'Content-Security-Policy': csp } }))
  await page.getByRole('button', { name: 'Chat öffnen' }).click()
  await expect(rootOf(widget)).toHaveAttribute('lang', 'de-DE')
  await expect(rootOf(widget)).toHaveAttribute('dir', 'ltr')
  await page.getByRole('button', { name: 'Chat starten' }).click()
  await expect(page.getByText('Bitte geben Sie Ihren Namen ein.')).toBeVisible()
  await page.getByRole('textbox', { name: 'Name' }).fill('Ada')
  await page.getByRole('button', { name: 'Chat starten' }).click()
  const box = page.getByRole('textbox', { name: 'Nachricht' })
  await box.fill('When are you open?')
  await page.getByRole('button', { name: 'Senden' }).click()
  await expect(widget.agentMessages.last()).toContainText('Monday')
  // The site set no welcome message: the service's default, in German.
  await expect(widget.host.getByText('Hallo! Wie kann ich Ihnen heute helfen?')).toBeVisible()
  // A German time (24-hour clock, no AM/PM), from Intl.
  const time = widget.host.locator(SELECTORS.agentTimes).last()
  const expected = await time.evaluate((el) => new Date(el.getAttribute('datetime')!).toLocaleTimeString('de-DE', { hour: 'numeric', minute: '2-digit' }))
  await expect(time).toHaveText(expected)
  expect(expected).toMatch(/^\d{1,2}:\d{2}$/)
  expect(files.filter((f) => f.startsWith('/i18n/'))).toEqual([expect.stringMatching(/^\/i18n\/de-[A-Za-z0-9]{8}\.js$/)])
  // loader.js, the German file, the panel with the life chunk beside it, and Copy reply's chunk once the reply came.
  await expect.poll(() => files.length).toBe(5)
  expect(await violations()).toEqual([])
})

test("the service's defaults follow the language where the site left them, as create-chat-widget's embed code writes them too; what the site set is shown as written", async ({
  page,
  embed,
  widget,
}) => {
  // The embed code the service writes for a widget created without these: its English defaults, word for word.
  await page.goto(
    embed({
      html: 'lang="de"',
      attrs: { name: 'Website Chat', 'welcome-message': 'Hi! How can I help you today?', 'collect-visitor-name': 'false' },
    }),
  )
  await page.getByRole('button', { name: 'Chat öffnen' }).click()
  await expect(page.getByRole('dialog', { name: 'Website-Chat' })).toBeVisible()
  await expect(widget.host.getByText('Hallo! Wie kann ich Ihnen heute helfen?')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Chat öffnen' })).toBeFocused()
  // A site's own name and welcome message, in whatever language it wrote them.
  await page.goto(embed({ html: 'lang="de"', attrs: { name: 'Acme Kaffee', 'welcome-message': 'Welcome to Acme!', 'collect-visitor-name': 'false' } }))
  await page.getByRole('button', { name: 'Chat öffnen' }).click()
  await expect(page.getByRole('dialog', { name: 'Acme Kaffee' })).toBeVisible()
  await expect(widget.host.getByText('Welcome to Acme!')).toBeVisible()
  await expect(widget.host.getByText('Hallo! Wie kann ich Ihnen heute helfen?')).toHaveCount(0)
})

test("German with feedback and starter questions: each chunk's texts come beside it, a chunk not loaded brings none", async ({ page, embed, widget, mock }) => {
  const violations = await watchCsp(page)
  const files = widgetFiles(page, mock.origin, mock.baseUrl)
  await page.goto(
    embed({
      attrs: { locale: 'de', 'collect-visitor-name': 'false', feedback: 'true', suggestions: 'Wann haben Sie geöffnet?' },
      headers: { 'Content-Security-Policy': strictCsp(mock.origin) },
    }),
  )
  await page.getByRole('button', { name: 'Chat öffnen' }).click()
  // The starter questions' group is named in German: its texts came with its chunk.
  await expect(widget.host.getByRole('group', { name: 'Vorgeschlagene Fragen' })).toBeVisible()
  const box = page.getByRole('textbox', { name: 'Nachricht' })
  await box.fill('When are you open?')
  await box.press('Enter')
  await expect(widget.agentMessages.last()).toContainText('Monday')
  await expect(widget.host.getByRole('button', { name: 'Hilfreich' }).last()).toBeVisible()
  const texts = () => files.filter((f) => f.startsWith('/i18n/')).sort()
  await expect
    .poll(texts)
    .toEqual([
      expect.stringMatching(/^\/i18n\/de-[A-Za-z0-9]{8}\.js$/),
      expect.stringMatching(/^\/i18n\/de\/feedback-[A-Za-z0-9]{8}\.js$/),
      expect.stringMatching(/^\/i18n\/de\/suggestions-[A-Za-z0-9]{8}\.js$/),
    ])
  // No teaser, disclaimer or links here: none of their texts were fetched.
  expect(texts().some((f) => /teaser|disclaimer|links/.test(f))).toBe(false)
  expect(await violations()).toEqual([])
})

test('an English page fetches no language file', async ({ page, embed, widget, mock }) => {
  const files = widgetFiles(page, mock.origin, mock.baseUrl)
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' } }))
  await widget.openButton.click()
  await widget.say('hello')
  await expect(widget.agentMessages).toHaveCount(2)
  // Copy reply's chunk comes with the reply; no language file.
  await expect
    .poll(() => [...files].sort())
    .toEqual([
      expect.stringMatching(/^\/copy-[\w-]+\.js$/),
      expect.stringMatching(/^\/life-[\w-]+\.js$/),
      '/loader.js',
      expect.stringMatching(/^\/panel-[\w-]+\.js$/),
    ])
  await expect(rootOf(widget)).toHaveAttribute('lang', 'en')
})

test.describe('in a Japanese browser', () => {
  test.use({ locale: 'ja-JP' })

  test('a page without lang gets Japanese; a page in French gets French; pt-BR gets Portuguese; zh-CN Simplified Chinese; Kurdish stays English, said once', async ({
    page,
    embed,
    widget,
    mock,
    consoleMessages,
  }) => {
    const files = widgetFiles(page, mock.origin, mock.baseUrl)
    await page.goto(embed({ html: '' }))
    await expect(page.getByRole('button', { name: 'チャットを開く' })).toBeVisible()
    await expect(rootOf(widget)).toHaveAttribute('lang', 'ja-JP')
    await page.goto(embed({ html: 'lang="fr-CA"' }))
    await expect(page.getByRole('button', { name: 'Ouvrir le chat' })).toBeVisible()
    await page.goto(embed({ html: 'lang="pt_BR"' }))
    await expect(page.getByRole('button', { name: 'Abrir chat' })).toBeVisible()
    await expect(rootOf(widget)).toHaveAttribute('lang', 'pt-BR')
    await page.goto(embed({ html: 'lang="es"' }))
    await page.getByRole('button', { name: 'Abrir chat' }).click()
    await expect(page.getByRole('button', { name: 'Iniciar chat' })).toBeVisible()
    await page.getByRole('button', { name: 'Cerrar chat' }).first().click()
    await page.goto(embed({ html: 'lang="zh-CN"' }))
    await expect(page.getByRole('button', { name: '打开聊天' })).toBeVisible()
    await expect(rootOf(widget)).toHaveAttribute('lang', 'zh-CN')
    // A page in a language the widget does not have: the browser's (ja-JP) comes next.
    await page.goto(embed({ html: 'lang="ku"' }))
    await expect(page.getByRole('button', { name: 'チャットを開く' })).toBeVisible()
    // data-locale asks for that language alone: English, and the console names the tag.
    await page.goto(embed({ html: 'lang="de"', attrs: { locale: 'ku' } }))
    await expect(widget.openButton).toBeVisible()
    await expect(rootOf(widget)).toHaveAttribute('lang', 'en')
    expect(consoleMessages.filter((m) => m.text().includes('no texts in')).map((m) => [m.type(), m.text()])).toEqual([
      ['warning', '[agent-chat] no texts in "ku": the widget shows English'],
    ])
    expect(files.filter((f) => f.startsWith('/i18n/')).map((f) => f.slice(6).replace(/-[A-Za-z0-9]{8}\.js$/, ''))).toEqual([
      'ja',
      'fr',
      'pt-BR',
      'es',
      'zh-Hans',
      'ja',
    ])
  })

  test('an invalid data-locale warns once and falls back to the page language', async ({ page, embed, consoleMessages }) => {
    await page.goto(embed({ html: 'lang="de"', attrs: { locale: 'deutsch bitte' } }))
    await expect(page.getByRole('button', { name: 'Chat öffnen' })).toBeVisible()
    const warnings = () => consoleMessages.filter((m) => m.type() === 'warning' && m.text().includes('data-locale')).map((m) => m.text())
    await expect.poll(warnings).toEqual(['[agent-chat] data-locale="deutsch bitte" is not valid; using the default "auto"'])
  })
})

test('a language file that cannot be loaded leaves the widget working in English', async ({ page, embed, widget }) => {
  await page.route('**/i18n/**', (route) => route.fulfill({ status: 404, body: 'not found' }))
  await page.goto(embed({ attrs: { locale: 'fr', 'collect-visitor-name': 'false' } }))
  await widget.openButton.click()
  await widget.say('hello')
  await expect(widget.agentMessages).toHaveCount(2)
  await expect(rootOf(widget)).toHaveAttribute('lang', 'en')
})

test('a language file that never comes: the launcher is there at once, the panel shows in English after 3 seconds', async ({ page, embed, widget }) => {
  await page.route('**/i18n/**', () => {}) // never answered
  // A script that never arrives holds the page's load event: wait for the DOM only.
  await page.goto(embed({ attrs: { locale: 'es', 'collect-visitor-name': 'false' } }), { waitUntil: 'domcontentloaded' })
  await expect(widget.openButton).toBeVisible()
  const start = Date.now()
  await widget.openButton.click()
  // The frame says it is loading (in English: the catalogue never came)...
  await expect(widget.host.getByRole('status')).toHaveText('Loading…')
  // ...and the panel arrives once the language has been waited for long enough.
  await expect(widget.message).toBeVisible({ timeout: 10_000 })
  expect(Date.now() - start).toBeGreaterThan(2500)
  await expect(rootOf(widget)).toHaveAttribute('lang', 'en')
})
