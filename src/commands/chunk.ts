// The commands chunk's payload (src/shared/chunks/manifest.ts): the public
// API's commands, asked for by the launcher stage on a page's first call.
import type { ChunkPayloads } from '../shared/chunks/manifest'
import { createCommands } from './commands'

export const chunk: ChunkPayloads['commands'] = { createCommands }
