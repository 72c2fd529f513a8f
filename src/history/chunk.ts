// The history chunk's payload (src/shared/chunks/manifest.ts), made by the panel when the visitor opens the earlier conversations.
import type { ChunkPayloads } from '../shared/chunks/manifest'
import { historyStrings } from '../shared/texts/en'
import { createHistory } from './history'

export const chunk: ChunkPayloads['history'] = { texts: historyStrings, create: createHistory }
