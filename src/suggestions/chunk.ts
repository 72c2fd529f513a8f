// The suggestions chunk's payload (src/shared/chunk-manifest.ts), made by the panel as it starts.
import type { ChunkPayloads } from '../shared/chunk-manifest'
import { createSuggestions } from './suggestions'

export const chunk: ChunkPayloads['suggestions'] = { create: createSuggestions }
