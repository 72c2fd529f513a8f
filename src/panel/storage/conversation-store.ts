// What the widget keeps in the visitor's browser, per widget key, and the
// checks that make stored data safe to trust: anything the host page (or an
// older version of us) left there is validated field by field, and what does
// not fit is dropped rather than crashing the widget.
import { createVisitorId } from '../random'
import { stringify } from '../../shared/page/json'
import type { KeyValueStore } from '../../shared/chunks/panel-chunks'
import type { RestoreChunk } from '../../restore/descriptor'
import { storageKeys, type StorageArea, type UiState } from '../../shared/storage/ui-state'
import { tabLocks, type TabLocks } from './tab-locks'
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
  /** The storage key of the conversation, to recognise other tabs' writes (and the name of the lock its writes hold). */
  key: string
  /** The storage key of the visitor id, to recognise another tab's reset. */
  visitorKey: string
  /** Whether a `storage` event's area is the one this store uses: another tab's localStorage is not a session-mode tab's conversation. */
  follows(changed: Storage | null): boolean
  /** The storage it reads and writes through, for the panel's chunks too (notify's muted flag). */
  kv: KeyValueStore
  /** The locks across the site's tabs the store writes under; delivery holds a message's with them. */
  locks: TabLocks
  /**
   * The stored conversation, or `copy` (another tab's write, as its `storage`
   * event told it); null when there is none or it is unusable; undefined when
   * one is stored but the check to read it (the restore chunk's) is not here yet.
   */
  read(copy?: string | null): Conversation | null | undefined
  /** The stored conversation; unusable data is removed and an empty conversation starts (one not yet readable stays as it is). */
  load(): Conversation
  /**
   * Whether what is stored can be read now: nothing is, or the restore
   * chunk's check is here. When it cannot, saves wait until it has been read
   * (nothing stored is written over unread).
   */
  readable(): boolean
  /** Gives the store the restore chunk (its check and its merge), so what is stored can be read. */
  readWith(restore: RestoreChunk): void
  /** The restore chunk's merge (src/restore/merge-messages.ts): for a copy `read` gave, so the chunk is here. */
  merge: RestoreChunk['mergeMessages']
  /**
   * Writes `conversation` merged with what is stored (src/restore/merge-messages.ts):
   * another tab's messages that this page has not taken in yet are kept, and
   * `heard` is called so that it takes them in. The read, the merge and the
   * write hold the record's lock, so no other tab's write comes between them;
   * `now`: at once, without waiting for the lock (the page is going away).
   */
  save(conversation: Conversation, now?: boolean): void
  /** Writes at once what a save still waits for the lock to write (the page is going away: the lock may never come). */
  flush(): void
  /** Called when a save found stored messages this page lacks. */
  onHeard(heard: () => void): void
  /** Stores the visitor id again (it may have lived only in memory until now). */
  keepVisitor(): void
  /** A new visitor id, stored: the service keys chat sessions by visitor, so this starts a new one. */
  renewVisitor(): void
}

/**
 * `area`: where `kv` keeps what it stores, when it may (data-storage's area;
 * null without consent). `restore`: the restore chunk (the check of a stored
 * record, the merge), where the launcher stage fetched it because a
 * conversation was stored; a new visitor's page has nothing stored and never
 * loads it.
 */
