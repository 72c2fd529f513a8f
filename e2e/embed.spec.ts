// The embed: one script tag, resolved relative to itself, isolated from the
// host page, configured by data attributes.
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { SELECTORS } from '../test/selectors'
import { embedHtml, expect, KEY, test } from './fixtures'

const dist = resolve(import.meta.dirname, '../dist')

test('adds exactly one custom element with an open shadow root, styles adopted, one global', async ({ page, embed, widget }) => {
  // Record everything added to the host document and every new global.
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>
    w['__globalsBefore'] = Object.getOwnPropertyNames(window)
    const added: string[] = []
    w['__added'] = added
    new MutationObserver((records) => {
      for (const r of records) r.addedNodes.forEach((n) => n.nodeType === 1 && added.push((n as Element).tagName.toLowerCase()))
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto(embed({ body: '<main><p>content</p></main>' }))
  await expect(widget.launcher).toBeVisible()
  await widget.openAndStart({ name: 'Ada' })

  const facts = await page.evaluate((tag) => {
    const w = window as unknown as Record<string, unknown>
    const before = new Set(w['__globalsBefore'] as string[])
    const host = document.querySelector(tag)!
    const root = host.shadowRoot
    return {
      // The parser's own elements show up too; leave out the tags of the page's markup.
      added: (w['__added'] as string[]).filter((t) => !['html', 'head', 'meta', 'title', 'body', 'main', 'p'].includes(t)),
      hosts: document.querySelectorAll(tag).length,
      open: root !== null && root.mode === 'open',
      sheets: root ? root.adoptedStyleSheets.length : 0,
      stylesInShadow: root ? root.querySelectorAll('style, link').length : -1,
      stylesInDocument: document.querySelectorAll('style, link[rel~="stylesheet"]').length,
      globals: Object.getOwnPropertyNames(window).filter((n) => !before.has(n) && !n.startsWith('__')),
      // After <body>, as the last child of <html>: no navigation library reaches it there.
      parent: host.parentElement?.tagName,
      last: document.documentElement.lastElementChild === host,
    }
  }, SELECTORS.host)
  expect(facts.added.filter((t) => t !== 'script')).toEqual([SELECTORS.host])
  expect(facts.hosts).toBe(1)
  expect(facts.open).toBe(true)
  // The launcher stage's stylesheet, the theme's surface and the frame's (the life chunk's), then the panel stage's.
  expect(facts.sheets).toBe(4)
  expect(facts.stylesInShadow).toBe(0)
  expect(facts.stylesInDocument).toBe(0)
  expect(facts.globals).toEqual(['AgentChat'])
  expect(facts.parent).toBe('HTML')
  expect(facts.last).toBe(true)
})

test('without constructable stylesheets (Safari before 16.4, older than the build targets): no unstyled widget, one console error, nothing thrown', async ({
  page,
  embed,
  consoleMessages,
}) => {
  await page.addInitScript(() => {
    // As in a browser without the API: the property is not there at all.
    delete (ShadowRoot.prototype as unknown as Record<string, unknown>)['adoptedStyleSheets']
  })
  await page.goto(embed())
  await expect
    .poll(() => consoleMessages.filter((m) => m.type() === 'error').map((m) => m.text()))
    .toEqual([expect.stringMatching(/^\[agent-chat\] could not start: /)])
  const facts = await page.evaluate((host) => {
    const root = document.querySelector(host)?.shadowRoot
    return { drawn: root ? root.querySelectorAll('*').length : 0, styles: document.querySelectorAll('style').length, global: 'AgentChat' in window }
  }, SELECTORS.host)
  // Nothing drawn without its styles; no <style> anywhere; no API to call into a widget that is not there.
  expect(facts).toEqual({ drawn: 0, styles: 0, global: false })
})

test('loads from any origin and path: the panel chunk is resolved relative to loader.js', async ({ page, mock, host, widget }) => {
  // Serve dist/ from a made-up CDN origin under a deep path.
  const cdn = 'https://cdn.widgets.example/assets/chat/v1.2.3/'
  await page.route(cdn + '**', (route) => {
    const file = new URL(route.request().url()).pathname.split('/').pop()!
    if (!readdirSync(dist).includes(file)) return route.fulfill({ status: 404 })
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: readFileSync(resolve(dist, file)) })
  })
  const requested: string[] = []
  page.on('request', (r) => requested.push(r.url()))
  const url = host.set('/cdn-page.html', {
    html: embedHtml(mock, { attrs: { 'api-base': mock.baseUrl } }).replace(`${mock.origin}/loader.js`, cdn + 'loader.js'),
  })
  await page.goto(url)
  await widget.openAndStart({ name: 'Ada' })
  await widget.say('hello')
  await expect(widget.agentMessages.last()).toContainText('Hello!')
  const panelFile = readdirSync(dist).find((f) => f.startsWith('panel-'))!
  expect(requested).toContain(cdn + panelFile)
  expect(requested).toContain(mock.baseUrl + '/webhook-chat-message')
  expect(requested.filter((u) => u.startsWith(mock.origin) && !u.startsWith(mock.baseUrl))).toEqual([])
})

