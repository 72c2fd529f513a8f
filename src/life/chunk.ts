// The life chunk's payload (src/shared/chunks/manifest.ts): the panel's life
// and the frame shown while the panel loads, out of loader.js, which a page
// view without intent never needs. Fetched beside the panel on the first
// intent (loader.js's stand-in queues what comes before it:
// src/launcher/stand-in-life.ts), and fetched ahead with the panel's file at idle.
import type { ChunkPayloads } from '../shared/chunks/manifest'
import { createPanelLife } from './panel-life'

export const chunk: ChunkPayloads['life'] = { createPanelLife }
