// What each chunk's script runs (the build wraps src/<name>/chunk.ts in it):
// the payload goes to the loader's registry, or the console says why not.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineChunk } from '../src/shared/chunks/define-chunk'
import { NAMESPACE } from '../src/shared/api/public-api'
import type { ChunkPayloads } from '../src/shared/chunks/manifest'
import type { ChunkScript } from '../src/shared/chunks/interfaces'

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

  it('hands it to the loader that added its script, which marked the element with its define, before any global', () => {
    const viaScript: Array<[string, unknown]> = []
    const viaGlobal: Array<[string, unknown]> = []
    global[NAMESPACE] = Object.assign(() => {}, { _define: (name: string, value: unknown) => viaGlobal.push([name, value]) })
    const script: ChunkScript = document.createElement('script')
    script._define = (name, value) => void viaScript.push([name, value])
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script)
    defineChunk('feedback', payload)
    expect([viaScript, viaGlobal]).toEqual([[['feedback', payload]], []])
    // Without a widget on the page too (an unusable widget key's words come in the warnings chunk).
    delete global[NAMESPACE]
    defineChunk('warnings', { warnOnce: () => () => {}, unusableKey: () => {} })
    expect(viaScript.map(([name]) => name)).toEqual(['feedback', 'warnings'])
  })

  it('says in the console, without throwing, that the chunk loaded without its loader', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => defineChunk('feedback', payload)).not.toThrow()
    expect(errors.mock.calls).toEqual([[`[agent-chat] the feedback chunk loaded without its loader (window.${NAMESPACE} is missing)`]])
  })
})
