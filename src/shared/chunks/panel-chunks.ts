// The interface between the panel and the chunks it loads (src/shared/chunks/manifest.ts,
// `loadedBy: 'panel'`): the opt-in features' as the panel starts, where they
// are on, and the others when first needed (the menu, copy, the rich
// renderer, a long conversation's controls). Each is made once per panel with
// one ChunkContext and its texts; those that render use the panel's Preact,
// handed over as a kit: one Preact per page, so hooks work across the chunks.
// Not public, like ./interfaces.ts; written out rather than imported
// from Preact, so Preact (even its types) stays out of the launcher stage.
import type { WidgetConfig } from '../settings/panel'
import type { Observable, PanelContext } from './interfaces'
import type { StoredMessage } from '../conversation/message'
import type { DisclaimerEvent, FeedbackEvent, VoiceEvent } from '../api/public-api'

/** What the chunks' components return: a Preact element. */
export type KitElement = object | null

export interface PreactKit {
  /** Preact's `h`; the chunks' JSX compiles to calls of it (its types: src/shared/chunks/kit-jsx.d.ts). */
  h(type: unknown, props: unknown, ...children: unknown[]): unknown
  useEffect(effect: () => void | (() => void), inputs?: readonly unknown[]): void
  useRef<T>(initial: T | null): { current: T | null }
  useState<T>(initial: T): [T, (value: T) => void]
}

/** What the chunks need of the panel's model. */
export interface ChunkModel {
  readonly open: Observable<boolean>
  /** Each reply this tab received (not another tab's, through storage). */
  onReply(listener: (reply: StoredMessage) => void): () => void
  /** The interface's locale (BCP 47): a chunk that carries its own translations picks one by it. */
  readonly ui: { readonly lang: string }
  /**
   * data-disclaimer's gate: 0 once the visitor agreed (or without the
   * setting); above 0 nothing is sent, and each message or pre-chat form held
   * back adds one (the notice points at itself then). The disclaimer chunk opens it.
   */
  readonly gate: { value: number }
  /** Tells the site the visitor agreed (the `disclaimer` event). */
  agreed(event: DisclaimerEvent): void
  /** The conversation: the feedback chunk keeps a rating on its reply by putting the reply's new copy in its place. */
  messages: { value: StoredMessage[] }
  /** Tells the site the visitor rated a reply (the `feedback` event). */
  rated(event: FeedbackEvent): void
  /** Tells the site dictation or reading aloud started, stopped or failed (the `voice` event). */
  voiced(event: VoiceEvent): void
}

/** The site's storage as the panel uses it (src/panel/storage/safe-storage.ts): consent asked, errors caught, memory when it is blocked. */
export interface KeyValueStore {
  get(key: string): string | null
  /** False when the value only reached the in-memory fallback. */
  set(key: string, value: string): boolean
  remove(key: string): void
}

/** What the panel gives each chunk it loads. */
export interface ChunkContext extends Pick<PanelContext, 'view' | 'adopt' | 'catalogue'> {
  kit: PreactKit
  config: WidgetConfig
  model: ChunkModel
  /** The other chunks (the menu's "Mute sounds" reads notify's). */
  chunks: PanelChunks
  /** The panel's storage (notify keeps its muted flag there). */
  storage: KeyValueStore
}

/** The payload of a chunk the panel loads. */
export interface LoadedChunk<T, Texts extends Record<string, string> = Record<string, never>> {
  /** Its interface texts in English (src/shared/texts/en.ts): the panel lays the language shown and the site's texts over them, and hands them to `create`. */
  texts?: Texts
  create(context: ChunkContext, texts: Texts): T
}

/** What the menu knows of the conversation, and what its items do. */
export interface MenuProps {
  /** The item that has focus (the menu is open while this is 0 or more; past the end: the last item). */
  active: number
  setActive(index: number): void
  /** Closes the menu; `focusButton`: focus goes back to the menu button. */
  close(focusButton: boolean): void
  /** A message is on its way: no new conversation yet. */
  busy: boolean
  /** Nothing to download yet. */
  empty: boolean
  onNew(): void
  onDownload(): void
}

/** Who is who in the transcript. */
export interface TranscriptNames {
  /** The visitor's name, or the catalogue's "You". */
  visitor: string
  /** The widget's name. */
  agent: string
  lang: string
}

/** The menu chunk: the conversation menu. */
export interface MenuUi {
  Menu(props: MenuProps): KitElement
  /** "Start a new conversation?" with its two answers. */
  Confirm(props: { answer(yes: boolean): void }): KitElement
  /** Saves the conversation as a text file (`widgetName date.txt`); `parent` holds the download link for its click (Firefox wants it in a document). */
  download(messages: readonly StoredMessage[], names: TranscriptNames, parent: Node): void
}

