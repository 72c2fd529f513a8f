import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { catalogueFiles, catalogueScript, catalogues, translations } from '../../scripts/catalogues'
import { hashedFiles } from '../../scripts/hashed-files'
import { applyCatalogue } from '../../src/shared/texts/apply'
import { copyStrings, defaultStrings, launcherStrings, panelStrings } from '../../src/shared/texts/en'
import { localeTag } from '../../src/shared/texts/locale'
import { PINS_PART } from '../../src/shared/chunks/interfaces'
import { sha384 } from '../../scripts/integrity'
import type { Translation } from '../../src/shared/texts/parts'
import { TEXT_CHUNKS, TEXT_KEYS } from '../../src/shared/texts/chunk-parts'
import { partByLanguage } from '../helpers/chunk-texts'

/** What the language files carry (LanguageCatalogue); the other texts ship with the chunks that show them. */
const ENGLISH = { ...launcherStrings, ...defaultStrings, ...panelStrings, ...copyStrings }
/** Each chunk's part, by language: every chunk whose texts travel in a file of their own (parts.ts's one list). */
const CHUNK_TEXTS = TEXT_CHUNKS.map((chunk) => partByLanguage(chunk as keyof Translation))

describe('catalogues', () => {
  it('cover the 54 languages and variants of issue 40, English built in', () => {
    const wanted = `bg cs da de el en es et fi fr ga hr hu it lt lv mt nl pl pt-PT ro sk sl sv ca eu gl is nb sq mk sr sr-Latn uk ru tr
      ar he fa ur zh-Hans zh-Hant ja ko th vi id ms fil hi bn ta sw pt-BR`.split(/\s+/)
    expect(wanted).toHaveLength(54)
    expect(['en', ...Object.keys(catalogues)].sort()).toEqual(wanted.sort())
  })

  it.each(Object.entries(catalogues))('%s has every English key, nothing else, each a non-blank text', (_lang, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(ENGLISH).sort())
    for (const [key, text] of Object.entries(catalogue)) {
      expect(typeof text, key).toBe('string')
      expect(text.trim(), key).not.toBe('')
      expect(text, key).not.toMatch(/[<>]/)
    }
  })

  it.each(Object.entries(catalogues))('%s: every text a site may set is translated, in the language file or in the chunk that shows it', (lang, catalogue) => {
    const translated = new Set([...Object.keys(catalogue), ...CHUNK_TEXTS.flatMap((texts) => Object.keys(texts[lang] ?? {}))])
    expect(TEXT_KEYS.filter((key) => !translated.has(key))).toEqual([])
  })

  it.each(Object.entries(catalogues))('%s keeps the one "#" placeholder of the unread label and translates it', (_lang, catalogue) => {
    expect(catalogue.openChatUnread.split('#')).toHaveLength(2)
    expect(catalogue.openChatUnread).not.toBe(ENGLISH.openChatUnread)
    expect(catalogue.openChat).not.toBe(ENGLISH.openChat)
  })

  /** The language files as the build names them (with no chunk beside them, which would share the hash). */
  const named = () => hashedFiles(new Map(catalogueFiles().files.map((f) => [f.stem, f.source])))

  it('are written as classic scripts per language, its main catalogue and each chunk part, named with one content hash', () => {
    const { langs } = catalogueFiles()
    const { hash, files } = named()
    expect(langs).toEqual(Object.keys(translations))
    expect(hash).toMatch(/^[A-Za-z0-9]{8}$/)
    expect(files.map((f) => f.file)).toEqual(
      langs.flatMap((l) => [`i18n/${l}-${hash}.js`, ...[...TEXT_CHUNKS, PINS_PART].map((chunk) => `i18n/${l}/${chunk}-${hash}.js`)]),
    )
  })

  it('hand their texts to the loader through AgentChat._define, under the name it asks for, and to nothing else', () => {
    const expected = Object.keys(translations).flatMap((lang) => [
      ['lang:' + lang, catalogues[lang]],
      ...TEXT_CHUNKS.map((chunk) => [`lang:${lang}/${chunk}`, translations[lang]![chunk as keyof (typeof translations)[string]]]),
      [`lang:${lang}/${PINS_PART}`, expect.any(Object)],
    ])
    const files = catalogueFiles().files
    expect(files).toHaveLength(expected.length)
    files.forEach(({ source }, i) => {
      const defined: Array<[string, unknown]> = []
      const fakeWindow = { AgentChat: { _define: (name: string, payload: unknown) => defined.push([name, payload]) } }
      // Run as a browser runs the file: a script whose only global it needs is window.
      runInNewContext(source, { window: fakeWindow })
      expect(defined).toEqual([expected[i]])
      // Without a loader on the page the file does nothing (and does not throw).
      expect(() => {
        runInNewContext(source, { window: {} })
      }).not.toThrow()
    })
  })

  it('escape "<" so a text can never close a script tag', () => {
    const script = catalogueScript('lang:de', { ...catalogues['de']!, send: '</script><b>' })
    expect(script).not.toContain('</script>')
    expect(script).toContain('\\u003c/script>')
  })

  it('change the hash when any text changes', () => {
    const before = named().hash
    const de = translations['de']!.feedback
    const saved = de.helpful
    de.helpful = 'Nützlich'
    try {
      expect(named().hash).not.toBe(before)
    } finally {
      de.helpful = saved
    }
    expect(named().hash).toBe(before)
  })
})

describe('localeTag', () => {
  it.each([
    ['de', 'de'],
    ['pt_br', 'pt-BR'],
    [' EN-gb ', 'en-GB'],
    ['ar-EG', 'ar-EG'],
  ])('canonicalises %j to %j', (raw, tag) => {
    expect(localeTag(raw)).toBe(tag)
  })

  it.each([[''], ['  '], [null], [undefined], ['english please'], ['x-klingon'], ['de;drop']])('refuses %j', (raw) => {
    expect(localeTag(raw)).toBeUndefined()
  })
})

describe("a language's pins file", () => {
  it("holds the sha384 of each of the language's other files, by name without the hash, and nothing else", () => {
    const files = catalogueFiles().files
    for (const lang of Object.keys(translations)) {
      const own = files.filter((f) => f.stem === `i18n/${lang}` || (f.stem.startsWith(`i18n/${lang}/`) && !f.stem.endsWith('/' + PINS_PART)))
      const pins = files.find((f) => f.stem === `i18n/${lang}/${PINS_PART}`)!
      let defined: unknown
      runInNewContext(pins.source, { window: { AgentChat: { _define: (_name: string, payload: unknown) => (defined = payload) } } })
      expect(defined).toEqual(Object.fromEntries(own.map((f) => [f.stem, sha384(f.source)])))
      expect(own).toHaveLength(1 + TEXT_CHUNKS.length)
    }
  })
})

describe('applyCatalogue', () => {
  it('takes only known keys with non-blank, bounded text values', () => {
    const target = { ...ENGLISH }
    const polluted = JSON.parse('{"__proto__": {"closeChat": "x"}}') as object
    applyCatalogue(target, {
      openChat: 'Chat öffnen',
      send: 42,
      retry: { html: '<b>x</b>' },
      extra: 'nope',
      name: '   ',
      email: 'x'.repeat(501),
      ...polluted,
    })
    expect(target).toEqual({ ...ENGLISH, openChat: 'Chat öffnen' })
    expect(target).not.toHaveProperty('extra')
  })

  it.each([[null], [undefined], ['a string'], [42]])('ignores %j', (source) => {
    const target = { ...ENGLISH }
    applyCatalogue(target, source)
    expect(target).toEqual(ENGLISH)
  })
})
