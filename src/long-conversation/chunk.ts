// The long-conversation chunk's payload (src/shared/chunk-manifest.ts), made by the panel when a conversation first needs its controls.
import type { ChunkPayloads } from '../shared/chunk-manifest'
import { createLongConversation } from './long-conversation'

export const chunk: ChunkPayloads['long-conversation'] = { create: createLongConversation }
