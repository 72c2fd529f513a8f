// The qr chunk's payload (src/shared/chunks/manifest.ts), made by the panel when the call chunk's card first opens.
import type { ChunkPayloads } from '../shared/chunks/manifest'
import { createQr } from './qr'

export const chunk: ChunkPayloads['qr'] = { create: createQr }
