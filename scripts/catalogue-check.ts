// The catalogue check: every language file (src/i18n/<tag>.ts) against the
// English texts (src/shared/texts/en.ts). Run by `npm test`
// (test/i18n/catalogue-check.test.ts), and by hand for some languages while
// translating: `npx tsx scripts/catalogue-check.ts pl cs` (no tag: all).
import { GLOSSARY } from '../src/shared/texts/en.ts'
import { MAX_TEXT } from '../src/shared/texts/apply.ts'
import { MAIN_PARTS, type LanguageFile } from '../src/shared/texts/parts.ts'
import { CHUNK_PARTS } from '../src/shared/texts/chunk-parts.ts'
import { isMain } from './is-main'

const PARTS: Record<string, Record<string, string>> = { ...MAIN_PARTS, ...CHUNK_PARTS }
const ENGLISH: Record<string, string> = Object.fromEntries(Object.values(PARTS).flatMap((part) => Object.entries(part)))
const placeholders = (text: string) => text.split('#').length - 1

/** What is wrong with a language file, one line each; empty when nothing is. `fileName` is its name without `.ts`. */
export function checkLanguage(file: LanguageFile, fileName = file.tag): string[] {
  const problems: string[] = []
  const say = (what: string) => problems.push(`${fileName}: ${what}`)
  let canonical: string | undefined
  try {
    canonical = Intl.getCanonicalLocales(file.tag)[0]
  } catch {
    // said below
  }
  if (canonical !== file.tag) say(`tag "${file.tag}" is not a canonical BCP 47 tag${canonical ? ` (that is "${canonical}")` : ''}`)
  if (fileName !== file.tag) say(`the file for "${file.tag}" must be named ${file.tag}.ts`)
  if (!/^[A-Z][a-z]{3}$/.test(file.script)) say(`script "${file.script}" is not an ISO 15924 code such as Latn`)
  for (const field of ['name', 'native', 'register'] as const) if (!file[field]?.trim()) say(`${field} is missing`)
  if (file.source !== 'machine-assisted' && file.source !== 'reviewed') say(`source must be machine-assisted or reviewed`)

  const texts = (file.texts ?? {}) as unknown as Record<string, Record<string, unknown>>
  const flat: Record<string, string> = {}
  for (const part of Object.keys(texts)) if (!(part in PARTS)) say(`extra part "${part}"`)
  for (const [part, english] of Object.entries(PARTS)) {
    const translated = texts[part]
    if (!translated || typeof translated !== 'object') {
      say(`part "${part}" is missing`)
      continue
    }
    for (const key of Object.keys(translated)) if (!(key in english)) say(`${part}.${key}: extra key (English has none)`)
    for (const [key, en] of Object.entries(english)) {
      const text = translated[key]
      const where = `${part}.${key}`
      if (typeof text !== 'string' || !text.trim()) {
        say(`${where}: missing`)
        continue
      }
      flat[key] = text
      if (text !== text.trim()) say(`${where}: leading or trailing space in ${JSON.stringify(text)}`)
      if (/\s{2}/.test(text)) say(`${where}: two spaces in a row in ${JSON.stringify(text)}`)
      if (placeholders(text) !== placeholders(en)) say(`${where}: English has ${placeholders(en)} "#", this has ${placeholders(text)}: ${JSON.stringify(text)}`)
      if (/[<>]/.test(text)) say(`${where}: "<" or ">" in ${JSON.stringify(text)}`)
      if (text.length > MAX_TEXT) say(`${where}: longer than ${MAX_TEXT} characters`)
      if (text === en && !file.loans?.includes(text))
        say(`${where}: the same as English (${JSON.stringify(en)}); translate it, or list it in loans if it is a deliberate loan`)
    }
  }
  for (const loan of file.loans ?? []) {
    if (!Object.values(ENGLISH).includes(loan)) say(`loan ${JSON.stringify(loan)} is not an English text`)
    else if (!Object.entries(ENGLISH).some(([key, en]) => en === loan && flat[key] === loan))
      say(`loan ${JSON.stringify(loan)} is not used: take it off the list`)
  }

  const lower = (text: string) => text.toLocaleLowerCase(file.tag)
  for (const [term, keys] of Object.entries(GLOSSARY) as Array<[keyof typeof GLOSSARY, readonly string[]]>) {
    const word = file.glossary?.[term]
    const forms = (typeof word === 'string' ? [word] : (word ?? [])).map(lower).filter(Boolean)
    if (!forms.length) {
      say(`glossary: no word for "${term}"`)
      continue
    }
    for (const key of keys) {
      const text = flat[key]
      if (text !== undefined && !forms.some((form) => lower(text).includes(form)))
        say(`glossary: ${key} (${JSON.stringify(text)}) does not use the glossary's word for "${term}" (${forms.map((f) => JSON.stringify(f)).join(' or ')})`)
    }
  }
  return problems
}

if (isMain(import.meta.filename)) {
  const { LANGUAGES } = await import('./catalogues.ts')
  const wanted = process.argv.slice(2)
  const files: Array<[string, LanguageFile]> = wanted.length
    ? await Promise.all(
        wanted.map(async (tag) => [tag, ((await import(`../src/i18n/${tag}.ts`)) as { default: LanguageFile }).default] as [string, LanguageFile]),
      )
    : LANGUAGES.map((file) => [file.tag, file])
  const problems = files.flatMap(([tag, file]) => checkLanguage(file, tag))
  for (const problem of problems) console.error(problem)
  console.log(`catalogue check: ${files.length} language${files.length === 1 ? '' : 's'}, ${problems.length} problem${problems.length === 1 ? '' : 's'}`)
  process.exit(problems.length ? 1 : 0)
}
