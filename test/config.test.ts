import { describe, expect, it, vi } from 'vitest'
import { widgetKeyProblem } from '../src/shared/settings/launcher'
import { type RawAttributes } from '../src/shared/settings/reader'
import { type WidgetConfig } from '../src/shared/settings/panel'
import { defaultApiBase } from '../src/shared/settings/panel'
import { DEFAULTS, parseConfig } from '../src/shared/settings/registry'

const LOADER = 'https://cdn.widgets.example/v3/loader.js'
const KEY = 'wgt_abc123'

function parse(attrs: RawAttributes, loaderSrc = LOADER) {
  const warn = vi.fn<(message: string) => void>()
  const config = parseConfig({ widgetKey: KEY, ...attrs }, loaderSrc, warn)
  return { config, warn }
}

describe('parseConfig defaults', () => {
  it('uses every documented default when only the key is given, without warnings', () => {
    const { config, warn } = parse({})
    // The defaults as released, written out; a setting added since is held to its registry entry's.
    const expected: WidgetConfig = {
      ...DEFAULTS,
      widgetKey: KEY,
      apiBase: 'https://cdn.widgets.example/v1',
      name: 'Website Chat',
      primaryColor: '#6366f1',
      position: 'bottom-right',
      welcomeMessage: 'Hi! How can I help you today?',
      offlineMessage: "Leave a message and we'll get back to you.",
      collectVisitorName: true,
      collectVisitorEmail: false,
      pageUrl: 'path',
      theme: 'auto',
      locale: 'auto',
      open: false,
      launcher: true,
      consent: 'not-required',
      suggestions: '',
      feedback: false,
      notify: '',
      font: 'system',
      launcherLabel: '',
      subtitle: '',
      avatarUrl: '',
    }
    expect(config).toEqual(expected)
    expect(warn).not.toHaveBeenCalled()
  })

  it('exports the same defaults it applies', () => {
    const { config } = parse({})
    const { widgetKey: _key, apiBase: _api, ...rest } = config
    expect(rest).toEqual(DEFAULTS)
  })

  it.each([
    ['https://cdn.widgets.example/v3/loader.js', 'https://cdn.widgets.example/v1'],
    ['http://localhost:5173/dist/loader.js?x=1#y', 'http://localhost:5173/v1'],
    ['https://widgets.example:8443/loader.js', 'https://widgets.example:8443/v1'],
  ])('defaults the api base of loader %s to %s', (loaderSrc, apiBase) => {
    expect(parse({}, loaderSrc).config.apiBase).toBe(apiBase)
    expect(defaultApiBase(loaderSrc)).toBe(apiBase)
  })

  it('falls back to the page origin when the loader URL cannot be parsed', () => {
    expect(defaultApiBase('not a url')).toBe(location.origin + '/v1')
    expect(parse({}, '').config.apiBase).toBe(location.origin + '/v1')
  })
})

type Field = keyof Omit<WidgetConfig, 'widgetKey'>

const long = (n: number) => 'x'.repeat(n)

