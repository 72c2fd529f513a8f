// What the widget keeps in the visitor's browser, per widget key, and the
// checks that make stored data safe to trust: anything the host page (or an
// older version of us) left there is validated field by field, and what does
// not fit is dropped rather than crashing the widget.
import { createVisitorId } from '../random'
import { stringify } from '../../shared/page/json'
import type { KeyValueStore } from '../../shared/chunks/panel-chunks'
import { storageKeys, type StorageArea, type UiState } from '../../shared/storage/ui-state'
import {
  CONVERSATION_VERSION,
  MAX_STORED_MESSAGES,
  VISITOR_ID_PATTERN,
  type Conversation,
  type DeliveryStatus,
  type Role,
  type StoredMessage,
} from '../../shared/conversation/message'

export type { Conversation, DeliveryStatus, Role, StoredMessage }
export { MAX_STORED_MESSAGES }

/** On its way: queued or being sent. */
export const pending = (m: StoredMessage) => m.status === 'queued' || m.status === 'sending'

const serialised = new WeakMap<StoredMessage, string>()
function messageJson(message: StoredMessage): string {
  let json = serialised.get(message)
  if (json === undefined) {
    json = stringify(message)
    serialised.set(message, json)
  }
  return json
}

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
  /** The storage key of the visitor id, to recognise another tab's reset. */
  visitorKey: string
  /** Whether a `storage` event's area is the one this store uses: another tab's localStorage is not a session-mode tab's conversation. */
  follows(changed: Storage | null): boolean
  /** The storage it reads and writes through, for the panel's chunks too (notify's muted flag). */
  kv: KeyValueStore
  /** The stored conversation; null when there is none or it is unusable; undefined when one is stored but the check to read it (the restore chunk's) is not here yet. */
  read(): Conversation | null | undefined
  /** The stored conversation; unusable data is removed and an empty conversation starts (one not yet readable stays as it is). */
  load(): Conversation
  /**
   * Whether what is stored can be read now: nothing is, or the restore
   * chunk's check is here. When it cannot, saves wait until it has been read
   * (nothing stored is written over unread).
   */
  readable(): boolean
  /** Gives the store the restore chunk's check, so what is stored can be read. */
  readWith(parse: ParseConversation): void
  save(conversation: Conversation): void
  /** Stores the visitor id again (it may have lived only in memory until now). */
  keepVisitor(): void
  /** A new visitor id, stored: the service keys chat sessions by visitor, so this starts a new one. */
  renewVisitor(): void
}

/** The restore chunk's check of a stored record (src/restore/): a new visitor's page has nothing stored and never loads it. */
export type ParseConversation = (raw: string) => Conversation | null

/**
 * `area`: where `kv` keeps what it stores, when it may (data-storage's area;
 * null without consent). `parse`: the restore chunk's check, where the
 * launcher stage fetched it because a conversation was stored.
 */
export function createConversationStore(
  kv: KeyValueStore,
  widgetKey: string,
  area: () => StorageArea | null = () => null,
  parse?: ParseConversation,
): ConversationStore {
  const keys = storageKeys(widgetKey)
  const storedId = kv.get(keys.visitor)
  let visitorId = storedId && VISITOR_ID_PATTERN.test(storedId) ? storedId : createVisitorId()
  if (visitorId !== storedId) kv.set(keys.visitor, visitorId)
  // A stored conversation this store could not read (the restore chunk's
  // check not here yet): saves wait until it has been.
  let behind = false
  const readable = () => {
    if (parse) return true
    if (!behind && kv.get(keys.conversation)) behind = true
    return !behind
  }
  // Another visitor's history is not this visitor's: another tab started a
  // new conversation (its new id is stored first) and its record is still the
  // old one, or a tab that has not followed yet wrote it. Who they are (name,
  // email, the pre-chat form passed) stays.
  const read = () => {
    const raw = kv.get(keys.conversation)
    behind = false
    if (!raw) return null
    if (!parse) {
      behind = true
      return undefined
    }
    const stored = parse(raw)
    if (!stored?.visitorId || stored.visitorId === visitorId) return stored
    return { ...stored, messages: [], sessionId: undefined, unread: undefined, visitorId }
  }
  return {
    get visitorId() {
      return visitorId
    },
    key: keys.conversation,
    visitorKey: keys.visitor,
    follows: (changed) => {
      const used = area()
      return !!used && changed === used
    },
    kv,
    read,
    readable,
    readWith(check) {
      parse = check
    },
    keepVisitor() {
      kv.set(keys.visitor, visitorId)
    },
    renewVisitor() {
      visitorId = createVisitorId()
      kv.set(keys.visitor, visitorId)
    },

    load() {
      const parsed = read()
      // Nothing stored, or something we cannot use: start afresh.
      if (parsed === null) kv.remove(keys.conversation)
      return parsed ?? emptyConversation()
    },
    save(conversation) {
      // A conversation stored but not read yet (the restore chunk's check on
      // its way) is never written over: it is taken in first (start-panel.tsx).
      if (behind) return
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
      const head = stringify({ v: CONVERSATION_VERSION, ...rest })
      // Messages are immutable objects: each is serialised once and its JSON
      // reused by every later save, so a save costs a join, not a walk of
      // the whole history. `messages` goes last, after the other fields.
      const write = (messages: StoredMessage[]) => kv.set(keys.conversation, `${head.slice(0, -1)},"messages":[${messages.map(messageJson).join(',')}]}`)
      // On quota errors keep halving the history: recent messages matter most.
      let messages = capped
      while (!write(messages)) {
        if (messages.length === 0) {
          // Not even an empty history fits: storage is blocked, not full. Keep
          // the whole conversation in the in-memory fallback for this page view.
          write(capped)
          return
        }
        messages = messages.slice(Math.ceil(messages.length / 2))
      }
    },
  }
}
