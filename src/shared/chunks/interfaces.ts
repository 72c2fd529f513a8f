// What every stage of one build shares: the registry chunks hand their
// payloads to, the launcher stage's view, and what the launcher stage gives
// the commands chunk (its widget, its stage, its hooks). What a chunk
// provides lives beside it, in its descriptor.ts (the panel's context and
// API: src/panel/descriptor.ts); what the panel hands to the chunks it loads:
// ./panel-chunks.ts. Not public: every chunk of a page comes from the same
// build, so this changes with the code. Written out, never inferred from an
// implementation, so no stage imports another's code. Types only, but for
// namespaceOf and languageChunk.
import type { RawAttributes } from '../settings/reader'
import type { LauncherConfig } from '../settings/launcher'
import type { StorageArea } from '../storage/ui-state'
import { NAMESPACE, type AgentChatApi, type Events, type FrameCommand } from '../api/public-api'
import type { AnalyticsChunk } from '../../analytics/descriptor'
import type { PanelApi } from '../../panel/descriptor'
import type { RestoreChunk } from '../../restore/descriptor'
import type { PanelLife } from '../../life/descriptor'
import type { AttributeReader } from '../settings/reader'

// The chunks' names and payloads: src/shared/chunks/manifest.ts.
/** A language's texts, by the name the chunk loader loads them as: its main catalogue (`lang:de`), or a chunk's part (`lang:de/feedback`). */
export type LanguageChunk = `lang:${string}`
export const languageChunk = (lang: string, chunk?: string): LanguageChunk => (chunk ? `lang:${lang}/${chunk}` : `lang:${lang}`)
/** A language's pins (`lang:de/pins`): the sha384 of each of its other files, by name without the hash, for the pinned loader (src/launcher/chunks.ts). */
export const PINS_PART = 'pins'

/**
 * A chunk is a classic script that hands its payload to the loader with
 * `_define(name, payload)` (the way webpack's chunks push into one global
 * array), so the order of arrival does not matter: on its own <script>
 * element, where the loader that added it put its `_define`, else on the one
 * global, `AgentChat._define` (src/shared/chunks/define-chunk.ts).
 */
export interface ChunkRegistry {
  _define(name: string, payload: unknown): void
}

/** A chunk's <script> element, as the loader adds it: carrying the loader's `_define`. */
export type ChunkScript = HTMLScriptElement & Partial<ChunkRegistry>

export type Namespace = AgentChatApi &
  ChunkRegistry & {
    /**
     * The embed that started it (loader URL and widget key): the same embed
     * run again is not a second one (Turbo and other navigation libraries run
     * each new page's scripts).
     */
    _embed?: string
  }

/** The documented stub's calls, made before loader.js arrived. */
export interface Stub {
  (...args: unknown[]): void
  /** Each call's `arguments`. */
  q?: Iterable<unknown>[]
}

export function namespaceOf(win: Window): Partial<Namespace> | undefined {
  const value = (win as unknown as Record<string, unknown>)[NAMESPACE]
  return value && (typeof value === 'object' || typeof value === 'function') ? value : undefined
}

// ---------------------------------------------------------------------------
// The launcher stage (loader.js) and the panel chunk.

/** The panel's id, shared by the loading frame and the real panel (the launcher's aria-controls). */
export const PANEL_ID = 'acw-panel'

export interface LauncherState {
  open: boolean
  /** Replies that arrived while the panel was closed. */
  unread: number
}

/** The frame: none, loading, or the offline message when the panel could not be loaded. */
export type FrameState = 'hidden' | 'loading' | 'failed'

/** The launcher stage's DOM (src/launcher/launcher-view.ts): the widget's root, the launcher button, the place the panel renders into. */
export interface LauncherView {
  /** The widget's root in the shadow tree (theme, position, language): the chunks the stage starts mark it (AWAY, inline) and draw into it (the teaser). */
  root: HTMLElement
  mountPoint: HTMLElement
  button: HTMLButtonElement
  /** Draws what changed (the rest as it is). */
  update(changes: Partial<LauncherState>): void
  /** What is drawn now. */
  state(): LauncherState
  setLanguage(lang: string, dir: 'ltr' | 'rtl'): void
  /** Draws the launcher again as it is (another widget came or went: its name says whose it is while there are several). */
  redraw(): void
  /** Set by the inline chunk while the widget fills a container on the page: the panel is drawn without modal behaviour. */
  inline?: boolean
  /** What had focus as the chat last opened (recorded by `update`): without a launcher to take it, focus goes back there on close. */
  opener: Element | null
  /** The site's element (data-agent-chat) that opened the chat, or had it opened: focus goes back to it on close. The launcher's own press clears it. */
  trigger?: HTMLElement | undefined
}

/** The class on the view's root while the page and device rules (src/rules/) keep the launcher away: an open chat stays until it is closed. */
export const AWAY = 'away'

/** The view as the panel sees it: the launcher stage's, with the frame shown while the panel loads, which the life chunk adds before any panel starts (src/life/frame.ts). */
export interface PanelView extends LauncherView {
  showFrame(state: FrameState): void
  /** After a close asked for by the visitor: focus back to the site's element that opened the chat, else the launcher, or (no launcher, or it is away) to what opened the chat (src/life/return-focus.ts). */
  returnFocus(): void
}

