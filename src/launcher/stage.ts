// The launcher stage: everything a page view pays for. It draws the launcher,
// takes the public API's commands, and loads the panel stage only when the
// visitor shows intent (pointer on or focus in the launcher, a touch, a click,
// an API call that needs the panel) or when the saved state needs it (the
// panel was open, messages wait to be sent, replies are unread). No Preact here.
import type { AttributeReader, LauncherConfig } from '../shared/config'
import { applyCatalogue } from '../shared/i18n/apply'
import { launcherStrings } from '../shared/i18n/en'
import { directionOf, languageOf, resolveLocale } from '../shared/i18n/locale'
import type { FrameCommand } from '../shared/public-api'
import { languageChunk, type PanelApi, type PanelChunk, type PanelContext, type Stage, type StageHooks, type TeaserChunk } from '../shared/chunk-interfaces'
import { readUiState, storageKey } from '../shared/ui-state'
import { parseObject } from '../shared/json'
import launcherCss from './launcher.css?inline'
import type { ChunkLoader } from './chunks'
import { createHost } from './host'
import { createLauncherView } from './launcher-view'

export interface StageOptions {
  config: LauncherConfig
  /** The nudge's chunk (data-teaser-delay). */
  teaserFile: string
  /** The reader of the attributes the config was read from: the panel reads its own settings with it. */
  read: AttributeReader
  panelFile: string
  /** The loader's URL, for the panel (the default API base). */
  loaderSrc: string
  /** Languages with a catalogue file, and the files' shared content hash. */
  languages: readonly string[]
  languageHash: string
  /** How chunks are fetched: one loader per page, shared by every boot. */
  chunks: ChunkLoader
  /** Whether the widget may use the browser's storage now (consent). */
  storageAllowed: () => boolean
  /**
   * The public API's listeners, once its commands have loaded: every launcher
   * state drawn (turned into events), failures, and each panel as it starts
   * (to identify the visitor and watch the messages).
   */
  hooks: () => StageHooks | undefined
}

/** Runs `run` in a task of its own once the page is idle (at most 500 ms later); WebKit has no requestIdleCallback. */
const whenIdle = (run: () => void) => (typeof requestIdleCallback == 'function' ? requestIdleCallback(run, { timeout: 500 }) : setTimeout(run, 1))

/**
 * Where the stage is in its life: no panel code asked for yet (or the last
 * ask failed: the next intent asks again), the panel chunk on its way, here
 * (its idle start not come yet, or the panel renewed), the panel running,
 * destroyed. Set only by loadPanel, startPanel, renew and destroy.
 */
type Phase = 'waiting' | 'loading' | 'loaded' | 'running' | 'destroyed'

/** A language that takes longer is dropped: the panel shows in English rather than not at all. */
const LANGUAGE_WAIT_MS = 3000

