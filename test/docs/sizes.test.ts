// @vitest-environment node
// The reference in docs/ is read a page at a time: no page over 25 KB (25,000
// bytes, the stricter reading), so a page that grows is split by subject
// rather than read as a notebook. The accessibility conformance report is the
// exception: a table of every WCAG criterion, as its VPAT shape asks.
import { readdirSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const DOCS = resolve(import.meta.dirname, '../../docs')
const LIMIT = 25_000
const EXEMPT = ['accessibility-conformance.md']

function pages(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? pages(join(folder, entry.name)) : entry.name.endsWith('.md') ? [join(folder, entry.name)] : [],
  )
}

describe('the pages of docs/', () => {
  it(`are at most ${LIMIT} bytes each, the conformance report aside`, () => {
    const found = pages(DOCS)
    expect(found.length).toBeGreaterThan(10)
    const over = found
      .filter((page) => !EXEMPT.includes(relative(DOCS, page)))
      .filter((page) => statSync(page).size > LIMIT)
      .map((page) => `${relative(DOCS, page)}: ${statSync(page).size} B`)
    expect(over).toEqual([])
  })
})
