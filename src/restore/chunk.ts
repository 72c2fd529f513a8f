// The restore chunk's payload (src/shared/chunk-manifest.ts), loaded by the launcher stage beside the panel where a conversation is stored.
import type { ChunkPayloads } from '../shared/chunk-manifest'
import { parseConversation } from './parse-conversation'

export const chunk: ChunkPayloads['restore'] = { parseConversation }