export function createConversationStore(
  kv: KeyValueStore,
  widgetKey: string,
  area: () => StorageArea | null = () => null,
  restore?: RestoreChunk,
  locks: TabLocks = tabLocks(),
): ConversationStore {
  const keys = storageKeys(widgetKey)
  const storedId = kv.get(keys.visitor)
  let visitorId = storedId && VISITOR_ID_PATTERN.test(storedId) ? storedId : createVisitorId()
  if (visitorId !== storedId) kv.set(keys.visitor, visitorId)
  // A stored conversation this store could not read (the restore chunk's
  // check not here yet): saves wait until it has been.
  let behind = false
  const readable = () => {
    if (restore) return true
    if (!behind && kv.get(keys.conversation)) behind = true
    return !behind
  }
  // The record as this page last loaded or wrote it: while it is what is
  // stored, no other tab has written since, and a save need not read it.
  let written: string | null = null
  let heard = () => {}
  // The conversation a save waiting for the lock will write (the latest asked for).
  let waiting: Conversation | undefined
  // Another visitor's history is not this visitor's: another tab started a
  // new conversation (its new id is stored first) and its record is still the
  // old one, or a tab that has not followed yet wrote it. Who they are (name,
  // email, the pre-chat form passed) stays.
  const read = (copy?: string | null) => {
    const raw = copy === undefined ? kv.get(keys.conversation) : copy
    behind = false
    if (!raw) return null
    if (!restore) {
      behind = true
      return undefined
    }
    const stored = restore.parseConversation(raw)
    if (!stored?.visitorId || stored.visitorId === visitorId) return stored
    return { ...stored, messages: [], sessionId: undefined, unread: undefined, visitorId }
  }

  /** What `conversation` becomes merged with the stored record; null when this page must not write (see below). */
  function mergedWithStored(conversation: Conversation): Conversation | null {
    const raw = kv.get(keys.conversation)
    if (!raw || raw === written) return conversation
    if (!restore) {
      // Another tab stored a conversation this page cannot read yet: the panel fetches the check and follows it, then saves.
      behind = true
      return null
    }
    const stored = restore.parseConversation(raw)
    if (!stored) return conversation
    if (stored.visitorId && stored.visitorId !== visitorId)
      // Another visitor's conversation: an older one (this page started a new
      // conversation) is written over; a newer one (another tab started it,
      // and this panel is renewed when it hears of it) is left alone.
      return kv.get(keys.visitor) === visitorId ? conversation : null
    const messages = restore.mergeMessages(conversation.messages, stored.messages)
    if (messages !== conversation.messages) queueMicrotask(heard)
    return {
      ...conversation,
      started: conversation.started || stored.started,
      visitorName: conversation.visitorName ?? stored.visitorName,
      visitorEmail: conversation.visitorEmail ?? stored.visitorEmail,
      sessionId: conversation.sessionId ?? stored.sessionId,
      messages,
    }
  }

  /** Drops the oldest kept conversation; false when none is stored (or what is stored is no list). */
  function shed() {
    try {
      // Anything but a list throws or has no length: nothing to drop.
      const kept = JSON.parse(kv.get(keys.kept)!) as unknown[]
      return kept.length > 0 && kv.set(keys.kept, stringify(kept.slice(1)))
    } catch {
      return false
    }
  }

  function write(conversation: Conversation) {
    // A conversation stored but not read yet (the restore chunk's check on
    // its way) is never written over: it is taken in first (start-panel.tsx).
    if (behind) return
    const merged = mergedWithStored(conversation)
    if (!merged) return
    // The launcher stage's summary first: it is tiny, so it fits even when the history does not.
    const ui: UiState = {
      open: merged.open,
      unread: merged.unread ?? 0,
      // Waiting to be sent, in any tab (a failed message waits for the visitor's Retry, not for a page view).
      outbox: merged.messages.filter(pending).length,
    }
    kv.set(keys.ui, stringify(ui))
    const capped = merged.messages.slice(-MAX_STORED_MESSAGES)
    const { messages: _, ...rest } = merged
    const head = stringify({ v: CONVERSATION_VERSION, ...rest })
    // Messages are immutable objects: each is serialised once and its JSON
    // reused by every later save, so a save costs a join, not a walk of
    // the whole history. `messages` goes last, after the other fields.
    const put = (messages: StoredMessage[]) => {
      const record = `${head.slice(0, -1)},"messages":[${messages.map(messageJson).join(',')}]}`
      written = record
      return kv.set(keys.conversation, record)
    }
    // On quota errors the oldest kept conversation goes first (src/shared/storage/kept.ts),
    // then keep halving the history: recent messages matter most.
    let messages = capped
    while (!put(messages)) {
      if (area() && shed()) continue
      if (messages.length === 0) {
        // Not even an empty history fits: storage is blocked, not full. Keep
        // the whole conversation in the in-memory fallback for this page view.
        put(capped)
        return
      }
      messages = messages.slice(Math.ceil(messages.length / 2))
    }
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
    locks,
    read,
    readable,
    readWith(chunk) {
      restore = chunk
    },
    merge: (mine, theirs) => restore!.mergeMessages(mine, theirs),
    onHeard(listener) {
      heard = listener
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
      else if (parsed?.visitorId === visitorId) written = kv.get(keys.conversation)
      return parsed ?? emptyConversation()
    },
    flush() {
      const latest = waiting
      waiting = undefined
      if (latest) write(latest)
    },
    save(conversation, now = false) {
      if (now) {
        waiting = undefined
        return write(conversation)
      }
      const asked = waiting
      waiting = conversation
      if (asked) return
      locks.run(keys.conversation, () => {
        const latest = waiting
        waiting = undefined
        if (latest) write(latest)
      })
    },
  }
}
