// The locale chunk: the language lookup loader.js cannot do alone. Out of
// loader.js: most pages' languages are settled without CLDR's likely subtags.
// Its descriptor (src/shared/chunks/describe-chunk.ts) and the interface it provides.
import { describeChunk } from '../shared/chunks/describe-chunk'
import type { Negotiated } from '../shared/texts/locale'

export const descriptor = describeChunk<LocaleChunk>()({
  loadedBy: 'loader',
  when: "at once, where the page's languages need CLDR's likely script or region to choose a file (zh-TW, pt, sr-ME, a tag with a script), or have none",
})

/** The locale chunk's payload (src/locale/): the language shown, where loader.js's plain lookup cannot tell; says in the console when there is none. */
export interface LocaleChunk {
  settle(requested: readonly (string | null | undefined)[], available: readonly string[]): Negotiated | undefined
}