/** The suggestions chunk: the starter questions of data-suggestions. */
export interface SuggestionsUi {
  /** The questions to show (at most four, each at most 80 characters; a warning said when some were cut). */
  questions: string[]
  /** The group of buttons; a question is sent once, through `onPick` (true when it was sent; held back, any may be picked again). */
  Suggestions(props: { questions: string[]; onPick(question: string): boolean }): KitElement
}

/** The feedback chunk (data-feedback). */
export interface FeedbackUi {
  /** Helpful / Not helpful toggles (aria-pressed) for a reply the service named; pressing the pressed one clears it, each press kept on the reply (so stored with it) and told to the site. */
  Rate(props: { message: StoredMessage }): KitElement
}

/** The notify chunk (data-notify). */
export interface NotifyUi {
  /** data-notify asks for sound: the menu offers "Mute sounds". */
  readonly sound: boolean
  muted(): boolean
  /** Mutes or unmutes, remembered in storage. */
  toggleMute(): void
  /** Gives the page its title back and stops listening (the panel is going). */
  dispose(): void
}

/** The markdown chunk: the rich renderer, for replies that need more than the panel's simple one. */
export interface MarkdownUi {
  /** The reply as elements; null when it cannot be rendered (the simple rendering stays). */
  render(text: string): KitElement[] | null
}

/** A link of the links chunk, by its setting: privacyUrl, contactUrl. */
export type LinkKind = 'privacy' | 'contact'

/** The links chunk (data-privacy-url, data-contact-url). */
export interface LinksUi {
  /** The links that are set, in the menu's order (privacy, then contact). */
  readonly kinds: readonly LinkKind[]
  /**
   * The link of `kind`, or nothing where its setting is not set; one that
   * leaves for another page (`https:`) opens in a new tab and says so to
   * screen readers. `class` is added to the link's own; other props go on
   * the `<a>` (the menu's role and keys).
   */
  Link(props: { kind: LinkKind; class?: string } & Record<string, unknown>): KitElement
}

/** The copy chunk: "Copy reply" on the agent's replies. */
export interface CopyUi {
  /** Copies `text` (as the service sent it), or selects `bubble()` where the clipboard is refused; Note says which. */
  Button(props: { text: string; bubble(): Element }): KitElement
  /** The polite line that says what a copy did (one per panel). */
  Note(): KitElement
}

/** The long-conversation chunk: the two controls around the panel's view window (MessageList keeps the window). */
export interface LongConversationUi {
  /** Show earlier messages, above the window while rows are outside it; `show` gets the button, which keeps focus while rows remain. */
  Earlier(props: { show(button: HTMLElement): void }): KitElement
  /** The polite region over the log's lower edge, with New messages in it while `unseen`; `jump` takes the visitor to the end. */
  Jump(props: { unseen: boolean; jump(): void }): KitElement
}

/** The disclaimer chunk (data-disclaimer). */
export interface DisclaimerUi {
  /** The site's notice with I agree, while the gate is closed (nothing once the visitor agreed). */
  Notice(): KitElement
  /** Another tab stored `value` as the agreement: the gate opens here too where it is this notice's. */
  heard(value: string | null): void
}

/** The voice chunk (data-voice): dictation in the composer, Read aloud on each reply. */
export interface VoiceUi {
  /** data-voice has dictation, the browser recognises speech and the page's Permissions Policy allows the microphone. */
  readonly dictation: boolean
  /** data-voice has read-aloud and the browser speaks. */
  readonly readAloud: boolean
  /** Both: the menu offers "Read replies aloud" (a dictated message's reply read by itself). */
  readonly handsFreeOffered: boolean
  handsFree(): boolean
  /** Turns hands-free reading on or off, remembered in storage. */
  toggleHandsFree(): void
  /** The microphone button beside Send, writing into the composer's draft (nothing where dictation is off or unavailable). */
  Dictate(props: { draft: { value: string } }): KitElement
  /** The line under the message box (listening, a failure, the notice before the first dictation) and what screen readers are told. */
  Status(): KitElement
  /** Read aloud on a reply; `bubble` is its rendered text. */
  ReadAloud(props: { message: StoredMessage; bubble(): Element }): KitElement
  /** The visitor sent a message: dictation and reading stop, and the reply to a dictated one is read where hands-free is on. */
  sent(): void
  /** The panel is going: everything stops. */
  dispose(): void
}

/** The chunks, as the panel's components and the chunks themselves get them: the menu's on request, the opt-in features' once they arrived. */
export interface PanelChunks {
  menu(): Promise<MenuUi>
  suggestions: { readonly value: SuggestionsUi | undefined }
  feedback: { readonly value: FeedbackUi | undefined }
  notify: { readonly value: NotifyUi | undefined }
  links: { readonly value: LinksUi | undefined }
  disclaimer: { readonly value: DisclaimerUi | undefined }
  copy: { readonly value: CopyUi | undefined }
  voice: { readonly value: VoiceUi | undefined }
  /** Asked for by the list when it first needs it (made once per panel; asked again after a failure). */
  longConversation(): Promise<LongConversationUi>
}