test('data-api-base defaults to the loader origin + /v1', async ({ page, embed, mock, widget }) => {
  const posts: string[] = []
  page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()))
  await page.goto(embed())
  await widget.openAndStart({ name: 'Ada' })
  await widget.say('hi')
  await expect(widget.agentMessages).toHaveCount(2)
  expect(posts).toEqual([`${mock.origin}/v1/webhook-chat-message`])
})

test('works on a page with an AMD loader and CommonJS-style globals', async ({ page, embed, widget }) => {
  const url = embed({
    before: `<script>
      window.module = { exports: {} }; window.exports = window.module.exports;
      window.define = function () { window.__defineCalls = (window.__defineCalls || 0) + 1 }; window.define.amd = {};
    </script>`,
  })
  await page.goto(url)
  await widget.openAndStart({ name: 'Ada' })
  await widget.say('hello')
  await expect(widget.agentMessages.last()).toContainText('Hello!')
  expect(await page.evaluate(() => (window as unknown as { __defineCalls?: number }).__defineCalls ?? 0)).toBe(0)
})

for (const [label, attrs, problem] of [
  ['missing', { 'widget-key': null }, /data-widget-key is missing/],
  ['without wgt_', { 'widget-key': 'abc_123' }, /data-widget-key must start with "wgt_"/],
] as const) {
  test(`a ${label} widget key shows no widget and logs one error`, async ({ page, embed, consoleMessages }) => {
    await page.goto(embed({ attrs }))
    await page.waitForLoadState('load')
    // In the warnings chunk's words: they come a moment after the page view, through the chunk's own script element.
    const errors = () => consoleMessages.filter((m) => m.type() === 'error')
    await expect.poll(() => errors().length).toBeGreaterThan(0)
    await page.waitForTimeout(300)
    expect(errors()).toHaveLength(1)
    expect(errors()[0]!.text()).toMatch(problem)
    expect(await page.locator(SELECTORS.host).count()).toBe(0)
    expect(await page.evaluate(() => 'AgentChat' in window)).toBe(false)
  })
}

