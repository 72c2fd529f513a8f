// @vitest-environment node
// list-chat-sessions against docs/mock-service.md ("Operations") and the interface
// ("Chat session", "list-chat-sessions", "Limits").
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MockServer } from '../../mock/server'
import {
  DEMO_KEY,
  ISO_RE,
  SESSION_FIELDS,
  TOKEN_A,
  UUID_RE,
  call,
  createWidget,
  expectError,
  listSessions,
  manualClock,
  newVisitor,
  sendOk,
  sleep,
  startServer,
  stopAllServers,
  stopServer,
  type SessionList,
} from './helpers'

const HIGH_RATES = { visitorMessagesPerMinute: 10_000, widgetMessagesPerMinute: 100_000 }

afterAll(stopAllServers)

describe('list-chat-sessions: authentication', () => {
  let server: MockServer
  beforeAll(async () => {
    server = await startServer()
  })
  afterAll(() => stopServer(server))

  it('needs a Bearer token', async () => {
    const res = await call(server, 'list-chat-sessions', {}, { token: null })
    expectError(res, 401, 'unauthorized')
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/)
  })

  it('answers {sessions, total} for an account without sessions', async () => {
    const res = await call<SessionList>(server, 'list-chat-sessions', {}, { token: TOKEN_A })
    expect(res.status, res.text).toBe(200)
    expect(Object.keys(res.body as object).sort()).toEqual(['sessions', 'total'])
    expect(res.body).toEqual({ sessions: [], total: 0 })
  })
})

describe('list-chat-sessions: the session record', () => {
  const clock = manualClock('2031-03-04T05:06:07.000Z')
  let server: MockServer
  beforeAll(async () => {
    server = await startServer({ ...HIGH_RATES, now: clock.now })
  })
  afterAll(() => stopServer(server))

  it('has exactly the 12 Chat session fields of the interface, in its order, with their types', async () => {
    const w = await createWidget(server, { name: 'Fields' })
    await sendOk(server, { widget_key: w.widget_key, visitor_id: newVisitor() })
    const { sessions } = await listSessions(server, { widget_id: w.id })
    expect(sessions).toHaveLength(1)
    const s = sessions[0]!
    expect(Object.keys(s)).toEqual([...SESSION_FIELDS])
    expect(s.id).toMatch(UUID_RE)
    expect(s.widget_id).toMatch(UUID_RE)
    for (const f of [
      'widget_name',
      'visitor_id',
      'visitor_name',
      'visitor_email',
      'status',
      'last_message',
      'last_message_at',
      'page_url',
      'created_at',
    ] as const) {
      expect(typeof s[f], f).toBe('string')
    }
    expect(Number.isInteger(s.message_count)).toBe(true)
    expect(s.visitor_id).toMatch(/^v_/)
    expect(['active', 'closed']).toContain(s.status)
  })

  it('reflects the conversation: names, email, page, counts, preview and times', async () => {
    const w = await createWidget(server, { name: 'Coffee Shop' })
    const visitor_id = newVisitor()
    const firstAt = clock.iso()
    const first = await sendOk(server, { widget_key: w.widget_key, visitor_id, message: 'hi', page_url: 'https://shop.example/a' })

    let s = (await listSessions(server, { widget_id: w.id })).sessions[0]!
    expect(s).toEqual({
      id: first.session_id,
      widget_id: w.id,
      widget_name: 'Coffee Shop',
      visitor_id,
      visitor_name: '',
      visitor_email: '',
      status: 'active',
      last_message: first.aiResponse.slice(0, 200),
      last_message_at: firstAt,
      message_count: 2,
      page_url: 'https://shop.example/a',
      created_at: firstAt,
    })

    clock.advance(5_000)
    const secondAt = clock.iso()
    await sendOk(server, {
      widget_key: w.widget_key,
      visitor_id,
      message: 'Do you ship?',
      page_url: 'https://shop.example/b',
      visitor_name: 'Ann Example',
      visitor_email: 'ann@example.com',
    })
    clock.advance(5_000)
    const thirdAt = clock.iso()
    // Blank name and email are ignored; the page is updated.
    const third = await sendOk(server, {
      widget_key: w.widget_key,
      visitor_id,
      message: 'What about refunds?',
      page_url: 'https://shop.example/c',
      visitor_name: '   ',
      visitor_email: '',
    })
    expect(third.session_id).toBe(first.session_id)
    expect(secondAt < thirdAt).toBe(true)

    s = (await listSessions(server, { widget_id: w.id })).sessions[0]!
    expect(s).toMatchObject({
      id: first.session_id,
      visitor_name: 'Ann Example',
      visitor_email: 'ann@example.com',
      status: 'active',
      message_count: 6,
      page_url: 'https://shop.example/c',
      last_message: third.aiResponse.slice(0, 200),
      last_message_at: thirdAt,
      created_at: firstAt,
    })
    expect(s.last_message_at).toMatch(ISO_RE)
    expect(s.created_at).toMatch(ISO_RE)
  })
})

