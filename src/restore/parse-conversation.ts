// The restore chunk's check of a stored conversation (src/shared/chunks/manifest.ts):
// anything the host page (or an older version of us) left in the widget's
// keys is validated field by field, and what does not fit is dropped rather
// than crashing the widget. Only a returning visitor's page loads it: a new
// visitor has nothing stored to check.
import { own, ownString, parseObject } from '../shared/page/json'
import {
  CONVERSATION_VERSION,
  MAX_STORED_MESSAGES,
  VISITOR_ID_PATTERN,
  type Conversation,
  type DeliveryStatus,
  type Role,
  type StoredMessage,
} from '../shared/conversation/message'
import { LIMITS, MAX_REPLY_CHARS, MAX_VISITOR_MESSAGE_CHARS } from '../shared/service/wire'

/** The stored record as the panel may use it, or null when it is unusable. */
export function parseConversation(raw: string): Conversation | null {
  const data = parseObject(raw)
  const list = data && own(data, 'messages')
  if (!data || own(data, 'v') !== CONVERSATION_VERSION || !Array.isArray(list)) return null
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

// Far more changes than a message ever sees, and still exact as a number.
const MAX_REV = 1e6

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
  const rev = own(item, 'rev')
  if (typeof rev === 'number' && Number.isInteger(rev) && rev > 0) message.rev = Math.min(rev, MAX_REV)
  const by = ownString(item, 'by', 40)
  if (by && role === 'visitor') message.by = by
  const sessionId = ownString(item, 'sessionId', 100)
  if (sessionId) message.sessionId = sessionId
  if (role === 'agent' && own(item, 'rateable') === true) {
    message.rateable = true
    const feedback = own(item, 'feedback')
    if (feedback === 'positive' || feedback === 'negative') message.feedback = feedback
  }
  return message
}
