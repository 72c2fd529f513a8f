// @vitest-environment node
// docs/languages.md's tables are the language files' (scripts/languages-table.ts):
// a language added, renamed or given another register shows in the docs; its
// bytes there stay within BYTES_SLACK of its file's.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BYTES_SLACK, glossaryTable, LANGUAGES_DOC, languagesTable, mainBytes } from '../../scripts/languages-table'
import { docBlock as block } from '../../scripts/doc-block'
import { LANGUAGES } from '../../scripts/catalogues'

const doc = readFileSync(LANGUAGES_DOC, 'utf8')
const withoutBytes = (table: string) => table.replace(/\| \d+ \|$/gm, '| |')

describe('docs/languages.md', () => {
  it('lists every language with its names, script, direction, register and source (else run npx tsx scripts/languages-table.ts --write)', () => {
    const documented = block(doc, 'languages-table')
    expect(documented).toBeDefined()
    expect(withoutBytes(documented!)).toBe(withoutBytes(languagesTable()))
    expect(documented!.split('\n').slice(2)).toHaveLength(54)
  })

  it(`gives each language's bytes within ${BYTES_SLACK} B of its file's`, () => {
    for (const { tag } of LANGUAGES) {
      const row = block(doc, 'languages-table')!
        .split('\n')
        .find((r) => r.startsWith(`| \`${tag}\` |`))!
      const documented = Number(/\| (\d+) \|$/.exec(row)![1])
      expect(Math.abs(documented - mainBytes(tag)), `${tag}: ${documented} B documented, ${mainBytes(tag)} B built`).toBeLessThanOrEqual(BYTES_SLACK)
    }
  })

  it("gives every language's glossary", () => {
    expect(block(doc, 'glossary-table')).toBe(glossaryTable())
  })
})
