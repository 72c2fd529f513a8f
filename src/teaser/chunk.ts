// The teaser chunk's payload (src/shared/chunks/manifest.ts): started by the
// launcher stage once the page is idle, only with data-teaser-delay.
import type { ChunkPayloads } from '../shared/chunks/manifest'
import { teaserStrings } from '../shared/texts/en'
import { startTeaser } from './teaser'

export const chunk: ChunkPayloads['teaser'] = { texts: teaserStrings, startTeaser: (context, texts) => startTeaser(context, texts) }
