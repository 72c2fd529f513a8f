// The public API integrators rely on, under semver: the global the widget owns
// (`window.AgentChat`), its commands, their arguments and its events. The npm
// entry re-exports these types and the docs document them; a change here is a
// change for every site that embeds the widget. Types and names only.
import type { SettingsInput } from '../settings/registry'
import type { Catalogue } from '../texts/parts'

export const NAMESPACE = 'AgentChat'
export const ELEMENT_NAME = 'agent-chat-widget'

/** The interface's texts by key, as in the English catalogue (src/shared/texts/en.ts), in any language. */
export type Texts = Partial<Catalogue>

/**
 * What `boot` and `update` take: the data attributes' settings in camelCase
 * (`primaryColor` for `data-primary-color`), checked by the same rules, and
 * the widget's own `texts`.
 */
export type Settings = SettingsInput & {
  /** Any interface text, replaced for this widget (`{ send: 'Ask' }`); each call's texts replace the last call's, `{}` removes them. */
  texts?: Texts
}

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

export type FeedbackValue = 'positive' | 'negative'

/** The `feedback` event: a visitor pressed Helpful or Not helpful (or pressed it again: null). */
export interface FeedbackEvent {
  messageId: string
  sessionId: string | null
  value: FeedbackValue | null
}

/** The `disclaimer` event: the visitor pressed I agree under the site's notice (data-disclaimer). */
export interface DisclaimerEvent {
  accepted: true
  /** When, ISO 8601, UTC. */
  at: string
}

/** The `voice` event (data-voice): dictation or reading aloud started, stopped, or failed (dictation only: the Web Speech API's error code). */
export interface VoiceEvent {
  kind: 'dictation' | 'read-aloud'
  state: 'started' | 'stopped' | 'failed'
  error?: 'not-allowed' | 'audio-capture' | 'no-speech' | 'network' | 'language-not-supported'
}

/** The `call` event (data-phone): the visitor dialled the agent's number (`dial`: the Call button's `tel:` link, on a phone), copied it (`copy`), or opened the card with its QR code (`qr`). Never the number. */
export interface CallEvent {
  method: 'dial' | 'copy' | 'qr'
}

/** The `conversation` event: the visitor started a new conversation (`new`: the one it ends is kept among the earlier ones), continued an earlier one (`switch`), or deleted one or all of them (`delete`). Never the words. */
export interface ConversationEvent {
  action: 'new' | 'switch' | 'delete'
}

export interface Events {
  /** The launcher is on the page (after each boot), and its version (as `AgentChat.version`). Handlers added later are called at once. */
  ready: { version: string }
  open: Record<string, never>
  close: Record<string, never>
  /** A message that appeared in the conversation (sent by the visitor, or a reply), after the panel started. */
  message: MessageEvent
  /** The number of unread replies changed. */
  unread: { count: number }
  error: WidgetError
  /** The visitor's feedback on a reply (data-feedback), once per press. */
  feedback: FeedbackEvent
  /** The visitor agreed to the site's notice (data-disclaimer), once, in the tab where they pressed I agree. */
  disclaimer: DisclaimerEvent
  /** Dictation or reading aloud started, stopped or failed (data-voice), in the tab where it happened: a site can measure their use. Never the words. */
  voice: VoiceEvent
  /** The visitor reached for the agent's number (data-phone), in the tab where they did: dialled it, copied it, or opened its QR code. Never the number. */
  call: CallEvent
  /** The visitor started a new conversation, continued an earlier one or deleted earlier ones, in the tab where they did. Never the words. */
  conversation: ConversationEvent
}
export type EventName = keyof Events
type PanelEventName = 'feedback' | 'disclaimer' | 'voice' | 'call' | 'conversation'
/** An event a chunk of the panel raises for the site, with its payload: what the visitor did in that chunk's part of the panel. */
export type PanelEvent = { [E in PanelEventName]: [name: E, payload: Events[E]] }[PanelEventName]
/** Every event, as `on` and `off` take them. */
export const EVENTS: EventName[] = ['ready', 'open', 'close', 'message', 'unread', 'error', 'feedback', 'disclaimer', 'voice', 'call', 'conversation']
/** A listener of an event: its payload, and the key of the widget it happened in. */
export type Listener<E extends EventName> = (payload: Events[E] & { widgetKey: string }) => void

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

/** The commands the launcher stage runs itself, with no chunk: its frame's open, close and toggle. */
export type FrameCommand = Extract<CommandName, 'open' | 'close' | 'toggle'>
export const FRAME_COMMANDS: FrameCommand[] = ['open', 'close', 'toggle']
/** Every command: the launcher's own, then those of the commands chunk. */
export const COMMANDS: CommandName[] = [...FRAME_COMMANDS, 'send', 'identify', 'reset', 'update', 'shutdown', 'boot', 'consent', 'on', 'off', 'destroy']

/** One widget's handle (`AgentChat.widget('wgt_…')`): a function taking a command, with one method per command, each addressed to that widget. */
export interface WidgetHandle extends Commands {
  <C extends CommandName>(command: C, ...args: Parameters<Commands[C]>): void
}

/** `window.AgentChat`: a function taking a command, with one method per command, addressed to the page's first widget. */
export interface AgentChatApi extends Commands {
  <C extends CommandName>(command: C, ...args: Parameters<Commands[C]>): void
  /** A command for another widget of the page, by its key; the form the stub queues before loader.js has arrived. */
  <C extends CommandName>(command: 'widget', key: string, call: C, ...args: Parameters<Commands[C]>): void
  /** Another widget of the page by its key (or the first by its own): a handle with the same commands. */
  widget(key: string): WidgetHandle
  /** The widget's version (the package's, as in package.json): says which build runs on the page. */
  readonly version: string
}