// [dataset key, kebab-case attribute, raw value, expected parsed value]
const VALID: Array<[Field, string, unknown]> = [
  // Carried as given: the panel reads it (test/suggestions.test.ts).
  ['suggestions', 'Opening hours?|Shipping costs', 'Opening hours?|Shipping costs'],
  ['apiBase', 'https://api.example.com/v1', 'https://api.example.com/v1'],
  ['apiBase', 'https://api.example.com/v1/', 'https://api.example.com/v1'],
  ['apiBase', 'https://api.example.com/v1///', 'https://api.example.com/v1'],
  ['apiBase', 'https://api.example.com/', 'https://api.example.com'],
  ['apiBase', '  http://localhost:8080/api  ', 'http://localhost:8080/api'],
  ['apiBase', 'https://api.example.com/v1?token=1#frag', 'https://api.example.com/v1'],
  ['apiBase', 'HTTPS://API.EXAMPLE.COM/v1', 'https://api.example.com/v1'],
  ['font', 'inherit', 'inherit'],
  ['font', ' Inherit ', 'inherit'],
  ['font', 'system', 'system'],
  ['launcherLabel', ' Chat with us ', 'Chat with us'],
  ['launcherLabel', long(40), long(40)],
  ['subtitle', 'AI assistant, answers in seconds', 'AI assistant, answers in seconds'],
  ['subtitle', long(100), long(100)],
  ['subtitle', '<b>bold</b>', '<b>bold</b>'],
  // Empty (or blank) is "none", without a warning: what update sends to take one away.
  ['subtitle', '  ', ''],
  ['launcherLabel', '', ''],
  ['avatarUrl', '', ''],
  ['avatarUrl', 'https://cdn.example/face.png', 'https://cdn.example/face.png'],
  ['avatarUrl', ' HTTPS://CDN.EXAMPLE/a b.png ', 'https://cdn.example/a%20b.png'],
  ['name', 'Acme Coffee', 'Acme Coffee'],
  ['name', '  Help desk  ', 'Help desk'],
  ['name', long(80), long(80)],
  ['primaryColor', '#FF00aa', '#ff00aa'],
  ['primaryColor', '#abc', '#abc'],
  ['primaryColor', ' #123456 ', '#123456'],
  ['position', 'bottom-left', 'bottom-left'],
  ['position', 'bottom-right', 'bottom-right'],
  ['position', ' Bottom-Left ', 'bottom-left'],
  ['welcomeMessage', 'Hello there', 'Hello there'],
  ['welcomeMessage', long(1000), long(1000)],
  ['offlineMessage', ' We are out ', 'We are out'],
  ['offlineMessage', long(1000), long(1000)],
  ['collectVisitorName', 'true', true],
  ['collectVisitorName', 'false', false],
  ['collectVisitorName', '', true],
  ['collectVisitorName', ' FALSE ', false],
  ['collectVisitorEmail', 'true', true],
  ['collectVisitorEmail', 'false', false],
  ['collectVisitorEmail', '', true],
  ['collectVisitorEmail', 'True', true],
  ['aiNotice', 'off', false],
  ['aiNotice', ' OFF ', false],
  ['aiNotice', 'on', true],
  ['aiNotice', 'false', false],
  ['aiNotice', '', true],
  ['pageUrl', 'full', 'full'],
  ['pageUrl', 'path', 'path'],
  ['pageUrl', 'FULL', 'full'],
  ['theme', 'light', 'light'],
  ['theme', 'dark', 'dark'],
  ['theme', ' Dark ', 'dark'],
  ['theme', 'auto', 'auto'],
  ['locale', 'de', 'de'],
  ['locale', ' pt_br ', 'pt-BR'],
  ['locale', 'AR', 'ar'],
  ['locale', 'en-GB', 'en-GB'],
  ['locale', 'zh-Hant-TW', 'zh-Hant-TW'],
  // The documented word, which is no BCP 47 tag (Intl refuses it): it was warned about as not valid.
  ['locale', 'auto', 'auto'],
  ['locale', ' Auto ', 'auto'],
  ['zIndex', '10', 10],
  ['zIndex', '0', 0],
  ['zIndex', '-1', -1],
  ['zIndex', ' 999 ', 999],
  ['zIndex', '2147483647', 2147483647],
  ['zIndex', '-2147483647', -2147483647],
  ['open', 'true', true],
  ['open', '', true],
  ['open', 'FALSE', false],
  ['launcher', 'false', false],
  ['launcher', 'true', true],
  ['consent', 'required', 'required'],
  ['consent', 'Not-Required', 'not-required'],
]

describe('parseConfig valid values', () => {
  it.each(VALID)('%s = %j parses to %j without warning', (field, raw, expected) => {
    const { config, warn } = parse({ [field]: raw })
    expect(config[field]).toEqual(expected)
    expect(warn).not.toHaveBeenCalled()
  })
})

