// data-privacy-url and data-contact-url, as the settings registry reads them:
// the URLs a visitor may follow from the widget. Anything that could run
// script, show a page as ours, leave TLS or hide where it goes is refused
// with one warning naming the attribute, and no link is shown.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseConfig } from '../../src/shared/settings-registry'

const LOADER = 'https://cdn.widgets.example/v3/loader.js'

function parse(attrs: Record<string, string>) {
  const warn = vi.fn<(message: string) => void>()
  const config = parseConfig({ widgetKey: 'wgt_abc123', ...attrs }, LOADER, warn)
  return { config, warn }
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
