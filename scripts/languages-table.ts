// The tables of docs/languages.md, generated from the language files
// (src/i18n/<tag>.ts, listed in src/i18n/languages.ts): each language's tag,
// names, script, direction, register, source and the bytes its file adds up
// to the first reply; and each one's glossary. test/i18n/languages-doc.test.ts
// fails when a block differs (the bytes within BYTES_SLACK, so a one-word
// correction does not ask for a docs change; `npm run size` prints them exactly).
//
//   npx tsx scripts/languages-table.ts          says whether the blocks are current
//   npx tsx scripts/languages-table.ts --write  rewrites them
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { catalogueScript, LANGUAGES } from './catalogues'
import { runDocBlocks } from './doc-block'
import { isMain } from './is-main'
import { languageChunk } from '../src/shared/chunks/interfaces'
import { GLOSSARY } from '../src/shared/texts/en'
import { mainCatalogue, RTL_SCRIPTS } from '../src/shared/texts/parts'

export const LANGUAGES_DOC = join(resolve(import.meta.dirname, '..'), 'docs/languages.md')
/** How far the docs' bytes may be from the file's. */
export const BYTES_SLACK = 25

/** gzip -9 of a language's main file, as the build writes it (its name's hash is not in it). */
export const mainBytes = (tag: string) =>
  gzipSync(catalogueScript(languageChunk(tag), mainCatalogue(LANGUAGES.find((l) => l.tag === tag)!.texts)), { level: 9 }).length

const cell = (text: string) => text.replace(/\|/g, '\\|')

export function languagesTable(): string {
  const rows = LANGUAGES.map((l) =>
    [`\`${l.tag}\``, l.name, l.native, l.script, RTL_SCRIPTS.includes(l.script) ? 'rtl' : 'ltr', cell(l.register), l.source, String(mainBytes(l.tag))].join(
      ' | ',
    ),
  )
  return [
    '| tag | name | in itself | script | direction | register | texts | bytes |',
    '|---|---|---|---|---|---|---|---|',
    '| `en` | English | English | Latn | ltr | neutral: you | written here | 0 (built in) |',
    ...rows.map((r) => `| ${r} |`),
  ].join('\n')
}

export function glossaryTable(): string {
  const terms = Object.keys(GLOSSARY) as Array<keyof typeof GLOSSARY>
  const words = (w: string | readonly string[]) => (typeof w === 'string' ? [w] : w).join(', ')
  return [
    `| tag | ${terms.join(' | ')} |`,
    `|---|${terms.map(() => '---').join('|')}|`,
    ...LANGUAGES.map((l) => `| \`${l.tag}\` | ${terms.map((t) => cell(words(l.glossary[t]))).join(' | ')} |`),
  ].join('\n')
}

if (isMain(import.meta.filename)) runDocBlocks(import.meta.filename, LANGUAGES_DOC, { 'languages-table': languagesTable, 'glossary-table': glossaryTable })
