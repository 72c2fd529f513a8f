// The feedback chunk's payload (src/shared/chunks/manifest.ts), made by the panel as it starts.
import type { ChunkPayloads } from '../shared/chunks/manifest'
import { feedbackStrings } from '../shared/texts/en'
import { createFeedback } from './feedback'

export const chunk: ChunkPayloads['feedback'] = { texts: feedbackStrings, create: createFeedback }
