// The public API's commands and their argument checks (its events:
// ./events.ts). A chunk of its own, fetched on the first call that needs it,
// so a page that never calls the API pays nothing for it. Every mistake is
// named in the console with the command it was made in; nothing ever throws
// into the host page.
import { widgetKeyProblem } from '../shared/settings/launcher'
import { isText, own } from '../shared/page/json'
import { COMMANDS, EVENTS, type CommandName, type EventName, type Visitor } from '../shared/api/public-api'
import type { Stage, StageHooks, Widget } from '../shared/chunks/interfaces'
import type { AnalyticsChunk } from '../analytics/descriptor'
import type { CommandRunner, StartWidget } from './descriptor'
import type { PanelApi } from '../panel/descriptor'
import { forgetStored, moveStored } from '../shared/storage/ui-state'
import { LIMITS } from '../shared/service/wire'
import { attributesOf, fail } from '../shared/settings/from-api'
import { messageOf } from '../shared/page/console'
import { visitorEmail, visitorName } from '../shared/service/visitor'
import { createEventHub, type AnyListener } from './events'
import { createTriggerAsk } from './triggers'
import { createPageWidgets } from './widgets'

/** How many events wait for the analytics chunk at most (a page's first seconds make a few). */
const WAITING_EVENTS = 100

/** What works while the widget is shut down. */
const ANYTIME = ['boot', 'shutdown', 'destroy', 'consent', 'on', 'off'] as const
type AnytimeCommand = (typeof ANYTIME)[number]
const isAnytime = (command: string): command is AnytimeCommand => (ANYTIME as readonly string[]).includes(command)

const isListener = (event: unknown, listener: unknown): listener is AnyListener => EVENTS.includes(event as EventName) && typeof listener === 'function'

