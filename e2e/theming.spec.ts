// The site's own look (docs/theming.md), on the built files in
// Chromium: the site's stylesheet themes the widget through the documented
// custom properties and parts, live; data-font="inherit"; the header's face
// and subtitle; the launcher's label; per-widget texts; bad input of each
// kind; the strict CSP. Firefox and WebKitGTK run the themed journey
// (e2e/journeys/journeys.ts).
import { readFileSync } from 'node:fs'
import type { Page, Route } from '@playwright/test'
import { SELECTORS } from '../test/selectors'
import { audit, shot } from './audit'
import { expect, strictCsp, test, watchCsp, type Widget } from './fixtures'
import { RICH_REPLY } from '../test/helpers/rich-reply'
import { PARTS } from '../src/shared/styling/theme'
import { LIMITS } from '../src/shared/service/wire'
import { contrastRatio, hexOf } from '../test/helpers/contrast'

const AVATAR = 'https://avatars.example/face.png'
// A 2×2 PNG (opaque orange), enough for an <img> to load.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP4z8DAwMDAwAAAGQADAd1GpwAAAABJRU5ErkJggg==', 'base64')

/** Serves the site's own stylesheet (and font) from the host page's origin, as a site would. */
async function serveSiteFiles(page: Page, origin: string, css: string) {
  await page.route(`${origin}/site.css`, (route) => route.fulfill({ contentType: 'text/css', body: css }))
  await page.route(`${origin}/site-font.ttf`, (route) =>
    route.fulfill({ contentType: 'font/ttf', body: readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf') }),
  )
}

/** The avatar's host: the image, a 404, or nothing at all (counted). */
async function serveAvatar(page: Page, status = 200) {
  const requests: string[] = []
  await page.route('https://avatars.example/**', (route: Route) => {
    requests.push(route.request().url())
    return status === 200 ? route.fulfill({ contentType: 'image/png', body: PNG }) : route.fulfill({ status, body: 'not found' })
  })
  return requests
}

/**
 * A computed style of the first element matching `selector` in the shadow
 * root; colours as `rgb(r, g, b)` whatever notation the engine keeps (a
 * relative colour computes to lch()), through a canvas.
 */
function style(page: Page, selector: string, property: string): Promise<string> {
  return page.evaluate(
    ({ host, selector, property }) => {
      const el = document.querySelector(host)!.shadowRoot!.querySelector(selector)
      if (!el) return `no ${selector}`
      const value = getComputedStyle(el).getPropertyValue(property)
      if (!/color|fill/.test(property)) return value
      const ctx = document.createElement('canvas').getContext('2d')!
      ctx.fillStyle = value
      ctx.fillRect(0, 0, 1, 1)
      const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data
      return `rgb(${r}, ${g}, ${b})`
    },
    { host: SELECTORS.host, selector, property },
  )
}

async function chat(widget: Widget, text: string) {
  await widget.launcher.click()
  await widget.say(text)
  await expect(widget.agentMessages).toHaveCount(2)
}

test('the site’s stylesheet themes the widget through custom properties and parts, and a change restyles the open panel', async ({ page, embed, widget }) => {
  const css = `
    agent-chat-widget {
      --agent-chat-primary: rgb(0, 100, 0);
      --agent-chat-radius: 4px;
      --agent-chat-font-size: 18px;
      --agent-chat-panel-width: 420px;
      --agent-chat-panel-height: 520px;
      --agent-chat-launcher-size: 52px;
      --agent-chat-offset-x: 32px;
      --agent-chat-offset-y: 24px;
      --agent-chat-visitor-bubble: rgb(10, 20, 30);
      --agent-chat-visitor-text: rgb(250, 250, 250);
      --agent-chat-agent-bubble: rgb(250, 240, 230);
      --agent-chat-agent-text: rgb(60, 30, 0);
      --agent-chat-shadow: none;
    }
    agent-chat-widget::part(send) { border-radius: 0 }
    agent-chat-widget::part(title) { text-transform: uppercase }
    html.site-dark { --agent-chat-background: rgb(17, 17, 17); --agent-chat-text: rgb(238, 238, 238) }`
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false', theme: 'light' }, head: `<style>${css}</style>` }))
  await expect(widget.launcher).toBeVisible()
  expect(await style(page, SELECTORS.launcher, 'background-color')).toBe('rgb(0, 100, 0)')
  expect(await style(page, SELECTORS.launcher, 'border-radius')).toBe('4px')
  expect(await style(page, SELECTORS.launcher, 'box-shadow')).toBe('none')
  const viewport = page.viewportSize()!
  const launcher = (await widget.launcher.boundingBox())!
  expect(launcher).toEqual({ x: viewport.width - 32 - 52, y: viewport.height - 24 - 52, width: 52, height: 52 })

  await chat(widget, 'Hello there')
  const panel = (await widget.dialog.boundingBox())!
  expect([panel.width, panel.height, panel.x + panel.width, panel.y + panel.height]).toEqual([420, 520, viewport.width - 32, viewport.height - 24 - 52 - 12])
  expect(await style(page, SELECTORS.root, 'font-size')).toBe('18px')
  expect(await style(page, SELECTORS.panel, 'border-radius')).toBe('4px')
  expect(await style(page, SELECTORS.visitorBubbles, 'background-color')).toBe('rgb(10, 20, 30)')
  expect(await style(page, SELECTORS.visitorBubbles, 'color')).toBe('rgb(250, 250, 250)')
  expect(await style(page, SELECTORS.agentBubbles, 'background-color')).toBe('rgb(250, 240, 230)')
  expect(await style(page, SELECTORS.agentBubbles, 'color')).toBe('rgb(60, 30, 0)')
  // The parts, from the site's stylesheet.
  expect(await style(page, SELECTORS.send, 'border-radius')).toBe('0px')
  expect(await style(page, SELECTORS.title, 'text-transform')).toBe('uppercase')
  // Unset ones keep today's look.
  expect(await style(page, SELECTORS.panel, 'background-color')).toBe('rgb(255, 255, 255)')
  await shot(page, 'themed')

  // The site's own dark-mode switch: the open panel follows, no reload.
  await page.evaluate(() => document.documentElement.classList.add('site-dark'))
  await expect.poll(() => style(page, SELECTORS.panel, 'background-color')).toBe('rgb(17, 17, 17)')
  expect(await style(page, SELECTORS.log, 'color')).toBe('rgb(238, 238, 238)')
  await expect(widget.message).toBeFocused()
  await page.evaluate(() => document.documentElement.classList.remove('site-dark'))
  await expect.poll(() => style(page, SELECTORS.panel, 'background-color')).toBe('rgb(255, 255, 255)')
  await audit(page, 'themed panel')
})

test('a primary colour set by property gets black or white text by contrast, live, in both themes; -dark variants win in the dark theme', async ({
  page,
  embed,
  widget,
}) => {
  await page.goto(
    embed({
      attrs: { 'collect-visitor-name': 'false', theme: 'dark' },
      head: '<style>agent-chat-widget { --agent-chat-background: rgb(200, 200, 200); --agent-chat-background-dark: rgb(1, 2, 3) }</style>',
    }),
  )
  await chat(widget, 'Hi')
  // The -dark variant in the dark theme.
  expect(await style(page, SELECTORS.panel, 'background-color')).toBe('rgb(1, 2, 3)')
  for (const [primary, text] of <Array<[string, string]>>[
    ['#ffe14d', 'rgb(0, 0, 0)'],
    ['#1a1a2e', 'rgb(255, 255, 255)'],
    ['rebeccapurple', 'rgb(255, 255, 255)'],
    ['hsl(150 80% 70%)', 'rgb(0, 0, 0)'],
  ]) {
    await page.evaluate(([host, value]) => document.querySelector<HTMLElement>(host)!.style.setProperty('--agent-chat-primary', value), [
      SELECTORS.host,
      primary,
    ] as const)
    const bg = await style(page, SELECTORS.header, 'background-color')
    await expect.poll(() => style(page, SELECTORS.title, 'color'), primary).toBe(text)
    expect(await style(page, SELECTORS.launcher, 'color')).toBe(text)
    expect(contrastRatio(hexOf(text), hexOf(bg)), primary).toBeGreaterThanOrEqual(4.5)
  }
  // The site's own colour on it wins.
  await page.evaluate((host) => document.querySelector<HTMLElement>(host)!.style.setProperty('--agent-chat-on-primary', 'rgb(255, 0, 0)'), SELECTORS.host)
  await expect.poll(() => style(page, SELECTORS.title, 'color')).toBe('rgb(255, 0, 0)')
})

test('without properties the look is today’s, and the stylesheet picks the same colour on the primary as WCAG arithmetic', async ({ page, embed, widget }) => {
  for (const [colour, expected] of <Array<[string, string]>>[
    ['#6366f1', 'rgb(0, 0, 0)'],
    ['#4f46e5', 'rgb(255, 255, 255)'],
    ['#0f766e', 'rgb(255, 255, 255)'],
    ['#fbbf24', 'rgb(0, 0, 0)'],
  ]) {
    await page.goto(embed({ attrs: { 'primary-color': colour, theme: 'light' } }))
    await expect(widget.launcher).toBeVisible()
    expect(await style(page, SELECTORS.launcher, 'background-color')).toBe(`rgb(${[1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)).join(', ')})`)
    expect(await style(page, SELECTORS.launcher, 'color'), colour).toBe(expected)
  }
  expect(await style(page, SELECTORS.launcher, 'border-radius')).toBe('99px')
  expect(await style(page, SELECTORS.root, 'font-family')).toBe('system-ui, sans-serif')
})

test('bad property values are ignored by the browser and the widget stays usable', async ({ page, embed, widget }) => {
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' }, head: '<style>agent-chat-widget { --agent-chat-radius: banana }</style>' }))
  // Set through the CSSOM as a script would: a value with a ";" in it is not a value at all.
  await page.evaluate((tag) => {
    const host = document.querySelector<HTMLElement>(tag)!
    host.style.setProperty('--agent-chat-primary', 'red; display:none')
    host.style.setProperty('--agent-chat-text', '}</style><img src=x onerror=alert(1)>')
  }, SELECTORS.host)
  await expect(widget.launcher).toBeVisible()
  expect(await page.evaluate((host) => document.querySelector<HTMLElement>(host)!.style.getPropertyValue('--agent-chat-primary'), SELECTORS.host)).toBe('')
  await chat(widget, 'Still here?')
  await expect(widget.dialog).toBeVisible()
  expect(await widget.host.locator('img').count()).toBe(0)
})

test('every documented part is on the built widget, and no other', async ({ page, embed, widget, mock }) => {
  const seen = new Set<string>()
  const collect = async () => {
    for (const name of await page.evaluate(
      (host) => [...document.querySelector(host)!.shadowRoot!.querySelectorAll('[part]')].flatMap((el) => [...el.part]),
      SELECTORS.host,
    ))
      seen.add(name)
  }
  await page.route('https://avatars.example/**', (route) => route.fulfill({ contentType: 'image/png', body: PNG }))
  // The loading frame: the panel chunk held back until the frame is seen.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/panel-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(
    embed({
      attrs: {
        'collect-visitor-email': 'true',
        'launcher-label': 'Chat with us',
        subtitle: 'Answers in seconds',
        'avatar-url': AVATAR,
        suggestions: 'Opening hours?|Prices',
        feedback: 'true',
        'teaser-delay': '1',
        'privacy-url': '/privacy',
        'contact-url': 'mailto:help@example.com',
        disclaimer: 'Chats are recorded to improve our service.',
      },
    }),
  )
  await expect(widget.host.locator(SELECTORS.teaserOpen)).toBeVisible()
  await collect()
  await widget.launcher.click()
  await expect(widget.host.locator(SELECTORS.frameStatus)).toBeVisible()
  await collect()
  release()
  // The notice to accept, then the form's errors once agreed.
  await expect(widget.host.locator(SELECTORS.disclaimer)).toBeVisible()
  await collect()
  await widget.host.locator(SELECTORS.disclaimerAccept).click()
  await widget.start.click()
  await collect()
  await widget.name.fill('Ada')
  await widget.email.fill('ada@example.com')
  await widget.start.click()
  await expect(widget.host.locator(SELECTORS.suggestion).first()).toBeVisible()
  await collect()
  await widget.host.locator(SELECTORS.suggestion).first().click()
  await expect(widget.agentMessages).toHaveCount(2)
  await expect(widget.host.locator(SELECTORS.rate).first()).toBeVisible()
  await collect()
  // A reply the rich renderer draws: every md-* part (the markdown chunk).
  mock.inject({ fault: 'reply', text: RICH_REPLY, times: 1 })
  await widget.say('When are you open?')
  await expect(widget.host.locator(SELECTORS.tableScroll)).toBeVisible()
  await collect()
  mock.inject({ fault: 'status', status: 503, times: 10 })
  await widget.say('Are you there?')
  await expect(widget.notices.first()).toBeVisible()
  await collect()
  await widget.host.locator(SELECTORS.menuButton).click()
  await expect(widget.host.locator(SELECTORS.menu)).toBeVisible()
  await collect()
  await widget.host.locator(SELECTORS.menuItems).first().click()
  await expect(widget.host.locator(SELECTORS.confirm)).toBeVisible()
  await collect()
  // The typing indicator: a reply held back.
  mock.reset()
  mock.inject({ fault: 'latency', ms: 3000, times: 1 })
  await widget.host.locator(SELECTORS.confirmCancel).click()
  await widget.say('Slowly, please')
  await expect(widget.host.locator(SELECTORS.typing)).toBeVisible()
  await collect()
  // The counter: a draft near the limit.
  await widget.message.fill('x'.repeat(LIMITS.visitorMessage - 5))
  await expect(widget.host.locator(SELECTORS.counter)).toBeVisible()
  await collect()
  // Inline (data-container): the part around the panel.
  await page.goto(embed({ body: '<section id="help-chat" style="height:480px"></section>', attrs: { container: '#help-chat' } }))
  await expect(page.locator(`#help-chat ${SELECTORS.host}`)).toHaveCount(1)
  await collect()
  const documented = PARTS.map((p) => p.name)
  expect(
    documented.filter((name) => !seen.has(name)),
    'documented parts missing from the widget',
  ).toEqual([])
  // And nothing undocumented is offered as if it were stable.
  expect(
    [...seen].filter((name) => !documented.includes(name)),
    'parts on the widget that docs/theming.md does not document',
  ).toEqual([])
})

test('data-font="inherit" uses the page’s web font, which the widget itself never fetches', async ({ page, embed, widget, host }) => {
  await serveSiteFiles(
    page,
    host.origin,
    `@font-face { font-family: SiteFont; src: url(/site-font.ttf) format("truetype") } body { font-family: SiteFont, serif }`,
  )
  const fonts: string[] = []
  page.on('request', (r) => r.resourceType() === 'font' && fonts.push(r.url()))
  await page.goto(embed({ attrs: { font: 'inherit', 'collect-visitor-name': 'false' }, head: '<link rel="stylesheet" href="/site.css">' }))
  await chat(widget, 'Which font?')
  expect(await style(page, SELECTORS.root, 'font-family')).toBe('SiteFont, serif')
  expect(await style(page, SELECTORS.agentBubbles, 'font-family')).toBe('SiteFont, serif')
  expect(await style(page, SELECTORS.message, 'font-family')).toBe('SiteFont, serif')
  // The page's text loaded it; the widget's text renders with it (the same face is in use).
  expect(await page.evaluate(() => document.fonts.check('16px SiteFont'))).toBe(true)
  expect(fonts).toEqual([`${host.origin}/site-font.ttf`])
  // The property wins over the attribute.
  await page.evaluate(() => document.documentElement.style.setProperty('--agent-chat-font', 'monospace'))
  await expect.poll(() => style(page, SELECTORS.root, 'font-family')).toBe('monospace')
})

test.describe('the header’s face and subtitle', () => {
  test('an https avatar is shown round and decorative, with the subtitle under the name; markup in the subtitle is text', async ({ page, embed, widget }) => {
    const requests = await serveAvatar(page)
    await page.goto(
      embed({ attrs: { 'collect-visitor-name': 'false', name: 'Acme', subtitle: '<b>AI assistant</b>, answers in seconds', 'avatar-url': AVATAR } }),
    )
    await widget.launcher.click()
    const img = widget.host.locator(SELECTORS.avatarImage)
    await expect(img).toHaveClass('shown')
    expect(await img.getAttribute('alt')).toBe('')
    expect(await img.getAttribute('referrerpolicy')).toBe('no-referrer')
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(2)
    expect(await style(page, SELECTORS.avatar, 'border-radius')).toBe('50%')
    await expect(widget.host.locator(SELECTORS.subtitle)).toHaveText('<b>AI assistant</b>, answers in seconds')
    expect(await widget.host.locator(`${SELECTORS.subtitle} b`).count()).toBe(0)
    // The subtitle is under the title; a long one wraps (the header grows), a short one keeps the loading frame's 64 px.
    const [title, subtitle, header] = await Promise.all(
      [SELECTORS.title, SELECTORS.subtitle, SELECTORS.header].map((s) => widget.host.locator(s).boundingBox()),
    )
    expect(subtitle!.y).toBeGreaterThanOrEqual(title!.y + title!.height - 1)
    expect(subtitle!.y + subtitle!.height).toBeLessThanOrEqual(header!.y + header!.height)
    await page.evaluate(() => (window as unknown as { AgentChat: (...a: unknown[]) => void }).AgentChat('update', { subtitle: 'Answers in seconds' }))
    await expect(widget.host.locator(SELECTORS.subtitle)).toHaveText('Answers in seconds')
    expect((await widget.host.locator(SELECTORS.header).boundingBox())!.height).toBe(64)
    await expect(widget.dialog).toHaveAccessibleName('Acme')
    expect(requests).toEqual([AVATAR])
    await audit(page, 'header with avatar and subtitle')
  })

  for (const [why, setup] of [
    ['404s', async (page: Page) => void (await serveAvatar(page, 404))],
    ['is refused by the page’s CSP', async (page: Page) => void (await serveAvatar(page))],
  ] as const) {
    test(`the name’s first letter shows when the image ${why}, with no broken image`, async ({ page, embed, widget, mock }) => {
      await setup(page)
      const csp = why.includes('CSP') ? { 'Content-Security-Policy': strictCsp(mock.origin) } : undefined
      await page.goto(embed({ attrs: { 'collect-visitor-name': 'false', name: 'Émile & Co', 'avatar-url': AVATAR }, ...(csp ? { headers: csp } : {}) }))
      await widget.launcher.click()
      await expect(widget.host.locator(SELECTORS.avatar)).toHaveText('É')
      await expect(widget.host.locator(SELECTORS.avatarImage)).toHaveCount(0)
      await expect(widget.host.locator(SELECTORS.avatar)).toHaveAttribute('aria-hidden', 'true')
    })
  }

  test('any avatar URL other than an absolute https one is refused with a warning, and the letter shows', async ({ page, embed, widget, consoleMessages }) => {
    const requests = await serveAvatar(page)
    // Each URL on a page that remembers nothing: cleared before the widget
    // runs, not after, or a panel the last URL left open could be restored
    // (the launcher reads storage when the page is idle) and the click close it.
    await page.addInitScript(() => localStorage.clear())
    for (const url of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://avatars.example/face.png',
      '/face.png',
      'https://user:pw@avatars.example/face.png',
    ]) {
      consoleMessages.length = 0
      await page.goto(embed({ attrs: { 'avatar-url': url, name: 'Zed' } }))
      await widget.launcher.click()
      await expect(widget.host.locator(SELECTORS.avatar)).toHaveText('Z')
      await expect(widget.host.locator(SELECTORS.avatarImage)).toHaveCount(0)
      // In the warnings chunk's words, which come a moment after the panel read the setting.
      await expect
        .poll(
          () =>
            consoleMessages
              .filter((m) => m.type() === 'warning')
              .map((m) => m.text())
              .join('\n'),
          { message: url },
        )
        .toContain('data-avatar-url')
    }
    expect(requests).toEqual([])
  })

  test('a subtitle over 100 characters is refused with a warning', async ({ page, embed, widget, consoleMessages }) => {
    await page.goto(embed({ attrs: { subtitle: 'x'.repeat(101) } }))
    await widget.launcher.click()
    await expect(widget.start).toBeVisible()
    await expect(widget.host.locator(SELECTORS.subtitle)).toHaveCount(0)
    await expect.poll(() => consoleMessages.map((m) => m.text()).join('\n')).toContain('data-subtitle')
  })
})

