// The warnings chunk's payload (src/shared/chunks/manifest.ts): fetched by
// loader.js on the first setting whose value is not valid, which it hands
// over as found (a Misread: ./descriptor.ts), or a widget key that starts
// no widget (the chunk reaches its loader through its own script element:
// there is no AgentChat then). A misconfigured page says it a
// round trip later; one that cannot fetch this file still says why in the
// console (the chunk loader reports the failed file).
import type { ChunkPayloads } from '../shared/chunks/manifest'
import { reportError, warnOnce } from '../shared/page/console'
import { worded } from '../shared/settings/reader'
import { widgetKeyProblem } from '../shared/settings/launcher'

export const chunk: ChunkPayloads['warnings'] = {
  warnOnce() {
    const say = warnOnce()
    return (misread) => say(worded(misread))
  },
  unusableKey(key) {
    reportError(widgetKeyProblem(key) + '; the chat widget is not shown')
  },
}