describe('list-chat-sessions: closing idle sessions (sessionIdleMs)', () => {
  // Real time: idle after 400 ms; the tests wait 500 ms.
  let server: MockServer
  beforeAll(async () => {
    server = await startServer({ ...HIGH_RATES, sessionIdleMs: 400 })
  })
  afterAll(() => stopServer(server))

  it('closes an idle session; the next message opens a new active one', async () => {
    const w = await createWidget(server)
    const visitor_id = newVisitor()
    const first = await sendOk(server, { widget_key: w.widget_key, visitor_id })
    expect((await listSessions(server, { widget_id: w.id })).sessions[0]?.status).toBe('active')
    await sleep(500)
    let list = await listSessions(server, { widget_id: w.id })
    expect(list.total).toBe(1)
    expect(list.sessions[0]).toMatchObject({ id: first.session_id, status: 'closed', message_count: 2 })

    const next = await sendOk(server, { widget_key: w.widget_key, visitor_id })
    expect(next.session_id).not.toBe(first.session_id)
    list = await listSessions(server, { widget_id: w.id })
    expect(list.total).toBe(2)
    expect(list.sessions.map((s) => [s.id, s.status, s.message_count])).toEqual([
      [next.session_id, 'active', 2],
      [first.session_id, 'closed', 2],
    ])

    const active = await listSessions(server, { widget_id: w.id, status: 'active' })
    expect(active.total).toBe(1)
    expect(active.sessions.map((s) => s.id)).toEqual([next.session_id])
    const closed = await listSessions(server, { widget_id: w.id, status: 'closed' })
    expect(closed.total).toBe(1)
    expect(closed.sessions.map((s) => s.id)).toEqual([first.session_id])
  })

  it('closes a session idle for the limit even when nobody listed in between', async () => {
    const w = await createWidget(server)
    const visitor_id = newVisitor()
    const first = await sendOk(server, { widget_key: w.widget_key, visitor_id })
    await sleep(500)
    const next = await sendOk(server, { widget_key: w.widget_key, visitor_id })
    expect(next.session_id).not.toBe(first.session_id)
    const closed = await listSessions(server, { widget_id: w.id, status: 'closed' })
    expect(closed.sessions.map((s) => s.id)).toEqual([first.session_id])
  })

  it('keeps a session active while messages keep coming within the limit', async () => {
    const patient = await startServer({ ...HIGH_RATES, sessionIdleMs: 1_000 })
    const w = await createWidget(patient)
    const visitor_id = newVisitor()
    const first = await sendOk(patient, { widget_key: w.widget_key, visitor_id })
    // Three gaps of 200 ms, 600 ms in all: each gap is below the 1 s limit, so the session stays open.
    for (let i = 0; i < 3; i++) {
      await sleep(200)
      expect((await sendOk(patient, { widget_key: w.widget_key, visitor_id })).session_id).toBe(first.session_id)
    }
    const list = await listSessions(patient, { widget_id: w.id })
    expect(list.sessions.map((s) => [s.status, s.message_count])).toEqual([['active', 8]])
    await stopServer(patient)
  })
})

