// The catalogue check (scripts/catalogue-check.ts): every language passes it,
// and each mistake it is there for is caught, one language file spoiled at a
// time. English's notes for translators are checked here too.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../scripts/catalogues'
import { checkLanguage } from '../../scripts/catalogue-check'
import { MAIN_PARTS, type LanguageFile } from '../../src/shared/texts/parts'
import { CHUNK_PARTS } from '../../src/shared/texts/chunk-parts'
import de from '../../src/i18n/de'

/** A language file whose texts may be spoiled in any way. */
type Loose = Omit<LanguageFile, 'texts'> & { texts: Record<string, Record<string, string>> }

/** German with one change: a deep copy, so the real file is never touched. */
function spoiled(change: (file: Loose) => void): LanguageFile {
  const copy = structuredClone(de) as unknown as Loose
  change(copy)
  return copy as unknown as LanguageFile
}

describe('every language', () => {
  it('is in the table of languages once, its file named by its tag', () => {
    const tags = LANGUAGES.map((file) => file.tag)
    expect(new Set(tags).size).toBe(tags.length)
    for (const tag of tags) expect(readFileSync(resolve(import.meta.dirname, `../../src/i18n/${tag}.ts`), 'utf8')).toContain(`tag: '${tag}'`)
  })

  it.each(LANGUAGES.map((file) => [file.tag, file] as const))('%s passes the catalogue check', (_tag, file) => {
    expect(checkLanguage(file)).toEqual([])
  })
})

describe('the catalogue check', () => {
  it('passes German as it is', () => {
    expect(checkLanguage(de)).toEqual([])
  })

  it.each([
    ['a missing key', (f) => delete f.texts['panel']!['send'], /panel\.send: missing/],
    ['a missing part', (f) => delete f.texts['feedback'], /part "feedback" is missing/],
    ['an extra key', (f) => (f.texts['panel']!['sendd'] = 'Senden'), /panel\.sendd: extra key/],
    ['an extra part', (f) => (f.texts['footer'] = { x: 'y' }), /extra part "footer"/],
    ['a blank text', (f) => (f.texts['panel']!['send'] = '  '), /panel\.send: missing/],
    ['a lost #', (f) => (f.texts['launcher']!['openChatUnread'] = 'Chat öffnen, ungelesen'), /openChatUnread: English has 1 "#", this has 0/],
    ['a second #', (f) => (f.texts['panel']!['charactersLeft'] = '# Zeichen: #'), /charactersLeft: English has 1 "#", this has 2/],
    ['a # where English has none', (f) => (f.texts['panel']!['send'] = 'Senden #'), /panel\.send: English has 0 "#", this has 1/],
    ['a leading space', (f) => (f.texts['panel']!['send'] = ' Senden'), /panel\.send: leading or trailing space/],
    ['a trailing space', (f) => (f.texts['copy']!['copied'] = 'Kopiert '), /copy\.copied: leading or trailing space/],
    ['two spaces in a row', (f) => (f.texts['panel']!['retry'] = 'Erneut  senden'), /panel\.retry: two spaces in a row/],
    ['markup', (f) => (f.texts['panel']!['send'] = '<b>Senden</b>'), /panel\.send: "<" or ">"/],
    ['a text left in English', (f) => (f.texts['panel']!['send'] = 'Send'), /panel\.send: the same as English \("Send"\)/],
    ['a loan that is not English', (f) => (f.loans = [...f.loans, 'Senden']), /loan "Senden" is not an English text/],
    ['a loan that is not used', (f) => (f.loans = [...f.loans, 'OK', 'Send']), /loan "Send" is not used/],
    ['a word used against the glossary', (f) => (f.texts['menu']!['download'] = 'Unterhaltung herunterladen'), /glossary: download .* "conversation"/],
    ['a glossary without a word', (f) => (f.glossary = { ...f.glossary, send: '' }), /glossary: no word for "send"/],
    ['a tag that is not canonical', (f) => (f.tag = 'DE'), /tag "DE" is not a canonical BCP 47 tag \(that is "de"\)/],
    ['a file named for another tag', (f) => (f.tag = 'de-AT'), /the file for "de-AT" must be named de-AT\.ts/],
    ['a script that is not ISO 15924', (f) => (f.script = 'latin'), /script "latin"/],
    ['no register', (f) => (f.register = ''), /register is missing/],
  ] as Array<[string, (file: Loose) => void, RegExp]>)('fails on %s', (_what, change, problem) => {
    const problems = checkLanguage(spoiled(change), 'de')
    expect(
      problems.some((p) => problem.test(p)),
      problems.join('\n'),
    ).toBe(true)
  })

  it('a text the same as English passes where the language lists it as a deliberate loan', () => {
    expect(
      checkLanguage(
        spoiled((f) => (f.texts['panel']!['send'] = 'Send')),
        'de',
      ).some((p) => p.includes('panel.send')),
    ).toBe(true)
    expect(
      checkLanguage(
        spoiled((f) => {
          f.texts['panel']!['send'] = 'Send'
          f.loans = [...f.loans, 'Send']
          f.glossary = { ...f.glossary, send: ['send', 'gesendet'] }
        }),
        'de',
      ),
    ).toEqual([])
  })
})

describe("English's notes for translators", () => {
  it('every text in every part has one (where it shows, its limits, what # stands for)', () => {
    const file = resolve(import.meta.dirname, '../../src/shared/texts/en.ts')
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
    const notes = new Map<string, string>()
    // The parts' object literals (`launcherStrings` and the rest), not the glossary's.
    source.forEachChild(function visit(node): void {
      if (ts.isVariableDeclaration(node) && !/Strings$/.test(node.name.getText(source))) return
      if (ts.isPropertyAssignment(node)) {
        const docs = ts.getJSDocCommentsAndTags(node).map((doc) => (typeof doc.comment === 'string' ? doc.comment : ''))
        notes.set(node.name.getText(source), docs.join(' ').trim())
      }
      node.forEachChild(visit)
    })
    const keys = Object.values({ ...MAIN_PARTS, ...CHUNK_PARTS }).flatMap((part) => Object.keys(part))
    expect(keys.length).toBeGreaterThan(50)
    for (const key of keys) {
      expect(notes.get(key), key).toBeTruthy()
      if (Object.values({ ...MAIN_PARTS, ...CHUNK_PARTS }).some((part) => (part as Record<string, string>)[key]?.includes('#')))
        expect(notes.get(key), key).toMatch(/`#`/)
    }
  })
})
