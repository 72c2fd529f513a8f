// @vitest-environment node
// Shared helpers for the mock-service contract tests: start real servers on
// 127.0.0.1 (free ports), call them with Node's global fetch, and check the
// one error shape of docs/mock-service.md ("Errors").
import { expect } from 'vitest'
import { startMockServer, type MockServer, type MockServerOptions } from '../../mock/server'
import type { WidgetPosition } from '../../src/shared/service/wire'

export const TOKEN_A = 'tok_contract_account_a_0001'
export const TOKEN_B = 'tok_contract_account_b_0002'
export const DEMO_KEY = 'wgt_demo_acme_coffee'
export const AGENT_ID = '0b8f2d7e-4c1a-4f3e-9a2b-6d5c4e3f2a10'

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
export const ISO_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/
export const WIDGET_KEY_RE = /^wgt_[A-Za-z0-9_-]{24}$/

/** The Chat widget fields the interface returns on creation, in its order. */
export const WIDGET_FIELDS = [
  'id',
  'widget_key',
  'agent_id',
  'name',
  'primary_color',
  'position',
  'welcome_message',
  'collect_visitor_name',
  'collect_visitor_email',
  'is_active',
  'embed_code',
  'created_at',
] as const

/** The Chat session fields of the interface, in its order (written out here, not imported). */
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

export interface WidgetResponse {
  id: string
  widget_key: string
  agent_id: string
  name: string
  primary_color: string
  position: WidgetPosition
  welcome_message: string
  collect_visitor_name: boolean
  collect_visitor_email: boolean
  is_active: boolean
  embed_code: string
  created_at: string
}

export interface WebhookReply {
  session_id: string
  aiResponse: string
  aiMessageId: string
}

export interface SessionRow {
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

export interface SessionList {
  sessions: SessionRow[]
  total: number
}

export interface ErrorBody {
  error: { code: string; message: string; field?: string }
}

export interface ApiResponse<T = unknown> {
  status: number
  headers: Headers
  text: string
  /** The parsed body, or undefined when it is not JSON. */
  body: T
}

const started = new Set<MockServer>()

/** A mock server on 127.0.0.1 and a free port, with accounts A and B unless told otherwise. */
export async function startServer(options: MockServerOptions = {}): Promise<MockServer> {
  const server = await startMockServer({ port: 0, host: '127.0.0.1', tokens: [TOKEN_A, TOKEN_B], ...options })
  started.add(server)
  return server
}

/** Closes one server (idempotent). */
export async function stopServer(server: MockServer): Promise<void> {
  if (!started.delete(server)) return
  await server.close()
}

/** Closes every server started through startServer and not yet stopped. */
export async function stopAllServers(): Promise<void> {
  const servers = [...started]
  started.clear()
  await Promise.all(servers.map((s) => s.close()))
}

export interface CallOptions {
  /** The bearer token; null sends no Authorization header. */
  token?: string | null
  /** A raw Authorization header value (wins over token). */
  authorization?: string
  origin?: string
  headers?: Record<string, string>
  /** A raw body sent as is instead of JSON.stringify(body). */
  raw?: string | Uint8Array<ArrayBuffer>
  method?: string
}

async function toApiResponse<T>(response: Response): Promise<ApiResponse<T>> {
  const text = await response.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  return { status: response.status, headers: response.headers, text, body: body as T }
}

/** POSTs (or `method`) to {baseUrl}/<operation> with a JSON body. */
export async function call<T = unknown>(server: MockServer, operation: string, body: unknown, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...options.headers }
  if (options.authorization !== undefined) headers['Authorization'] = options.authorization
  else if (options.token !== null && options.token !== undefined) headers['Authorization'] = `Bearer ${options.token}`
  if (options.origin !== undefined) headers['Origin'] = options.origin
  const method = options.method ?? 'POST'
  const init: RequestInit = { method, headers }
  if (method !== 'GET' && method !== 'HEAD') init.body = options.raw ?? JSON.stringify(body)
  return toApiResponse<T>(await fetch(`${server.baseUrl}/${operation}`, init))
}

