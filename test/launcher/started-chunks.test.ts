// loader.js's table of the chunks it starts itself (src/launcher/started-chunks.ts)
// against the manifest and the registry: every opt-in chunk loader.js loads is
// in it, brought by the settings its descriptor names (each a registered
// setting with its `data-` attribute), and nothing else is.
import { describe, expect, it } from 'vitest'
import { STARTED_CHUNKS } from '../../src/launcher/started-chunks'
import { CHUNKS, optInOf, type ChunkName } from '../../src/shared/chunks/manifest'
import { REGISTRY } from '../../src/shared/settings/registry'

describe('the chunks loader.js starts', () => {
  it("are the manifest's opt-in chunks that loader.js loads, each brought by its descriptor's registered settings", () => {
    const optIn = (Object.keys(CHUNKS) as ChunkName[]).filter((name) => CHUNKS[name].loadedBy === 'loader' && optInOf(name).length)
    expect(STARTED_CHUNKS.map((entry) => entry.name).sort()).toEqual(optIn.sort())
    const registered = new Map(REGISTRY.map((setting) => [setting.name as string, setting]))
    for (const entry of STARTED_CHUNKS) {
      expect([...entry.settings].sort(), entry.name).toEqual([...optInOf(entry.name)].sort())
      for (const name of entry.settings) expect(registered.get(name)?.attribute, `${entry.name}: ${name}`).toMatch(/^data-[a-z-]+$/)
    }
  })
})
