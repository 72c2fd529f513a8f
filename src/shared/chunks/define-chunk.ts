// What a chunk's script does as it runs: the build wraps each chunk's payload
// (src/<name>/chunk.ts) in a call to this, so the script hands the payload to
// the loader that asked for it and runs nothing else. That loader marked the
// script element with its `_define`: the payload reaches it whether or not
// the page has a widget by then (a widget key that starts none is said in
// the warnings chunk's words; a chunk in flight as the page destroys its
// widget). A script no loader added (the page's own copy) hands it to the
// page's widget, `AgentChat._define`.
import { namespaceOf, type ChunkScript } from './interfaces'
import type { ChunkName, ChunkPayloads } from './manifest'
import { reportError } from '../page/console'
import { NAMESPACE } from '../api/public-api'

export function defineChunk<K extends ChunkName>(name: K, payload: ChunkPayloads[K]): void {
  const script = document.currentScript as ChunkScript | null
  const registry = typeof script?._define === 'function' ? script : namespaceOf(window)
  if (typeof registry?._define === 'function') registry._define(name, payload)
  else reportError(`the ${name} chunk loaded without its loader (window.${NAMESPACE} is missing)`)
}
