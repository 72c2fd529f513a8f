// What each chunk's script runs (the build wraps src/<name>/chunk.ts in it):
// the payload goes to the loader's registry, or the console says why not.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineChunk } from '../src/shared/chunks/define-chunk'
import { NAMESPACE } from '../src/shared/api/public-api'
import type { ChunkPayloads } from '../src/shared/chunks/manifest'

const global = window as unknown as Record<string, unknown>
const payload: ChunkPayloads['feedback'] = { create: () => ({ Rate: () => null }) }

afterEach(() => {
  delete global[NAMESPACE]
  vi.restoreAllMocks()
})

describe('defineChunk', () => {
  it("hands the payload to the loader's registry by the chunk's name", () => {
    const defined: Array<[string, unknown]> = []
    global[NAMESPACE] = Object.assign(() => {}, { _define: (name: string, value: unknown) => defined.push([name, value]) })
    defineChunk('feedback', payload)
    expect(defined).toEqual([['feedback', payload]])
  })

  it('says in the console, without throwing, that the chunk loaded without its loader', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => defineChunk('feedback', payload)).not.toThrow()
    expect(errors.mock.calls).toEqual([[`[agent-chat] the feedback chunk loaded without its loader (window.${NAMESPACE} is missing)`]])
  })
})