export function startLauncherStage(options: StageOptions): Stage {
  const { config, chunks } = options
  const strings = { ...launcherStrings }
  const host = createHost(config.zIndex)
  host.adopt(launcherCss)
  const view = createLauncherView(
    host.root,
    config,
    strings,
    () => command('toggle', true),
    () => command('close', true),
    (state) => options.hooks()?.state(state),
  )
  let phase: Phase = 'waiting'
  // Held from 'loaded' and from 'running' on.
  let chunk: PanelChunk | undefined
  let panel: PanelApi | undefined
  // Commands that arrived before the panel, replayed in order when it does,
  // and what the frame shows for them meanwhile. A toggle is queued as the
  // open or close the visitor saw, so the replay cannot turn it the other way
  // when the panel restores a different state from storage.
  const queue: Array<(panel: PanelApi) => void> = []
  let frameOpen = false

  // The language's catalogue is fetched at once (it also names the launcher);
  // the panel waits for it, so no English flashes first.
  const locale = resolveLocale(config.locale, document.documentElement.lang, navigator.language)
  const lang = languageOf(locale)
  let catalogue: unknown
  // The site's own texts (the API's `texts`, carried as JSON like every
  // setting, checked where they were given: src/shared/settings.ts) go over
  // every language's, here and in every chunk this stage starts.
  const texts = parseObject(options.read('texts', '', (json) => json))
  applyCatalogue(strings, texts)
  let languageReady: Promise<unknown> = Promise.resolve()
  if (options.languages.includes(lang)) {
    languageReady = Promise.race([
      chunks.load(languageChunk(lang), `i18n/${lang}-${options.languageHash}.js`).then((data) => {
        catalogue = data
        applyCatalogue(strings, data)
        applyCatalogue(strings, texts)
        if (phase != 'destroyed') view.setLanguage(locale, directionOf(locale))
      }),
      new Promise((resolve) => setTimeout(resolve, LANGUAGE_WAIT_MS)),
    ]).catch(() => {}) // stays English; the chunk loader said why
  } else {
    // English keeps its region (en-GB times); a language without a catalogue shows English.
    view.setLanguage(lang === 'en' ? locale : 'en', 'ltr')
  }

  /** What the chunks this stage starts (the panel, the nudge) are given, once the language is settled. */
  const context = (): PanelContext => ({
    config,
    read: options.read,
    loaderSrc: options.loaderSrc,
    adopt: host.adopt,
    view,
    catalogue: { ...(catalogue as object), ...texts },
    locale: catalogue ? locale : 'en',
    dir: catalogue ? directionOf(locale) : 'ltr',
    storageAllowed: options.storageAllowed,
    loadChunk: (name, file) => chunks.load(name, file),
  })

  function startPanel() {
    if (phase != 'loaded') return
    phase = 'running'
    panel = chunk!.startPanel(context())
    options.hooks()?.panel(panel)
    for (const run of queue.splice(0)) run(panel)
  }

  function loadPanel() {
    // Adding the same listener again does nothing.
    addEventListener('storage', onStorage)
    if (phase != 'waiting') return
    phase = 'loading'
    Promise.all([chunks.load('panel', options.panelFile), languageReady]).then(
      ([payload]) => {
        if (phase != 'loading') return
        phase = 'loaded'
        chunk = payload as PanelChunk
        // Asked for: start now. Loaded ahead (hover, restored state): start
        // when the page is idle, in a task of its own, so evaluating the chunk
        // and starting the panel never add up to one long task.
        if (queue.length) startPanel()
        else whenIdle(startPanel)
      },
      (error: Error) => {
        // The chunk loader said why in the console. A visitor waiting for the
        // panel sees the offline message, not a dead button; the next intent
        // tries again.
        if (phase != 'loading') return
        phase = 'waiting'
        options.hooks()?.emit('error', { code: 'load', message: error.message })
        if (frameOpen) view.showFrame('failed')
      },
    )
  }

  /** Runs `run` on the panel now, or when it has arrived (loading it). */
  function withPanel(run: (panel: PanelApi) => void) {
    startPanel() // the chunk is here but its idle start has not come yet
    if (panel) return run(panel)
    queue.push(run)
    loadPanel()
  }

  function command(name: FrameCommand, focus: boolean) {
    if (phase == 'destroyed') return
    startPanel()
    if (panel) return panel[name](focus)
    frameOpen = name === 'toggle' ? !frameOpen : name === 'open'
    const open = frameOpen
    queue.push((p) => p[open ? 'open' : 'close'](focus))
    // No hover first (touch, keyboard, API): the panel's frame at once, with
    // a loading state, until the stage arrives.
    view.showFrame(open ? 'loading' : 'hidden')
    // The unread count the launcher shows stays (the stored one, once read).
    view.update({ open, unread: view.state().unread })
    if (open) loadPanel()
    else if (focus) view.returnFocus()
  }

  const hasFocus = () => document.activeElement === host.element
  function renew(forget?: () => void) {
    const { open } = view.state()
    if (phase == 'running') {
      panel!.destroy()
      panel = undefined
      phase = 'loaded'
    }
    forget?.()
    if (phase != 'loaded') return view.update({ open: false, unread: 0 })
    startPanel()
    if (open) panel!.open(hasFocus())
  }

  // Another tab forgot the visitor (reset): so does this one. Listened to
  // from the panel's loading on (an intent, or a stored state that asks for
  // it), not on every page view: a page's first `storage` listener makes the
  // browser load the origin's storage synchronously (about 2.5 ms of an 8 ms
  // page view, measured), and a launcher that shows nothing stored has
  // nothing to forget.
  const visitorKey = storageKey(config.widgetKey, 'visitor')
  const onStorage = (e: StorageEvent) => e.key === visitorKey && e.oldValue && options.storageAllowed() && renew()

  // data-teaser-delay: the nudge's chunk, once the page is idle, with the
  // language; a page without the attribute pays nothing more (its value is
  // checked by the chunk).
  if (options.read('teaserDelay', '', (delay) => delay)) {
    whenIdle(() =>
      Promise.all([chunks.load('teaser', options.teaserFile), languageReady]).then(
        ([chunk]) => phase == 'destroyed' || (chunk as TeaserChunk).startTeaser({ ...context(), open: () => command('open', true) }),
        () => {}, // the chunk loader said why
      ),
    )
  }

  // Intent: the visitor is about to open the chat. A finger touching the
  // launcher fires pointerenter too; a touchstart listener would register
  // the launcher as a touch handler with the compositor on every page view.
  const intents = ['pointerenter', 'focus']
  intents.forEach((type) => view.button.addEventListener(type, loadPanel, { passive: true }))
  // What the stored conversation asks of the launcher (its unread count; the
  // panel at once when it was open or messages wait to be sent) is read once
  // the page is idle, after the launcher's first frame: a page's first
  // localStorage access waits on the browser (4 ms median here, up to 11 ms),
  // and the launcher needs none of it to appear. Reading is not storing, but
  // with consent required nothing is touched.
  whenIdle(() => {
    if (phase == 'destroyed' || !options.storageAllowed()) return
    const saved = readUiState(config.widgetKey)
    if (!panel) view.update({ open: frameOpen, unread: saved.unread })
    if (saved.open || saved.outbox || saved.unread) loadPanel()
  })

  return {
    command,
    withPanel,
    panel: () => panel,
    renew,
    state: view.state,
    hasFocus,
    destroy() {
      if (phase == 'destroyed') return
      panel?.destroy()
      panel = undefined
      phase = 'destroyed'
      intents.forEach((type) => view.button.removeEventListener(type, loadPanel))
      removeEventListener('storage', onStorage)
      host.remove()
    },
  }
}
