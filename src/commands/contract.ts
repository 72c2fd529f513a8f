// What the loader hands to the commands chunk and gets back. Types only.
import type { Widget } from '../launcher/widget'

export interface Commands {
  /** Runs `AgentChat(...args)`: checks the arguments, says what is wrong in the console, never throws. */
  run(args: unknown[]): void
}

export interface CommandsChunk {
  /** `release` gives up `window.AgentChat` (the destroy command). */
  createCommands(widget: Widget, release: () => void): Commands
}
