// The mock service's state and operations, free of HTTP: `call` takes an
// operation name, the Authorization header, the request's Origin and its
// parsed JSON body, and returns the JSON response or throws an ApiError.
// Choices where the interface says "not shown" are listed in the README.
import { randomBytes, randomUUID } from 'node:crypto'
import { embedCode } from '../src/embed-code'
import { ApiError } from './api-error'
import { Faults } from './faults'
import { createRateLimiter, type RateLimiter } from './rate-limit'
import { replyTo } from './replies'
import { boolean, domains, email, hexColor, integer, oneOf, optional, parseBody, required, text, timestamp, url, uuid } from './validate'

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

interface StoredSession extends ChatSession {
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

export interface ServiceOptions {
  /** API tokens, one account each, each seeded with a demo widget. */
  tokens?: string[]
  /** A saved state to continue from (accounts for new tokens are added). */
  state?: MockState
  /** An active session with no message for this long is closed; the next message opens a new one. */
  sessionIdleMs?: number
  visitorMessagesPerMinute?: number
  widgetMessagesPerMinute?: number
  now?: () => number
}

export interface CallContext {
  authorization?: string | undefined
  origin?: string | undefined
  body: Record<string, unknown>
  /** Where the mock serves loader.js, for embed codes. */
  publicOrigin: string
}

/** The widget the first account holds, so the demo and tests have a known key. */
export const DEMO_WIDGET_KEY = 'wgt_demo_acme_coffee'
export const MAX_MESSAGE_CHARS = 4000
export const MAX_NAME_CHARS = 200
export const DEFAULT_SESSION_IDLE_MS = 30 * 60_000
export const DEFAULT_VISITOR_PER_MINUTE = 30
export const DEFAULT_WIDGET_PER_MINUTE = 600
const VISITOR_ID = /^v_[A-Za-z0-9_-]{8,128}$/
const PREVIEW_CHARS = 200

const WIDGET_DEFAULTS = {
  name: 'Website Chat',
  primary_color: '#6366f1',
  position: 'bottom-right' as const,
  welcome_message: 'Hi! How can I help you today?',
  offline_message: "Leave a message and we'll get back to you.",
  collect_visitor_name: true,
  collect_visitor_email: false,
  allowed_domains: [] as string[],
}

export function newWidgetKey(): string {
  return 'wgt_' + randomBytes(18).toString('base64url')
}

export function newToken(): string {
  return 'tok_' + randomBytes(24).toString('base64url')
}

export class MockService {
  readonly state: MockState
  readonly faults = new Faults()
  /** Called after every change of state (for --data persistence). */
  onChange: () => void = () => {}
  private readonly now: () => number
  private readonly idleMs: number
  private readonly perVisitor: RateLimiter
  private readonly perWidget: RateLimiter

  constructor(options: ServiceOptions = {}) {
    this.now = options.now ?? Date.now
    this.idleMs = options.sessionIdleMs ?? DEFAULT_SESSION_IDLE_MS
    this.perVisitor = createRateLimiter(options.visitorMessagesPerMinute ?? DEFAULT_VISITOR_PER_MINUTE, 60_000)
    this.perWidget = createRateLimiter(options.widgetMessagesPerMinute ?? DEFAULT_WIDGET_PER_MINUTE, 60_000)
    this.state = options.state ?? { version: 1, accounts: [], widgets: [], sessions: [] }
    const tokens = options.tokens ?? (this.state.accounts.length ? [] : [newToken()])
    for (const token of tokens) if (!this.state.accounts.some((a) => a.token === token)) this.seedAccount(token)
  }

  private iso(): string {
    return new Date(this.now()).toISOString()
  }

  private seedAccount(token: string) {
    const account: Account = { id: randomUUID(), token }
    this.state.accounts.push(account)
    const demoKeyTaken = this.state.widgets.some((w) => w.widget_key === DEMO_WIDGET_KEY)
    this.state.widgets.push({
      ...WIDGET_DEFAULTS,
      id: randomUUID(),
      account_id: account.id,
      widget_key: demoKeyTaken ? newWidgetKey() : DEMO_WIDGET_KEY,
      agent_id: randomUUID(),
      name: 'Acme Coffee',
      is_active: true,
      created_at: this.iso(),
    })
  }

  /** The account whose token the header carries; 401 otherwise. */
  authenticate(authorization: string | undefined): Account {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')
    const account = match ? this.state.accounts.find((a) => a.token === match[1]) : undefined
    if (!account) {
      throw new ApiError(401, 'unauthorized', authorization ? 'the API token is not valid' : 'send Authorization: Bearer <API_TOKEN>')
    }
    return account
  }

