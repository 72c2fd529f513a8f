import { describe, expect, it } from 'vitest'
import { parseConfig } from '../src/shared/settings/registry'
import { embedCode, escapeAttribute, type EmbedSettings } from '../src/shared/settings/embed-code'

const LOADER = 'https://cdn.example.com/widget/loader.js'

function scriptOf(code: string): HTMLScriptElement {
  const template = document.createElement('template')
  template.innerHTML = code
  const scripts = template.content.querySelectorAll('script')
  expect(scripts).toHaveLength(1)
  return scripts[0]!
}

describe('embedCode', () => {
  it('writes starter questions as one data-suggestions attribute, | between them, escaped, and the loader reads them back', () => {
    const code = embedCode({ loaderUrl: LOADER, widgetKey: 'wgt_abc', suggestions: ['Opening hours?', 'Say "hi" <b>'] })
    expect(code).toContain('data-suggestions="Opening hours?|Say &quot;hi&quot; &lt;b&gt;"')
    const config = parseConfig({ ...scriptOf(code).dataset }, LOADER, () => {})
    expect(config.suggestions).toBe('Opening hours?|Say "hi" <b>')
  })

  it('writes a minimal async script tag', () => {
    expect(embedCode({ loaderUrl: LOADER, widgetKey: 'wgt_abc' })).toBe(
      '<script src="https://cdn.example.com/widget/loader.js" data-widget-key="wgt_abc" async></script>',
    )
  })

  it('writes every setting as a kebab-case data attribute', () => {
    const code = embedCode({
      loaderUrl: LOADER,
      widgetKey: 'wgt_abc',
      apiBase: 'https://api.example.com/v1',
      name: 'Acme',
      primaryColor: '#ff0000',
      position: 'bottom-left',
      welcomeMessage: 'Hello',
      offlineMessage: 'Away',
      collectVisitorName: false,
      collectVisitorEmail: true,
    })
    expect(code).toBe(
      '<script src="https://cdn.example.com/widget/loader.js" data-widget-key="wgt_abc" data-api-base="https://api.example.com/v1"' +
        ' data-name="Acme" data-primary-color="#ff0000" data-position="bottom-left" data-welcome-message="Hello"' +
        ' data-offline-message="Away" data-collect-visitor-name="false" data-collect-visitor-email="true" async></script>',
    )
  })

  it('omits settings that are undefined', () => {
    const settings: EmbedSettings = { loaderUrl: LOADER, widgetKey: 'wgt_abc', name: 'Shop' }
    const code = embedCode(settings)
    expect(code).toContain(' data-name="Shop"')
    for (const attr of [
      'data-api-base',
      'data-primary-color',
      'data-position',
      'data-welcome-message',
      'data-offline-message',
      'data-collect-visitor-name',
      'data-collect-visitor-email',
    ]) {
      expect(code).not.toContain(attr)
    }
    expect(code).not.toContain('undefined')
  })

  it('escapes quotes, ampersands and angle brackets', () => {
    const code = embedCode({
      loaderUrl: LOADER + '?a=1&b="2"',
      widgetKey: 'wgt_abc',
      name: 'Tom & "Jerry" <b>',
      welcomeMessage: '</script><script>alert(1)</script>',
    })
    expect(code).toContain('src="https://cdn.example.com/widget/loader.js?a=1&amp;b=&quot;2&quot;"')
    expect(code).toContain('data-name="Tom &amp; &quot;Jerry&quot; &lt;b&gt;"')
    expect(code).toContain('data-welcome-message="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"')
    expect(code.match(/<script/g)).toHaveLength(1)
    expect(code.match(/<\/script>/g)).toHaveLength(1)
  })

  it('escapeAttribute escapes & first so entities are not double-decoded', () => {
    expect(escapeAttribute('&lt;')).toBe('&amp;lt;')
    expect(escapeAttribute(`a"b<c>d&e'f`)).toBe(`a&quot;b&lt;c&gt;d&amp;e'f`)
  })

  describe('page URL, theme, locale and z-index', () => {
    const cases: Array<[keyof EmbedSettings, string, EmbedSettings[keyof EmbedSettings], string]> = [
      ['pageUrl', 'data-page-url', 'full', 'full'],
      ['theme', 'data-theme', 'dark', 'dark'],
      ['locale', 'data-locale', 'pt-BR', 'pt-BR'],
      ['zIndex', 'data-z-index', 2147483000, '2147483000'],
    ]

    it.each(cases)('writes %s as %s', (field, attribute, value, written) => {
      const code = embedCode({ loaderUrl: LOADER, widgetKey: 'wgt_abc', [field]: value })
      expect(code).toBe(`<script src="${LOADER}" data-widget-key="wgt_abc" ${attribute}="${written}" async></script>`)
    })

    it.each(cases)('escapes %s (%s)', (field, attribute) => {
      // The types allow no such value, but the function must stay safe for untyped callers.
      const code = embedCode({ loaderUrl: LOADER, widgetKey: 'wgt_abc', [field]: '"><script>alert(1)</script>&' })
      expect(code).toContain(` ${attribute}="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;"`)
      expect(code.match(/<script/g)).toHaveLength(1)
      expect(scriptOf(code).getAttribute(attribute)).toBe('"><script>alert(1)</script>&')
    })

    it.each(cases)('omits %s (%s) when undefined', (field, attribute) => {
      const absent = embedCode({ loaderUrl: LOADER, widgetKey: 'wgt_abc' })
      const explicit = embedCode({ loaderUrl: LOADER, widgetKey: 'wgt_abc', [field]: undefined })
      for (const code of [absent, explicit]) {
        expect(code).not.toContain(attribute)
        expect(code).not.toContain('undefined')
      }
    })

    it('writes z-index 0 and negative values (not dropped as falsy)', () => {
      expect(embedCode({ loaderUrl: LOADER, widgetKey: 'wgt_abc', zIndex: 0 })).toContain(' data-z-index="0"')
      expect(embedCode({ loaderUrl: LOADER, widgetKey: 'wgt_abc', zIndex: -1 })).toContain(' data-z-index="-1"')
    })

    it('writes them after the other settings, in a fixed order', () => {
      const code = embedCode({ loaderUrl: LOADER, widgetKey: 'wgt_abc', zIndex: 5, locale: 'de', theme: 'light', pageUrl: 'path', name: 'Acme' })
      expect(code).toBe(
        `<script src="${LOADER}" data-widget-key="wgt_abc" data-name="Acme" data-page-url="path" data-theme="light" data-locale="de" data-z-index="5" async></script>`,
      )
    })

    it('round-trips into the settings the loader parses', () => {
      const script = scriptOf(embedCode({ loaderUrl: LOADER, widgetKey: 'wgt_abc', pageUrl: 'full', theme: 'dark', locale: 'pt-BR', zIndex: -5 }))
      const warnings: string[] = []
      const config = parseConfig({ ...script.dataset }, LOADER, (m) => warnings.push(m))
      expect(warnings).toEqual([])
      expect(config).toMatchObject({ pageUrl: 'full', theme: 'dark', locale: 'pt-BR', zIndex: -5 })
    })
  })

  it('round-trips through the HTML parser into the dataset the loader reads', () => {
    const settings = {
      loaderUrl: LOADER,
      widgetKey: 'wgt_round_trip',
      name: 'Café & "Co" <3',
      primaryColor: '#FFE14D',
      position: 'bottom-left',
      welcomeMessage: "Hi! What's up?",
      collectVisitorName: false,
      collectVisitorEmail: true,
    } satisfies EmbedSettings
    const script = scriptOf(embedCode(settings))
    expect(script.getAttribute('src')).toBe(LOADER)
    expect(script.hasAttribute('async')).toBe(true)
    const warnings: string[] = []
    const config = parseConfig({ ...script.dataset }, LOADER, (m) => warnings.push(m))
    expect(warnings).toEqual([])
    expect(config).toMatchObject({
      widgetKey: 'wgt_round_trip',
      name: 'Café & "Co" <3',
      primaryColor: '#ffe14d',
      position: 'bottom-left',
      welcomeMessage: "Hi! What's up?",
      collectVisitorName: false,
      collectVisitorEmail: true,
      apiBase: 'https://cdn.example.com/v1',
    })
  })
})
