// The warnings chunk: the words of what the widget says in the console about
// its settings (a value that is not valid, a widget key that starts no
// widget). Out of loader.js: a page whose attributes are right says nothing,
// so a page view carries none of the words.
// Its descriptor (src/shared/chunks/describe-chunk.ts) and the interface it provides.
import { describeChunk } from '../shared/chunks/describe-chunk'
import type { Misread } from '../shared/settings/reader'

export const descriptor = describeChunk<WarningsChunk>()({
  loadedBy: 'loader',
  when: 'on the first setting whose value is not valid, or a widget key that starts none',
})

/** The warnings chunk's payload (src/warnings/): says in the console what loader.js found wrong with the settings. */
export interface WarningsChunk {
  /** One widget's warnings, each said once however often the settings are read again (a restart, an update). */
  warnOnce(): (misread: Misread) => void
  /** Why `key` starts no widget (missing or malformed), as an error. */
  unusableKey(key: string | undefined): void
}
