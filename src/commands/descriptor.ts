// The commands chunk: the public API's commands, asked for by the launcher
// stage on a page's first call other than open, close, toggle.
// Its descriptor (src/shared/chunks/describe-chunk.ts) and the interface it provides.
import { describeChunk } from '../shared/chunks/describe-chunk'
import type { Namespace, TriggerAsk, Widget } from '../shared/chunks/interfaces'

export const descriptor = describeChunk<CommandsChunk>()({
  loadedBy: 'loader',
  when: "on a page's first API call other than open, close, toggle",
})

/** The commands chunk's runner of `AgentChat(...args)`: checks the arguments, says what is wrong in the console, never throws. */
export interface CommandRunner {
  run(args: unknown[]): void
  /** The site's elements' and the hash's asks (TriggerAsk). */
  ask: TriggerAsk
}

/**
 * How the commands chunk starts another widget of the page for another embed (src/commands/widgets.ts):
 * loader.js's own start (src/launcher/public-api.ts), with the page's chunk loader. Its API, or undefined
 * (said in the console) when the attributes cannot start it.
 */
export type StartWidget = (options: Widget['options'] & { addressed: true; onDestroy: () => void }) => Namespace | undefined

/** The commands chunk's payload. */
export interface CommandsChunk {
  /** `release` gives up `window.AgentChat` (the destroy command); `start` starts another widget of the page. */
  createCommands(widget: Widget, release: () => void, start: StartWidget): CommandRunner
}
