// The launcher stage: everything a page view pays for. It draws the launcher,
// takes the public API's commands, and loads the panel stage only when the
// visitor shows intent (pointer on or focus in the launcher, a touch, a click,
// an API call that needs the panel) or when the saved state needs it (the
// panel was open, messages wait to be sent, replies are unread). No Preact
// here. Its parts: the language (./language.ts), the panel's life
// (./panel-life.ts), the intents and the stored state (./intent.ts), the
// panel's file fetched ahead at idle (./prefetch.ts), and the chunks started
// here: the teaser, inline mode, the page and device rules.
import type { AttributeReader } from '../shared/settings/reader'
import type { LauncherConfig } from '../shared/settings/launcher'
import { defaultStrings, launcherStrings, type LauncherTexts } from '../shared/texts/en'
import { AWAY, type Stage, type StageHooks, type TriggerAsk } from '../shared/chunks/interfaces'
import type { PanelContext } from '../panel/descriptor'
import type { StorageArea } from '../shared/storage/ui-state'
import launcherCss from './launcher.css?inline'
import type { ChunkLoader } from './chunks'
import type { ChunkName, ChunkPayloads } from '../shared/chunks/manifest'
import { createHost } from './host'
import { whenIdle } from './idle'
import { wireIntent } from './intent'
import { loadLanguage } from './language'
import { createLauncherView } from './launcher-view'
import { createPanelLife } from './panel-life'
import { prefetchAtIdle } from './prefetch'
import { placedFor } from '../shared/settings/inline'
import { wireTriggers } from './triggers'
import { RULE_SETTINGS } from '../shared/settings/rules'
import { TEASER_TRIGGERS } from '../shared/settings/teaser'

export interface StageOptions {
  config: LauncherConfig
  /** The reader of the attributes the config was read from: the panel reads its own settings with it. */
  read: AttributeReader
  /** Says something in the console once per widget (the reader's warnings go through it too). */
  warn(message: string): void
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
  const strings: LauncherTexts = { ...launcherStrings, widgetName: defaultStrings.widgetName, offlineMessage: defaultStrings.offlineMessage }
  // What stops with the stage, beside its own listeners: what the chunks it started return.
  const stops: Array<() => void> = []
  /** Starts a chunk once it is here, unless the stage is gone by then. */
  const begin = <K extends ChunkName>(name: K, start: (chunk: ChunkPayloads[K]) => (() => void) | void) =>
    chunks.load(name).then(
      (chunk) => {
        const stop = life.destroyed() ? undefined : start(chunk)
        if (stop) stops.push(stop)
      },
      () => {}, // the chunk loader said why
    )
  /** Whether any of these settings' attributes is set (the chunk that reads them checks their values). */
  const anySet = (names: readonly string[]) => names.some((name) => options.read(name, '', (value) => value))

  // Inline mode: its chunk at once where data-container is set or the site
  // placed the widget's element (on the page now, or added later: the
  // element tells); a page without either pays for this check only.
  let inlining: Promise<void> | undefined
  function inline() {
    // Asked for once: once started, the chunk itself follows where the site's element goes (src/inline/inline.ts).
    inlining ||= begin('inline', (chunk) => chunk.startInline(host, view, life, options.read))
  }
  const placed = () => document.querySelector(placedFor(config.widgetKey))
  // The page changed under the widget (./host.ts): the site may have placed its element, and the launcher's name may change.
  const host = createHost(config.zIndex, () => {
    if (placed()) inline()
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

  const restore = () => chunks.load('restore')

  /** What the chunks this stage starts (the panel, the teaser) are given, once the language is settled. */
  const context = (): PanelContext => ({
    config,
    read: options.read,
    loaderSrc: options.loaderSrc,
    adopt: host.adopt,
    view,
    ...language.forChunks(),
    storageArea,
    loadChunk: (name) => chunks.load(name as ChunkName),
    restore,
    renew: () => life.renew(),
  })

  const life = createPanelLife({
    view,
    chunks,
    widgetKey: config.widgetKey,
    languageReady: () => language.ready,
    restore,
    context,
    storageArea,
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

  // Page and device rules (data-show-on, data-hide-on, data-devices): the
  // launcher stays away until the rules chunk says this page and device show
  // it, and goes whenever they no longer do (src/rules/). What a shown
  // launcher brings waits until it first shows: the teaser, the panel's file
  // fetched ahead, the panel for unread replies. A page without them shows
  // at once and pays for this check only.
  let showing = () => {}
  const shown = new Promise<void>((resolve) => (showing = resolve))
  if (anySet(RULE_SETTINGS)) {
    view.mountPoint.parentElement!.classList.add(AWAY)
    void begin('rules', (chunk) => chunk.startRules({ read: options.read, view, shown: showing }))
  } else showing()

  // data-teaser-delay, -scroll, -exit: the teaser's chunk, once the page is
  // idle (and the launcher shown), with the language (the chunk fetches its
  // own texts in it).
  if (anySet(TEASER_TRIGGERS)) {
    void shown.then(() =>
      whenIdle(() => {
        Promise.all([chunks.load('teaser'), language.ready]).then(
          ([chunk]) => {
            if (!life.destroyed()) chunk.startTeaser({ ...context(), open: () => life.command('open', true) })
          },
          () => {}, // the chunk loader said why
        )
      }),
    )
  }

  if (options.read('container', '', (selector) => selector) || placed()) inline()

  // data-prefetch: the panel's file at idle, unless it is asked for by then,
  // or inline mode loads it (as the panel comes near the viewport).
  if (config.prefetch !== 'off') {
    prefetchAtIdle(() => {
      void shown.then(() => {
        if (life.waiting() && !inlining) chunks.prefetch?.('panel')
      })
    })
  }

  const stopIntent = wireIntent(view, life, config.widgetKey, storageArea, shown)
  const stopTriggers = wireTriggers(view, life, options.ask, config.widgetKey, options.addressed)

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
      stopIntent()
      stopTriggers()
      for (const stop of stops) stop()
      host.remove()
    },
  }
}