const ATTRIBUTE = {
  apiBase: 'data-api-base',
  name: 'data-name',
  primaryColor: 'data-primary-color',
  position: 'data-position',
  welcomeMessage: 'data-welcome-message',
  offlineMessage: 'data-offline-message',
  collectVisitorName: 'data-collect-visitor-name',
  collectVisitorEmail: 'data-collect-visitor-email',
  pageUrl: 'data-page-url',
  theme: 'data-theme',
  locale: 'data-locale',
  zIndex: 'data-z-index',
  open: 'data-open',
  launcher: 'data-launcher',
  consent: 'data-consent',
  suggestions: 'data-suggestions',
  feedback: 'data-feedback',
  notify: 'data-notify',
  font: 'data-font',
  launcherLabel: 'data-launcher-label',
  subtitle: 'data-subtitle',
  avatarUrl: 'data-avatar-url',
} satisfies Partial<Record<Field, string>>

const INVALID: Array<[keyof typeof ATTRIBUTE, string]> = [
  ['apiBase', 'javascript:alert(1)'],
  ['apiBase', 'ftp://files.example.com/v1'],
  ['apiBase', 'data:text/plain,hi'],
  ['apiBase', 'https://user:secret@api.example.com/v1'],
  ['apiBase', 'http://[bad'],
  ['font', 'Inter'],
  ['font', ''],
  ['launcherLabel', long(41)],
  ['subtitle', long(101)],
  ['avatarUrl', 'javascript:alert(1)'],
  ['avatarUrl', 'data:image/png;base64,AAAA'],
  ['avatarUrl', 'http://cdn.example/face.png'],
  ['avatarUrl', '/face.png'],
  ['avatarUrl', 'face.png'],
  ['avatarUrl', '//cdn.example/face.png'],
  ['avatarUrl', 'https://user:pw@cdn.example/face.png'],
  ['name', ''],
  ['name', '   '],
  ['name', long(81)],
  ['primaryColor', 'red'],
  ['primaryColor', '#12345'],
  ['primaryColor', 'ff0000'],
  ['primaryColor', '#ggg'],
  ['primaryColor', '#ff0000;background:url(x)'],
  ['primaryColor', ''],
  ['position', 'top-left'],
  ['position', 'left'],
  ['position', ''],
  ['welcomeMessage', ''],
  ['welcomeMessage', long(1001)],
  ['offlineMessage', '  '],
  ['offlineMessage', long(1001)],
  ['collectVisitorName', 'yes'],
  ['collectVisitorName', '1'],
  ['collectVisitorName', 'off'],
  ['collectVisitorEmail', 'no'],
  ['collectVisitorEmail', '0'],
  ['pageUrl', 'query'],
  ['pageUrl', ''],
  ['pageUrl', 'href'],
  ['theme', 'blue'],
  ['theme', ''],
  ['theme', 'dark light'],
  ['locale', ''],
  ['locale', 'english please'],
  ['locale', 'x-klingon'],
  ['locale', 'de;alert(1)'],
  ['open', 'yes'],
  ['launcher', 'hidden'],
  ['consent', 'maybe'],
  ['consent', ''],
]

describe('parseConfig invalid values', () => {
  it.each(INVALID)('%s = %j falls back to the default with one warning naming the attribute', (field, raw) => {
    const { config: defaults } = parse({})
    const { config, warn } = parse({ [field]: raw })
    expect(config[field]).toEqual(defaults[field])
    expect(warn).toHaveBeenCalledTimes(1)
    const message = warn.mock.calls[0]![0]
    expect(message.startsWith(ATTRIBUTE[field] + '=')).toBe(true)
    expect(message).toContain(JSON.stringify(defaults[field]))
    // Only the bad attribute changes; everything else keeps its default.
    expect({ ...config, [field]: defaults[field] }).toEqual(defaults)
  })

  it('warns once per bad attribute and keeps the good ones', () => {
    const { config, warn } = parse({ primaryColor: 'blue', position: 'middle', name: 'Shop', pageUrl: 'full' })
    expect(config.primaryColor).toBe(DEFAULTS.primaryColor)
    expect(config.position).toBe(DEFAULTS.position)
    expect(config.name).toBe('Shop')
    expect(config.pageUrl).toBe('full')
    const messages = warn.mock.calls.map((c) => c[0])
    expect(messages).toHaveLength(2)
    expect(messages.filter((m) => m.startsWith('data-primary-color='))).toHaveLength(1)
    expect(messages.filter((m) => m.startsWith('data-position='))).toHaveLength(1)
  })

  it('quotes at most 60 characters of the bad value', () => {
    const { warn } = parse({ name: long(500) })
    const message = warn.mock.calls[0]![0]
    expect(message).toContain(`"${long(60)}"`)
    expect(message).not.toContain(long(61))
  })

  it('treats an empty data-api-base as invalid rather than as the page URL', () => {
    // new URL('', location.href) is the page itself, so without a check the
    // widget would post to <page path>/webhook-chat-message.
    const { config, warn } = parse({ apiBase: '' })
    expect(config.apiBase).toBe('https://cdn.widgets.example/v1')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0].startsWith('data-api-base=')).toBe(true)
  })

  it('resolves a relative data-api-base against the page', () => {
    const { config, warn } = parse({ apiBase: '/chat-api/' })
    expect(config.apiBase).toBe(location.origin + '/chat-api')
    expect(warn).not.toHaveBeenCalled()
  })
})

