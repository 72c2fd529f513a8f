import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { catalogueFiles, catalogueScript, catalogues, translations } from '../scripts/catalogues'
import { hashedFiles } from '../scripts/hashed-files'
import { applyCatalogue } from '../src/shared/texts/apply'
import { copyStrings, launcherStrings, menuStrings, panelStrings } from '../src/shared/texts/en'
import { directionOf, languageOf, localeTag, resolveLocale } from '../src/shared/texts/locale'
import { TEXT_CHUNKS, TEXT_KEYS } from '../src/shared/texts/parts'
import { partByLanguage } from './helpers/chunk-texts'

const DISCLAIMER_TEXTS = partByLanguage('disclaimer')
const FEEDBACK_TEXTS = partByLanguage('feedback')
const LINKS_TEXTS = partByLanguage('links')
const LONG_CONVERSATION_TEXTS = partByLanguage('long-conversation')
const MARKDOWN_TEXTS = partByLanguage('markdown')
const SUGGESTIONS_TEXTS = partByLanguage('suggestions')
const TEASER_TEXTS = partByLanguage('teaser')

/** What the language files carry (LanguageCatalogue); the other texts ship with the chunks that show them. */
const ENGLISH = { ...launcherStrings, ...panelStrings, ...copyStrings, ...menuStrings }
const CHUNK_TEXTS = [SUGGESTIONS_TEXTS, FEEDBACK_TEXTS, MARKDOWN_TEXTS, TEASER_TEXTS, LINKS_TEXTS, DISCLAIMER_TEXTS, LONG_CONVERSATION_TEXTS]

describe('catalogues', () => {
  it('cover German, Spanish, French, Portuguese, Japanese and Arabic', () => {
    expect(Object.keys(catalogues).sort()).toEqual(['ar', 'de', 'es', 'fr', 'ja', 'pt'])
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
    expect(langs.join(' ')).toBe('de es fr pt ja ar')
    expect(hash).toMatch(/^[A-Za-z0-9]{8}$/)
    expect(files.map((f) => f.file)).toEqual(langs.flatMap((l) => [`i18n/${l}-${hash}.js`, ...TEXT_CHUNKS.map((chunk) => `i18n/${l}/${chunk}-${hash}.js`)]))
  })

  it('hand their texts to the loader through AgentChat._define, under the name it asks for, and to nothing else', () => {
    const expected = Object.keys(translations).flatMap((lang) => [
      ['lang:' + lang, catalogues[lang]],
      ...TEXT_CHUNKS.map((chunk) => [`lang:${lang}/${chunk}`, translations[lang]![chunk as keyof (typeof translations)[string]]]),
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

describe('resolveLocale', () => {
  it.each([
    ['de', 'fr', 'es-ES', 'de'],
    ['auto', 'fr', 'es-ES', 'fr'],
    ['auto', 'pt_br', 'es-ES', 'pt-BR'],
    ['auto', '', 'es-ES', 'es-ES'],
    ['auto', 'not a tag!', 'ja', 'ja'],
    ['auto', '', undefined, 'en'],
    ['auto', '', '', 'en'],
  ])('data-locale %j, <html lang=%j>, browser %j → %j', (configured, page, browser, expected) => {
    expect(resolveLocale(configured, page, browser)).toBe(expected)
  })

  it('takes the language part and the direction of a tag', () => {
    expect(languageOf('pt-BR')).toBe('pt')
    expect(languageOf('AR')).toBe('ar')
    expect(directionOf('ar-EG')).toBe('rtl')
    expect(directionOf('he')).toBe('rtl')
    expect(directionOf('de')).toBe('ltr')
    expect(directionOf('arn')).toBe('ltr') // Mapuche, not Arabic
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
