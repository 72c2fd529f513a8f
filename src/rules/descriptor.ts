// The rules chunk: the page and device rules (data-show-on, data-hide-on,
// data-devices). Out of loader.js: a page without rules never runs them; a
// page with them waits one request for its launcher.
// Its descriptor (src/shared/chunks/describe-chunk.ts) and the interface it provides.
import { describeChunk } from '../shared/chunks/describe-chunk'
import { RULES_SETTINGS } from '../shared/settings/rules'
import type { AttributeReader } from '../shared/settings/reader'
import type { LauncherView } from '../shared/chunks/interfaces'

export const descriptor = describeChunk<RulesChunk>()({
  loadedBy: 'loader',
  when: 'at once, the launcher hidden until it says',
  optIn: ['showOn', 'hideOn', 'devices'],
  budget: 1_090,
  starts: 'now',
  settings: RULES_SETTINGS,
})

/** What the launcher stage gives the rules chunk: its reader (data-show-on, data-hide-on, data-devices), and the launcher to keep away (AWAY, on its root) or show. */
export interface RulesContext {
  read: AttributeReader
  view: LauncherView
  /** Called the first time the rules show the launcher: what a shown launcher brings starts then. */
  shown(): void
}

/** The rules chunk's payload: starts following the page's path and the device, returns how to stop. */
export interface RulesChunk {
  startRules(context: RulesContext): () => void
}