export function createCommands(widget: Widget, release: () => void, start: StartWidget): CommandRunner {
  // The package's version, as AgentChat.version says it.
  const version = __VERSION__
  // The visitor as the site identified them: every panel started from now on is told.
  let visitor: Visitor | undefined
  // The settings in force: the embed's attributes, then boot's and update's.
  let attributes = widget.options.attributes

  /** A new launcher stage in place of `stage`, with new settings; open and focus are kept. */
  function restart(stage: Stage, next = attributes) {
    const { open } = stage.state()
    const focus = stage.hasFocus()
    // Saved by the old panel as it goes (shutdown), then moved before the new one reads.
    const from = widget.storageArea()
    widget.shutdown()
    if (widget.boot(next)) {
      // A new data-storage: the conversation goes with the visitor to the new place.
      moveStored(widget.config()!.widgetKey, from, widget.storageArea())
      attributes = next
      followAnalytics()
      if (open) widget.stage()?.command('open', focus)
    }
  }

  /** This widget's key, as its settings say now (every event names it). */
  const ownKey = () => widget.config()?.widgetKey ?? ''
  const events = createEventHub(widget.stage()?.state() ?? { open: false, unread: 0 }, ownKey)
  // The page's other widgets, started from here for each other embed (the first widget's API is the global).
  const page = createPageWidgets(widget, start)
  events.add('open', () => page.opened(ownKey()))
  let ready = false

  function announce() {
    queueMicrotask(() => {
      if (!widget.stage() || ready) return
      ready = true
      events.emit('ready', { version })
    })
  }

  // data-analytics: every event to the site's analytics (src/analytics/),
  // from the first: those that come before its chunk wait for it. Read again
  // after each boot and update, which may set it.
  let analytics: ReturnType<AnalyticsChunk['createAnalytics']> | undefined
  const waiting: Array<() => void> = []
  for (const event of EVENTS) {
    events.add(event, (payload) => {
      if (analytics) analytics(event, payload as never)
      // Only what happened with consent (the chunk checks it again as it pushes); bounded: a chunk that cannot be had
      // does not make the page hold every event of its life.
      else if (attributes['analytics'] && widget.storageAllowed() && waiting.length < WAITING_EVENTS) waiting.push(() => analytics!(event, payload as never))
    })
  }
  function followAnalytics() {
    if (!attributes['analytics'] || analytics) return
    widget.options.chunks.load('analytics').then(
      (chunk) => {
        analytics ??= chunk.createAnalytics({ settings: () => attributes, allowed: widget.storageAllowed })
        for (const run of waiting.splice(0)) run()
      },
      () => {}, // the chunk loader said why; the next boot or update tries again
    )
  }
  followAnalytics()

  // What waits for a stage's panel on the API's behalf (send, a site element's text for the message
  // box), here rather than in loader.js, which a page view pays for: run as that panel starts, after it
  // knows the visitor; dropped when the stage goes first (a restart, a shutdown), as loader.js's own
  // queue goes with it, so nothing meant for one visitor reaches the next.
  const forPanel: Array<{ stage: Stage; run: (panel: PanelApi) => void }> = []
  /** Runs `run` on the stage's panel now, or once it has started (fetching it). */
  function withPanel(stage: Stage, run: (panel: PanelApi) => void) {
    const panel = stage.panel()
    if (panel) return run(panel)
    forPanel.push({ stage, run })
    stage.load()
  }

  const hooks: StageHooks = {
    emit: events.emit,
    state: events.state,
    panel(panel) {
      if (visitor) panel.model.identify(visitor)
      events.watch(panel)
      const stage = widget.stage()
      for (const wait of forPanel.splice(0)) if (wait.stage === stage) wait.run(panel)
    },
  }
  widget.setHooks(hooks)

  /** The commands that need a running widget, given its stage and their arguments unchecked. */
  const withStage: Record<Exclude<CommandName, AnytimeCommand>, (stage: Stage, ...args: unknown[]) => void> = {
    open: (stage) => stage.command('open', true),
    close: (stage) => stage.command('close', true),
    toggle: (stage) => stage.command('toggle', true),
    send(stage, text) {
      if (!isText(text, LIMITS.visitorMessage)) return fail('send', `expects the message: a non-empty string of at most ${LIMITS.visitorMessage} characters`)
      withPanel(stage, (panel) => {
        // The pre-chat form is still to be filled: the text waits in the box.
        if (panel.model.send(text)) return
        panel.model.prefill(text)
        panel.open(true)
      })
    },
    identify(stage, details) {
      const given = details && typeof details === 'object' ? details : {}
      const name = own(given, 'name')
      const email = own(given, 'email')
      const checkedName = visitorName(name)
      const checkedEmail = visitorEmail(email)
      if ((name === undefined && email === undefined) || (name !== undefined && !checkedName) || (email !== undefined && !checkedEmail)) {
        return fail('identify', 'expects { name, email }: a non-empty name, a valid email address, or both')
      }
      const next: Visitor = { ...visitor }
      if (checkedName) next.name = checkedName
      if (checkedEmail) next.email = checkedEmail
      visitor = next
      stage.panel()?.model.identify(next)
      page.broadcast(['identify', details])
    },
    reset(stage) {
      visitor = undefined
      const key = widget.config()!.widgetKey
      stage.renew(() => forgetStored(key, widget.storageArea()))
      page.broadcast(['reset'])
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
      followAnalytics()
      ready = false
      announce()
    },
    consent(granted) {
      if (typeof granted !== 'boolean') return fail('consent', 'expects true (the visitor agreed) or false (declined or withdrawn)')
      page.broadcast(['consent', granted])
      const stage = widget.stage()
      const before = widget.storageAllowed()
      widget.setConsent(granted)
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
      events.add(event as EventName, listener)
      page.broadcast(['on', event, listener])
      // Added after the fact: called at once, so there is no race with the loader.
      if (event === 'ready' && ready) {
        queueMicrotask(() => {
          if (events.has('ready', listener)) listener({ version, widgetKey: ownKey() })
        })
      }
    },
    off(event, listener) {
      // Checked like on: a typo here would leave the listener running, silently.
      if (!isListener(event, listener)) return fail('off', `expects an event (${EVENTS.join(', ')}) and a function`)
      events.remove(event as EventName, listener)
      page.broadcast(['off', event, listener])
    },
    destroy() {
      // The page's other widgets go too: they were started from this one, and addressed through its API, which goes.
      page.broadcast(['destroy'])
      widget.shutdown()
      release()
    },
  }

  // The panel may have arrived first (cached, or opened by the visitor).
  const panel = widget.stage()?.panel()
  if (panel) hooks.panel(panel)
  announce()
  const ask = createTriggerAsk(widget.stage, withStage.send, withPanel)
  return {
    ask(...args) {
      try {
        ask(...args)
      } catch (error) {
        fail('data-agent-chat', 'failed: ' + messageOf(error))
      }
    },
    run(args) {
      const [command, ...rest] = args
      try {
        // Another embed of the page (loader.js hands it over), or a command for another widget.
        if (command === '_add') return page.add(rest[0] as HTMLScriptElement)
        // Another widget's panel opened on a phone (./widgets.ts): this one closes, focus left where it is.
        if (command === '_close') return widget.stage()?.command('close', false)
        if (command === 'widget') {
          const [key, ...call] = rest
          if (key === ownKey()) return this.run(call)
          return page.call(key, call)
        }
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
