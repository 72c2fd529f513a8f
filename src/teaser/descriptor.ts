// The teaser chunk: the bubble over the launcher (data-teaser-delay, -scroll,
// -exit), started by the launcher stage once the page is idle.
// Its descriptor (src/shared/chunks/describe-chunk.ts); it is started by the
// launcher stage with start(context) (StartedChunk, src/shared/chunks/interfaces.ts).
import { describeChunk } from '../shared/chunks/describe-chunk'
import type { StartedChunk } from '../shared/chunks/interfaces'
import { TEASER_SETTINGS } from '../shared/settings/teaser'
import { teaserStrings } from '../shared/texts/en'

export const descriptor = describeChunk<StartedChunk>()({
  loadedBy: 'loader',
  when: 'once the page is idle (and shown, with page rules)',
  optIn: ['teaserDelay', 'teaserScroll', 'teaserExit'],
  budget: 1_452,
  starts: { when: 'shown' },
  settings: TEASER_SETTINGS,
  texts: teaserStrings,
})
