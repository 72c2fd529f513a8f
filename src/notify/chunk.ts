// The notify chunk's payload (src/shared/chunks/manifest.ts), made by the panel as it starts.
import type { ChunkPayloads } from '../shared/chunks/manifest'
import { createNotify } from './notify'

export const chunk: ChunkPayloads['notify'] = { create: createNotify }