test('data-launcher-label: an extended launcher named by its text, the unread count in its name', async ({ page, embed, widget }) => {
  await page.goto(embed({ attrs: { 'launcher-label': 'Chat with us', 'collect-visitor-name': 'false' } }))
  const launcher = page.getByRole('button', { name: 'Chat with us' })
  await expect(launcher).toBeVisible()
  await expect(launcher).toContainText('Chat with us')
  const box = (await launcher.boundingBox())!
  expect(box.width).toBeGreaterThan(box.height * 2)
  expect(box.height).toBe(60)
  await shot(page, 'launcher-label')
  await launcher.click()
  await expect(page.getByRole('button', { name: 'Close chat' }).first()).toBeVisible()
  await widget.say('Hello')
  await expect(widget.agentMessages).toHaveCount(2)
  // Closed, a reply comes: "Chat with us, 1 unread".
  await page.getByRole('button', { name: 'Close chat' }).first().click()
  await page.evaluate(() => (window as unknown as { AgentChat: (...a: unknown[]) => void }).AgentChat('send', 'Another question'))
  await expect(page.getByRole('button', { name: 'Chat with us, 1 unread' })).toBeVisible()
  await audit(page, 'launcher with label and badge')
})

test.describe('texts per widget', () => {
  const call = (page: Page, ...args: unknown[]) => page.evaluate((a) => (window as unknown as { AgentChat: (...a: unknown[]) => void }).AgentChat(...a), args)

  test('German: update replaces texts over the language’s, launcher and panel; markup is text; bad keys are refused by name', async ({
    page,
    embed,
    widget,
    consoleMessages,
  }) => {
    await page.goto(embed({ attrs: { locale: 'de', 'collect-visitor-name': 'false' } }))
    await expect(page.getByRole('button', { name: 'Chat öffnen' })).toBeVisible()
    await call(page, 'update', {
      texts: { openChat: 'Fragen Sie uns', send: '<b>Abschicken</b>', messagePlaceholder: 'Ihre Frage…', nosuch: 'x', closeChat: '   ', copy: 42 },
    })
    await expect(page.getByRole('button', { name: 'Fragen Sie uns' })).toBeVisible()
    const warnings = consoleMessages.filter((m) => m.type() === 'error').map((m) => m.text())
    expect(warnings.filter((w) => w.includes('"nosuch"'))).toHaveLength(1)
    expect(warnings.filter((w) => w.includes('"closeChat"'))).toHaveLength(1)
    expect(warnings.filter((w) => w.includes('"copy"'))).toHaveLength(1)
    await page.getByRole('button', { name: 'Fragen Sie uns' }).click()
    await expect(widget.host.locator(SELECTORS.send)).toHaveText('<b>Abschicken</b>')
    expect(await widget.host.locator(`${SELECTORS.send} b`).count()).toBe(0)
    await expect(widget.host.locator(SELECTORS.message)).toHaveAttribute('placeholder', 'Ihre Frage…')
    // Not overridden: the language's own.
    await expect(page.getByRole('button', { name: 'Chat schließen' }).first()).toBeVisible()
    // An empty set gives the language's texts back.
    await call(page, 'update', { texts: {} })
    await expect(widget.host.locator(SELECTORS.send)).toHaveText('Senden')
  })

  test('Arabic: texts in the right-to-left interface', async ({ page, embed, widget }) => {
    await page.goto(embed({ attrs: { locale: 'ar', 'collect-visitor-name': 'false' } }))
    await call(page, 'update', { texts: { send: 'أرسل الآن', openChat: 'اسألنا' } })
    await page.getByRole('button', { name: 'اسألنا' }).click()
    await expect(widget.host.locator(SELECTORS.send)).toHaveText('أرسل الآن')
    expect(await widget.host.locator(SELECTORS.root).getAttribute('dir')).toBe('rtl')
    await audit(page, 'arabic with texts')
  })
})

