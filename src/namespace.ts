// The one global the widget owns, `window.AgentChat`, its public API, and the
// contract between the loader and the chunks it loads. Types and names only.
import type { EmbedSettings } from './embed-code'

export const NAMESPACE = 'AgentChat'
export const ELEMENT_NAME = 'agent-chat-widget'
export const PANEL_CHUNK = 'panel'
export const API_CHUNK = 'commands'
export const languageChunk = (lang: string) => 'lang:' + lang

/**
 * What `boot` and `update` take: the data attributes' settings in camelCase
 * (`primaryColor` for `data-primary-color`), checked by the same rules.
 */
export type Settings = Partial<Omit<EmbedSettings, 'loaderUrl'>>

/** A message as the `message` event reports it. */
export interface MessageEvent {
  /** The widget's id of a visitor message (sent as `client_message_id`), the service's `aiMessageId` of a reply. */
  id: string
  role: 'visitor' | 'agent'
  text: string
  /** ISO 8601, UTC. */
  at: string
}

export interface WidgetError {
  /**
   * `load`: a file of the widget could not be loaded; `delivery`: a visitor
   * message could not be delivered (the service unreachable after the
   * retries, or it refused the message); the visitor sees Retry.
   */
  code: 'load' | 'delivery'
  message: string
  /** The visitor message concerned, for `delivery`. */
  id?: string
}

export interface Events {
  /** The launcher is on the page (after each boot). Handlers added later are called at once. */
  ready: { version: string }
  open: Record<string, never>
  close: Record<string, never>
  /** A message that appeared in the conversation (sent by the visitor, or a reply), after the panel started. */
  message: MessageEvent
  /** The number of unread replies changed. */
  unread: { count: number }
  error: WidgetError
}
export type EventName = keyof Events
export type Listener<E extends EventName> = (payload: Events[E]) => void

export interface Visitor {
  name?: string
  email?: string
}

/** Every command, with its arguments; `AgentChat(name, ...args)` or `AgentChat.name(...args)`. */
export interface Commands {
  open(): void
  close(): void
  toggle(): void
  /** Sends a message as the visitor (loads the panel; opens it with the text in the box if the pre-chat form is still to be filled). */
  send(text: string): void
  /** The visitor's name and email, sent with every message; skips the pre-chat form. */
  identify(visitor: Visitor): void
  /** Forgets the visitor: a new `v_` id, the history cleared, in every open tab. */
  reset(): void
  /** Changes settings at run time (colour, position, texts, language, theme...). */
  update(settings: Settings): void
  /** Removes the widget, its listeners and timers; `boot` brings it back. */
  shutdown(): void
  /** Starts the widget again after `shutdown`, with settings over the script's data attributes. */
  boot(settings?: Settings): void
  /** With `data-consent="required"`: nothing is stored in the browser until `consent(true)`; `consent(false)` removes what was stored. */
  consent(granted: boolean): void
  on<E extends EventName>(event: E, listener: Listener<E>): void
  off<E extends EventName>(event: E, listener: Listener<E>): void
  /** `shutdown`, and `window.AgentChat` is released, so another embed may load. */
  destroy(): void
}
export type CommandName = keyof Commands

/** Every command; the first three are the launcher's own (they need no commands chunk). */
// Marked pure: a chunk that does not use the list (the panel) does not carry it.
export const COMMANDS = /* @__PURE__ */ 'open close toggle send identify reset update shutdown boot consent on off destroy'.split(' ') as CommandName[]

/** `window.AgentChat`: a function taking a command, with one method per command. */
export interface AgentChatApi extends Commands {
  <C extends CommandName>(command: C, ...args: Parameters<Commands[C]>): void
  /** The panel file this loader was built with (says which build runs on the page). */
  readonly version: string
}

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
  return value && (typeof value === 'object' || typeof value === 'function') ? (value as Partial<Namespace>) : undefined
}
