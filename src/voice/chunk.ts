// The voice chunk's payload (src/shared/chunks/manifest.ts), made by the panel as it starts, only with data-voice.
import type { ChunkPayloads } from '../shared/chunks/manifest'
import { voiceStrings } from '../shared/texts/en'
import { createVoice } from './voice'

export const chunk: ChunkPayloads['voice'] = { texts: voiceStrings, create: createVoice }
