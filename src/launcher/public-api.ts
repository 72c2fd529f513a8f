// `window.AgentChat`: one function taking a command (`AgentChat('open')`),
// with a method per command (`AgentChat.open()`). It outlives the launcher
// stage it drives: `shutdown` removes it, `boot` starts a new one.
//
// The launcher's own commands (open, close, toggle, destroy) run here. The
// others, and the argument checks and events that come with them, are a
// chunk of their own (src/commands/), fetched on the first such call: a page
// that never calls the API pays nothing for it, on a page view or up to the
// first reply. Calls made before it arrives are queued and run in order.
import { COMMANDS, FRAME_COMMANDS, type FrameCommand } from '../shared/api/public-api'
import type { Namespace } from '../shared/chunks/interfaces'
import type { CommandRunner, StartWidget } from '../commands/descriptor'
import { createWidget, type WidgetOptions } from './widget'
import { messageOf, reportError } from '../shared/page/console'

export interface AgentChatOptions extends Omit<WidgetOptions, 'ask'> {
  /** After `destroy`: releases the global. */
  onDestroy?: () => void
}

/** `call` with a method per command: `call.open()` is `call('open')`. */
function withMethods<T>(call: (...args: unknown[]) => void): T {
  for (const name of COMMANDS) (call as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => call(name, ...args)
  return call as T
}

/** The API of a started widget, or undefined (said in the console) when the attributes cannot start it. */
export function createAgentChat(options: AgentChatOptions): Namespace | undefined {
  // The site's elements' and the hash's asks beyond opening (src/launcher/triggers.ts) are the commands chunk's work too.
  const widget = createWidget({ ...options, ask: (...ask) => later((c) => c.ask(...ask)) })
  let released = false
  const release = () => {
    if (!released) options.onDestroy?.()
    released = true
  }
  let commands: CommandRunner | undefined
  let loading = false
  const queue: Array<(commands: CommandRunner) => void> = []

  /** Runs `run` with the commands chunk now, or once it has loaded (loading it). */
  function later(run: (commands: CommandRunner) => void) {
    if (commands) return run(commands)
    queue.push(run)
    loadCommands()
  }

  function loadCommands() {
    if (loading) return
    loading = true
    options.chunks.load('commands').then(
      (payload) => {
        // With how to start another widget on this page (a second embed: src/commands/widgets.ts).
        // (Typed for the chunk with the loader's chunk loader as any object: the chunk only hands it on.)
        commands = payload.createCommands(widget, release, createAgentChat as StartWidget)
        for (const run of queue.splice(0)) run(commands)
      },
      // Said in the console by the chunk loader; the next call tries again.
      () => (loading = false),
    )
  }

  const api = withMethods<Namespace>(function AgentChat(...args: unknown[]) {
    try {
      const [command] = args
      const stage = widget.stage()
      if (commands) commands.run(args)
      // Behind queued calls, open waits its turn too (after identify, say).
      else if (stage && !queue.length && FRAME_COMMANDS.includes(command as FrameCommand)) stage.command(command as FrameCommand, true)
      else if (command === 'destroy') {
        // Calls still waiting for the chunk go too: nothing runs after a destroy.
        queue.length = 0
        widget.shutdown()
        release()
      } else later((c) => c.run(args))
    } catch (error) {
      // Never into the host page's code: say what went wrong instead.
      reportError(String(args[0]) + ': ' + messageOf(error))
    }
  })
  // AgentChat.widget('wgt_…'): that widget's handle, with the same methods; each call goes to the commands chunk, which finds the widget.
  api.widget = (key) => withMethods((...args) => (api as (...args: unknown[]) => void)('widget', key, ...args))
  ;(api as { version: string }).version = __VERSION__
  api._define = options.chunks.define

  if (!widget.start(options.attributes)) return undefined
  // data-analytics: the commands chunk at once, so the site's analytics hear every event from the first (it loads theirs).
  if (options.attributes['analytics']) loadCommands()
  return api
}