describe('list-chat-sessions: filters and order', () => {
  const clock = manualClock('2031-05-06T07:08:09.000Z')
  let server: MockServer
  beforeAll(async () => {
    server = await startServer({ ...HIGH_RATES, now: clock.now })
  })
  afterAll(() => stopServer(server))

  it('filters by widget_id (upper-case UUID too) and combines filters', async () => {
    const w1 = await createWidget(server)
    const w2 = await createWidget(server)
    for (let i = 0; i < 3; i++) await sendOk(server, { widget_key: w1.widget_key, visitor_id: newVisitor() })
    for (let i = 0; i < 2; i++) await sendOk(server, { widget_key: w2.widget_key, visitor_id: newVisitor() })
    const l1 = await listSessions(server, { widget_id: w1.id })
    expect(l1.total).toBe(3)
    expect(l1.sessions.every((s) => s.widget_id === w1.id)).toBe(true)
    const l2 = await listSessions(server, { widget_id: w2.id.toUpperCase() })
    expect(l2.total).toBe(2)
    expect(l2.sessions.every((s) => s.widget_id === w2.id)).toBe(true)
    expect((await listSessions(server, { widget_id: w1.id, status: 'closed' })).total).toBe(0)
    expect((await listSessions(server, { widget_id: w1.id, status: 'active' })).total).toBe(3)
    expect((await listSessions(server, { widget_id: '00000000-0000-4000-8000-000000000000' })).total).toBe(0)
  })

  it('orders by last_message_at, newest first', async () => {
    const w = await createWidget(server)
    const visitors = [newVisitor('ord'), newVisitor('ord'), newVisitor('ord')]
    const ids: string[] = []
    for (const visitor_id of visitors) {
      clock.advance(1_000)
      ids.push((await sendOk(server, { widget_key: w.widget_key, visitor_id })).session_id)
    }
    let list = await listSessions(server, { widget_id: w.id })
    expect(list.sessions.map((s) => s.id)).toEqual([ids[2], ids[1], ids[0]])
    // A new message moves the oldest session to the top.
    clock.advance(1_000)
    await sendOk(server, { widget_key: w.widget_key, visitor_id: visitors[0]! })
    list = await listSessions(server, { widget_id: w.id })
    expect(list.sessions.map((s) => s.id)).toEqual([ids[0], ids[2], ids[1]])
    const times = list.sessions.map((s) => Date.parse(s.last_message_at))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })

  it('breaks ties in last_message_at by created_at, newest first, and keeps the order stable', async () => {
    const w = await createWidget(server)
    clock.advance(1_000)
    const older = await sendOk(server, { widget_key: w.widget_key, visitor_id: newVisitor('tie') })
    clock.advance(1_000)
    const newer = await sendOk(server, { widget_key: w.widget_key, visitor_id: newVisitor('tie') })
    // Both now get a message at the same instant.
    clock.advance(1_000)
    const sameInstant = await Promise.all(Array.from({ length: 4 }, () => sendOk(server, { widget_key: w.widget_key, visitor_id: newVisitor('tie') })))
    const olderVisitor = server.service.state.sessions.find((s) => s.id === older.session_id)!.visitor_id
    const newerVisitor = server.service.state.sessions.find((s) => s.id === newer.session_id)!.visitor_id
    await sendOk(server, { widget_key: w.widget_key, visitor_id: olderVisitor })
    await sendOk(server, { widget_key: w.widget_key, visitor_id: newerVisitor })
    const list = await listSessions(server, { widget_id: w.id })
    expect(new Set(list.sessions.map((s) => s.last_message_at)).size).toBe(1)
    const order = list.sessions.map((s) => s.id)
    expect(order.indexOf(newer.session_id)).toBeLessThan(order.indexOf(older.session_id))
    // The four created at the same instant come first (newest created_at), then newer, then older.
    expect(order.slice(4)).toEqual([newer.session_id, older.session_id])
    expect(new Set(order.slice(0, 4))).toEqual(new Set(sameInstant.map((r) => r.session_id)))
    expect((await listSessions(server, { widget_id: w.id })).sessions.map((s) => s.id)).toEqual(order)
  })

  it('filters by from_date: sessions created at or after it', async () => {
    const w = await createWidget(server)
    clock.advance(60_000)
    const t1 = clock.iso()
    const s1 = await sendOk(server, { widget_key: w.widget_key, visitor_id: newVisitor() })
    clock.advance(60_000)
    const t2 = clock.iso()
    const s2 = await sendOk(server, { widget_key: w.widget_key, visitor_id: newVisitor() })
    clock.advance(60_000)
    const s3 = await sendOk(server, { widget_key: w.widget_key, visitor_id: newVisitor() })
    // A later message in the first session does not change when it was created.
    await sendOk(server, { widget_key: w.widget_key, visitor_id: server.service.state.sessions.find((s) => s.id === s1.session_id)!.visitor_id })

    const ids = async (from_date: string) => (await listSessions(server, { widget_id: w.id, from_date })).sessions.map((s) => s.id).sort()
    expect(await ids(t1)).toEqual([s1.session_id, s2.session_id, s3.session_id].sort())
    expect(await ids(t2)).toEqual([s2.session_id, s3.session_id].sort())
    expect(await ids(new Date(Date.parse(t2) + 1).toISOString())).toEqual([s3.session_id])
    expect(await ids(new Date(Date.parse(t2) + 10 * 60_000).toISOString())).toEqual([])
    // Other ISO 8601 spellings of the same instant.
    expect(await ids(t2.replace('Z', '+00:00'))).toEqual([s2.session_id, s3.session_id].sort())
    expect(await ids(t1.slice(0, 10))).toEqual([s1.session_id, s2.session_id, s3.session_id].sort())
    expect((await listSessions(server, { widget_id: w.id, from_date: t2 })).total).toBe(2)
  })

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ['widget_id not a UUID', { widget_id: 'widget-1' }, 'invalid_field', 'widget_id'],
    ['widget_id a number', { widget_id: 1 }, 'invalid_field', 'widget_id'],
    ['status open', { status: 'open' }, 'invalid_field', 'status'],
    ['status Active', { status: 'Active' }, 'invalid_field', 'status'],
    ['from_date yesterday', { from_date: 'yesterday' }, 'invalid_field', 'from_date'],
    ['from_date a number', { from_date: 20310101 }, 'invalid_field', 'from_date'],
    ['from_date month 13', { from_date: '2031-13-01T00:00:00Z' }, 'invalid_field', 'from_date'],
    ['from_date February 30', { from_date: '2031-02-30' }, 'invalid_field', 'from_date'],
    ['unknown field search', { search: 'x' }, 'unknown_field', 'search'],
    ['unknown field page', { page: 2 }, 'unknown_field', 'page'],
  ]
  it.each(invalid)('refuses %s', async (_label, body, code, field) => {
    expectError(await call(server, 'list-chat-sessions', body, { token: TOKEN_A }), 400, code, field)
  })
})

