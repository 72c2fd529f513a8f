// The opt-in chunks the launcher stage starts itself (src/launcher/stage.ts),
// from one table built in from their descriptors (`starts`,
// src/shared/chunks/manifest.ts): where one of an entry's settings is set, its
// chunk is loaded, when the entry says, and started with the stage's context
// (`start(context)`, StageContext in src/shared/chunks/interfaces.ts). A new
// one costs loader.js an entry in the table, not code.
import type { StartedEntry } from '../shared/chunks/manifest'

export const STARTED_CHUNKS: readonly StartedEntry[] = __LAUNCHER_CHUNKS__
