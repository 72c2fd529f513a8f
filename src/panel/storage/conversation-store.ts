// What the widget keeps in the visitor's browser, per widget key, and the
// checks that make stored data safe to trust: anything the host page (or an
// older version of us) left there is validated field by field, and what does
// not fit is dropped rather than crashing the widget.
import { createVisitorId, VISITOR_ID_PATTERN } from '../random'
import { own, ownString, parseObject, stringify } from '../../shared/json'
import type { KeyValueStore } from '../../shared/panel-chunks'
import { storageKeys, type StorageArea, type UiState } from '../../shared/ui-state'
import { LIMITS, MAX_REPLY_CHARS, MAX_VISITOR_MESSAGE_CHARS } from '../../shared/wire'
import type { DeliveryStatus, Role, StoredMessage } from '../../shared/message'

export type { DeliveryStatus, Role, StoredMessage }

/** On its way: queued or being sent. */
export const pending = (m: StoredMessage) => m.status === 'queued' || m.status === 'sending'

export interface Conversation {
  open: boolean
  /** True once the pre-chat form was passed (or when there is none). */
  started: boolean
  visitorName?: string | undefined
  visitorEmail?: string | undefined
  sessionId?: string | undefined
  /** Whose conversation this is (a new conversation has a new visitor id): another visitor's history is never shown. */
  visitorId?: string | undefined
  messages: StoredMessage[]
  /** Replies that arrived while the panel was closed (left out when none). */
  unread?: number | undefined
  /** The visitor made the floating panel large (Expand; left out when not): kept with the conversation, so it follows data-storage and consent, and a new conversation keeps it. */
  expanded?: true | undefined
}

const serialised = new WeakMap<StoredMessage, string>()
function messageJson(message: StoredMessage): string {
  let json = serialised.get(message)
  if (json === undefined) serialised.set(message, (json = stringify(message)))
  return json
}

/** Enough for a support conversation; bounded so storage stays small and fast to parse. */
export const MAX_STORED_MESSAGES = 200
const VERSION = 1

export { storageKeys }

// Parsed from the smallest valid record: every field is set, even when
// undefined, so that a page that polluted Object.prototype cannot supply a
// visitor name through the prototype chain.
export function emptyConversation(): Conversation {
  return {
    open: false,
    started: false,
    visitorName: undefined,
    visitorEmail: undefined,
    sessionId: undefined,
    visitorId: undefined,
    messages: [],
    unread: undefined,
    expanded: undefined,
  }
}

export interface ConversationStore {
  /** The visitor as the service knows them; a new conversation gives them a new one. */
  readonly visitorId: string
  /** The storage key of the conversation, to recognise other tabs' writes. */
  key: string
  /** Whether a `storage` event's area is the one this store uses: another tab's localStorage is not a session-mode tab's conversation. */
  follows(changed: Storage | null): boolean
  /** The storage it reads and writes through, for the panel's chunks too (notify's muted flag). */
  kv: KeyValueStore
  /** The stored conversation, or null when there is none or it is unusable. */
  read(): Conversation | null
  /** The stored conversation; unusable data is removed and an empty conversation starts. */
  load(): Conversation
  save(conversation: Conversation): void
  /** Stores the visitor id again (it may have lived only in memory until now). */
  keepVisitor(): void
  /** A new visitor id, stored: the service keys chat sessions by visitor, so this starts a new one. */
  renewVisitor(): void
}

