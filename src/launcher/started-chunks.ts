// The opt-in chunks the launcher stage starts itself (src/launcher/stage.ts),
// from this one table: where one of an entry's settings is set, its chunk is
// loaded, when the entry says, and started with the stage's context
// (`start(context)`, StageContext in src/shared/chunks/interfaces.ts). A new
// one costs loader.js an entry here, not code. (The lead will derive this
// table from the chunks' descriptors in src/shared/chunks/manifest.ts.)
import type { ChunkName, ChunkPayloads } from '../shared/chunks/manifest'
import type { StartedChunk } from '../shared/chunks/interfaces'
import { RULE_SETTINGS } from '../shared/settings/rules'
import { TEASER_TRIGGERS } from '../shared/settings/teaser'

export interface StartedChunkEntry {
  name: { [K in ChunkName]: ChunkPayloads[K] extends StartedChunk ? K : never }[ChunkName]
  /** The settings (by their names in the API) any of which brings it: loader.js only asks whether one is set; the chunk checks their values. */
  settings: readonly string[]
  /**
   * `now`: as the stage starts. `shown`: once the launcher shows, the page is idle and the language is settled (the
   * chunk is fetched meanwhile), for what shows beside the launcher, in its language.
   */
  when: 'now' | 'shown'
  /** The launcher stays away (AWAY) until the chunk says it shows (`shown`): what a shown launcher brings waits for that. */
  holdsLauncher?: true
  /** Also brought by the widget's own element, placed by the site on the page now or later (inline mode). */
  placed?: true
  /** It fetches the panel itself (inline: as the container nears the viewport), so nothing is fetched ahead at idle. */
  fetchesPanel?: true
}

export const STARTED_CHUNKS: readonly StartedChunkEntry[] = [
  // The page and device rules (data-show-on, data-hide-on, data-devices).
  { name: 'rules', settings: RULE_SETTINGS, when: 'now', holdsLauncher: true },
  // The teaser (data-teaser-delay, -scroll, -exit): its own texts are fetched beside it, in the language shown.
  { name: 'teaser', settings: TEASER_TRIGGERS, when: 'shown' },
  // Inline mode (data-container, or the widget's element placed by the site).
  { name: 'inline', settings: ['container'], when: 'now', placed: true, fetchesPanel: true },
]