/** What the launcher stage hands every chunk it starts: the panel, through its life (PanelContext), and the chunks of src/launcher/started-chunks.ts (StageContext). */
export interface StageBasics {
  config: LauncherConfig
  /** The launcher stage's reader of the embed's attributes, for the settings only a chunk reads (parsePanelSettings, the teaser's, the rules'). */
  read: AttributeReader
  /** The loader's URL: its origin is the default API base. */
  loaderSrc: string
  /** Adds a stylesheet to the widget's shadow root. */
  adopt(css: string): void
  /** The restore chunk, fetched (once) by the launcher stage. */
  restore(): Promise<RestoreChunk>
  /** The language catalogue the launcher loaded (unvalidated), or undefined for English, with the site's texts over it. */
  catalogue: unknown
  /** The language file shown (`de` for a `de-AT` page): each chunk's own texts are fetched beside it from that language's folder (src/shared/texts/chunk-texts.ts); undefined in English, or when the file could not be had. */
  catalogueTag?: string | undefined
  /** The widget's locale (BCP 47) and its direction. */
  locale: string
  dir: 'ltr' | 'rtl'
  /** Where the widget's keys are read and written now (data-storage's area); null while the site has not (or no longer) consented: everything stays in memory. */
  storageArea: () => StorageArea | null
  /** A new panel in this one's place, for a new visitor: another tab forgot the visitor (the reset command there). */
  renew(): void
  /** The launcher stage's chunk loader: the panel loads its chunks through it, by their names in src/shared/chunks/manifest.ts (pinned, with the nonce). */
  loadChunk(name: string): Promise<unknown>
}

/**
 * What the launcher stage gives each chunk it starts (src/launcher/started-chunks.ts): what it gives the panel, the
 * widget's element, the panel's life, and what the launcher shows. The language is the one settled for a chunk started
 * once the launcher shows (the teaser); one started at once may come before it (English then).
 */
export interface StageContext extends StageBasics {
  view: LauncherView
  /** The widget's element on the page (inline mode moves it into the site's container, and back). */
  host: HTMLElement
  /** The panel's life: fetched (inline, as the container nears the viewport), drawn again (renew, the conversation kept). */
  life: PanelLife
  /** Says that the launcher may show: a chunk that keeps it away until it says (the rules) calls it the first time it shows; what a shown launcher brings starts then. */
  shown(): void
  /** Opens the chat, focus in it (the teaser's bubble was activated). */
  open(): void
}

/** The payload of a chunk the launcher stage starts (the teaser, inline mode, the rules): starts its work, returns how to stop it, if it has any to stop. */
export interface StartedChunk {
  start(context: StageContext): (() => void) | void
}

/** A value the panel's model holds and tells of its changes (a signal, seen from outside the panel). */
export interface Observable<T> {
  value: T
  subscribe(listener: (value: T) => void): () => void
}

// ---------------------------------------------------------------------------
// The launcher stage and the commands chunk.

/** What the public API's commands listen to: every launcher state drawn, failures, each panel as it starts. */
export interface StageHooks {
  state(state: LauncherState): void
  emit<E extends keyof Events>(event: E, payload: Events[E]): void
  panel(panel: PanelApi): void
}

/** A running launcher stage. */
export interface Stage {
  command(name: FrameCommand, focus: boolean): void
  /** Fetches the panel, unless it is here or on its way; the hooks' `panel` tells when it starts (once the page is idle, or at once for a queued open or close). */
  load(): void
  /** The panel, if it runs. */
  panel(): PanelApi | undefined
  /**
   * A new panel for a new visitor (`forget` removes the old one's storage):
   * the reset command, and another tab's reset.
   */
  renew(forget?: () => void): void
  /** What the launcher shows, and whether focus is inside the widget: what a restart keeps. */
  state(): LauncherState
  hasFocus(): boolean
  destroy(): void
}

/** The widget's life on a page, as the commands chunk drives it: through these actions, never by writing into its state. */
export interface Widget {
  /** The embed's data attributes, where loader.js is, and the page's one chunk loader (handed on to another widget of the page; the commands chunk loads the analytics chunk with it). */
  readonly options: {
    readonly attributes: RawAttributes
    readonly loaderSrc: string
    readonly chunks: { load(name: 'analytics'): Promise<AnalyticsChunk> }
  }
  /** The running launcher stage, if any (none after shutdown). */
  stage(): Stage | undefined
  /** The settings in force, once booted. */
  config(): LauncherConfig | undefined
  /** Starts a launcher stage; false (said in the console) when the widget key is unusable. */
  boot(attributes: RawAttributes): boolean
  /** `boot`, and `data-open` opens the panel, without taking focus. */
  start(attributes: RawAttributes): boolean
  shutdown(): void
  /** Whether the widget may use the browser's storage now (consent). */
  storageAllowed(): boolean
  /** Where the widget's keys are read and written now: data-storage's area, null without consent. */
  storageArea(): StorageArea | null
  /** The site's consent call: for this page view it wins over data-consent, through every restart. */
  setConsent(granted: boolean): void
  /** The public API's listeners: the running launcher stage and every one started after it report to them. */
  setHooks(hooks: StageHooks): void
}

/**
 * What a site's element (data-agent-chat, data-agent-chat-message) or the
 * #agent-chat hash asks beyond the opening loader.js did: `value` as written
 * (open, send, or a mistake to warn about), `text` unchecked; with `hash`,
 * `text` is the whole hash (`#agent-chat` or `#agent-chat=<percent-encoded
 * text>`), to be taken off the address. Done by the commands chunk.
 */
export type TriggerAsk = (value: string | undefined, text: string | undefined, hash?: boolean) => void
