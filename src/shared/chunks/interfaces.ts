// The interface between the chunks of one build, as the launcher stage
// (loader.js) sees it: the registry chunks hand their payloads to, what the
// stage hands to the panel's life, the panel chunk, the commands chunk and the
// chunks it starts (the teaser, inline mode, the rules), and what each gives back (what the panel hands to the chunks it loads:
// ./panel-chunks.ts). Not public: every chunk of a page comes from the same
// build, so this changes with the code. Written out, never inferred from an
// implementation, so no stage imports another: each imports this. Types
// only, but for namespaceOf and languageChunk.
import type { AttributeReader, RawAttributes } from '../settings/reader'
import type { LauncherConfig } from '../settings/launcher'
import type { Conversation, StoredMessage } from '../conversation/message'
import type { StorageArea } from '../storage/ui-state'
import type { Negotiated } from '../texts/locale'
import type { LauncherTexts } from '../texts/en'
import {
  NAMESPACE,
  type AgentChatApi,
  type DisclaimerEvent,
  type EventName,
  type Events,
  type FeedbackEvent,
  type FrameCommand,
  type Visitor,
  type VoiceEvent,
} from '../api/public-api'

// The chunks' names and payloads: src/shared/chunks/manifest.ts.
/** A language's texts, by the name the chunk loader loads them as: its main catalogue (`lang:de`), or a chunk's part (`lang:de/feedback`). */
export type LanguageChunk = `lang:${string}`
export const languageChunk = (lang: string, chunk?: string): LanguageChunk => (chunk ? `lang:${lang}/${chunk}` : `lang:${lang}`)
/** A language's pins (`lang:de/pins`): the sha384 of each of its other files, by name without the hash, for the pinned loader (src/launcher/chunks.ts). */
export const PINS_PART = 'pins'

/**
 * A chunk is a classic script that hands its payload to the loader with
 * `AgentChat._define(name, payload)` (the way webpack's chunks push into one
 * global array), so the order of arrival does not matter and there is one global.
 */
export interface ChunkRegistry {
  _define(name: string, payload: unknown): void
}

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
  update(state: LauncherState): void
  /** What is drawn now. */
  state(): LauncherState
  setLanguage(lang: string, dir: 'ltr' | 'rtl'): void
  /** Draws the launcher again as it is (another widget came or went: its name says whose it is while there are several). */
  redraw(): void
  /** Set by the inline chunk while the widget fills a container on the page: the panel is drawn without modal behaviour. */
  inline?: boolean
  /** The site's element (data-agent-chat) that opened the chat, or had it opened: focus goes back to it on close. */
  openedBy(element: HTMLElement): void
  /** After a close asked for by the visitor: focus to the site's element that opened the chat, else the launcher, or (no launcher, or it is away) to what opened the chat. */
  returnFocus(): void
}

/** The view as the panel sees it: the launcher stage's, with the frame shown while the panel loads, which the life chunk adds before any panel starts (src/life/frame.ts). */
export interface PanelView extends LauncherView {
  showFrame(state: FrameState): void
}

/** The class on the view's root while the page and device rules (src/rules/) keep the launcher away: an open chat stays until it is closed. */
export const AWAY = 'away'

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

export interface PanelContext extends StageBasics {
  /**
   * The launcher stage's view, with its frame. Its button stays the launcher
   * (focus goes back to it on close); the panel redraws it from the model,
   * renders into its mount point, and hides its loading frame in the same
   * task that renders the panel, so nothing flashes.
   */
  view: PanelView
  /** The restore chunk, when the launcher stage fetched it beside the panel (a conversation was stored). */
  restored?: RestoreChunk | undefined
}

