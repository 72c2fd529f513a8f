// The conversation's messages as the panel stores them and as the commands
// chunk and the panel's chunks see them.
import type { FeedbackValue } from '../api/public-api'

export type Role = 'visitor' | 'agent' | 'notice'
export type DeliveryStatus = 'queued' | 'sending' | 'sent' | 'failed'

export interface StoredMessage {
  /** Our own id for the message (visitor messages) or the service's aiMessageId (replies). */
  id: string
  role: Role
  text: string
  /** ISO 8601 timestamp in UTC. */
  at: string
  /** Visitor messages only. */
  status?: DeliveryStatus
  /** The chat session the service filed the reply under. */
  sessionId?: string
  /** Replies: the service gave its aiMessageId (the id), so the reply can take feedback. */
  rateable?: boolean
  /** Replies: the visitor's feedback (data-feedback). */
  feedback?: FeedbackValue
  /**
   * How often the message was changed in a way that is not a step forward
   * (Retry, a page taking over a message its page left on the way, a rating
   * changed): the copy with the higher count is the later one when tabs merge
   * (src/restore/merge-messages.ts). Left out while 0.
   */
  rev?: number
  /** Visitor messages: the page that sends it (a random name each page gives itself), whose going away another tab waits for to take it over. */
  by?: string
}

/** The conversation as stored, per widget key (src/panel/storage/conversation-store.ts writes it, the restore chunk checks it on reading). */
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

/** The stored record's format: another is not read. */
export const CONVERSATION_VERSION = 1

/** Enough for a support conversation; bounded so storage stays small and fast to parse. */
export const MAX_STORED_MESSAGES = 200

/** The visitor ids the widget makes and keeps (22 random characters after `v_`; a little looser on reading). */
export const VISITOR_ID_PATTERN = /^v_[A-Za-z0-9_-]{16,64}$/
