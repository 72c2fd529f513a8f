// The conversation's messages as the panel stores them and as the commands
// chunk and the panel's chunks see them.
import type { FeedbackValue } from './public-api'

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
}
