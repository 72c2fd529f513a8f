// The menu chunk's payload (src/shared/chunks/manifest.ts): the conversation
// menu, made by the panel when the visitor reaches for it.
import type { ChunkPayloads } from '../shared/chunks/manifest'
import { menuStrings } from '../shared/texts/en'
import { createMenu } from './menu'

export const chunk: ChunkPayloads['menu'] = { texts: menuStrings, create: createMenu }
