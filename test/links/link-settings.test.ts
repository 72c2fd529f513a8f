// data-privacy-url and data-contact-url: the URLs a visitor may follow from
// the widget. The settings registry carries them as given (trimmed); the links
// chunk checks them (src/links/link-urls.ts). Anything that could run script,
// show a page as ours, leave TLS or hide where it goes is refused with one
// warning naming the attribute, and no link is shown.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseConfig } from '../../src/shared/settings/registry'
import { linkHrefs } from '../../src/links/link-urls'
import { attributeReader, worded } from '../../src/shared/settings/reader'

const LOADER = 'https://cdn.widgets.example/v3/loader.js'

/** The attributes as the registry reads them, then as the links chunk checks them: `config` holds the hrefs. */
function parse(attrs: Record<string, string>) {
  const warn = vi.fn<(message: string) => void>()
  const read = parseConfig({ widgetKey: 'wgt_abc123', ...attrs }, LOADER, warn)
  // The registry says nothing of them: their words are the chunk's.
  expect(warn).not.toHaveBeenCalled()
  const hrefs = linkHrefs(read, warn)
  return { config: { privacyUrl: hrefs.privacy, contactUrl: hrefs.contact }, warn }
}

afterEach(() => vi.unstubAllGlobals())

describe('data-privacy-url', () => {
  it.each([
    ['https://shop.example/privacy', 'https://shop.example/privacy'],
    [' HTTPS://Shop.Example/legal/privacy#data ', 'https://shop.example/legal/privacy#data'],
    ['/privacy', `${location.origin}/privacy`],
    ['/legal/privacy?lang=de', `${location.origin}/legal/privacy?lang=de`],
  ])('takes %j as %j', (value, href) => {
    const { config, warn } = parse({ privacyUrl: value })
    expect(config.privacyUrl).toBe(href)
    expect(warn).not.toHaveBeenCalled()
  })

  it('is empty, and silent, when not set or set to nothing', () => {
    expect(parse({}).config.privacyUrl).toBe('')
    const { config, warn } = parse({ privacyUrl: '' })
    expect(config.privacyUrl).toBe('')
    expect(warn).not.toHaveBeenCalled()
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'http://shop.example/privacy',
    '//evil.example/privacy',
    '/\\evil.example/privacy',
    '\\\\evil.example/privacy',
    '/\t/evil.example/privacy',
    'https://user:secret@shop.example/privacy',
    'https://user@shop.example/privacy',
    'privacy.html',
    './privacy',
    '../privacy',
    'mailto:dpo@shop.example',
    'ftp://shop.example/privacy',
    'https://',
  ])('refuses %j with one warning naming data-privacy-url, and shows no link', (value) => {
    const { config, warn } = parse({ privacyUrl: value })
    expect(config.privacyUrl).toBe('')
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0]![0]).toMatch(/^data-privacy-url=".*" is not valid/)
  })

  it('resolves a path against the page’s origin, not the page’s own path', () => {
    vi.stubGlobal('location', new URL('https://shop.example/products/shoes?id=1'))
    expect(parse({ privacyUrl: '/privacy' }).config.privacyUrl).toBe('https://shop.example/privacy')
  })
})

describe('data-contact-url', () => {
  it.each([
    ['mailto:help@shop.example', 'mailto:help@shop.example'],
    ['mailto:help@shop.example?subject=Chat', 'mailto:help@shop.example?subject=Chat'],
    ['tel:+441234567890', 'tel:+441234567890'],
    ['https://shop.example/contact', 'https://shop.example/contact'],
  ])('takes %j as %j', (value, href) => {
    const { config, warn } = parse({ contactUrl: value })
    expect(config.contactUrl).toBe(href)
    expect(warn).not.toHaveBeenCalled()
  })

  it.each([
    'javascript:alert(1)',
    'data:text/html,hi',
    'http://shop.example/contact',
    '//evil.example/contact',
    '/contact',
    'contact.html',
    'https://user:secret@shop.example/contact',
    'sms:+441234567890',
    'vbscript:msgbox(1)',
  ])('refuses %j with one warning naming data-contact-url', (value) => {
    const { config, warn } = parse({ contactUrl: value })
    expect(config.contactUrl).toBe('')
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0]![0]).toMatch(/^data-contact-url=".*" is not valid/)
  })
})

describe('the settings registry and the links chunk', () => {
  it('carries both URLs as given (trimmed), unchecked, without a word: the links chunk checks them', () => {
    const warn = vi.fn<(message: string) => void>()
    const config = parseConfig({ widgetKey: 'wgt_abc123', privacyUrl: ' javascript:alert(1) ', contactUrl: 'sms:+44' }, LOADER, warn)
    expect(config.privacyUrl).toBe('javascript:alert(1)')
    expect(config.contactUrl).toBe('sms:+44')
    expect(warn).not.toHaveBeenCalled()
  })

  it.each([
    ['privacyUrl', 'data-privacy-url', 'javascript:alert(document.cookie)'],
    ['contactUrl', 'data-contact-url', 'vbscript:msgbox(1)'],
    ['privacyUrl', 'data-privacy-url', `https://user:pw@shop.example/${'x'.repeat(80)}`],
  ] as const)('refuses %s in the settings reader’s words (%s, the value cut at 60 characters)', (name, attribute, value) => {
    const { warn } = parse({ [name]: value })
    // What the reader says of any refused setting whose default is "" (src/shared/settings/reader.ts).
    const reader = vi.fn<(message: string) => void>()
    attributeReader({ [name]: value }, (misread) => reader(worded(misread)))(name, '', () => undefined)
    expect(warn.mock.calls).toEqual(reader.mock.calls)
    expect(warn.mock.calls[0]![0]).toContain(`${attribute}="`)
  })
})
