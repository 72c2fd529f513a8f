// The earlier conversations as the list shows them, and what its buttons do
// to what is stored: continue one (it becomes the current conversation, with
// its own visitor id, so the service carries on its session), delete one or
// all. Every tab follows a continued conversation as it follows a new one:
// its visitor id is written last, and a tab that hears the id change renews
// its panel from the record written before it (src/panel/storage/follow-tabs.ts).
import type { RestoreChunk } from '../restore/descriptor'
import type { ChunkModel, KeyValueStore } from '../shared/chunks/panel-chunks'
import { CONVERSATION_VERSION, type Conversation, type StoredMessage } from '../shared/conversation/message'
import { own, parseObject, stringify } from '../shared/page/json'
import { keptRecord, readKept, writeKept } from '../shared/storage/kept'
import { storageKeys } from '../shared/storage/ui-state'

/** One earlier conversation: its visitor id, when it ended (ISO 8601), and the conversation as the restore chunk's check read it. */
export interface Kept {
  id: string
  ended: string
  conversation: Conversation
}

/** What the list needs of the panel's model. */
export type ListModel = Pick<ChunkModel, 'visitorId' | 'sessionId' | 'visitorName' | 'visitorEmail' | 'messages' | 'expanded' | 'outgoing' | 'flush' | 'raise'>

/** On its way: queued or being sent. */
const waiting = (m: StoredMessage) => m.status === 'queued' || m.status === 'sending'

/** The kept conversations, newest first: each checked as a stored conversation is, those with no message left out. */
export function keptList(kv: KeyValueStore, widgetKey: string, restore: Pick<RestoreChunk, 'parseConversation'>): Kept[] {
  return readKept(kv, storageKeys(widgetKey).kept)
    .flatMap(({ id, json }) => {
      const conversation = restore.parseConversation(json)
      if (!conversation?.messages.length) return []
      const ended = own(parseObject(json)!, 'ended')
      // Untrusted: a date that is none reads as the last message's.
      const at = typeof ended === 'string' && ended.length <= 40 && !isNaN(Date.parse(ended)) ? ended : conversation.messages.at(-1)!.at
      return [{ id, ended: at, conversation: { ...conversation, visitorId: id } }]
    })
    .reverse()
}

/**
 * Makes `kept` the current conversation, and the current one (if it holds
 * a message) an earlier one; false (nothing changed) while a message of the
 * current one is on its way: it is never moved to another conversation.
 * The panel is renewed afterwards (it reads what is stored now).
 */
export function continueConversation(kv: KeyValueStore, widgetKey: string, model: ListModel, kept: Kept, now: string): boolean {
  if (model.outgoing.value) return false
  // What waits to be written (the last reply, the draft) is written for the conversation it belongs to.
  model.flush()
  const keys = storageKeys(widgetKey)
  const current = model.messages.value.length
    ? [
        keptRecord(
          {
            visitorId: model.visitorId,
            sessionId: model.sessionId.value,
            visitorName: model.visitorName.value,
            visitorEmail: model.visitorEmail.value,
            messages: model.messages.value,
          },
          now,
        ),
      ]
    : []
  writeKept(kv, keys.kept, [...readKept(kv, keys.kept).filter((r) => r.id !== kept.id && r.id !== model.visitorId), ...current])
  const { conversation } = kept
  // The record before the id: a tab renewed by the id finds it.
  kv.set(
    keys.conversation,
    stringify({
      v: CONVERSATION_VERSION,
      ...conversation,
      open: true,
      started: true,
      // Who the visitor is stays as they last said.
      visitorName: model.visitorName.value ?? conversation.visitorName,
      visitorEmail: model.visitorEmail.value ?? conversation.visitorEmail,
      visitorId: kept.id,
      unread: undefined,
      expanded: model.expanded.value || undefined,
    }),
  )
  kv.set(keys.ui, stringify({ open: true, unread: 0, outbox: conversation.messages.filter(waiting).length }))
  kv.set(keys.visitor, kept.id)
  model.raise('conversation', { action: 'switch' })
  return true
}

/** Deletes the earlier conversation `id`, or all of them. */
export function deleteKept(kv: KeyValueStore, widgetKey: string, model: Pick<ChunkModel, 'raise'>, id?: string) {
  const key = storageKeys(widgetKey).kept
  writeKept(kv, key, id ? readKept(kv, key).filter((r) => r.id !== id) : [])
  model.raise('conversation', { action: 'delete' })
}
