// The suggestions chunk's payload (src/shared/chunks/manifest.ts), made by the panel as it starts.
import type { ChunkPayloads } from '../shared/chunks/manifest'
import { suggestionsStrings } from '../shared/texts/en'
import { createSuggestions } from './suggestions'

export const chunk: ChunkPayloads['suggestions'] = { texts: suggestionsStrings, create: createSuggestions }
