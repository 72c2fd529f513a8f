// @vitest-environment node
// The page rules' patterns (data-show-on, data-hide-on): what each kind of
// pattern matches, hide over show, the path's forms (a trailing slash, percent
// escapes), and the lists the settings reader refuses.
import { describe, expect, it } from 'vitest'
import { pageRule, pathForms } from '../../src/rules/page-rule'
import { pathPatterns, RULE_SETTINGS, RULES_SETTINGS } from '../../src/shared/settings/rules'
import { attributeReader, readSettings, worded } from '../../src/shared/settings/reader'

const shows = (showOn: string, hideOn: string, path: string) => pageRule(showOn, hideOn)(path)

describe('a glob', () => {
  it('is the path itself, whole, with or without a trailing slash', () => {
    expect(shows('/pricing', '', '/pricing')).toBe(true)
    expect(shows('/pricing', '', '/pricing/')).toBe(true)
    expect(shows('/pricing/', '', '/pricing')).toBe(true)
    expect(shows('/pricing', '', '/pricing-old')).toBe(false)
    expect(shows('/pricing', '', '/en/pricing')).toBe(false)
    expect(shows('/', '', '/')).toBe(true)
    expect(shows('/', '', '/about')).toBe(false)
  })

  it('`*` is any run of characters, slashes included, or none', () => {
    expect(shows('/help/*', '', '/help/billing')).toBe(true)
    expect(shows('/help/*', '', '/help/billing/refunds')).toBe(true)
    expect(shows('/help/*', '', '/help/')).toBe(true)
    // The section's own page: /help is /help/ with its slash dropped.
    expect(shows('/help/*', '', '/help')).toBe(true)
    expect(shows('/help/*', '', '/helpdesk')).toBe(false)
    expect(shows('*/checkout', '', '/de/checkout')).toBe(true)
    expect(shows('/blog/*/comments', '', '/blog/2026/11/comments')).toBe(true)
    expect(shows('*', '', '/anything/at/all')).toBe(true)
  })

  it('matches characters a regular expression would read otherwise as themselves', () => {
    expect(shows('/a.b', '', '/a.b')).toBe(true)
    expect(shows('/a.b', '', '/axb')).toBe(false)
    expect(shows('/c++/(intro)', '', '/c++/(intro)')).toBe(true)
    expect(shows('/what?', '', '/wha')).toBe(false)
  })

  it('matches a path as the address bar has it and as it reads decoded', () => {
    expect(shows('/hilfe/über', '', '/hilfe/%C3%BCber')).toBe(true)
    expect(shows('/hilfe/%C3%BCber', '', '/hilfe/%C3%BCber')).toBe(true)
    // A malformed escape is only itself.
    expect(shows('/bad/%E0%A4%A', '', '/bad/%E0%A4%A')).toBe(true)
    expect(pathForms('/a%20b/')).toEqual(['/a%20b/', '/a%20b', '/a b/', '/a b'])
  })

  it('is case-sensitive, as paths are', () => {
    expect(shows('/Pricing', '', '/pricing')).toBe(false)
  })
})

describe('a regular expression (a pattern starting with ^)', () => {
  it('is tested on the path as written, anchored where it says', () => {
    expect(shows('^/blog/\\d+$', '', '/blog/42')).toBe(true)
    expect(shows('^/blog/\\d+$', '', '/blog/42/')).toBe(true)
    expect(shows('^/blog/\\d+$', '', '/blog/new')).toBe(false)
    expect(shows('^/(de|fr)/', '', '/fr/aide')).toBe(true)
    expect(shows('^/(de|fr)/', '', '/es/ayuda')).toBe(false)
  })
})

describe('show and hide together', () => {
  it('shows everywhere without either', () => {
    expect(shows('', '', '/anything')).toBe(true)
  })

  it('a list of several patterns matches where any does', () => {
    expect(shows('/pricing  /help/*\t^/docs', '', '/docs/setup')).toBe(true)
    expect(shows('/pricing /help/*', '', '/about')).toBe(false)
  })

  it('hide wins over show', () => {
    expect(shows('/shop/*', '/shop/checkout/*', '/shop/shoes')).toBe(true)
    expect(shows('/shop/*', '/shop/checkout/*', '/shop/checkout/pay')).toBe(false)
    expect(shows('', '/checkout /account/*', '/account/orders')).toBe(false)
    expect(shows('', '/checkout /account/*', '/help')).toBe(true)
  })
})

describe('a bad list', () => {
  it.each([
    ['pricing', 'a path without its leading /'],
    ['https://shop.example/pricing', 'a whole address'],
    ['/ok ^/(unclosed', 'a regular expression that does not compile'],
    ['/ok help/*', 'one bad pattern among good ones'],
  ])('%j (%s) is refused', (list) => {
    expect(pathPatterns(list)).toBeUndefined()
  })

  it('is said once, naming the attribute, and the setting keeps its default: every page', () => {
    const warnings: string[] = []
    const read = attributeReader({ showOn: 'pricing', hideOn: '^(', devices: 'tablet' }, (misread) => warnings.push(worded(misread)))
    expect(readSettings(read, RULES_SETTINGS)).toEqual({ showOn: '', hideOn: '', devices: 'all' })
    expect(warnings).toEqual([
      'data-show-on="pricing" is not valid; using the default ""',
      'data-hide-on="^(" is not valid; using the default ""',
      'data-devices="tablet" is not valid; using the default "all"',
    ])
  })
})

it("loader.js's list of the rules' settings is the registry part's", () => {
  expect([...RULE_SETTINGS].sort()).toEqual(Object.keys(RULES_SETTINGS).sort())
})
