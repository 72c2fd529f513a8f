// The copy chunk: Copy reply. Out of the panel chunk: nothing is copied
// before there is a reply. Its texts travel in each language's main file
// (src/shared/texts/parts.ts, MAIN_PARTS): a reply comes with the first
// reply's stage.
// Its descriptor (src/shared/chunks/describe-chunk.ts) and the interface it provides.
import { describeChunk } from '../shared/chunks/describe-chunk'
import type { LoadedChunk } from '../shared/chunks/panel-chunks'
import type { copyStrings } from '../shared/texts/en'
import type { KitElement } from '../shared/chunks/panel-chunks'

export const descriptor = describeChunk<LoadedChunk<CopyUi, typeof copyStrings>>()({
  loadedBy: 'panel',
  when: 'once the conversation shows a reply',
})

/** The copy chunk: "Copy reply" on the agent's replies. */
export interface CopyUi {
  /** Copies `text` (as the service sent it), or selects `bubble()` where the clipboard is refused; Note says which. */
  Button(props: { text: string; bubble(): Element }): KitElement
  /** The polite line that says what a copy did (one per panel). */
  Note(): KitElement
}