describe('data-z-index', () => {
  it('is left unset by default, so the stylesheet keeps its own level', () => {
    expect(parse({}).config.zIndex).toBeUndefined()
  })

  it.each(['', '  ', 'auto', '1.5', '1e3', '+5', '--1', '0x10', '12px', '2147483648', '-2147483648', '99999999999'])(
    'ignores %j with one warning naming the attribute',
    (raw) => {
      const { config, warn } = parse({ zIndex: raw })
      expect(config.zIndex).toBeUndefined()
      expect(warn).toHaveBeenCalledTimes(1)
      expect(warn.mock.calls[0]![0].startsWith('data-z-index=')).toBe(true)
    },
  )
})

describe('widget key', () => {
  it.each([[undefined], [''], ['   ']])('throws "missing" for %j', (key) => {
    const raw: RawAttributes = key === undefined ? {} : { widgetKey: key }
    expect(() => parseConfig(raw, LOADER, () => {})).toThrow('data-widget-key is missing')
    expect(widgetKeyProblem(key)).toBe('data-widget-key is missing')
  })

  it.each(['abc', 'wgt_', 'WGT_abc', 'wgt-abc', 'wgt_a b', 'wgt_abc!', 'wgt_' + 'a'.repeat(129), 'xwgt_abc'])('rejects the malformed key %j', (key) => {
    const problem = 'data-widget-key must start with "wgt_" followed by letters, digits, "_" or "-"'
    expect(widgetKeyProblem(key)).toBe(problem)
    expect(() => parseConfig({ widgetKey: key }, LOADER, () => {})).toThrow(problem)
  })

  it.each(['wgt_a', 'wgt_ABC_def-123', 'wgt_' + 'a'.repeat(128)])('accepts %j', (key) => {
    expect(widgetKeyProblem(key)).toBeNull()
    expect(parseConfig({ widgetKey: key }, LOADER, () => {}).widgetKey).toBe(key)
  })

  it('trims surrounding whitespace from the key', () => {
    expect(widgetKeyProblem('  wgt_abc  ')).toBeNull()
    expect(parseConfig({ widgetKey: '  wgt_abc  ' }, LOADER, () => {}).widgetKey).toBe('wgt_abc')
  })

  it('checks the key before anything else, without warnings', () => {
    const warn = vi.fn()
    expect(() => parseConfig({ primaryColor: 'nope' }, LOADER, warn)).toThrow()
    expect(warn).not.toHaveBeenCalled()
  })
})

describe('a page that adds to Object.prototype', () => {
  it('adds no setting and breaks none (the registry parts are read by their own keys)', () => {
    const proto = Object.prototype as unknown as Record<string, unknown>
    proto['visitorName'] = 'Mallory'
    proto['client_message_id'] = 'polluted'
    try {
      const { config, warn } = parse({ name: 'Acme' })
      expect(config.name).toBe('Acme')
      expect(Object.keys(config)).not.toContain('visitorName')
      expect(Object.keys(config)).not.toContain('client_message_id')
      expect(warn).not.toHaveBeenCalled()
    } finally {
      delete proto['visitorName']
      delete proto['client_message_id']
    }
  })
})
