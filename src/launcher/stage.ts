// The launcher stage: everything a page view pays for. It draws the launcher,
// answers the public API, and loads the panel stage only when the visitor
// shows intent (pointer on or focus in the launcher, a touch, a click, an API
// call that needs the panel) or when the saved state needs it (the panel was
// open, messages wait to be sent, replies are unread). No Preact here.
import type { WidgetConfig } from '../config'
import { applyCatalogue } from '../i18n/apply'
import { launcherStrings } from '../i18n/en'
import { directionOf, languageOf, resolveLocale } from '../i18n/locale'
import { PANEL_CHUNK, languageChunk, type Namespace } from '../namespace'
import type { PanelApi, PanelChunk } from '../panel/contract'
import { readUiState } from '../storage/ui-state'
import launcherCss from '../styles/launcher.css?inline'
import { createChunkLoader, type ChunkLoader } from './chunks'
import { createHost } from './host'
import { createLauncherView } from './launcher-view'

type Command = 'open' | 'close' | 'toggle'

export interface StageOptions {
  config: WidgetConfig
  /** The loader's own URL: the other files live beside it. */
  base: string
  nonce: string
  panelFile: string
  /** Languages with a catalogue file (`de es fr`), and the files' shared content hash. */
  languages: string
  languageHash: string
  log: (message: string) => void
  /** Called once the widget is gone (destroy), to release the global. */
  onDestroy: () => void
  /** How chunks are fetched; tests pass a fake. */
  chunks?: ChunkLoader
}

/** A language that takes longer is dropped: the panel shows in English rather than not at all. */
const LANGUAGE_WAIT_MS = 3000

export function startLauncherStage(options: StageOptions): Namespace {
  const { config } = options
  const strings = { ...launcherStrings }
  const chunks = options.chunks ?? createChunkLoader(options.base, options.nonce, options.log)
  const host = createHost(config.zIndex)
  host.adopt(launcherCss)
  const view = createLauncherView(
    host.root,
    config,
    strings,
    () => command('toggle', true),
    () => command('close', true),
  )
  const saved = readUiState(config.widgetKey)
  view.update({ open: false, unread: saved.unread })

  let panel: PanelApi | undefined
  let chunk: PanelChunk | undefined
  let loading: Promise<void> | undefined
  let destroyed = false
  // Commands that arrived before the panel, replayed in order when it does,
  // and what the frame shows for them meanwhile. A toggle is queued as the
  // open or close the visitor saw, so the replay cannot turn it the other way
  // when the panel restores a different state from storage.
  const queue: Array<['open' | 'close', boolean]> = []
  let frameOpen = false

  // The language's catalogue is fetched at once (it also names the launcher);
  // the panel waits for it, so no English flashes first.
  const locale = resolveLocale(config.locale, document.documentElement.lang, navigator.language)
  const lang = languageOf(locale)
  let catalogue: unknown
  let languageReady: Promise<unknown> = Promise.resolve()
  if (options.languages.split(' ').includes(lang)) {
    languageReady = Promise.race([
      chunks.load(languageChunk(lang), `i18n/${lang}-${options.languageHash}.js`).then((data) => {
        catalogue = data
        applyCatalogue(strings, data)
        view.setLanguage(locale, directionOf(locale))
      }),
      new Promise((resolve) => setTimeout(resolve, LANGUAGE_WAIT_MS)),
    ]).catch(() => {}) // stays English; the chunk loader said why
  } else {
    // English keeps its region (en-GB times); a language without a catalogue shows English.
    view.setLanguage(lang === 'en' ? locale : 'en', 'ltr')
  }

  function startPanel() {
    if (destroyed || panel || !chunk) return
    panel = chunk.startPanel({
      config,
      adopt: host.adopt,
      view,
      catalogue,
      locale: catalogue ? locale : 'en',
      dir: catalogue ? directionOf(locale) : 'ltr',
    })
    for (const [name, focus] of queue.splice(0)) panel[name](focus)
  }

  function loadPanel() {
    loading ||= Promise.all([chunks.load(PANEL_CHUNK, options.panelFile), languageReady]).then(
      ([payload]) => {
        chunk = payload as PanelChunk
        // Asked for: start now. Loaded ahead (hover, restored state): start
        // when the page is idle, in a task of its own, so evaluating the chunk
        // and starting the panel never add up to one long task. WebKit has no
        // requestIdleCallback.
        if (queue.length) startPanel()
        else if (typeof requestIdleCallback == 'function') requestIdleCallback(startPanel, { timeout: 500 })
        else setTimeout(startPanel, 1)
      },
      () => {
        // The chunk loader said why in the console. A visitor waiting for the
        // panel sees the offline message, not a dead button; the next intent
        // tries again.
        loading = undefined
        if (frameOpen && !destroyed) view.showFrame('failed')
      },
    )
  }

  function command(name: Command, focus: boolean) {
    if (destroyed) return
    startPanel() // the chunk is here but its idle start has not come yet
    if (panel) return panel[name](focus)
    frameOpen = name === 'toggle' ? !frameOpen : name === 'open'
    queue.push([frameOpen ? 'open' : 'close', focus])
    // No hover first (touch, keyboard, API): the panel's frame at once, with
    // a loading state, until the stage arrives.
    view.showFrame(frameOpen ? 'loading' : 'hidden')
    view.update({ open: frameOpen, unread: saved.unread })
    if (frameOpen) loadPanel()
    else if (focus) view.button.focus()
  }

  // Intent: the visitor is about to open the chat.
  const intents = ['pointerenter', 'focus', 'touchstart']
  intents.forEach((type) => view.button.addEventListener(type, loadPanel, { passive: true }))
  if (saved.open || saved.outbox || saved.unread) loadPanel()

  return {
    version: options.panelFile,
    open: () => command('open', true),
    close: () => command('close', true),
    toggle: () => command('toggle', true),
    destroy() {
      if (destroyed) return
      destroyed = true
      intents.forEach((type) => view.button.removeEventListener(type, loadPanel))
      panel?.destroy()
      host.remove()
      options.onDestroy()
    },
    _define: chunks.define,
  }
}
