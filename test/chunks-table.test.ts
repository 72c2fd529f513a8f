// @vitest-environment node
// docs/architecture.md's table of chunks is the descriptors' (scripts/chunks-table.ts),
// so a chunk added, removed or changed shows in the docs.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ARCHITECTURE_DOC, chunksTable } from '../scripts/chunks-table'
import { docBlock, withDocBlock } from '../scripts/doc-block'
import { CHUNKS } from '../src/shared/chunks/manifest'

const table = chunksTable()

describe('the table of chunks of docs/architecture.md', () => {
  it('is the one the descriptors give (else run npx tsx scripts/chunks-table.ts --write)', () => {
    const block = docBlock(readFileSync(ARCHITECTURE_DOC, 'utf8'), 'chunks-table')
    expect(block, 'docs/architecture.md has no <!-- chunks-table:start --> … <!-- chunks-table:end --> block').toBeDefined()
    expect(block, 'the table differs from the descriptors: run npx tsx scripts/chunks-table.ts --write').toBe(table)
  })

  it('has a row per chunk, with who loads it, what brings it and its budget', () => {
    const rows = table.split('\n').slice(2)
    expect(rows).toHaveLength(Object.keys(CHUNKS).length)
    expect(rows.find((row) => row.startsWith('| `rules` '))).toContain('| `loader.js` |')
    expect(rows.find((row) => row.startsWith('| `rules` '))).toContain('`data-show-on`, `data-hide-on`, `data-devices`')
    expect(rows.find((row) => row.startsWith('| `links` '))).toContain('| the panel |')
    expect(rows.find((row) => row.startsWith('| `links` '))).toContain('| 1,101 B |')
    expect(rows.find((row) => row.startsWith('| `analytics` '))).toContain('| the commands chunk |')
    expect(rows.find((row) => row.startsWith('| `menu` '))).toContain('none: always, or when needed')
  })

  it('is replaced whole by --write, the text around it kept', () => {
    const doc = 'before\n<!-- chunks-table:start -->\nold\n<!-- chunks-table:end -->\nafter\n'
    expect(withDocBlock(doc, 'chunks-table', table)).toBe(`before\n<!-- chunks-table:start -->\n${table}\n<!-- chunks-table:end -->\nafter\n`)
    expect(() => withDocBlock('no block', 'chunks-table', table)).toThrow(/no <!-- chunks-table:start -->/)
  })
})