describe('list-chat-sessions: pagination', () => {
  const clock = manualClock('2031-07-08T09:10:11.000Z')
  let server: MockServer
  let widgetId = ''
  const COUNT = 57

  beforeAll(async () => {
    server = await startServer({ ...HIGH_RATES, now: clock.now })
    const w = await createWidget(server)
    widgetId = w.id
    for (let i = 0; i < COUNT; i++) {
      clock.advance(10)
      await sendOk(server, { widget_key: w.widget_key, visitor_id: newVisitor('page') })
    }
    // Another widget's session must not count.
    await sendOk(server, { widget_key: DEMO_KEY, visitor_id: newVisitor('page') })
  })
  afterAll(() => stopServer(server))

  const list = (body: Record<string, unknown>) => call<SessionList>(server, 'list-chat-sessions', { widget_id: widgetId, ...body }, { token: TOKEN_A })

  it('returns 50 sessions by default, with the total of all matching', async () => {
    const res = await list({})
    expect(res.status).toBe(200)
    expect(res.body.sessions).toHaveLength(50)
    expect(res.body.total).toBe(COUNT)
  })

  it('limit 0 returns no sessions but the total', async () => {
    const res = await list({ limit: 0 })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ sessions: [], total: COUNT })
  })

  it('limit 100 is allowed', async () => {
    const res = await list({ limit: 100 })
    expect(res.status).toBe(200)
    expect(res.body.sessions).toHaveLength(COUNT)
    expect(res.body.total).toBe(COUNT)
  })

  it('limit 101 is refused rather than cut', async () => {
    expectError(await list({ limit: 101 }), 400, 'invalid_field', 'limit')
  })

  const bad: Array<[string, Record<string, unknown>, string]> = [
    ['limit -1', { limit: -1 }, 'limit'],
    ['limit 2.5', { limit: 2.5 }, 'limit'],
    ['limit "10"', { limit: '10' }, 'limit'],
    ['limit true', { limit: true }, 'limit'],
    ['limit 1e300', { limit: 1e300 }, 'limit'],
    ['offset -1', { offset: -1 }, 'offset'],
    ['offset 1.5', { offset: 1.5 }, 'offset'],
    ['offset "0"', { offset: '0' }, 'offset'],
  ]
  it.each(bad)('refuses %s with invalid_field', async (_label, body, field) => {
    expectError(await list(body), 400, 'invalid_field', field)
  })

  it('offset at or past the end returns [] with the total', async () => {
    for (const offset of [COUNT, COUNT + 1, 10_000]) {
      const res = await list({ offset })
      expect(res.status).toBe(200)
      expect(res.body).toEqual({ sessions: [], total: COUNT })
    }
  })

  it('pages partition the ordered list: no gaps, no duplicates, total on every page', async () => {
    const all = (await list({ limit: 100 })).body.sessions.map((s) => s.id)
    const paged: string[] = []
    for (let offset = 0; offset < COUNT; offset += 20) {
      const res = await list({ limit: 20, offset })
      expect(res.body.total).toBe(COUNT)
      expect(res.body.sessions.length).toBe(Math.min(20, COUNT - offset))
      paged.push(...res.body.sessions.map((s) => s.id))
    }
    expect(paged).toEqual(all)
    expect(new Set(paged).size).toBe(COUNT)
    const tail = await list({ offset: 50 })
    expect(tail.body.sessions.map((s) => s.id)).toEqual(all.slice(50))
  })

  it('total counts the matching sessions of the account, whatever the page', async () => {
    const res = await call<SessionList>(server, 'list-chat-sessions', { limit: 1, offset: 3 }, { token: TOKEN_A })
    expect(res.body.total).toBe(COUNT + 1)
    expect(res.body.sessions).toHaveLength(1)
  })
})
