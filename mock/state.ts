// The mock service's data (what --data persists) and what every operation
// is given: the state, the clock, the rate limiters and the change hook.
import { randomBytes } from 'node:crypto'
import type { WidgetPosition } from '../src/shared/service/wire'
import type { RateLimiter } from './rate-limit'

export interface Account {
  id: string
  token: string
}

export interface Widget {
  id: string
  account_id: string
  widget_key: string
  agent_id: string
  name: string
  primary_color: string
  position: WidgetPosition
  welcome_message: string
  offline_message: string
  collect_visitor_name: boolean
  collect_visitor_email: boolean
  allowed_domains: string[]
  is_active: boolean
  created_at: string
}

/** The Chat session fields of the interface, in its order. */
export const SESSION_FIELDS = [
  'id',
  'widget_id',
  'widget_name',
  'visitor_id',
  'visitor_name',
  'visitor_email',
  'status',
  'last_message',
  'last_message_at',
  'message_count',
  'page_url',
  'created_at',
] as const

export interface ChatSession {
  id: string
  widget_id: string
  widget_name: string
  visitor_id: string
  visitor_name: string
  visitor_email: string
  status: 'active' | 'closed'
  last_message: string
  last_message_at: string
  message_count: number
  page_url: string
  created_at: string
}

export interface StoredSession extends ChatSession {
  account_id: string
  /** Replies by client_message_id, to answer a resent message once. */
  answered?: Record<string, { session_id: string; aiResponse: string; aiMessageId: string }>
}

export interface MockState {
  version: 1
  accounts: Account[]
  widgets: Widget[]
  sessions: StoredSession[]
}

/** One call of an operation, as the HTTP front hands it over. */
export interface CallContext {
  authorization?: string | undefined
  origin?: string | undefined
  body: Record<string, unknown>
  /** Where the mock serves loader.js, for embed codes. */
  publicOrigin: string
}

/** What the operations share; the MockService holds it. */
export interface ServiceCore {
  readonly state: MockState
  now(): number
  /** An active session with no message for this long is closed. */
  readonly idleMs: number
  readonly perVisitor: RateLimiter
  readonly perWidget: RateLimiter
  /** Call after every change of state (for --data persistence). */
  changed(): void
}

export function isoNow(core: ServiceCore): string {
  return new Date(core.now()).toISOString()
}

export function newWidgetKey(): string {
  return 'wgt_' + randomBytes(18).toString('base64url')
}

export function newToken(): string {
  return 'tok_' + randomBytes(24).toString('base64url')
}
