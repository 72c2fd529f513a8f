// The menu chunk's payload (src/shared/chunk-manifest.ts): the conversation
// menu, made by the panel when the visitor reaches for it.
import type { ChunkPayloads } from '../shared/chunk-manifest'
import { createMenu } from './menu'

export const chunk: ChunkPayloads['menu'] = { create: createMenu }
