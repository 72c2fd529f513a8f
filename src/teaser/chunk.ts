// The teaser chunk's payload (src/shared/chunks/manifest.ts): started by the
// launcher stage once the page is idle, only with data-teaser-delay.
import type { ChunkPayloads } from '../shared/chunks/manifest'
import { startTeaser } from './teaser'

export const chunk: ChunkPayloads['teaser'] = { startTeaser: (context) => startTeaser(context) }
