// @vitest-environment node
// The WordPress plugin's texts: every string of its PHP goes through a
// translation function with the text domain agent-chat, is in
// languages/agent-chat.pot, and is translated in each agent-chat-<locale>.po,
// whose compiled .mo holds the same; so a new string without a translation
// fails here. scripts/wordpress-texts.ts rewrites the .pot and updates the
// .po and .mo files (with GNU gettext); this test reads them without it.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { headerField, KEYWORDS, LANGUAGES_DIR, PLUGIN_DIR, phpFiles, POT } from '../../scripts/wordpress-texts'

interface Entry {
  msgid: string
  msgstr: string
  fuzzy: boolean
}

/** A PO string's value (`"a\"b\n"` → `a"b` and a newline). */
const poValue = (literal: string) => literal.slice(1, -1).replace(/\\(.)/g, (_, c: string) => ({ n: '\n', t: '\t', '"': '"', '\\': '\\' })[c] ?? c)

/** The entries of a .po or .pot file (singular ones: the plugin has no plurals), obsolete ones (#~) left out. */
export function parsePo(text: string): Entry[] {
  const entries: Entry[] = []
  for (const block of text.split(/\n\s*\n/)) {
    const lines = block.split('\n').filter((line) => !line.startsWith('#~'))
    const fuzzy = lines.some((line) => /^#,.*\bfuzzy\b/.test(line))
    const fields: Record<string, string> = {}
    let current = ''
    for (const line of lines) {
      const start = /^(msgid|msgstr|msgctxt|msgid_plural) (".*")$/.exec(line)
      if (start) {
        current = start[1]!
        fields[current] = poValue(start[2]!)
      } else if (/^".*"$/.test(line) && current) fields[current] += poValue(line)
    }
    if ('msgid' in fields) entries.push({ msgid: fields.msgid, msgstr: fields.msgstr ?? '', fuzzy })
  }
  return entries
}

/** The translations in a GNU .mo file (msgid → msgstr), header (msgid "") included. */
export function parseMo(bytes: Buffer): Map<string, string> {
  const magic = bytes.readUInt32LE(0)
  const read = magic === 0x950412de ? bytes.readUInt32LE.bind(bytes) : bytes.readUInt32BE.bind(bytes)
  if (magic !== 0x950412de && bytes.readUInt32BE(0) !== 0x950412de) throw new Error('not a .mo file')
  const count = read(8)
  const originals = read(12)
  const translations = read(16)
  const text = (table: number, i: number) => bytes.subarray(read(table + i * 8 + 4), read(table + i * 8 + 4) + read(table + i * 8)).toString('utf8')
  return new Map(Array.from({ length: count }, (_, i) => [text(originals, i), text(translations, i)]))
}

/** A PHP single-quoted string's value. */
const phpValue = (literal: string) => literal.replace(/\\([\\'])/g, '$1')

/** Every call of a translation function in a PHP source: its text, or the call's source where it is not `f( 'text', 'agent-chat' )`. */
export function translationCalls(source: string): { text?: string; call: string }[] {
  const pattern = new RegExp(`\\b(?:${KEYWORDS.join('|')}|_x|_n|_nx|_ex|esc_html_x|esc_attr_x)\\s*\\(`, 'g')
  return [...source.matchAll(pattern)].map((match) => {
    const rest = source.slice(match.index + match[0].length)
    const literal = /^\s*'((?:[^'\\]|\\.)*)'\s*,\s*'agent-chat'\s*\)/.exec(rest)
    return literal ? { text: phpValue(literal[1]!), call: match[0] + literal[0] } : { call: match[0] + rest.slice(0, 80) }
  })
}

const sources = phpFiles().map((file) => ({ file, source: readFileSync(join(PLUGIN_DIR, file), 'utf8') }))
const calls = sources.flatMap(({ file, source }) => translationCalls(source).map((call) => ({ file, ...call })))
const texts = [...new Set(calls.flatMap((c) => (c.text === undefined ? [] : [c.text])))]
const pot = parsePo(readFileSync(POT, 'utf8')).filter((e) => e.msgid !== '')
const translations = readdirSync(LANGUAGES_DIR)
  .filter((f) => /^agent-chat-.+\.po$/.test(f))
  .map((file) => ({ file, text: readFileSync(join(LANGUAGES_DIR, file), 'utf8') }))

/** The printf placeholders of a text (`%s`, `%1$s`, `%d`), sorted. */
const placeholders = (text: string) => (text.match(/%(?:\d+\$)?[sd]/g) ?? []).sort()

describe("the WordPress plugin's texts", () => {
  it('reads its PHP: many texts, each call with a literal text and the text domain agent-chat', () => {
    expect(texts.length).toBeGreaterThan(50)
    expect(calls.filter((c) => c.text === undefined).map((c) => `${c.file}: ${c.call}`)).toEqual([])
  })

  it('finds a call without the text domain, or with another (so the check can fail)', () => {
    expect(translationCalls(`__( 'Save' ); esc_html__( 'Hi', 'other' ); __( "x", 'agent-chat' ); __( 'It\\'s', 'agent-chat' )`)).toEqual([
      { call: expect.stringContaining("__( 'Save' )") as string },
      { call: expect.stringContaining("esc_html__( 'Hi', 'other' )") as string },
      { call: expect.stringContaining('__( "x"') as string },
      { text: "It's", call: "__( 'It\\'s', 'agent-chat' )" },
    ])
  })

  it('has every text in languages/agent-chat.pot, and nothing else but the plugin header (else run npx tsx scripts/wordpress-texts.ts)', () => {
    const msgids = pot.map((e) => e.msgid)
    expect(texts.filter((t) => !msgids.includes(t))).toEqual([])
    expect(msgids.filter((m) => !texts.includes(m))).toEqual([headerField('Description')])
  })

  it('has a German translation', () => {
    expect(translations.map((t) => t.file)).toContain('agent-chat-de_DE.po')
    expect(translations.find((t) => t.file === 'agent-chat-de_DE.po')!.text).toMatch(/^# Machine-assisted translation/m)
  })

  for (const { file, text } of translations) {
    describe(file, () => {
      const entries = parsePo(text)
      const header = entries.find((e) => e.msgid === '')
      const translated = entries.filter((e) => e.msgid !== '')

      it('says its language and the text domain in its header', () => {
        expect(header?.msgstr).toContain(`Language: ${/agent-chat-(.+)\.po$/.exec(file)![1]}\n`)
        expect(header?.msgstr).toContain('Content-Type: text/plain; charset=UTF-8')
      })

      it('translates every text of the .pot, none fuzzy, none left over (a new string without a translation fails here)', () => {
        const untranslated = pot.filter((p) => !translated.some((e) => e.msgid === p.msgid && e.msgstr !== '' && !e.fuzzy))
        expect(untranslated.map((e) => e.msgid)).toEqual([])
        expect(translated.filter((e) => !pot.some((p) => p.msgid === e.msgid)).map((e) => e.msgid)).toEqual([])
      })

      it("keeps each text's placeholders (%s, %1$s, %d)", () => {
        const broken = translated.filter((e) => placeholders(e.msgid).join() !== placeholders(e.msgstr).join())
        expect(broken.map((e) => `${e.msgid} → ${e.msgstr}`)).toEqual([])
      })

      it('is compiled: its .mo holds exactly these translations (else run npx tsx scripts/wordpress-texts.ts)', () => {
        const mo = parseMo(readFileSync(join(LANGUAGES_DIR, file.replace(/\.po$/, '.mo'))))
        mo.delete('')
        expect(Object.fromEntries(mo)).toEqual(Object.fromEntries(translated.map((e) => [e.msgid, e.msgstr])))
      })
    })
  }
})
