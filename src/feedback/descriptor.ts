// The feedback chunk: Helpful / Not helpful on the agent's replies
// (data-feedback).
// Its descriptor (src/shared/chunks/describe-chunk.ts) and the interface it provides.
import { describeChunk } from '../shared/chunks/describe-chunk'
import type { LoadedChunk } from '../shared/chunks/panel-chunks'
import { feedbackStrings } from '../shared/texts/en'
import type { StoredMessage } from '../shared/conversation/message'
import type { KitElement } from '../shared/chunks/panel-chunks'

export const descriptor = describeChunk<LoadedChunk<FeedbackUi, typeof feedbackStrings>>()({
  loadedBy: 'panel',
  when: 'as the panel starts',
  optIn: ['feedback'],
  budget: 564,
  texts: feedbackStrings,
})

/** The feedback chunk (data-feedback). */
export interface FeedbackUi {
  /** Helpful / Not helpful toggles (aria-pressed) for a reply the service named; pressing the pressed one clears it, each press kept on the reply (so stored with it) and told to the site. */
  Rate(props: { message: StoredMessage }): KitElement
}
