// The restore chunk's payload (src/shared/chunks/manifest.ts), loaded by the launcher stage beside the panel where a conversation is stored,
// or by the panel when it follows another copy of one (another tab's save, the page back from the back/forward cache).
import type { ChunkPayloads } from '../shared/chunks/manifest'
import { mergeMessages } from './merge-messages'
import { parseConversation } from './parse-conversation'

export const chunk: ChunkPayloads['restore'] = { parseConversation, mergeMessages }
