// The mock service's state and operations, free of HTTP: each operation takes
// the caller's account (or none, for the webhook), the request's origin and
// its parsed JSON body, and returns a JSON body or throws an ApiError.
import { randomBytes, randomUUID } from 'node:crypto'
import { ApiError } from './api-error'
import { replyTo } from './replies'

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
  position: 'bottom-right' | 'bottom-left'
  welcome_message: string
  offline_message: string
  collect_visitor_name: boolean
  collect_visitor_email: boolean
  allowed_domains: string[]
  is_active: boolean
  created_at: string
}

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

export interface MockState {
  accounts: Account[]
  widgets: Widget[]
  sessions: ChatSession[]
}

/** The widget every fresh mock holds, so the demo and tests have a known key. */
export const DEMO_WIDGET_KEY = 'wgt_demo_acme_coffee'
export const MAX_MESSAGE_CHARS = 4000

const WEBHOOK_FIELDS = ['widget_key', 'message', 'visitor_id', 'page_url', 'visitor_name', 'visitor_email']
const VISITOR_ID = /^v_[A-Za-z0-9_-]{8,128}$/

export function newWidgetKey(): string {
  return 'wgt_' + randomBytes(18).toString('base64url')
}

export function createState(tokens: string[]): MockState {
  const state: MockState = { accounts: [], widgets: [], sessions: [] }
  tokens.forEach((token, i) => {
    const account: Account = { id: randomUUID(), token }
    state.accounts.push(account)
    state.widgets.push({
      id: randomUUID(),
      account_id: account.id,
      widget_key: i === 0 ? DEMO_WIDGET_KEY : newWidgetKey(),
      agent_id: randomUUID(),
      name: 'Acme Coffee',
      primary_color: '#6366f1',
      position: 'bottom-right',
      welcome_message: 'Hi! How can I help you today?',
      offline_message: "Leave a message and we'll get back to you.",
      collect_visitor_name: true,
      collect_visitor_email: false,
      allowed_domains: [],
      is_active: true,
      created_at: new Date().toISOString(),
    })
  })
  return state
}

function requireString(body: Record<string, unknown>, field: string, max: number): string {
  const value = body[field]
  if (typeof value !== 'string' || value.trim() === '') throw new ApiError(400, 'invalid_field', `${field} must be a non-empty string`, field)
  if (value.length > max) throw new ApiError(400, 'field_too_long', `${field} is longer than ${max} characters`, field)
  return value
}

function optionalString(body: Record<string, unknown>, field: string, max: number): string | undefined {
  if (body[field] === undefined) return undefined
  return requireString(body, field, max)
}

export interface WebhookRequest {
  origin: string | undefined
  body: Record<string, unknown>
}

export function webhookChatMessage(state: MockState, { body }: WebhookRequest) {
  const unknown = Object.keys(body).find((k) => !WEBHOOK_FIELDS.includes(k))
  if (unknown) throw new ApiError(400, 'unknown_field', `${unknown} is not a field of webhook-chat-message`, unknown)
  const widgetKey = requireString(body, 'widget_key', 200)
  const message = requireString(body, 'message', MAX_MESSAGE_CHARS)
  const visitorId = requireString(body, 'visitor_id', 200)
  if (!VISITOR_ID.test(visitorId)) throw new ApiError(400, 'invalid_field', 'visitor_id must look like v_ followed by an opaque string', 'visitor_id')
  const pageUrl = requireString(body, 'page_url', 2048)
  const visitorName = optionalString(body, 'visitor_name', 200)
  const visitorEmail = optionalString(body, 'visitor_email', 254)

  const widget = state.widgets.find((w) => w.widget_key === widgetKey)
  if (!widget || !widget.is_active) throw new ApiError(404, 'unknown_widget', 'no active widget has this widget_key', 'widget_key')

  const now = new Date().toISOString()
  let session = state.sessions.find((s) => s.widget_id === widget.id && s.visitor_id === visitorId && s.status === 'active')
  if (!session) {
    session = {
      id: randomUUID(),
      widget_id: widget.id,
      widget_name: widget.name,
      visitor_id: visitorId,
      visitor_name: '',
      visitor_email: '',
      status: 'active',
      last_message: '',
      last_message_at: now,
      message_count: 0,
      page_url: pageUrl,
      created_at: now,
    }
    state.sessions.push(session)
  }
  const aiResponse = replyTo(message)
  if (visitorName !== undefined) session.visitor_name = visitorName
  if (visitorEmail !== undefined) session.visitor_email = visitorEmail
  session.page_url = pageUrl
  // Both the visitor's message and the reply count; the preview shows the latest.
  session.message_count += 2
  session.last_message = aiResponse.slice(0, 200)
  session.last_message_at = now
  return { session_id: session.id, aiResponse, aiMessageId: randomUUID() }
}
