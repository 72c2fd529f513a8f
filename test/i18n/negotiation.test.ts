// Which catalogue a visitor gets: BCP 47 lookup as CLDR has it, through Intl
// (its aliases, likely scripts and regions), against the table of languages.
import { describe, expect, it } from 'vitest'
import { LANGUAGES, translations } from '../../scripts/catalogues'
import {
  catalogueFor,
  directionOf,
  languageOf,
  likelyCatalogueFor,
  localeTag,
  negotiate,
  plainCatalogueFor,
  requestedLocales,
} from '../../src/shared/texts/locale'

const AVAILABLE = ['en', ...Object.keys(translations)]

describe('catalogueFor', () => {
  it.each([
    // A language's regions read its catalogue.
    ['de-AT', 'de'],
    ['de-CH', 'de'],
    ['fr-CA', 'fr'],
    ['en-GB', 'en'],
    ['es-419', 'es'],
    // Chinese by script: Traditional where it is written so, else Simplified.
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-MO', 'zh-Hant'],
    ['zh-Hant', 'zh-Hant'],
    ['zh-Hant-CN', 'zh-Hant'],
    ['zh', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh-Hans-HK', 'zh-Hans'],
    // Portuguese: Brazil's alone, as CLDR's likely region; every other region inherits Portugal's.
    ['pt', 'pt-BR'],
    ['pt-BR', 'pt-BR'],
    ['pt-PT', 'pt-PT'],
    ['pt-AO', 'pt-PT'],
    ['pt-MZ', 'pt-PT'],
    ['pt-CH', 'pt-PT'],
    // Norwegian's written forms read Bokmål.
    ['no', 'nb'],
    ['nn', 'nb'],
    ['nb-NO', 'nb'],
    ['no-NO', 'nb'],
    // Deprecated codes browsers still send.
    ['iw', 'he'],
    ['iw-IL', 'he'],
    ['in', 'id'],
    ['tl', 'fil'],
    // Serbian by script: Cyrillic by default, Latin where it is written so (Montenegro's likely script is Latin).
    ['sr', 'sr'],
    ['sr-RS', 'sr'],
    ['sr-Cyrl', 'sr'],
    ['sr-Latn', 'sr-Latn'],
    ['sr-Latn-RS', 'sr-Latn'],
    ['sr-Latn-BA', 'sr-Latn'],
    ['sr-ME', 'sr-Latn'],
    ['sh', 'sr-Latn'],
  ])('%s → %s', (tag, catalogue) => {
    expect(catalogueFor(localeTag(tag)!, AVAILABLE)).toBe(catalogue)
  })

  it.each([['ku'], ['xh'], ['ms-Arab'], ['zh-Latn'], ['yue'], ['arn']])('%s has none', (tag) => {
    expect(catalogueFor(localeTag(tag)!, AVAILABLE)).toBeUndefined()
  })

  it('finds every catalogue by its own tag', () => {
    for (const tag of AVAILABLE) expect(catalogueFor(tag, AVAILABLE)).toBe(tag)
  })

  it("each plain tag's catalogue is in its language's usual script (CLDR's likely script), so a region alone never reaches another script", () => {
    for (const file of LANGUAGES.filter((f) => !f.tag.includes('-'))) {
      const likely = new Intl.Locale(file.tag).maximize().script
      // Japanese is written in Jpan (Han with kana), CLDR's likely script for it.
      expect(file.script, file.tag).toBe(likely)
    }
  })
})

describe('negotiate', () => {
  it('takes the first requested tag that has a catalogue, with the locale as asked where the catalogue is its language', () => {
    expect(negotiate(['de-AT'], AVAILABLE, catalogueFor)).toEqual({ catalogue: 'de', locale: 'de-AT' })
    expect(negotiate(['zh-TW'], AVAILABLE, catalogueFor)).toEqual({ catalogue: 'zh-Hant', locale: 'zh-TW' })
    expect(negotiate(['nn'], AVAILABLE, catalogueFor)).toEqual({ catalogue: 'nb', locale: 'nb' })
    expect(negotiate(['iw'], AVAILABLE, catalogueFor)).toEqual({ catalogue: 'he', locale: 'he' })
    expect(negotiate(['en-GB'], AVAILABLE, catalogueFor)).toEqual({ catalogue: 'en', locale: 'en-GB' })
  })

  it('walks the list in order, past blanks, bad tags and languages without a catalogue', () => {
    expect(negotiate(['', 'not a tag!', 'ku', 'fi-FI', 'de'], AVAILABLE, catalogueFor)).toEqual({ catalogue: 'fi', locale: 'fi-FI' })
    expect(negotiate([undefined, null, 'pl'], AVAILABLE, catalogueFor)).toEqual({ catalogue: 'pl', locale: 'pl' })
  })

  it('gives nothing when no tag has a catalogue (the caller shows English and says so)', () => {
    expect(negotiate(['ku', 'xh'], AVAILABLE, catalogueFor)).toBeUndefined()
    expect(negotiate([], AVAILABLE, catalogueFor)).toBeUndefined()
  })
})

describe("loader.js's plain lookup (plainCatalogueFor) and the locale chunk's (likelyCatalogueFor)", () => {
  const TAGS = [
    'de',
    'de-AT',
    'fr-CA',
    'en-US',
    'nn',
    'no',
    'iw',
    'ku',
    'pt',
    'pt-AO',
    'pt-BR',
    'zh',
    'zh-CN',
    'zh-TW',
    'zh-Hant-HK',
    'sr',
    'sr-ME',
    'sr-Latn',
    'ms-Arab',
    'uz-Latn',
  ]

  it("settles a tag by its name or its language's only catalogue, with no CLDR data", () => {
    expect(plainCatalogueFor('de-AT', AVAILABLE)).toBe('de')
    expect(plainCatalogueFor('en-US', AVAILABLE)).toBe('en')
    expect(plainCatalogueFor('pt-BR', AVAILABLE)).toBe('pt-BR')
    expect(plainCatalogueFor('nn', AVAILABLE)).toBe('nb')
    expect(plainCatalogueFor('ku', AVAILABLE)).toBeUndefined()
  })

  it('leaves to CLDR a language with a catalogue per script or region, and a tag with a script', () => {
    for (const tag of ['pt', 'pt-AO', 'zh-CN', 'zh-TW', 'sr-RS', 'sr-ME', 'ms-Arab']) expect(plainCatalogueFor(localeTag(tag)!, AVAILABLE), tag).toBeNull()
  })

  it('together they give what the whole lookup gives, for every tag', () => {
    for (const tag of TAGS.map((t) => localeTag(t)!)) {
      const plain = plainCatalogueFor(tag, AVAILABLE)
      expect(plain === null ? likelyCatalogueFor(tag, AVAILABLE) : plain, tag).toBe(catalogueFor(tag, AVAILABLE))
    }
  })

  it('negotiate stops at the first tag the plain lookup cannot tell (null: loader.js asks the locale chunk), not at a later one it can', () => {
    expect(negotiate(['zh-TW', 'de'], AVAILABLE, plainCatalogueFor)).toBeNull()
    expect(negotiate(['ku', 'de', 'zh-TW'], AVAILABLE, plainCatalogueFor)).toEqual({ catalogue: 'de', locale: 'de' })
    expect(negotiate(['ku'], AVAILABLE, plainCatalogueFor)).toBeUndefined()
  })
})

describe('requestedLocales', () => {
  it('is data-locale alone where set; else <html lang>, then every browser language in order', () => {
    expect(requestedLocales('fr', 'de', ['es', 'it'])).toEqual(['fr'])
    expect(requestedLocales('auto', 'de', ['es', 'it'])).toEqual(['de', 'es', 'it'])
    expect(requestedLocales('auto', '', ['es', 'it'])).toEqual(['', 'es', 'it'])
  })

  it('so a page without lang gets the first browser language the widget has', () => {
    expect(negotiate(requestedLocales('auto', '', ['ku', 'sv-SE', 'en']), AVAILABLE, catalogueFor)).toEqual({ catalogue: 'sv', locale: 'sv-SE' })
  })
})

describe('directionOf', () => {
  it('is right to left for the languages whose script is (Arabic, Hebrew, Persian, Urdu) and no other', () => {
    expect(AVAILABLE.filter((tag) => directionOf(tag) === 'rtl').sort()).toEqual(['ar', 'fa', 'he', 'ur'])
  })

  it('takes the language part of a tag', () => {
    expect(languageOf('pt-BR')).toBe('pt')
    expect(languageOf('AR')).toBe('ar')
  })
})
