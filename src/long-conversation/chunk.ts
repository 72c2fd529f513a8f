// The long-conversation chunk's payload (src/shared/chunks/manifest.ts), made by the panel when a conversation first needs its controls.
import type { ChunkPayloads } from '../shared/chunks/manifest'
import { longConversationStrings } from '../shared/texts/en'
import { createLongConversation } from './long-conversation'

export const chunk: ChunkPayloads['long-conversation'] = { texts: longConversationStrings, create: createLongConversation }
