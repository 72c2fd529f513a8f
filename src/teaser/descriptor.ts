// The teaser chunk: the bubble over the launcher (data-teaser-delay, -scroll,
// -exit), started by the launcher stage once the page is idle.
// Its descriptor (src/shared/chunks/describe-chunk.ts) and the interface it provides.
import { describeChunk } from '../shared/chunks/describe-chunk'
import { TEASER_SETTINGS } from '../shared/settings/teaser'
import { teaserStrings } from '../shared/texts/en'
import type { PanelContext } from '../panel/descriptor'

export const descriptor = describeChunk<TeaserChunk>()({
  loadedBy: 'loader',
  when: 'once the page is idle (and shown, with page rules)',
  optIn: ['teaserDelay', 'teaserScroll', 'teaserExit'],
  budget: 1_452,
  starts: 'idle',
  settings: TEASER_SETTINGS,
  texts: teaserStrings,
})

/** What the launcher stage gives the teaser's chunk: what it gives the panel (its reader reads data-teaser-delay and the welcome message), and a way to open the chat. */
export interface TeaserContext extends PanelContext {
  /** Opens the panel, focus in it (the visitor activated the bubble). */
  open(): void
}

/** The teaser chunk's payload. */
export interface TeaserChunk {
  /** Starts the teaser once its texts in the language shown are here (the launcher stage starts it once the language is settled). */
  startTeaser(context: TeaserContext): void
}
