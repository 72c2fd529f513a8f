// The markdown chunk: the rich renderer, for the first reply that needs more
// than the panel's simple one.
// Its descriptor (src/shared/chunks/describe-chunk.ts) and the interface it provides.
import { describeChunk } from '../shared/chunks/describe-chunk'
import type { LoadedChunk } from '../shared/chunks/panel-chunks'
import { markdownStrings, type MarkdownTexts } from '../shared/texts/en'
import type { KitElement } from '../shared/chunks/panel-chunks'

export const descriptor = describeChunk<LoadedChunk<MarkdownUi, MarkdownTexts>>()({
  loadedBy: 'panel',
  when: 'when a reply needs more than the simple subset',
  texts: markdownStrings,
})

/** The markdown chunk: the rich renderer, for replies that need more than the panel's simple one. */
export interface MarkdownUi {
  /** The reply as elements; null when it cannot be rendered (the simple rendering stays). */
  render(text: string): KitElement[] | null
}
