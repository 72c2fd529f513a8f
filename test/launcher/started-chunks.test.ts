// loader.js's table of the chunks it starts itself (src/launcher/started-chunks.ts)
// against the manifest: every opt-in chunk loader.js loads is in it, brought
// by the attributes the manifest names, and nothing else is.
import { describe, expect, it } from 'vitest'
import { STARTED_CHUNKS } from '../../src/launcher/started-chunks'
import { CHUNKS, optInOf, type ChunkName } from '../../src/shared/chunks/manifest'

/** `teaserDelay` → `data-teaser-delay`. */
const attribute = (name: string) => 'data-' + name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())

describe('the chunks loader.js starts', () => {
  it("are the manifest's opt-in chunks that loader.js loads, each brought by the manifest's attributes", () => {
    const optIn = (Object.keys(CHUNKS) as ChunkName[]).filter((name) => CHUNKS[name].loadedBy === 'loader' && optInOf(name).length)
    expect(STARTED_CHUNKS.map((entry) => entry.name).sort()).toEqual(optIn.sort())
    for (const entry of STARTED_CHUNKS) expect(entry.settings.map(attribute).sort(), entry.name).toEqual([...optInOf(entry.name)].sort())
  })
})
