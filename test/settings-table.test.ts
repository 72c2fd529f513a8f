// @vitest-environment node
// docs/settings.md's table is the registry's (scripts/settings-table.ts), so
// a setting added, removed or changed in the registry shows in the docs.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SETTINGS_DOC, settingsTable } from '../scripts/settings-table'
import { docBlock } from '../scripts/doc-block'
import { REGISTRY } from '../src/shared/settings/registry'

// The compiler reads the registry's doc comments: a few seconds, once.
const table = settingsTable()

describe('the settings table of docs/settings.md', () => {
  it('is the one the registry gives (else run npx tsx scripts/settings-table.ts --write)', () => {
    const block = docBlock(readFileSync(SETTINGS_DOC, 'utf8'), 'settings-table')
    expect(block, 'docs/settings.md has no <!-- settings-table:start --> … <!-- settings-table:end --> block').toBeDefined()
    expect(block, 'the table differs from the registry: run npx tsx scripts/settings-table.ts --write').toBe(table)
  })

  it('has a row per setting, with its attribute, name, default and stage', () => {
    const rows = table.split('\n').slice(2)
    expect(rows).toHaveLength(REGISTRY.length)
    expect(rows[0]).toMatch(/^\| `data-widget-key` \| `widgetKey` \| text \| required \| `loader.js` \| The widget's key/)
    expect(rows.find((row) => row.startsWith('| `data-position` '))).toContain('| `bottom-right` or `bottom-left` | `bottom-right` | `loader.js` |')
    expect(rows.find((row) => row.startsWith('| `data-api-base` '))).toContain("| text | the loader's origin + `/v1` | the panel |")
    expect(rows.find((row) => row.startsWith('| `data-teaser-delay` '))).toContain('| a number | none: no teaser | the teaser chunk |')
    expect(rows.find((row) => row.startsWith('| `data-suggestions` '))).toContain('`\\|` between them')
    // A `@values` tag says more than the type: data-ai-notice also takes on/off.
    expect(rows.find((row) => row.startsWith('| `data-ai-notice` '))).toContain(
      '| `true`, `false`, `on` or `off` (`true` or `false` in `boot`, `update`, `mount`) | `true` |',
    )
  })
})
