// The call chunk's payload (src/shared/chunks/manifest.ts), made by the panel as it starts, only with data-phone.
import type { ChunkPayloads } from '../shared/chunks/manifest'
import { callStrings } from '../shared/texts/en'
import { createCall } from './call'

export const chunk: ChunkPayloads['call'] = { texts: callStrings, create: createCall }
