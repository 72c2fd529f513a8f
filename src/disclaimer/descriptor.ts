// The disclaimer chunk: the site's notice the visitor agrees to before the
// first message (data-disclaimer).
// Its descriptor (src/shared/chunks/describe-chunk.ts) and the interface it provides.
import { describeChunk } from '../shared/chunks/describe-chunk'
import type { LoadedChunk } from '../shared/chunks/panel-chunks'
import { disclaimerStrings } from '../shared/texts/en'
import type { KitElement } from '../shared/chunks/panel-chunks'

export const descriptor = describeChunk<LoadedChunk<DisclaimerUi, typeof disclaimerStrings>>()({
  loadedBy: 'panel',
  when: 'as the panel starts',
  optIn: ['disclaimer'],
  budget: 1_181,
  texts: disclaimerStrings,
})

/** The disclaimer chunk (data-disclaimer). */
export interface DisclaimerUi {
  /** The site's notice with I agree, while the gate is closed (nothing once the visitor agreed). */
  Notice(): KitElement
  /** Another tab stored `value` as the agreement: the gate opens here too where it is this notice's. */
  heard(value: string | null): void
}
