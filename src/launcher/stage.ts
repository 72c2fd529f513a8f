// The launcher stage: everything a page view pays for. It draws the launcher,
// takes the public API's commands, and loads the panel stage only when the
// visitor shows intent (pointer on or focus in the launcher, a touch, a click,
// an API call that needs the panel) or when the saved state needs it (the
// panel was open, messages wait to be sent, replies are unread). No Preact
// here. Its parts: the language (./language.ts), the panel's life
// (./panel-life.ts), the intents and the stored state (./intent.ts), the
// panel's file fetched ahead at idle (./prefetch.ts), and the teaser, started
// here.
import type { AttributeReader } from '../shared/settings/reader'
import type { LauncherConfig } from '../shared/settings/launcher'
import { defaultStrings, launcherStrings, type LauncherTexts } from '../shared/texts/en'
import type { PanelContext, Stage, StageHooks, TriggerAsk } from '../shared/chunks/interfaces'
import type { StorageArea } from '../shared/storage/ui-state'
import launcherCss from './launcher.css?inline'
import type { ChunkLoader } from './chunks'
import type { ChunkName } from '../shared/chunks/manifest'
import { createHost } from './host'
import { whenIdle } from './idle'
import { wireIntent } from './intent'
import { loadLanguage } from './language'
import { createLauncherView } from './launcher-view'
import { createPanelLife } from './panel-life'
import { prefetchAtIdle } from './prefetch'
import { placedFor } from '../shared/settings/inline'
import { wireTriggers } from './triggers'

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
  // Inline mode: its chunk at once where data-container is set or the site
  // placed the widget's element (on the page now, or added later: the
  // element tells); a page without either pays for this check only.
  let inlining: Promise<void> | undefined
  let stopInline = () => {}
  function inline() {
    // Asked for once: once started, the chunk itself follows where the site's element goes (src/inline/inline.ts).
    if (inlining) return
    inlining = chunks.load('inline').then(
      (chunk) => {
        if (!life.destroyed()) stopInline = chunk.startInline(host, view, life, options.read)
      },
      () => {}, // the chunk loader said why; the corner widget stays
    )
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

  // data-teaser-delay: the teaser's chunk, once the page is idle, with the
  // language (the chunk fetches its own texts in it); a page without the
  // attribute pays nothing more (its value is checked by the chunk).
  if (options.read('teaserDelay', '', (delay) => delay)) {
    whenIdle(() => {
      Promise.all([chunks.load('teaser'), language.ready]).then(
        ([chunk]) => {
          if (!life.destroyed()) chunk.startTeaser({ ...context(), open: () => life.command('open', true) })
        },
        () => {}, // the chunk loader said why
      )
    })
  }

  if (options.read('container', '', (selector) => selector) || placed()) inline()

  // data-prefetch: the panel's file at idle, unless it is asked for by then,
  // or inline mode loads it (as the panel comes near the viewport).
  if (config.prefetch !== 'off') {
    prefetchAtIdle(() => {
      if (life.waiting() && !inlining) chunks.prefetch?.('panel')
    })
  }

  const stopIntent = wireIntent(view, life, config.widgetKey, storageArea)
  const stopTriggers = wireTriggers(view, life, options.ask, config.widgetKey, options.addressed)

  return {
    command: life.command,
    withPanel: life.withPanel,
    panel: life.panel,
    renew: life.renew,
    state: view.state,
    hasFocus,
    destroy() {
      if (life.destroyed()) return
      life.destroy()
      stopIntent()
      stopInline()
      stopTriggers()
      host.remove()
    },
  }
}
