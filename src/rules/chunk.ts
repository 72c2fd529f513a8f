// The rules chunk's payload (src/shared/chunks/manifest.ts): started by the
// launcher stage at once, only where data-show-on, data-hide-on or
// data-devices is set; the launcher stays away until it has said.
import type { ChunkPayloads } from '../shared/chunks/manifest'
import { startRules } from './rules'

export const chunk: ChunkPayloads['rules'] = { start: startRules }