test('under the strict CSP of docs/security.md, with the site’s stylesheet and the avatar’s host allowed, there is no violation', async ({
  page,
  embed,
  widget,
  mock,
  host,
}) => {
  await serveSiteFiles(
    page,
    host.origin,
    'agent-chat-widget { --agent-chat-primary: rgb(120, 0, 60); --agent-chat-radius: 0 } agent-chat-widget::part(send) { letter-spacing: 2px }',
  )
  await serveAvatar(page)
  const violations = await watchCsp(page)
  const csp = `${strictCsp(mock.origin)}; style-src ${host.origin}; img-src https://avatars.example`
  await page.goto(
    embed({
      attrs: { 'collect-visitor-name': 'false', 'avatar-url': AVATAR, subtitle: 'We answer fast' },
      head: '<link rel="stylesheet" href="/site.css">',
      headers: { 'Content-Security-Policy': csp },
    }),
  )
  await chat(widget, 'Strict?')
  expect(await style(page, SELECTORS.launcher, 'background-color')).toBe('rgb(120, 0, 60)')
  expect(await style(page, SELECTORS.title, 'color')).toBe('rgb(255, 255, 255)')
  expect(await style(page, SELECTORS.send, 'letter-spacing')).toBe('2px')
  expect(await style(page, SELECTORS.panel, 'border-radius')).toBe('0px')
  await expect(widget.host.locator(SELECTORS.avatarImage)).toHaveClass('shown')
  expect(await violations()).toEqual([])
})
