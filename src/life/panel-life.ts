// The panel's life: fetched on intent (or when the stored state needs it),
// started when asked for or once the page is idle, renewed for a new visitor,
// destroyed with the stage. Commands that arrive before the panel are queued,
// and the loading frame stands in for it meanwhile. The life chunk's, loaded
// beside the panel on the first intent: until it is here, loader.js's
// stand-in queues what comes (src/launcher/stand-in-life.ts).
import type { FrameCommand } from '../shared/api/public-api'
import { storageKey } from '../shared/storage/ui-state'
import { whenIdle } from '../shared/page/idle'
import { offlineMessageOf, withFrame } from './frame'
import surfaceCss from '../shared/styling/surface.css?inline'
import frameCss from './frame.css?inline'
import type { PanelApi, PanelChunk } from '../panel/descriptor'
import type { RestoreChunk } from '../restore/descriptor'
import type { PanelLife, PanelLifeOptions } from './descriptor'

/**
 * Where the panel is: no panel code asked for yet (or the last ask failed:
 * the next intent asks again), the panel chunk on its way, here (its idle
 * start not come yet, or the panel renewed), the panel running, the stage
 * destroyed.
 */
type PanelState =
  | { phase: 'waiting' | 'loading' | 'destroyed' }
  | { phase: 'loaded'; chunk: PanelChunk; restored?: RestoreChunk | undefined }
  | { phase: 'running'; chunk: PanelChunk; restored?: RestoreChunk | undefined; panel: PanelApi }

export function createPanelLife(options: PanelLifeOptions): PanelLife {
  const { config, adopt, storageArea, restore } = options.context()
  // The theme's surface and the frame's rules, which the panel's own build on: in before any frame or panel is drawn.
  adopt(surfaceCss)
  adopt(frameCss)
  const view = withFrame(
    options.view,
    config,
    options.strings,
    () => command('close', true),
    () => offlineMessageOf(options.context()),
  )
  let state: PanelState = { phase: 'waiting' }
  // The open and close commands that arrived before the panel, replayed in
  // order when it does, and what the frame shows meanwhile, for them or for
  // a restore (undefined until either has said).
  const queue: Array<(panel: PanelApi) => void> = []
  let frameOpen: boolean | undefined
  const running = () => (state.phase === 'running' ? state.panel : undefined)

  /** Whether a conversation is stored (the restore chunk checks it). */
  const stored = () => !!storageArea()?.getItem(storageKey(config.widgetKey, 'conversation'))

  function start() {
    if (state.phase !== 'loaded') return
    const { chunk, restored } = state
    const panel = chunk.startPanel({ ...options.context(), view, restored })
    state = { phase: 'running', chunk, restored, panel }
    options.hooks()?.panel(panel)
    for (const run of queue.splice(0)) run(panel)
  }

  function load() {
    if (state.phase !== 'waiting') return
    state = { phase: 'loading' }
    // A returning visitor's conversation is checked by the restore chunk,
    // fetched beside the panel; a new visitor's page never fetches it.
    Promise.all([options.loadPanel(), options.languageReady(), stored() ? restore() : undefined]).then(
      ([payload, , restored]) => {
        if (state.phase !== 'loading') return
        state = { phase: 'loaded', chunk: payload, restored }
        // Asked for: start now. Loaded ahead (hover, restored state): start
        // when the page is idle, in a task of its own, so evaluating the chunk
        // and starting the panel never add up to one long task.
        if (queue.length) start()
        else whenIdle(start)
      },
      (error: Error) => {
        // The chunk loader said why in the console. A visitor waiting for the
        // panel sees the offline message, not a dead button; the next intent
        // tries again.
        if (state.phase !== 'loading') return
        state = { phase: 'waiting' }
        options.hooks()?.emit('error', { code: 'load', message: error.message })
        if (frameOpen) view.showFrame('failed')
      },
    )
  }

  /** What the launcher and the frame show for a panel still to come. */
  function show(open: boolean) {
    frameOpen = open
    // No hover first (touch, keyboard, API): the panel's frame at once, with
    // a loading state, until the stage arrives.
    view.showFrame(open ? 'loading' : 'hidden')
    // The unread count the launcher shows stays (the stored one, once read).
    view.update({ open })
  }

  function command(name: FrameCommand, focus: boolean) {
    if (state.phase === 'destroyed') return
    // A toggle (a press on the launcher) means what the launcher shows as it
    // comes, decided before any panel starts: a panel started by the press
    // first restores its own state from storage (open, after a reload with
    // the chat open), and toggling that closed a chat the visitor saw closed
    // and meant to open. Queued as that open or close, so the replay cannot
    // turn it the other way either.
    const open = name === 'toggle' ? !view.state().open : name === 'open'
    start() // the chunk is here but its idle start has not come yet
    const panel = running()
    if (panel) return panel[open ? 'open' : 'close'](focus)
    queue.push((p) => p[open ? 'open' : 'close'](focus))
    show(open)
    if (open) load()
    else if (focus) view.returnFocus()
  }

  function reopen() {
    // A visitor's command before the stored state was read wins; a running panel shows its own.
    if (frameOpen === undefined && !running()) show(true)
    load()
  }

  function renew(forget?: () => void) {
    const { open } = view.state()
    if (state.phase === 'running') {
      state.panel.destroy()
      state = { phase: 'loaded', chunk: state.chunk, restored: state.restored }
    }
    forget?.()
    if (state.phase !== 'loaded') return view.update({ open: false, unread: 0 })
    start()
    if (open) running()?.open(options.hasFocus())
  }

  return {
    load,
    waiting: () => state.phase === 'waiting',
    command,
    panel: running,
    reopen,
    destroyed: () => state.phase === 'destroyed',
    renew,
    destroy() {
      running()?.destroy()
      state = { phase: 'destroyed' }
    },
  }
}
