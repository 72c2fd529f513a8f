// The launcher stage: everything a page view pays for. It draws the launcher,
// takes the public API's commands, and loads the panel stage only when the
// visitor shows intent (pointer on or focus in the launcher, a touch, a click,
// an API call that needs the panel) or when the saved state needs it (the
// panel was open, messages wait to be sent, replies are unread). No Preact
// here. Its parts: the language (./language.ts), the panel's life (a stand-in,
// ./stand-in-life.ts, until the life chunk is here: src/life/), the intents
// and the stored state (./intent.ts), the panel's and the life's files fetched
// ahead at idle (./prefetch.ts), and the chunks started here, from one table
// (./started-chunks.ts): the teaser, inline mode, the page and device rules.
import type { AttributeReader } from '../shared/settings/reader'
import type { LauncherConfig } from '../shared/settings/launcher'
import { defaultStrings, launcherStrings, type LauncherTexts } from '../shared/texts/en'
import { AWAY, type Stage, type StageBasics, type StageContext, type StageHooks, type TriggerAsk } from '../shared/chunks/interfaces'
import type { StorageArea } from '../shared/storage/ui-state'
import launcherCss from './launcher.css?inline'
import type { ChunkLoader } from './chunks'
import type { ChunkName, StartedEntry } from '../shared/chunks/manifest'
import { createHost } from './host'
import { whenIdle } from '../shared/page/idle'
import { wireIntent } from './intent'
import { loadLanguage } from './language'
import { createLauncherView } from './launcher-view'
import { createStandInLife } from './stand-in-life'
import { prefetchAtIdle } from './prefetch'
import { placedFor } from '../shared/settings/inline'
import { wireTriggers } from './triggers'
import { STARTED_CHUNKS } from './started-chunks'

export interface StageOptions {
  config: LauncherConfig
  /** The reader of the attributes the config was read from: the panel reads its own settings with it. */
  read: AttributeReader
  /** Another widget of the page, started for another embed: the site's elements open it only where they name its key (src/launcher/widget.ts). */
  addressed?: boolean
  /** The loader's URL, for the panel (the default API base). */
  loaderSrc: string
  /** How chunks are fetched, by name: one loader per page, shared by every boot. */
  chunks: ChunkLoader
  /** Where the widget's keys are read and written now: data-storage's area, null without consent. */
  storageArea: () => StorageArea | null
  /**
   * The public API's listeners, once its commands have loaded: every launcher
   * state drawn (turned into events), failures, and each panel as it starts
   * (to identify the visitor and watch the messages).
   */
  hooks: () => StageHooks | undefined
  /** What the site's elements and the #agent-chat hash ask beyond opening: handed to the commands chunk. */
  ask: TriggerAsk
}

export function startLauncherStage(options: StageOptions): Stage {
  const { config, chunks, storageArea } = options
  const strings: LauncherTexts = { ...launcherStrings, widgetName: defaultStrings.widgetName }
  // What stops with the stage: its listeners on the page (the site's elements'), and what the chunks it started return.
  const stops: Array<() => void> = []
  /** Whether any of these settings' attributes is set (the chunk that reads them checks their values). */
  const anySet = (names: readonly string[]) => names.some((name) => options.read(name, '', (value) => value))

  const placed = () => document.querySelector(placedFor(config.widgetKey))
  // The page changed under the widget (./host.ts): the site may have placed its element, and the launcher's name may change.
  const host = createHost(config.zIndex, () => {
    if (placed()) for (const entry of STARTED_CHUNKS) if (entry.placed) begin(entry)
    view.redraw()
  })
  host.adopt(launcherCss)
  const view = createLauncherView(
    host.root,
    config,
    strings,
    () => life.command('toggle', true),
    () => life.command('close', true),
    (state) => options.hooks()?.state(state),
  )
  const hasFocus = () => document.activeElement === host.element

  /** What every chunk this stage starts is given (the panel, through its life; the chunks of ./started-chunks.ts, with more): the language as settled by then. */
  const context = (): StageBasics => ({
    config,
    read: options.read,
    loaderSrc: options.loaderSrc,
    adopt: host.adopt,
    ...language.forChunks(),
    storageArea,
    loadChunk: (name) => chunks.load(name as ChunkName),
    restore: () => chunks.load('restore'),
    renew: () => life.renew(),
  })

  const life = createStandInLife({
    view,
    strings,
    chunks,
    languageReady: () => language.ready,
    context,
    hooks: options.hooks,
    hasFocus,
  })
  const language = loadLanguage({
    ...options,
    strings,
    show(locale, dir) {
      if (!life.destroyed()) view.setLanguage(locale, dir)
    },
  })

  // What a shown launcher brings waits until it first shows: the teaser, the
  // panel's file fetched ahead, the panel for unread replies. A chunk may keep
  // the launcher away until it says (the page and device rules, src/rules/).
  let showing = () => {}
  const shown = new Promise<void>((resolve) => (showing = resolve))

  // The chunks of ./started-chunks.ts this page brings, each asked for once
  // (inline mode's also when the site places the widget's element later: once
  // started, the chunk itself follows where it goes). A page without any pays
  // for the checks only.
  const started = new Set<string>()
  function begin(entry: StartedEntry) {
    if (started.has(entry.name)) return
    started.add(entry.name)
    const load = () =>
      void Promise.all([chunks.load(entry.name), entry.when === 'shown' && language.ready]).then(
        ([chunk]) => {
          if (life.destroyed()) return
          const stop = chunk.start({
            ...context(),
            view,
            host: host.element,
            life,
            shown: showing,
            open: () => life.command('open', true),
          } satisfies StageContext)
          if (stop) stops.push(stop)
        },
        () => {}, // the chunk loader said why
      )
    if (entry.when === 'now') load()
    else void shown.then(() => whenIdle(load))
  }
  const brought = STARTED_CHUNKS.filter((entry) => anySet(entry.settings) || (entry.placed && placed()))
  if (brought.some((entry) => entry.holdsLauncher)) view.root.classList.add(AWAY)
  else showing()
  for (const entry of brought) begin(entry)

  // data-prefetch: the panel's and the life's files at idle, unless they are
  // asked for by then, or a started chunk loads the panel (inline mode, as
  // the panel comes near the viewport).
  if (config.prefetch !== 'off') {
    prefetchAtIdle(() => {
      void shown.then(() => {
        if (life.waiting() && !STARTED_CHUNKS.some((entry) => entry.fetchesPanel && started.has(entry.name))) chunks.prefetch?.('panel', 'life')
      })
    })
  }

  wireIntent(view, life, config.widgetKey, storageArea, shown)
  stops.push(wireTriggers(view, life, options.ask, config.widgetKey, options.addressed))

  return {
    command: life.command,
    load: life.load,
    panel: life.panel,
    renew: life.renew,
    state: view.state,
    hasFocus,
    destroy() {
      if (life.destroyed()) return
      life.destroy()
      for (const stop of stops) stop()
      host.remove()
    },
  }
}
