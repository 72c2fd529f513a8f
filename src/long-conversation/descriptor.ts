// The long-conversation chunk: the controls around the panel's view window.
// Out of the panel chunk: a short conversation never needs its windowing.
// Its descriptor (src/shared/chunks/describe-chunk.ts) and the interface it provides.
import { describeChunk } from '../shared/chunks/describe-chunk'
import type { LoadedChunk } from '../shared/chunks/panel-chunks'
import { longConversationStrings } from '../shared/texts/en'
import type { KitElement } from '../shared/chunks/panel-chunks'

export const descriptor = describeChunk<LoadedChunk<LongConversationUi, typeof longConversationStrings>>()({
  loadedBy: 'panel',
  when: 'once the conversation outgrows its view window or the visitor leaves its end',
  texts: longConversationStrings,
})

/** The long-conversation chunk: the two controls around the panel's view window (MessageList keeps the window). */
export interface LongConversationUi {
  /** Show earlier messages, above the window while rows are outside it; `show` gets the button, which keeps focus while rows remain. */
  Earlier(props: { show(button: HTMLElement): void }): KitElement
  /** The polite region over the log's lower edge, with New messages in it while `unseen`; `jump` takes the visitor to the end. */
  Jump(props: { unseen: boolean; jump(): void }): KitElement
}
