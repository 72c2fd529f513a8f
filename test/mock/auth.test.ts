// @vitest-environment node
// Authentication and account scoping: docs/mock-service.md ("Operations", "Errors", --token)
// and the interface ("Authentication").
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockServer, type MockServer } from '../../mock/server'
import {
  AGENT_ID,
  DEMO_KEY,
  TOKEN_A,
  TOKEN_B,
  call,
  createWidget,
  expectError,
  listSessions,
  newVisitor,
  sendOk,
  startServer,
  stopAllServers,
  type SessionList,
  type WidgetResponse,
} from './helpers'

let server: MockServer
beforeAll(async () => {
  server = await startServer({ tokens: [TOKEN_A, TOKEN_B] })
})
afterAll(stopAllServers)

describe('Bearer authentication', () => {
  const operations: Array<[string, Record<string, unknown>]> = [
    ['create-chat-widget', { agent_id: AGENT_ID }],
    ['list-chat-sessions', {}],
  ]
  const badHeaders: Array<[string, string | undefined]> = [
    ['no Authorization header', undefined],
    ['an unknown token', 'Bearer tok_wrong_token_value_000'],
    ['Basic credentials', 'Basic xyz'],
    ['Basic with the valid token', `Basic ${TOKEN_A}`],
    ['the bare token without a scheme', TOKEN_A],
    ['Bearer without a token', 'Bearer'],
    ['Bearer and blanks', 'Bearer    '],
    ['the token with a suffix', `Bearer ${TOKEN_A}x`],
    ['a prefix of the token', `Bearer ${TOKEN_A.slice(0, -1)}`],
    ['two tokens', `Bearer ${TOKEN_A} ${TOKEN_B}`],
    ['an empty header', ''],
  ]

  for (const [operation, body] of operations) {
    it.each(badHeaders)(`${operation}: refuses %s with 401 unauthorized and WWW-Authenticate: Bearer`, async (_label, header) => {
      const res = await call(server, operation, body, header === undefined ? { token: null } : { authorization: header })
      expectError(res, 401, 'unauthorized')
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer\b/)
    })

    it(`${operation}: accepts each account's own token`, async () => {
      for (const token of [TOKEN_A, TOKEN_B]) {
        const res = await call(server, operation, body, { token })
        expect(res.status, res.text).toBe(200)
      }
    })

    it(`${operation}: checks the token before reading the body`, async () => {
      const res = await call(server, operation, undefined, { token: null, raw: '{not json', headers: { 'Content-Type': 'text/plain' } })
      expectError(res, 401, 'unauthorized')
    })
  }

  it('accepts the scheme name in any case (RFC 9110: schemes are case-insensitive)', async () => {
    const res = await call(server, 'list-chat-sessions', {}, { authorization: `bearer ${TOKEN_A}` })
    expect(res.status, res.text).toBe(200)
  })

  it('refuses 401 without creating anything', async () => {
    const before = server.service.state.widgets.length
    expectError(await call(server, 'create-chat-widget', { agent_id: AGENT_ID }, { token: 'tok_nobody_0000000000' }), 401, 'unauthorized')
    expect(server.service.state.widgets.length).toBe(before)
  })
})

describe('accounts', () => {
  it('makes each token its own account, seeded with a demo widget; the first holds wgt_demo_acme_coffee', () => {
    const { accounts, widgets } = server.service.state
    expect(accounts.map((a) => a.token)).toEqual([TOKEN_A, TOKEN_B])
    expect(new Set(accounts.map((a) => a.id)).size).toBe(2)
    const demoA = widgets.filter((w) => w.account_id === accounts[0]!.id)[0]
    const demoB = widgets.filter((w) => w.account_id === accounts[1]!.id)[0]
    expect(demoA?.widget_key).toBe(DEMO_KEY)
    expect(demoB?.widget_key).toMatch(/^wgt_[A-Za-z0-9_-]+$/)
    expect(demoB?.widget_key).not.toBe(DEMO_KEY)
  })

  it('without tokens: one account with a generated tok_... token that works', async () => {
    const solo = await startMockServer({ port: 0, host: '127.0.0.1' })
    try {
      const { accounts } = solo.service.state
      expect(accounts).toHaveLength(1)
      const token = accounts[0]!.token
      expect(token).toMatch(/^tok_[A-Za-z0-9_-]{16,}$/)
      expect((await call(solo, 'list-chat-sessions', {}, { token })).status).toBe(200)
      expectError(await call(solo, 'list-chat-sessions', {}, { token: TOKEN_A }), 401, 'unauthorized')
    } finally {
      await solo.close()
    }
  })
})

describe('account scoping', () => {
  let widgetA: WidgetResponse
  let widgetB: WidgetResponse
  let sessionsA: string[]
  let sessionsB: string[]

  beforeAll(async () => {
    widgetA = await createWidget(server, { name: 'A widget' }, TOKEN_A)
    widgetB = await createWidget(server, { name: 'B widget' }, TOKEN_B)
    sessionsA = []
    sessionsB = []
    for (let i = 0; i < 3; i++) sessionsA.push((await sendOk(server, { widget_key: widgetA.widget_key, visitor_id: newVisitor('a') })).session_id)
    // The demo widget of account A.
    sessionsA.push((await sendOk(server, { widget_key: DEMO_KEY, visitor_id: newVisitor('a') })).session_id)
    for (let i = 0; i < 2; i++) sessionsB.push((await sendOk(server, { widget_key: widgetB.widget_key, visitor_id: newVisitor('b') })).session_id)
  })

  it("lists only the sessions of the token's own widgets", async () => {
    const a = await listSessions(server, { limit: 100 }, TOKEN_A)
    const b = await listSessions(server, { limit: 100 }, TOKEN_B)
    expect(a.sessions.map((s) => s.id).sort()).toEqual([...sessionsA].sort())
    expect(a.total).toBe(sessionsA.length)
    expect(b.sessions.map((s) => s.id).sort()).toEqual([...sessionsB].sort())
    expect(b.total).toBe(sessionsB.length)
    const aWidgetIds = new Set(server.service.state.widgets.filter((w) => w.account_id === server.service.state.accounts[0]!.id).map((w) => w.id))
    expect(a.sessions.every((s) => aWidgetIds.has(s.widget_id))).toBe(true)
    expect(b.sessions.some((s) => aWidgetIds.has(s.widget_id))).toBe(false)
  })

  it("matches nothing when filtering by another account's widget_id", async () => {
    const res = await call<SessionList>(server, 'list-chat-sessions', { widget_id: widgetB.id }, { token: TOKEN_A })
    expect(res.status, res.text).toBe(200)
    expect(res.body).toEqual({ sessions: [], total: 0 })
    const res2 = await call<SessionList>(server, 'list-chat-sessions', { widget_id: widgetA.id, limit: 0 }, { token: TOKEN_B })
    expect(res2.body).toEqual({ sessions: [], total: 0 })
  })

  it("still finds the account's own widget with the same filter", async () => {
    expect((await listSessions(server, { widget_id: widgetB.id }, TOKEN_B)).total).toBe(2)
    expect((await listSessions(server, { widget_id: widgetA.id }, TOKEN_A)).total).toBe(3)
  })

  it('does not leak counts through filters of another account', async () => {
    for (const status of ['active', 'closed']) {
      const res = await listSessions(server, { widget_id: widgetA.id, status }, TOKEN_B)
      expect(res).toEqual({ sessions: [], total: 0 })
    }
  })
})
