// The public API's commands, their argument checks and its events. A chunk of
// its own, fetched on the first call that needs it, so a page that never
// calls the API pays nothing for it. Every mistake is named in the console
// with the command it was made in; nothing ever throws into the host page.
import { widgetKeyProblem } from '../shared/config'
import { isText, own } from '../shared/json'
import { COMMANDS, EVENTS, type CommandName, type EventName, type Events } from '../shared/public-api'
import type { CommandRunner, LauncherState, PanelApi, Stage, Widget } from '../shared/chunk-interfaces'
import type { StoredMessage } from '../shared/message'
import { forgetStored } from '../shared/ui-state'
import { EMAIL_PATTERN, LIMITS } from '../shared/wire'
import { attributesOf, fail } from '../shared/settings'
import { PREFIX, messageOf } from '../shared/console'

/** What works while the widget is shut down. */
const ANYTIME = ['boot', 'shutdown', 'destroy', 'consent', 'on', 'off'] as const
type AnytimeCommand = (typeof ANYTIME)[number]
const isAnytime = (command: string): command is AnytimeCommand => (ANYTIME as readonly string[]).includes(command)

const isListener = (event: unknown, listener: unknown) => EVENTS.includes(event as EventName) && typeof listener === 'function'

export function createCommands(widget: Widget, release: () => void): CommandRunner {
  const version = widget.options.panelFile
  const { shared } = widget
  // The settings in force: the embed's attributes, then boot's and update's.
  let attributes = widget.options.attributes

  /** A new launcher stage in place of `stage`, with new settings; open and focus are kept. */
  function restart(stage: Stage, next = attributes) {
    const { open } = stage.state()
    const focus = stage.hasFocus()
    widget.shutdown()
    if (widget.boot(next)) {
      attributes = next
      if (open) widget.stage()?.command('open', focus)
    }
  }
  type Listener = (payload: unknown) => void
  const listeners = new Map<string, Set<Listener>>()
  let ready = false

  function emit<E extends EventName>(event: E, payload: Events[E]) {
    listeners.get(event)?.forEach((listener) => {
      try {
        listener(payload)
      } catch (error) {
        console.error(`${PREFIX}a "${event}" listener threw:`, error)
      }
    })
  }

  function announce() {
    queueMicrotask(() => {
      if (!widget.stage() || ready) return
      ready = true
      emit('ready', { version })
    })
  }

  // Open, close and unread are reported once per change, after the task that
  // made it: a restart (redrawn closed, then open again) reports nothing.
  let reported: LauncherState = widget.stage()?.state() ?? { open: false, unread: 0 }
  let latest = reported
  let reporting = false

  /**
   * Reports the messages that appear in this panel (sent from it, or replies
   * that arrived in it, or from another tab) and the visitor messages that
   * could not be delivered. What was there when the panel started is history.
   */
  function watch(panel: PanelApi) {
    const seen = new Set<string>()
    let started = false
    const report = (message: StoredMessage) => {
      const key = message.status === 'failed' ? 'failed:' + message.id : message.id
      if (seen.has(key)) return
      seen.add(key)
      if (!started || message.role === 'notice') return
      if (message.status === 'failed') emit('error', { code: 'delivery', message: 'the message could not be delivered', id: message.id })
      else if (!seen.has('failed:' + message.id)) emit('message', { id: message.id, role: message.role, text: message.text, at: message.at })
    }
    panel.model.messages.subscribe((messages) => messages.forEach(report))
    started = true
    // Feedback pressed in this panel, once per press (another tab's shows here, but is that tab's to report).
    panel.model.onFeedback((event) => emit('feedback', event))
  }

  shared.hooks = {
    emit,
    panel(panel) {
      if (shared.visitor) panel.model.identify(shared.visitor)
      watch(panel)
    },
    state(state) {
      latest = state
      if (reporting) return
      reporting = true
      queueMicrotask(() => {
        reporting = false
        if (latest.open !== reported.open) emit(latest.open ? 'open' : 'close', {})
        if (latest.unread !== reported.unread) emit('unread', { count: latest.unread })
        reported = latest
      })
    },
  }

  /** The commands that need a running widget, given its stage and their arguments unchecked. */
  const withStage: Record<Exclude<CommandName, AnytimeCommand>, (stage: Stage, ...args: unknown[]) => void> = {
    open: (stage) => stage.command('open', true),
    close: (stage) => stage.command('close', true),
    toggle: (stage) => stage.command('toggle', true),
    send(stage, text) {
      if (!isText(text, LIMITS.visitorMessage)) return fail('send', `expects the message: a non-empty string of at most ${LIMITS.visitorMessage} characters`)
      stage.withPanel((panel) => {
        // The pre-chat form is still to be filled: the text waits in the box.
        if (panel.model.send(text)) return
        panel.model.prefill(text)
        panel.open(true)
      })
    },
    identify(stage, details) {
      const name = details && typeof details === 'object' ? own(details, 'name') : undefined
      const email = details && typeof details === 'object' ? own(details, 'email') : undefined
      const nameOk = name === undefined || isText(name, LIMITS.visitorName)
      const emailOk = email === undefined || (isText(email, LIMITS.visitorEmail) && EMAIL_PATTERN.test(email.trim()))
      if ((name === undefined && email === undefined) || !nameOk || !emailOk) {
        return fail('identify', 'expects { name, email }: a non-empty name, a valid email address, or both')
      }
      const visitor = { ...shared.visitor }
      if (name !== undefined) visitor.name = (name as string).trim()
      if (email !== undefined) visitor.email = (email as string).trim()
      shared.visitor = visitor
      stage.panel()?.model.identify(visitor)
    },
    reset(stage) {
      shared.visitor = undefined
      const key = widget.config()!.widgetKey
      stage.renew(() => forgetStored(key))
    },
    update(stage, settings) {
      const changes = attributesOf('update', settings)
      if (!changes) return
      const problem = changes['widgetKey'] !== undefined && widgetKeyProblem(changes['widgetKey'])
      if (problem) return fail('update', problem)
      restart(stage, { ...attributes, ...changes })
    },
  }

  /** The commands that also work while the widget is shut down, given their arguments unchecked. */
  const anytime: Record<AnytimeCommand, (...args: unknown[]) => void> = {
    shutdown: () => widget.shutdown(),
    boot(settings) {
      if (widget.stage()) return fail('boot', 'the widget is already running; use update to change its settings')
      const changes = attributesOf('boot', settings)
      const next = { ...widget.options.attributes, ...changes }
      if (!changes || !widget.start(next)) return
      attributes = next
      ready = false
      announce()
    },
    consent(granted) {
      if (typeof granted !== 'boolean') return fail('consent', 'expects true (the visitor agreed) or false (declined or withdrawn)')
      const stage = widget.stage()
      const before = widget.storageAllowed()
      shared.consent = granted
      if (!stage) return
      // Declined: what was stored goes; the conversation on screen stays, in memory.
      if (!granted) forgetStored(widget.config()!.widgetKey)
      // Agreed: the conversation on screen is stored; with none, what was stored before shows.
      else if (!before) {
        const model = stage.panel()?.model
        if (model?.messages.value.some((m) => m.role === 'visitor')) model.persist()
        else restart(stage)
      }
    },
    on(event, listener) {
      if (!isListener(event, listener)) return fail('on', `expects an event (${EVENTS.join(', ')}) and a function`)
      let set = listeners.get(event as string)
      if (!set) listeners.set(event as string, (set = new Set()))
      set.add(listener as Listener)
      // Added after the fact: called at once, so there is no race with the loader.
      if (event === 'ready' && ready) queueMicrotask(() => set.has(listener as Listener) && (listener as Listener)({ version }))
    },
    off(event, listener) {
      // Checked like on: a typo here would leave the listener running, silently.
      if (!isListener(event, listener)) return fail('off', `expects an event (${EVENTS.join(', ')}) and a function`)
      listeners.get(event as string)?.delete(listener as Listener)
    },
    destroy() {
      widget.shutdown()
      release()
    },
  }

  // The panel may have arrived first (cached, or opened by the visitor).
  const panel = widget.stage()?.panel()
  if (panel) shared.hooks.panel(panel)
  announce()
  return {
    run(args) {
      const [command, ...rest] = args
      try {
        if (typeof command !== 'string' || !COMMANDS.includes(command as CommandName)) {
          return fail(String(command), `is not a command; the commands are ${COMMANDS.join(', ')}`)
        }
        if (isAnytime(command)) return anytime[command](...rest)
        const stage = widget.stage()
        if (!stage) return fail(command, "the widget is shut down; call AgentChat('boot') first")
        withStage[command as Exclude<CommandName, AnytimeCommand>](stage, ...rest)
      } catch (error) {
        fail(String(command), 'failed: ' + messageOf(error))
      }
    },
  }
}
