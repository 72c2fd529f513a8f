// The table of chunks in docs/architecture.md, generated from the chunks'
// descriptors (src/<name>/descriptor.ts, listed in src/shared/chunks/manifest.ts):
// for each chunk who loads it, when, the settings that bring it, the settings
// and texts of its own, and its opt-in budget. test/chunks-table.test.ts fails
// when the block differs from the descriptors.
//
//   npx tsx scripts/chunks-table.ts          says whether the block is current
//   npx tsx scripts/chunks-table.ts --write  rewrites it
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { CHUNKS, descriptorOf, optInOf, type ChunkName } from '../src/shared/chunks/manifest'
import { attributeOf } from '../src/shared/settings/reader'

const root = resolve(import.meta.dirname, '..')
export const ARCHITECTURE_DOC = join(root, 'docs/architecture.md')
const START = '<!-- chunks-table:start -->'
const END = '<!-- chunks-table:end -->'

const LOADED_BY = { loader: '`loader.js`', panel: 'the panel', commands: 'the commands chunk' }
const codes = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(', ')

/** The table, from the descriptors. */
export function chunksTable(): string {
  const rows = (Object.keys(CHUNKS) as ChunkName[]).map((name) => {
    const { loadedBy, when, settings, texts, budget } = descriptorOf(name)
    return [
      `\`${name}\``,
      LOADED_BY[loadedBy],
      when,
      codes(optInOf(name).map(attributeOf)) || 'none: always, or when needed',
      settings ? codes(Object.keys(settings).map(attributeOf)) : '',
      texts ? `${Object.keys(texts).length}` : '',
      budget ? `${budget.toLocaleString('en')} B` : '',
    ]
  })
  return [
    '| chunk | loaded by | when | brought by | settings it reads | texts of its own | opt-in budget (gzip) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`),
  ].join('\n')
}

/** The block between the markers of `doc`, or undefined when they are missing. */
export function tableBlock(doc: string): string | undefined {
  const start = doc.indexOf(START)
  const end = doc.indexOf(END)
  return start < 0 || end < start ? undefined : doc.slice(start + START.length, end).trim()
}

/** `doc` with its block replaced by `table`. */
export function withTable(doc: string, table: string): string {
  if (tableBlock(doc) === undefined) throw new Error(`chunks-table: the doc has no ${START} … ${END} block`)
  return doc.slice(0, doc.indexOf(START) + START.length) + '\n' + table + '\n' + doc.slice(doc.indexOf(END))
}

if (import.meta.filename === process.argv[1]) {
  const doc = readFileSync(ARCHITECTURE_DOC, 'utf8')
  const table = chunksTable()
  if (process.argv.includes('--write')) {
    writeFileSync(ARCHITECTURE_DOC, withTable(doc, table))
    console.log(`chunks-table: ${ARCHITECTURE_DOC} written (${Object.keys(CHUNKS).length} chunks)`)
  } else if (tableBlock(doc) !== table) {
    console.error('chunks-table: the table in docs/architecture.md differs from the descriptors; run npx tsx scripts/chunks-table.ts --write')
    process.exit(1)
  } else console.log('chunks-table: docs/architecture.md is current')
}