/** The restore chunk's payload (src/restore/): the check of a stored conversation, and the merge of another copy of it; only a page with a stored conversation needs them. */
export interface RestoreChunk {
  /** The stored record as the panel may use it, or null when it is unusable. */
  parseConversation(raw: string): Conversation | null
  /** `mine` with what `theirs` adds (src/restore/merge-messages.ts); `mine` itself when it adds nothing. */
  mergeMessages(mine: StoredMessage[], theirs: readonly StoredMessage[]): StoredMessage[]
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

/** The panel's life, as the launcher stage drives it: a stand-in in loader.js (src/launcher/stand-in-life.ts) until the life chunk's is here (src/life/). */
export interface PanelLife {
  /** Fetches the panel chunk, unless it is here or on its way. */
  load(): void
  /** Whether no panel code is here or on its way (never asked for, or the last ask failed). */
  waiting(): boolean
  command(name: FrameCommand, focus: boolean): void
  /** The panel, if it runs. */
  panel(): PanelApi | undefined
  /**
   * The stored state says the chat was open: the launcher says so while the
   * panel, which restores it open, is on its way (unless a command said
   * otherwise first), and the panel is fetched.
   */
  reopen(): void
  destroyed(): boolean
  /** A new panel for a new visitor (`forget` removes the old one's storage). */
  renew(forget?: () => void): void
  destroy(): void
}

/** What the launcher stage gives the panel's life. */
export interface PanelLifeOptions {
  view: LauncherView
  config: LauncherConfig
  /** The launcher's texts, in the language shown once it is here (the frame's name, close button and messages). */
  strings: LauncherTexts
  /** Loads the panel chunk: the first time, the request made beside the life chunk's, whatever came of it. */
  loadPanel(): Promise<PanelChunk>
  /** Adds a stylesheet to the widget's shadow root (the frame's). */
  adopt(css: string): void
  /** Settles once the language has (the panel waits for it, so no English flashes first). */
  languageReady(): Promise<unknown>
  /** The restore chunk (a stored conversation's check), fetched beside the panel where a conversation is stored. */
  restore(): Promise<RestoreChunk>
  /** What the panel is started with (its view: the life's, with the frame). */
  context(): StageBasics
  /** Where the widget's keys are now (data-storage's area; null without consent): is a conversation stored? */
  storageArea(): StorageArea | null
  /** The public API's listeners, if its commands have loaded. */
  hooks(): StageHooks | undefined
  /** Whether focus is inside the widget: a renewed panel that was open takes it back. */
  hasFocus(): boolean
}

/** The life chunk's payload (src/life/): the panel's life and the frame shown while the panel loads, fetched on the first intent beside the panel. */
export interface LifeChunk {
  createPanelLife(options: PanelLifeOptions): PanelLife
}

/** The locale chunk's payload (src/locale/): the language shown, where loader.js's plain lookup cannot tell; says when there is none. */
export interface LocaleChunk {
  settle(requested: readonly (string | null | undefined)[], available: readonly string[], warn: (message: string) => void): Negotiated | undefined
}

/** A value the panel's model holds and tells of its changes (a signal, seen from outside the panel). */
export interface Observable<T> {
  value: T
  subscribe(listener: (value: T) => void): () => void
}

/** The panel's chat model, as the public API's commands use it: its messages to watch, and its actions (never its state directly). */
export interface PanelModel {
  readonly messages: Observable<StoredMessage[]>
  /** Sends as the visitor; false when it cannot yet (the pre-chat form is still to be filled). */
  send(text: string): boolean
  /** The visitor as the site identified them: sent with every message, no pre-chat form. */
  identify(visitor: Visitor): void
  /** Puts text in the message box, to be sent once the pre-chat form is filled. */
  prefill(text: string): void
  /** Writes the conversation now (consent was given after it started in memory). */
  persist(): void
  /** Calls `listener` for each feedback the visitor gives in this panel; returns how to stop. */
  onFeedback(listener: (event: FeedbackEvent) => void): () => void
  /** Calls `listener` when the visitor agrees to the disclaimer in this panel; returns how to stop. */
  onDisclaimer(listener: (event: DisclaimerEvent) => void): () => void
  /** Calls `listener` with each start, stop and failure of dictation or reading aloud in this panel (data-voice). */
  onVoice(listener: (event: VoiceEvent) => void): () => void
}

export interface PanelApi {
  /** `focus`: the visitor asked, so focus moves into the panel (or back to the launcher on close). */
  open(focus: boolean): void
  close(focus: boolean): void
  toggle(focus: boolean): void
  /** The conversation, for the public API's commands (identify, send, events). */
  model: PanelModel
  destroy(): void
}

/** The panel chunk's payload. */
export interface PanelChunk {
  startPanel(context: PanelContext): PanelApi
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

/** The commands chunk's runner of `AgentChat(...args)`: checks the arguments, says what is wrong in the console, never throws. */
export interface CommandRunner {
  run(args: unknown[]): void
  /** The site's elements' and the hash's asks (TriggerAsk). */
  ask: TriggerAsk
}

/**
 * How the commands chunk starts another widget of the page for another embed (src/commands/widgets.ts):
 * loader.js's own start (src/launcher/public-api.ts), with the page's chunk loader. Its API, or undefined
 * (said in the console) when the attributes cannot start it.
 */
export type StartWidget = (options: Widget['options'] & { addressed: true; onDestroy: () => void }) => Namespace | undefined

/** What the commands chunk gives the analytics chunk. */
export interface AnalyticsContext {
  /** The settings in force (the embed's attributes, then boot's and update's): data-analytics is read again for each event. */
  settings(): RawAttributes
  /** Whether the visitor's consent allows it (data-consent="required": not before `consent(true)`). */
  allowed(): boolean
}

/** The analytics chunk's payload: what hands each of a widget's events to the site's analytics. */
export interface AnalyticsChunk {
  createAnalytics(context: AnalyticsContext): <E extends EventName>(event: E, payload: Events[E] & { widgetKey: string }) => void
}

/** The commands chunk's payload. */
export interface CommandsChunk {
  /** `release` gives up `window.AgentChat` (the destroy command); `start` starts another widget of the page. */
  createCommands(widget: Widget, release: () => void, start: StartWidget): CommandRunner
}
