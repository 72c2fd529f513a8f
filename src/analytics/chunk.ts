// The analytics chunk's payload (src/shared/chunks/manifest.ts): loaded by the
// commands chunk as it starts, only where data-analytics is set (loader.js
// then fetches the commands chunk at once).
import type { ChunkPayloads } from '../shared/chunks/manifest'
import { createAnalytics } from './analytics'

export const chunk: ChunkPayloads['analytics'] = { createAnalytics }
