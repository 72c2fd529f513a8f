// What a chunk's script does as it runs: the build wraps each chunk's payload
// (src/<name>/chunk.ts) in a call to this, so the script hands the payload to
// the loader that asked for it (`AgentChat._define`) and runs nothing else.
import { namespaceOf } from './interfaces'
import type { ChunkName, ChunkPayloads } from './manifest'
import { reportError } from '../page/console'
import { NAMESPACE } from '../api/public-api'

export function defineChunk<K extends ChunkName>(name: K, payload: ChunkPayloads[K]): void {
  const registry = namespaceOf(window)
  if (typeof registry?._define === 'function') registry._define(name, payload)
  else reportError(`the ${name} chunk loaded without its loader (window.${NAMESPACE} is missing)`)
}
