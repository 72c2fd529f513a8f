// The history chunk: the visitor's earlier conversations (kept on their
// device by a new conversation: src/shared/storage/kept.ts), listed in the
// panel, opened, continued, downloaded and deleted; loaded when the visitor
// opens the list from the menu.
// Its descriptor (src/shared/chunks/describe-chunk.ts) and the interface it provides.
import { describeChunk } from '../shared/chunks/describe-chunk'
import type { LoadedChunk } from '../shared/chunks/panel-chunks'
import { historyStrings } from '../shared/texts/en'
import type { KitElement } from '../shared/chunks/panel-chunks'

export const descriptor = describeChunk<LoadedChunk<HistoryUi, typeof historyStrings>>()({
  loadedBy: 'panel',
  when: 'when the visitor opens the earlier conversations from the menu',
  texts: historyStrings,
})

/** The history chunk: the earlier conversations. */
export interface HistoryUi {
  /** The list, or one earlier conversation, in the panel in place of the current one; `close` goes back to it. */
  View(props: { close(none?: undefined): void }): KitElement
}
