// The copy chunk's payload (src/shared/chunks/manifest.ts), made by the panel once it has rendered.
import type { ChunkPayloads } from '../shared/chunks/manifest'
import { createCopy } from './copy'

export const chunk: ChunkPayloads['copy'] = { create: createCopy }
