// The suggestions chunk: the starter questions of data-suggestions.
// Its descriptor (src/shared/chunks/describe-chunk.ts) and the interface it provides.
import { describeChunk } from '../shared/chunks/describe-chunk'
import type { LoadedChunk } from '../shared/chunks/panel-chunks'
import { suggestionsStrings } from '../shared/texts/en'
import type { KitElement } from '../shared/chunks/panel-chunks'

export const descriptor = describeChunk<LoadedChunk<SuggestionsUi, typeof suggestionsStrings>>()({
  loadedBy: 'panel',
  when: 'as the panel starts',
  optIn: ['suggestions'],
  budget: 763,
  texts: suggestionsStrings,
})

/** The suggestions chunk: the starter questions of data-suggestions. */
export interface SuggestionsUi {
  /** The questions to show (at most four, each at most 80 characters; a warning said when some were cut). */
  questions: string[]
  /** The group of buttons; a question is sent once, through `onPick` (true when it was sent; held back, any may be picked again). */
  Suggestions(props: { questions: string[]; onPick(question: string): boolean }): KitElement
}