/** `area`: where `kv` keeps what it stores, when it may (data-storage's area; null without consent). */
export function createConversationStore(kv: KeyValueStore, widgetKey: string, area: () => StorageArea | null = () => null): ConversationStore {
  const keys = storageKeys(widgetKey)
  const storedId = kv.get(keys.visitor)
  let visitorId = storedId && VISITOR_ID_PATTERN.test(storedId) ? storedId : createVisitorId()
  if (visitorId !== storedId) kv.set(keys.visitor, visitorId)
  // Another visitor's history is not this visitor's: another tab started a
  // new conversation (its new id is stored first) and its record is still the
  // old one, or a tab that has not followed yet wrote it. Who they are (name,
  // email, the pre-chat form passed) stays.
  const read = () => {
    const stored = parseConversation(kv.get(keys.conversation) ?? '')
    if (!stored?.visitorId || stored.visitorId === visitorId) return stored
    return { ...stored, messages: [], sessionId: undefined, unread: undefined, visitorId }
  }
  return {
    get visitorId() {
      return visitorId
    },
    key: keys.conversation,
    follows: (changed) => {
      const used = area()
      return !!used && changed === used
    },
    kv,
    read,
    keepVisitor: () => void kv.set(keys.visitor, visitorId),
    renewVisitor() {
      visitorId = createVisitorId()
      kv.set(keys.visitor, visitorId)
    },

    load() {
      const parsed = read()
      // Nothing stored, or something we cannot use: start afresh.
      if (!parsed) kv.remove(keys.conversation)
      return parsed ?? emptyConversation()
    },
    save(conversation) {
      // The launcher stage's summary first: it is tiny, so it fits even when the history does not.
      const ui: UiState = {
        open: conversation.open,
        unread: conversation.unread ?? 0,
        // Waiting to be sent (a failed message waits for the visitor's Retry, not for a page view).
        outbox: conversation.messages.filter(pending).length,
      }
      kv.set(keys.ui, stringify(ui))
      const capped = conversation.messages.slice(-MAX_STORED_MESSAGES)
      const { messages: _, ...rest } = conversation
      const head = stringify({ v: VERSION, ...rest })
      // Messages are immutable objects: each is serialised once and its JSON
      // reused by every later save, so a save costs a join, not a walk of
      // the whole history. `messages` goes last, after the other fields.
      const write = (messages: StoredMessage[]) => kv.set(keys.conversation, `${head.slice(0, -1)},"messages":[${messages.map(messageJson).join(',')}]}`)
      // On quota errors keep halving the history: recent messages matter most.
      for (let messages = capped; !write(messages); messages = messages.slice(Math.ceil(messages.length / 2))) {
        // Not even an empty history fits: storage is blocked, not full. Keep
        // the whole conversation in the in-memory fallback for this page view.
        if (messages.length === 0) return void write(capped)
      }
    },
  }
}

export function parseConversation(raw: string): Conversation | null {
  const data = parseObject(raw)
  const list = data && own(data, 'messages')
  if (!data || own(data, 'v') !== VERSION || !Array.isArray(list)) return null
  const conversation: Conversation = {
    open: own(data, 'open') === true,
    started: own(data, 'started') === true,
    visitorName: ownString(data, 'visitorName', LIMITS.visitorName),
    visitorEmail: ownString(data, 'visitorEmail', LIMITS.visitorEmail),
    sessionId: ownString(data, 'sessionId', 100),
    visitorId: undefined,
    messages: list
      .map(parseMessage)
      .filter((m): m is StoredMessage => m !== null)
      .slice(-MAX_STORED_MESSAGES),
    unread: undefined,
    expanded: own(data, 'expanded') === true || undefined,
  }
  const visitorId = own(data, 'visitorId')
  if (typeof visitorId === 'string' && VISITOR_ID_PATTERN.test(visitorId)) conversation.visitorId = visitorId
  const unread = own(data, 'unread')
  if (typeof unread === 'number' && unread >= 1) conversation.unread = Math.min(Math.floor(unread), MAX_STORED_MESSAGES)
  return conversation
}

const ROLES: readonly unknown[] = ['visitor', 'agent', 'notice']
const STATUSES: readonly unknown[] = ['queued', 'sending', 'sent', 'failed']

function parseMessage(item: unknown): StoredMessage | null {
  if (!item || typeof item !== 'object') return null
  const id = ownString(item, 'id', 100)
  const role = own(item, 'role') as Role
  const text = ownString(item, 'text', Infinity)
  const at = ownString(item, 'at', 40)
  if (!id || text === undefined || !at || isNaN(Date.parse(at)) || !ROLES.includes(role)) return null
  // A visitor's message is capped as the composer caps it; a reply (or notice)
  // as the client accepts it: a long reply comes back whole after a reload.
  const max = role === 'visitor' ? MAX_VISITOR_MESSAGE_CHARS : MAX_REPLY_CHARS
  const message: StoredMessage = { id, role, text: text.slice(0, max), at }
  const status = own(item, 'status') as DeliveryStatus
  if (role === 'visitor') message.status = STATUSES.includes(status) ? status : 'sent'
  const sessionId = ownString(item, 'sessionId', 100)
  if (sessionId) message.sessionId = sessionId
  if (role === 'agent' && own(item, 'rateable') === true) {
    message.rateable = true
    const feedback = own(item, 'feedback')
    if (feedback === 'positive' || feedback === 'negative') message.feedback = feedback
  }
  return message
}
