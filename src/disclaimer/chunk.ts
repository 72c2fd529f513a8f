// The disclaimer chunk's payload (src/shared/chunks/manifest.ts), made by the panel as it starts.
import type { ChunkPayloads } from '../shared/chunks/manifest'
import { disclaimerStrings } from '../shared/texts/en'
import { createDisclaimer } from './disclaimer'

export const chunk: ChunkPayloads['disclaimer'] = { texts: disclaimerStrings, create: createDisclaimer }
