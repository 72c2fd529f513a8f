// The inline chunk's payload (src/shared/chunks/manifest.ts): started by the
// launcher stage at once, only where data-container is set or the site placed
// the widget's element in its page.
import type { ChunkPayloads } from '../shared/chunks/manifest'
import { startInline } from './inline'

export const chunk: ChunkPayloads['inline'] = { start: startInline }
