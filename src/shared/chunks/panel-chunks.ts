// The interface between the panel and the chunks it loads (src/shared/chunks/manifest.ts,
// `loadedBy: 'panel'`): the opt-in features' as the panel starts, where they
// are on, and the others when first needed (the menu, copy, the rich
// renderer, a long conversation's controls). Each is made once per panel with
// one ChunkContext and its texts; those that render use the panel's Preact,
// handed over as a kit: one Preact per page, so hooks work across the chunks.
// Not public, like ./interfaces.ts; written out rather than imported
// from Preact, so Preact (even its types) stays out of the launcher stage.
import type { WidgetConfig } from '../settings/panel'
import type { Observable } from './interfaces'
import type { StoredMessage } from '../conversation/message'
import type { PanelEvent } from '../api/public-api'
import type { PanelContext } from '../../panel/descriptor'
import type { ChunkName, ChunkPayloads, ChunksLoadedBy, OptInChunk } from './manifest'

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
  readonly ui: { readonly lang: string; readonly strings: { readonly you: string } }
  /**
   * data-disclaimer's gate: 0 once the visitor agreed (or without the
   * setting); above 0 nothing is sent, and each message or pre-chat form held
   * back adds one (the notice points at itself then). The disclaimer chunk opens it.
   */
  readonly gate: { value: number }
  /** The conversation: the feedback chunk keeps a rating on its reply by putting the reply's new copy in its place. */
  messages: { value: StoredMessage[] }
  /** Tells the site what the visitor did in a chunk: agreed (`disclaimer`), rated a reply (`feedback`), dictated or heard a reply (`voice`), reached for the number (`call`), started, continued or deleted a conversation (`conversation`). */
  raise(...event: PanelEvent): void
  /** Who the service knows the visitor as in this conversation (a new conversation has a new id, a continued one its old id). */
  readonly visitorId: string
  readonly sessionId: { readonly value: string | undefined }
  readonly visitorName: { readonly value: string | undefined }
  readonly visitorEmail: { readonly value: string | undefined }
  /** The floating panel made large (kept with the conversation). */
  readonly expanded: { readonly value: boolean }
  /** A message is on its way: the conversation stays current until it has gone. */
  readonly outgoing: { readonly value: boolean }
  /** A new conversation (false: refused, a message is on its way). */
  newConversation(): boolean
  /** Writes a pending save and the draft now. */
  flush(): void
}

/** The site's storage as the panel uses it (src/panel/storage/safe-storage.ts): consent asked, errors caught, memory when it is blocked. */
export interface KeyValueStore {
  get(key: string): string | null
  /** False when the value only reached the in-memory fallback. */
  set(key: string, value: string): boolean
  remove(key: string): void
}

/** What the panel gives each chunk it loads. */
export interface ChunkContext extends Pick<PanelContext, 'view' | 'adopt' | 'catalogue' | 'restore' | 'renew'> {
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

/** The panel's opt-in chunks (src/shared/chunks/manifest.ts: loaded by the panel, brought by a setting). */
export type PanelOptIn = Extract<OptInChunk, ChunksLoadedBy<'panel'>>

/** What a chunk the panel loads makes. */
export type UiOf<K extends ChunkName> = ChunkPayloads[K] extends { create(...args: never[]): infer T } ? T : never

/**
 * The chunks, as the panel's components and the chunks themselves get them: each opt-in feature's once it arrived
 * (undefined where its setting is not set, or it could not be had), the menu's and the long conversation's on
 * request, Copy reply's once there is a reply.
 */
export type PanelChunks = { [K in PanelOptIn]: { readonly value: UiOf<K> | undefined } } & {
  menu(): Promise<UiOf<'menu'>>
  copy: { readonly value: UiOf<'copy'> | undefined }
  /** Asked for by the list when it first needs it (made once per panel; asked again after a failure). */
  longConversation(): Promise<UiOf<'long-conversation'>>
  /** Any chunk the panel loads, made once (asked again after a failure): the QR code's drawing when the call card first opens, the earlier conversations when the visitor opens them from the menu. */
  load<K extends ChunkName>(name: K): Promise<UiOf<K>>
}
