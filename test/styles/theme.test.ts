// @vitest-environment node
// The documented custom properties (src/shared/styling/theme.ts, docs/theming.md)
// are a stable interface: each must be read by the widget's stylesheets (a
// colour also by its -dark variant), and no other --agent-chat-* property
// may be read without being documented. What each
// does is checked in real browsers (e2e/theming.spec.ts).
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { THEME_PROPERTIES } from '../../src/shared/styling/theme'

const SRC = resolve(import.meta.dirname, '../../src')
const stylesheets = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => readFileSync(resolve(SRC, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''))
  .join('\n')

/** Every --agent-chat-* property the stylesheets read with var(). */
const read = new Set([...stylesheets.matchAll(/var\((--agent-chat-[a-z0-9-]+)/g)].map((m) => m[1]!))

const documented = THEME_PROPERTIES.flatMap((p) => (p.colour ? [p.name, `${p.name}-dark`] : [p.name]))

describe('the documented custom properties', () => {
  it('are at least those the issue names: colours, font, size, radius, launcher size and place, panel size, shadow', () => {
    expect(THEME_PROPERTIES.filter((p) => p.colour)).toHaveLength(11)
    expect(THEME_PROPERTIES).toHaveLength(20)
  })

  it.each(documented)('%s is read by a stylesheet', (name) => {
    expect(read.has(name)).toBe(true)
  })

  it('none is read that the docs do not document', () => {
    expect([...read].filter((name) => !documented.includes(name))).toEqual([])
  })
})
