// The conversations the visitor ended ("Earlier conversations"): kept on
// the visitor's device under one key per widget (`agent-chat:<key>:kept`,
// beside the conversation, in the same data-storage), a JSON array, oldest
// first, of records in the conversation's own format plus `ended`. The menu
// chunk keeps the conversation a new one ends; the history chunk lists,
// opens, continues and deletes them. Read back untrusted: the history chunk
// checks each with the restore chunk's check of a stored conversation.
import { stringify } from '../page/json'
import type { KeyValueStore } from '../chunks/panel-chunks'
import { CONVERSATION_VERSION, MAX_STORED_MESSAGES, VISITOR_ID_PATTERN, type Conversation } from '../conversation/message'

/** At most this many, per widget: the oldest goes first. */
export const MAX_KEPT = 20
/**
 * At most this many characters together: browsers count an origin's 5 MB
 * of storage in characters, and the widget is a guest there (the site needs
 * the rest). The oldest goes first.
 */
export const MAX_KEPT_SIZE = 1024 * 1024

/** One kept conversation as stored: its visitor id (its key in the list) and its record's JSON. */
export interface KeptRecord {
  id: string
  json: string
}

/** The records stored under `key`, oldest first: those that are objects with a visitor id (each is checked again before it is shown). */
export function readKept(kv: KeyValueStore, key: string): KeptRecord[] {
  let list: unknown
  try {
    list = JSON.parse(kv.get(key) || '[]')
  } catch {
    return []
  }
  if (!Array.isArray(list)) return []
  return list.flatMap((item: unknown) => {
    const id = item && typeof item === 'object' && Object.hasOwn(item, 'visitorId') ? (item as { visitorId: unknown }).visitorId : undefined
    return typeof id === 'string' && VISITOR_ID_PATTERN.test(id) ? [{ id, json: stringify(item) }] : []
  })
}

/**
 * Writes `records` (oldest first) under `key`: the newest 20 that fit in
 * 1 MB, and of those as many as the storage takes (a full storage drops the
 * oldest). Where even one is refused, the storage is blocked, not full: they
 * live in the page's memory for this page view, as the conversation does.
 */
export function writeKept(kv: KeyValueStore, key: string, records: readonly KeptRecord[]) {
  let list = records.slice(-MAX_KEPT)
  const size = (of: KeptRecord[]) => of.reduce((sum, r) => sum + r.json.length + 1, 1)
  while (list.length && size(list) > MAX_KEPT_SIZE) list = list.slice(1)
  if (!list.length) return kv.remove(key)
  const put = (of: KeptRecord[]) => kv.set(key, `[${of.map((r) => r.json).join(',')}]`)
  for (let rest = list; rest.length; rest = rest.slice(1)) if (put(rest)) return
  put(list)
}

/** What a kept record holds of the conversation it was. */
export type Ending = Pick<Conversation, 'visitorName' | 'visitorEmail' | 'sessionId' | 'messages'> & { visitorId: string }

/** `conversation` as a kept record, ended `at` (ISO 8601). */
export function keptRecord(conversation: Ending, at: string): KeptRecord {
  const { visitorId, visitorName, visitorEmail, sessionId } = conversation
  const messages = conversation.messages.slice(-MAX_STORED_MESSAGES).map(({ by: _, ...m }) => m)
  return {
    id: visitorId,
    json: stringify({ v: CONVERSATION_VERSION, open: false, started: true, visitorName, visitorEmail, sessionId, visitorId, ended: at, messages }),
  }
}

/** Keeps `conversation` (one with messages) as the newest of the kept ones, in place of an older copy of it. */
export function keep(kv: KeyValueStore, key: string, conversation: Ending, at: string) {
  if (!conversation.messages.length) return
  writeKept(kv, key, [...readKept(kv, key).filter((r) => r.id !== conversation.visitorId), keptRecord(conversation, at)])
}