test("invalid attribute values fall back to defaults with one warning each: the launcher's on the page view, the panel's when it loads", async ({
  page,
  embed,
  widget,
  consoleMessages,
}) => {
  await page.goto(
    embed({
      attrs: {
        'primary-color': 'red; background: url(https://evil.example/x)',
        position: 'top-center',
        name: '   ',
        'collect-visitor-name': 'maybe',
        'collect-visitor-email': 'yes please',
        'api-base': 'javascript:alert(1)',
        'page-url': 'everything',
      },
    }),
  )
  await expect(widget.launcher).toBeVisible()
  const warnings = () => consoleMessages.filter((m) => m.type() === 'warning').map((m) => m.text())
  const launcherAttrs = ['data-primary-color', 'data-position', 'data-name']
  // In the warnings chunk's words, which come a moment after the page view.
  await expect.poll(() => warnings().length).toBe(3)
  for (const attr of launcherAttrs) expect(warnings().filter((w) => w.includes(attr + '='))).toHaveLength(1)
  expect(warnings()).toHaveLength(3)
  // The settings only the panel reads (the API base among them) are read (and warned about) by the panel, once it loads.
  await widget.launcher.hover()
  await expect.poll(() => warnings().length).toBe(7)
  for (const attr of [...launcherAttrs, 'data-api-base', 'data-collect-visitor-name', 'data-collect-visitor-email', 'data-page-url']) {
    expect(warnings().filter((w) => w.includes(attr + '='))).toHaveLength(1)
  }
  expect(consoleMessages.filter((m) => m.type() === 'error')).toHaveLength(0)
  // Defaults in force: indigo, bottom-right, "Website Chat", name asked, email not asked.
  await expect(widget.launcher).toHaveCSS('background-color', 'rgb(99, 102, 241)')
  const box = (await widget.launcher.boundingBox())!
  const viewport = page.viewportSize()!
  expect(box.x + box.width).toBeGreaterThan(viewport.width - 40)
  await widget.openButton.click()
  await expect(page.getByRole('dialog', { name: 'Website Chat' })).toBeVisible()
  await expect(widget.name).toBeVisible()
  await expect(widget.email).toHaveCount(0)
})

test('the documented defaults apply when only the key is given', async ({ page, embed, widget, consoleMessages }) => {
  await page.goto(embed({ attrs: { 'widget-key': KEY } }))
  await widget.openButton.click()
  await expect(page.getByRole('dialog', { name: 'Website Chat' })).toBeVisible()
  await expect(widget.dialog).toContainText('Hi! How can I help you today?')
  await expect(widget.name).toBeVisible()
  await expect(widget.email).toHaveCount(0)
  expect(consoleMessages.filter((m) => m.type() === 'warning' || m.type() === 'error')).toHaveLength(0)
})

test('host page styles do not leak into the widget', async ({ page, embed, widget, forget }) => {
  const hostile = `<style>
    html { font-size: 62.5%; }
    body { font: italic 30px/3 "Comic Sans MS", serif; color: rgb(255, 0, 0); letter-spacing: 5px; text-align: right; direction: rtl; word-spacing: 9px; text-transform: uppercase; }
    * { line-height: 4 !important; }
    agent-chat-widget { font-size: 44px !important; color: lime !important; letter-spacing: 6px !important; }
    button { background: yellow !important; padding: 30px !important; }
    div { display: none; }
  </style>`
  const measure = async () => {
    await widget.openAndStart({ name: 'Ada' })
    await widget.say('When are you open?')
    await expect(widget.agentMessages.last()).toContainText('Sunday')
    return page.evaluate((s) => {
      const root = document.querySelector(s.host)!.shadowRoot!
      const pick = (selector: string) => {
        const el = root.querySelector(selector) as HTMLElement
        const cs = getComputedStyle(el)
        const r = el.getBoundingClientRect()
        return {
          font: cs.fontFamily,
          size: cs.fontSize,
          color: cs.color,
          lineHeight: cs.lineHeight,
          letterSpacing: cs.letterSpacing,
          textAlign: cs.textAlign,
          direction: cs.direction,
          wordSpacing: cs.wordSpacing,
          transform: cs.textTransform,
          style: cs.fontStyle,
          box: [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)],
        }
      }
      return { launcher: pick(s.launcher), title: pick(s.title), bubble: pick(s.agentBubbles), input: pick(s.message), send: pick(s.send) }
    }, SELECTORS)
  }
  await page.goto(embed())
  const clean = await measure()
  await forget()
  await page.goto(embed({ head: hostile }))
  const attacked = await measure()
  expect(attacked).toEqual(clean)
  expect(clean.bubble.size).toBe('15px')
})
