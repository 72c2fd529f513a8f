// The feedback chunk's payload (src/shared/chunks/manifest.ts), made by the panel as it starts.
import type { ChunkPayloads } from '../shared/chunks/manifest'
import { createFeedback } from './feedback'

export const chunk: ChunkPayloads['feedback'] = { create: createFeedback }
