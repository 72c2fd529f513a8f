// The copy chunk's payload (src/shared/chunk-manifest.ts), made by the panel once it has rendered.
import type { ChunkPayloads } from '../shared/chunk-manifest'
import { createCopy } from './copy'

export const chunk: ChunkPayloads['copy'] = { create: createCopy }
