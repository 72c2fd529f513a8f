// The teaser chunk's payload (src/shared/chunks/manifest.ts): started by the
// launcher stage once the page is idle, only with data-teaser-delay.
import type { ChunkPayloads } from '../shared/chunks/manifest'
import { defaultStrings, teaserStrings } from '../shared/texts/en'
import { startTeaser } from './teaser'

export const chunk: ChunkPayloads['teaser'] = {
  texts: { ...teaserStrings, welcomeMessage: defaultStrings.welcomeMessage },
  startTeaser: (context, texts) => startTeaser(context, texts),
}
