// The rules chunk: the page and device rules (data-show-on, data-hide-on,
// data-devices). Out of loader.js: a page without rules never runs them; a
// page with them waits one request for its launcher.
// Its descriptor (src/shared/chunks/describe-chunk.ts); it is started by the
// launcher stage with start(context) (StartedChunk, src/shared/chunks/interfaces.ts).
import { describeChunk } from '../shared/chunks/describe-chunk'
import type { StartedChunk } from '../shared/chunks/interfaces'
import { RULES_SETTINGS } from '../shared/settings/rules'

export const descriptor = describeChunk<StartedChunk>()({
  loadedBy: 'loader',
  when: 'at once, the launcher hidden until it says',
  optIn: ['showOn', 'hideOn', 'devices'],
  budget: 1_090,
  starts: { when: 'now', holdsLauncher: true },
  settings: RULES_SETTINGS,
})
