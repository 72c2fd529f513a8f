// The mock service, free of HTTP: `call` takes an operation name, the
// Authorization header, the request's Origin and its parsed JSON body, and
// returns the JSON response or throws an ApiError. The data lives in
// mock/state.ts, each operation in mock/operations/.
// Choices where the interface says "not shown" are listed in docs/mock-service.md.
import { randomUUID } from 'node:crypto'
import { ApiError } from './api-error'
import { Faults } from './faults'
import { createChatWidget, defaultWidgetFields } from './operations/create-chat-widget'
import { listChatSessions } from './operations/list-chat-sessions'
import { webhookChatMessage } from './operations/webhook-chat-message'
import { createRateLimiter } from './rate-limit'
import { isoNow, newToken, newWidgetKey, type Account, type CallContext, type MockState, type ServiceCore } from './state'

export { newToken, newWidgetKey, SESSION_FIELDS } from './state'
export type { Account, CallContext, ChatSession, MockState, Widget } from './state'

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

/** The widget the first account holds, so the demo and tests have a known key. */
export const DEMO_WIDGET_KEY = 'wgt_demo_acme_coffee'
export const DEFAULT_SESSION_IDLE_MS = 30 * 60_000
export const DEFAULT_VISITOR_PER_MINUTE = 30
export const DEFAULT_WIDGET_PER_MINUTE = 600

export class MockService {
  readonly state: MockState
  readonly faults = new Faults()
  /** Called after every change of state (for --data persistence). */
  onChange: () => void = () => {}
  private readonly core: ServiceCore

  constructor(options: ServiceOptions = {}) {
    this.state = options.state ?? { version: 1, accounts: [], widgets: [], sessions: [] }
    this.core = {
      state: this.state,
      now: options.now ?? Date.now,
      idleMs: options.sessionIdleMs ?? DEFAULT_SESSION_IDLE_MS,
      perVisitor: createRateLimiter(options.visitorMessagesPerMinute ?? DEFAULT_VISITOR_PER_MINUTE, 60_000),
      perWidget: createRateLimiter(options.widgetMessagesPerMinute ?? DEFAULT_WIDGET_PER_MINUTE, 60_000),
      changed: () => this.onChange(),
    }
    const tokens = options.tokens ?? (this.state.accounts.length ? [] : [newToken()])
    for (const token of tokens) if (!this.state.accounts.some((a) => a.token === token)) this.seedAccount(token)
  }

  private seedAccount(token: string) {
    const account: Account = { id: randomUUID(), token }
    this.state.accounts.push(account)
    const demoKeyTaken = this.state.widgets.some((w) => w.widget_key === DEMO_WIDGET_KEY)
    this.state.widgets.push({
      ...defaultWidgetFields(),
      id: randomUUID(),
      account_id: account.id,
      widget_key: demoKeyTaken ? newWidgetKey() : DEMO_WIDGET_KEY,
      agent_id: randomUUID(),
      name: 'Acme Coffee',
      is_active: true,
      created_at: isoNow(this.core),
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

  // Dispatches through the methods below, so a test can replace one of them.
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
    return createChatWidget(this.core, account, ctx)
  }

  webhookChatMessage(ctx: CallContext) {
    return webhookChatMessage(this.core, ctx)
  }

  listChatSessions(account: Account, ctx: CallContext) {
    return listChatSessions(this.core, account, ctx)
  }
}