  static readonly operations = ['create-chat-widget', 'webhook-chat-message', 'list-chat-sessions'] as const

  static isOperation(name: string): name is (typeof MockService.operations)[number] {
    return (MockService.operations as readonly string[]).includes(name)
  }

  call(operation: string, ctx: CallContext): unknown {
    switch (operation) {
      case 'create-chat-widget':
        return this.createChatWidget(this.authenticate(ctx.authorization), ctx)
      case 'webhook-chat-message':
        return this.webhookChatMessage(ctx)
      case 'list-chat-sessions':
        return this.listChatSessions(this.authenticate(ctx.authorization), ctx)
      default:
        throw new ApiError(404, 'unknown_operation', `there is no operation called ${operation.slice(0, 60)}`)
    }
  }

  createChatWidget(account: Account, ctx: CallContext) {
    const input = parseBody(
      ctx.body,
      {
        agent_id: required(uuid),
        name: optional(text(80)),
        primary_color: optional(hexColor),
        position: optional(oneOf('bottom-right', 'bottom-left')),
        welcome_message: optional(text(1000)),
        offline_message: optional(text(1000)),
        collect_visitor_name: optional(boolean),
        collect_visitor_email: optional(boolean),
        allowed_domains: optional(domains),
      },
      'create-chat-widget',
    )
    const widget: Widget = {
      id: randomUUID(),
      account_id: account.id,
      widget_key: newWidgetKey(),
      agent_id: input.agent_id,
      name: input.name ?? WIDGET_DEFAULTS.name,
      primary_color: input.primary_color ?? WIDGET_DEFAULTS.primary_color,
      position: input.position ?? WIDGET_DEFAULTS.position,
      welcome_message: input.welcome_message ?? WIDGET_DEFAULTS.welcome_message,
      offline_message: input.offline_message ?? WIDGET_DEFAULTS.offline_message,
      collect_visitor_name: input.collect_visitor_name ?? WIDGET_DEFAULTS.collect_visitor_name,
      collect_visitor_email: input.collect_visitor_email ?? WIDGET_DEFAULTS.collect_visitor_email,
      allowed_domains: [...new Set(input.allowed_domains ?? [])],
      is_active: true,
      created_at: this.iso(),
    }
    this.state.widgets.push(widget)
    this.onChange()
    return this.publicWidget(widget, ctx.publicOrigin)
  }

  /** The Chat widget fields the interface returns on creation, in its order. */
  publicWidget(w: Widget, publicOrigin: string) {
    return {
      id: w.id,
      widget_key: w.widget_key,
      agent_id: w.agent_id,
      name: w.name,
      primary_color: w.primary_color,
      position: w.position,
      welcome_message: w.welcome_message,
      collect_visitor_name: w.collect_visitor_name,
      collect_visitor_email: w.collect_visitor_email,
      is_active: w.is_active,
      embed_code: embedCode({
        loaderUrl: publicOrigin + '/loader.js',
        widgetKey: w.widget_key,
        name: w.name,
        primaryColor: w.primary_color,
        position: w.position,
        welcomeMessage: w.welcome_message,
        offlineMessage: w.offline_message,
        collectVisitorName: w.collect_visitor_name,
        collectVisitorEmail: w.collect_visitor_email,
      }),
      created_at: w.created_at,
    }
  }

