// @vitest-environment node
// docs/theming.md documents the styling interface (src/shared/styling/theme.ts):
// every custom property with its -dark variant and its default, and every
// part, in their tables.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PARTS, THEME_PROPERTIES } from '../../src/shared/styling/theme'

const DOC = readFileSync(resolve(import.meta.dirname, '../../docs/theming.md'), 'utf8')
const rows = DOC.split('\n').filter((line) => line.startsWith('| `'))

describe('docs/theming.md documents the site’s look', () => {
  it.each(THEME_PROPERTIES.map((p) => [p.name, p]))('the property %s, with its default', (name, property) => {
    const row = rows.find((line) => line.startsWith(`| \`${name}\``))
    expect(row, name).toBeDefined()
    expect(row).toContain(property.fallback)
    if (property.colour) expect(row).toContain(`\`${name}-dark\``)
  })

  it.each(PARTS.map((p) => p.name))('the part %s', (name) => {
    expect(rows.some((line) => line.startsWith(`| \`${name}\` |`))).toBe(true)
  })

  it('with an example stylesheet', () => {
    expect(DOC).toMatch(/```css\n[^`]*agent-chat-widget \{[^`]*::part\(send\)/)
  })
})
