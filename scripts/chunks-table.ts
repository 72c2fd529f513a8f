// The table of chunks in docs/architecture.md, generated from the chunks'
// descriptors (src/<name>/descriptor.ts, listed in src/shared/chunks/manifest.ts):
// for each chunk who loads it, when, the settings that bring it, the settings
// and texts of its own, and its opt-in budget. test/chunks-table.test.ts fails
// when the block differs from the descriptors.
//
//   npx tsx scripts/chunks-table.ts          says whether the block is current
//   npx tsx scripts/chunks-table.ts --write  rewrites it
import { join, resolve } from 'node:path'
import { CHUNKS, descriptorOf, optInOf, type ChunkName } from '../src/shared/chunks/manifest'
import { attributeOf } from '../src/shared/settings/reader'
import { runDocBlocks } from './doc-block'
import { isMain } from './is-main'

const root = resolve(import.meta.dirname, '..')
export const ARCHITECTURE_DOC = join(root, 'docs/architecture.md')

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

if (isMain(import.meta.filename)) runDocBlocks(import.meta.filename, ARCHITECTURE_DOC, { 'chunks-table': chunksTable })