  webhookChatMessage(ctx: CallContext) {
    const input = parseBody(
      ctx.body,
      {
        widget_key: required(text(200)),
        message: required(text(MAX_MESSAGE_CHARS)),
        visitor_id: required(text(200)),
        page_url: required(url),
        visitor_name: optional(text(MAX_NAME_CHARS, { allowBlank: true })),
        visitor_email: optional(email),
        client_message_id: optional(uuid),
      },
      'webhook-chat-message',
    )
    if (!VISITOR_ID.test(input.visitor_id)) throw new ApiError(400, 'invalid_field', 'visitor_id must be v_ followed by 8 to 128 URL-safe characters', 'visitor_id')
    const widget = this.state.widgets.find((w) => w.widget_key === input.widget_key)
    if (!widget || !widget.is_active) throw new ApiError(404, 'unknown_widget', 'no active widget has this widget_key', 'widget_key')
    this.checkDomain(widget, ctx.origin, input.page_url)

    const now = this.now()
    let session = this.state.sessions.find((s) => s.widget_id === widget.id && s.visitor_id === input.visitor_id && s.status === 'active')
    // A message sent again (the widget retries after timeouts and network
    // errors) is answered once: the same reply, nothing counted twice.
    const earlier = input.client_message_id === undefined ? undefined : session?.answered?.[input.client_message_id]
    if (earlier) return { ...earlier }

    // Refused messages are not counted, so one visitor over the limit does not use up the widget's.
    const visitorKey = widget.id + ' ' + input.visitor_id
    const wait = Math.max(this.perWidget.wait(widget.id, now), this.perVisitor.wait(visitorKey, now))
    if (wait) throw new ApiError(429, 'rate_limited', 'too many messages; try again later', undefined, wait)
    this.perWidget.count(widget.id)
    this.perVisitor.count(visitorKey)

    const iso = new Date(now).toISOString()
    if (session && now - Date.parse(session.last_message_at) >= this.idleMs) {
      session.status = 'closed'
      session = undefined
    }
    if (!session) {
      session = {
        id: randomUUID(),
        account_id: widget.account_id,
        widget_id: widget.id,
        widget_name: widget.name,
        visitor_id: input.visitor_id,
        visitor_name: '',
        visitor_email: '',
        status: 'active',
        last_message: '',
        last_message_at: iso,
        message_count: 0,
        page_url: input.page_url,
        created_at: iso,
      }
      this.state.sessions.push(session)
    }
    const aiResponse = replyTo(input.message)
    if (input.visitor_name !== undefined && input.visitor_name.trim()) session.visitor_name = input.visitor_name.trim()
    if (input.visitor_email !== undefined && input.visitor_email.trim()) session.visitor_email = input.visitor_email.trim()
    session.page_url = input.page_url
    // The visitor's message and the reply both count; the preview is the latest, the reply.
    session.message_count += 2
    session.last_message = aiResponse.slice(0, PREVIEW_CHARS)
    session.last_message_at = iso
    const reply = { session_id: session.id, aiResponse, aiMessageId: randomUUID() }
    if (input.client_message_id !== undefined) {
      const answered = (session.answered ??= {})
      answered[input.client_message_id] = reply
      // Retries come within minutes; the last 100 answers per session are plenty.
      const ids = Object.keys(answered)
      if (ids.length > 100) delete answered[ids[0]!]
    }
    this.onChange()
    return { ...reply }
  }

  /** A listed domain allows itself and its subdomains; an empty list allows all. */
  private checkDomain(widget: Widget, origin: string | undefined, pageUrl: string) {
    if (widget.allowed_domains.length === 0) return
    const allowed = (host: string) => widget.allowed_domains.some((d) => host === d || host.endsWith('.' + d))
    const hosts = [new URL(pageUrl).hostname]
    if (origin !== undefined && origin !== 'null') {
      try {
        hosts.push(new URL(origin).hostname)
      } catch {
        hosts.push('')
      }
    } else if (origin === 'null') hosts.push('')
    if (!hosts.every(allowed)) throw new ApiError(403, 'domain_not_allowed', 'this widget may not be used on this domain')
  }

  listChatSessions(account: Account, ctx: CallContext) {
    const input = parseBody(
      ctx.body,
      {
        limit: optional(integer(0, 100)),
        offset: optional(integer(0, Number.MAX_SAFE_INTEGER)),
        widget_id: optional(uuid),
        status: optional(oneOf('active', 'closed')),
        from_date: optional(timestamp),
      },
      'list-chat-sessions',
    )
    const now = this.now()
    for (const s of this.state.sessions) {
      if (s.status === 'active' && now - Date.parse(s.last_message_at) >= this.idleMs) s.status = 'closed'
    }
    const from = input.from_date === undefined ? undefined : Date.parse(input.from_date)
    const matching = this.state.sessions
      .filter(
        (s) =>
          s.account_id === account.id &&
          (input.widget_id === undefined || s.widget_id === input.widget_id) &&
          (input.status === undefined || s.status === input.status) &&
          (from === undefined || Date.parse(s.created_at) >= from),
      )
      // Most recently active first; ties by creation, then id, so pages are stable.
      .sort((a, b) => b.last_message_at.localeCompare(a.last_message_at) || b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id))
    const offset = input.offset ?? 0
    const limit = input.limit ?? 50
    return {
      sessions: matching.slice(offset, offset + limit).map((s) => Object.fromEntries(SESSION_FIELDS.map((f) => [f, s[f]]))),
      total: matching.length,
    }
  }
}
