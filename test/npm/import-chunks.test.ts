// The npm package's chunk loader takes the same names as loader.js's and
// imports each from its module: a chunk's payload, a language's main
// catalogue, or one chunk's part of it (src/npm/import-chunks.ts).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { catalogues, translations } from '../../scripts/catalogues'
import { chunk as feedbackChunk } from '../../src/feedback/chunk'
import { importChunks } from '../../src/npm/import-chunks'

afterEach(() => vi.restoreAllMocks())

describe('importChunks', () => {
  it('knows the same languages as the CDN build', () => {
    expect([...importChunks().languages].sort()).toEqual(Object.keys(translations).sort())
  })

  it('imports a chunk by its name', async () => {
    await expect(importChunks().load('feedback')).resolves.toBe(feedbackChunk)
  })

  it("gives a language's main catalogue, as its file on the CDN carries it, and each chunk's part by its name", async () => {
    const chunks = importChunks()
    await expect(chunks.load('lang:de')).resolves.toEqual(catalogues['de'])
    await expect(chunks.load('lang:ja/feedback')).resolves.toEqual(translations['ja']!.feedback)
    await expect(chunks.load('lang:ar/long-conversation')).resolves.toEqual(translations['ar']!['long-conversation'])
  })
})
