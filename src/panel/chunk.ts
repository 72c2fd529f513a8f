// The panel chunk's payload (src/shared/chunks/manifest.ts): the panel stage,
// started by the launcher stage.
import type { ChunkPayloads } from '../shared/chunks/manifest'
import { startPanel } from './start-panel'

export const chunk: ChunkPayloads['panel'] = { startPanel }
