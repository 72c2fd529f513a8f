// The inline chunk: the widget in a container of the page (data-container, or
// the widget's element placed by the site).
// Its descriptor (src/shared/chunks/describe-chunk.ts); it is started by the
// launcher stage with start(context) (StartedChunk, src/shared/chunks/interfaces.ts).
import { describeChunk } from '../shared/chunks/describe-chunk'
import type { StartedChunk } from '../shared/chunks/interfaces'
import { INLINE_SETTINGS } from '../shared/settings/inline'

export const descriptor = describeChunk<StartedChunk>()({
  loadedBy: 'loader',
  when: "at once, where data-container is set or the site placed the widget's element",
  optIn: ['container'],
  budget: 1_027,
  starts: { when: 'now', placed: true, fetchesPanel: true },
  settings: INLINE_SETTINGS,
})
