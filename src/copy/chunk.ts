// The copy chunk's payload (src/shared/chunks/manifest.ts), made by the panel once it has rendered.
import type { ChunkPayloads } from '../shared/chunks/manifest'
import { copyStrings } from '../shared/texts/en'
import { createCopy } from './copy'

export const chunk: ChunkPayloads['copy'] = { texts: copyStrings, create: createCopy }