/** A GET/other request to any path of the server. */
export async function request<T = unknown>(server: MockServer, path: string, init: RequestInit = {}): Promise<ApiResponse<T>> {
  return toApiResponse<T>(await fetch(server.origin + path, init))
}

export async function createWidget(server: MockServer, fields: Record<string, unknown> = {}, token: string = TOKEN_A): Promise<WidgetResponse> {
  const res = await call<WidgetResponse>(server, 'create-chat-widget', { agent_id: AGENT_ID, ...fields }, { token })
  expect(res.status, res.text).toBe(200)
  return res.body
}

let visitorCounter = 0
/** A fresh, valid visitor id (v_ + 8 to 128 URL-safe characters). */
export function newVisitor(label = 'visitor'): string {
  visitorCounter++
  return `v_${label}_${process.pid}_${String(visitorCounter).padStart(6, '0')}`
}

export interface WebhookFields {
  widget_key?: unknown
  message?: unknown
  visitor_id?: unknown
  page_url?: unknown
  visitor_name?: unknown
  visitor_email?: unknown
  [extra: string]: unknown
}

/** A webhook-chat-message body with valid defaults; `undefined` in overrides removes a field. */
export function webhookBody(overrides: WebhookFields = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {
    widget_key: DEMO_KEY,
    message: 'Hello there',
    visitor_id: 'v_default_visitor_1',
    page_url: 'https://site.example/page',
  }
  for (const [k, v] of Object.entries(overrides)) {
    if (v === undefined) delete body[k]
    else body[k] = v
  }
  return body
}

export async function sendMessage(server: MockServer, overrides: WebhookFields = {}, options: CallOptions = {}): Promise<ApiResponse<WebhookReply>> {
  return call<WebhookReply>(server, 'webhook-chat-message', webhookBody(overrides), { token: null, ...options })
}

/** Sends a message that must succeed; returns the reply. */
export async function sendOk(server: MockServer, overrides: WebhookFields = {}, options: CallOptions = {}): Promise<WebhookReply> {
  const res = await sendMessage(server, overrides, options)
  expect(res.status, res.text).toBe(200)
  return res.body
}

export async function listSessions(server: MockServer, filters: Record<string, unknown> = {}, token: string = TOKEN_A): Promise<SessionList> {
  const res = await call<SessionList>(server, 'list-chat-sessions', filters, { token })
  expect(res.status, res.text).toBe(200)
  return res.body
}

/**
 * Checks the one error shape of docs/mock-service.md: the status, exactly
 * {error: {code, message, field?}}, a non-empty message, no stack.
 * field: a string or RegExp to match, null when it must be absent, undefined for "any".
 */
export function expectError(res: ApiResponse<unknown>, status: number, code: string, field?: string | RegExp | null): void {
  expect(res.status, res.text).toBe(status)
  expect(res.headers.get('content-type') ?? '').toMatch(/^application\/json/)
  const body = res.body as ErrorBody
  expect(body, res.text).toBeTypeOf('object')
  expect(Object.keys(body)).toEqual(['error'])
  const error = body.error
  expect(error.code).toBe(code)
  expect(typeof error.message).toBe('string')
  expect(error.message.length).toBeGreaterThan(0)
  for (const key of Object.keys(error)) expect(['code', 'message', 'field']).toContain(key)
  expect(res.text).not.toMatch(/"stack"|\n\s+at /)
  if (field === null) expect(error).not.toHaveProperty('field')
  else if (typeof field === 'string') expect(error.field).toBe(field)
  else if (field instanceof RegExp) expect(error.field ?? '').toMatch(field)
}

/** The error code of an error answer ('' when the body has none). */
export function errorCode(res: ApiResponse<unknown>): string {
  const body = res.body as Partial<ErrorBody> | undefined
  return body?.error?.code ?? ''
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** A clock the service reads instead of Date.now; advance it by hand. */
export function manualClock(startIso = '2031-03-04T05:06:30.000Z') {
  let t = Date.parse(startIso)
  return {
    now: () => t,
    advance(ms: number) {
      t += ms
    },
    iso: () => new Date(t).toISOString(),
  }
}
