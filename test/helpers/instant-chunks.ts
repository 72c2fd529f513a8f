// A chunk loader for tests of the public API with the real chunks: every
// chunk at once, as if cached, and the real commands chunk once
// `commandsHeld` settles; every call is recorded, in order.
import { createCommands } from '../../src/commands/commands'
import type { ChunkLoader } from '../../src/launcher/chunks'
import { loadPanelChunk } from './widget'

export class InstantChunks implements ChunkLoader {
  /** Each name asked for, once per call (the real loader fetches each file once: test/launcher/chunks.test.ts). */
  readonly requested: string[] = []
  constructor(private readonly commandsHeld = Promise.resolve()) {}
  load(name: string) {
    this.requested.push(name)
    return name === 'commands' ? this.commandsHeld.then(() => ({ createCommands })) : loadPanelChunk(name)
  }
  readonly languages: readonly string[] = []
  define() {}
}
