// The feedback chunk's payload (src/shared/chunk-manifest.ts), made by the panel as it starts.
import type { ChunkPayloads } from '../shared/chunk-manifest'
import { createFeedback } from './feedback'

export const chunk: ChunkPayloads['feedback'] = { create: createFeedback }
