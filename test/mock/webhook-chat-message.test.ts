// @vitest-environment node
// webhook-chat-message against docs/mock-service.md ("Operations", "Errors", CORS) and
// the interface ("webhook-chat-message", "Authentication" 2 and 3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MockServer } from '../../mock/server'
import {
  DEMO_KEY,
  TOKEN_B,
  UUID_RE,
  createWidget,
  errorCode,
  expectError,
  listSessions,
  newVisitor,
  request,
  sendMessage,
  sendOk,
  startServer,
  stopAllServers,
  type WidgetResponse,
} from './helpers'

let server: MockServer
let restricted: WidgetResponse

beforeAll(async () => {
  server = await startServer({ visitorMessagesPerMinute: 10_000, widgetMessagesPerMinute: 100_000 })
  restricted = await createWidget(server, { name: 'Restricted', allowed_domains: ['example.com'] })
})
afterAll(stopAllServers)

describe('webhook-chat-message: authentication', () => {
  it('needs no Authorization header', async () => {
    const res = await sendMessage(server, { visitor_id: newVisitor() })
    expect(res.status, res.text).toBe(200)
  })

  it('is served to a widget of the second account too, without a token', async () => {
    const w = await createWidget(server, {}, TOKEN_B)
    expect((await sendMessage(server, { widget_key: w.widget_key, visitor_id: newVisitor() })).status).toBe(200)
  })
})

describe('webhook-chat-message: reply', () => {
  it('answers exactly {session_id, aiResponse, aiMessageId}: UUIDs and a non-empty reply', async () => {
    const res = await sendMessage(server, { visitor_id: newVisitor(), message: 'What are your opening hours?' })
    expect(res.status, res.text).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(Object.keys(res.body as object).sort()).toEqual(['aiMessageId', 'aiResponse', 'session_id'])
    expect(res.body.session_id).toMatch(UUID_RE)
    expect(res.body.aiMessageId).toMatch(UUID_RE)
    expect(typeof res.body.aiResponse).toBe('string')
    expect(res.body.aiResponse.trim().length).toBeGreaterThan(0)
  })

  it('is deterministic: the same message gets the same reply, whoever sends it', async () => {
    const message = 'Do you ship to Canada?'
    const a = await sendOk(server, { visitor_id: newVisitor(), message })
    const b = await sendOk(server, { visitor_id: newVisitor(), message })
    const c = await sendOk(server, { visitor_id: newVisitor(), message })
    expect(b.aiResponse).toBe(a.aiResponse)
    expect(c.aiResponse).toBe(a.aiResponse)
    // ... and it depends on the message.
    const other = await sendOk(server, { visitor_id: newVisitor(), message: 'What are your opening hours?' })
    expect(other.aiResponse).not.toBe(a.aiResponse)
  })

  it('gives every reply its own aiMessageId', async () => {
    const visitor_id = newVisitor()
    const ids = []
    for (let i = 0; i < 3; i++) ids.push((await sendOk(server, { visitor_id, message: 'hello' })).aiMessageId)
    expect(new Set(ids).size).toBe(3)
  })
})

describe('webhook-chat-message: sessions', () => {
  it('keeps one session per visitor and widget', async () => {
    const v1 = newVisitor()
    const v2 = newVisitor()
    const first = await sendOk(server, { visitor_id: v1, message: 'hi' })
    const second = await sendOk(server, { visitor_id: v1, message: 'Do you ship?' })
    const third = await sendOk(server, { visitor_id: v1, message: 'refund?', page_url: 'https://site.example/other' })
    expect(second.session_id).toBe(first.session_id)
    expect(third.session_id).toBe(first.session_id)
    const otherVisitor = await sendOk(server, { visitor_id: v2, message: 'hi' })
    expect(otherVisitor.session_id).not.toBe(first.session_id)
  })

  it('gives the same visitor id a different session on another widget', async () => {
    const w = await createWidget(server)
    const visitor_id = newVisitor()
    const onDemo = await sendOk(server, { visitor_id })
    const onOther = await sendOk(server, { visitor_id, widget_key: w.widget_key })
    expect(onOther.session_id).not.toBe(onDemo.session_id)
  })
})

describe('webhook-chat-message: validation', () => {
  for (const field of ['widget_key', 'message', 'visitor_id', 'page_url'] as const) {
    it(`refuses a missing ${field} with 400 missing_field`, async () => {
      expectError(await sendMessage(server, { visitor_id: newVisitor(), [field]: undefined }), 400, 'missing_field', field)
    })
    it(`refuses a null ${field} with 400 missing_field`, async () => {
      expectError(await sendMessage(server, { visitor_id: newVisitor(), [field]: null }), 400, 'missing_field', field)
    })
  }

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ['message a number', { message: 42 }, 'invalid_field', 'message'],
    ['message an object', { message: { text: 'hi' } }, 'invalid_field', 'message'],
    ['message empty', { message: '' }, 'invalid_field', 'message'],
    ['message blank', { message: '  \n ' }, 'invalid_field', 'message'],
    ['widget_key an array', { widget_key: [DEMO_KEY] }, 'invalid_field', 'widget_key'],
    ['visitor_id without v_', { visitor_id: 'visitor_12345678' }, 'invalid_field', 'visitor_id'],
    ['visitor_id V_ upper-case', { visitor_id: 'V_12345678' }, 'invalid_field', 'visitor_id'],
    ['visitor_id 7 characters after v_', { visitor_id: 'v_1234567' }, 'invalid_field', 'visitor_id'],
    ['visitor_id with a space', { visitor_id: 'v_1234 5678' }, 'invalid_field', 'visitor_id'],
    ['visitor_id with a dot', { visitor_id: 'v_1234.5678' }, 'invalid_field', 'visitor_id'],
    ['visitor_id a number', { visitor_id: 12345678 }, 'invalid_field', 'visitor_id'],
    ['page_url ftp', { page_url: 'ftp://example.com/x' }, 'invalid_field', 'page_url'],
    ['page_url javascript:', { page_url: 'javascript:alert(1)' }, 'invalid_field', 'page_url'],
    ['page_url data:', { page_url: 'data:text/html,hi' }, 'invalid_field', 'page_url'],
    ['page_url not a URL', { page_url: 'not a url' }, 'invalid_field', 'page_url'],
    ['page_url relative', { page_url: '/pricing' }, 'invalid_field', 'page_url'],
    ['visitor_name a number', { visitor_name: 5 }, 'invalid_field', 'visitor_name'],
    ['visitor_email an object', { visitor_email: { a: 1 } }, 'invalid_field', 'visitor_email'],
    ['client_message_id not a UUID', { client_message_id: 'abc' }, 'invalid_field', 'client_message_id'],
    ['visitor_email not an address', { visitor_email: 'ada@nowhere' }, 'invalid_field', 'visitor_email'],
    ['unknown field foo', { foo: 'bar' }, 'unknown_field', 'foo'],
    ['unknown field session_id', { session_id: '0b8f2d7e-4c1a-4f3e-9a2b-6d5c4e3f2a10' }, 'unknown_field', 'session_id'],
  ]
  it.each(invalid)('refuses %s', async (_label, overrides, code, field) => {
    const sessionsBefore = server.service.state.sessions.length
    expectError(await sendMessage(server, { visitor_id: newVisitor(), ...overrides }), 400, code, field)
    expect(server.service.state.sessions.length).toBe(sessionsBefore)
  })

  it('refuses a visitor_id of 129 characters after v_', async () => {
    const res = await sendMessage(server, { visitor_id: 'v_' + 'a'.repeat(129) })
    expect(['invalid_field', 'field_too_long']).toContain(errorCode(res))
    expectError(res, 400, errorCode(res), 'visitor_id')
  })

  it('accepts visitor ids of 8 and 128 URL-safe characters after v_', async () => {
    expect((await sendMessage(server, { visitor_id: 'v_' + 'a'.repeat(8) })).status).toBe(200)
    expect((await sendMessage(server, { visitor_id: 'v_' + 'aB3_-'.repeat(25) + 'xyz' })).status).toBe(200)
  })

  it('accepts http and https page URLs', async () => {
    expect((await sendMessage(server, { visitor_id: newVisitor(), page_url: 'http://localhost:3000/x?y=1#z' })).status).toBe(200)
    expect((await sendMessage(server, { visitor_id: newVisitor(), page_url: 'https://site.example/' })).status).toBe(200)
  })

  it('accepts a message of 4000 characters and refuses 4001 with field_too_long', async () => {
    expect((await sendMessage(server, { visitor_id: newVisitor(), message: 'm'.repeat(4000) })).status).toBe(200)
    expectError(await sendMessage(server, { visitor_id: newVisitor(), message: 'm'.repeat(4001) }), 400, 'field_too_long', 'message')
  })

  it('accepts blank visitor_name and visitor_email (they are ignored)', async () => {
    const res = await sendMessage(server, { visitor_id: newVisitor(), visitor_name: '', visitor_email: '  ' })
    expect(res.status, res.text).toBe(200)
  })
})

describe('webhook-chat-message: widget', () => {
  it('refuses an unknown widget_key with 404 unknown_widget', async () => {
    expectError(await sendMessage(server, { visitor_id: newVisitor(), widget_key: 'wgt_no_such_widget_aaaaaaaaa' }), 404, 'unknown_widget')
  })

  it('refuses the key of an inactive widget with 404 unknown_widget', async () => {
    const w = await createWidget(server)
    const stored = server.service.state.widgets.find((x) => x.id === w.id)
    expect(stored).toBeDefined()
    stored!.is_active = false
    expectError(await sendMessage(server, { visitor_id: newVisitor(), widget_key: w.widget_key }), 404, 'unknown_widget')
  })
})

describe('webhook-chat-message: allowed_domains', () => {
  const table: Array<[string, string, string | undefined, number]> = [
    ['listed page, subdomain Origin', 'https://example.com/x', 'https://shop.example.com', 200],
    ['listed page, no Origin', 'https://example.com/x', undefined, 200],
    ['subdomain page, listed Origin', 'https://shop.example.com/x', 'https://example.com', 200],
    ['deep subdomain page', 'https://a.b.example.com/x', undefined, 200],
    ['upper-case page host', 'https://EXAMPLE.com/x', undefined, 200],
    ['listed page on another port, http', 'http://example.com:8080/x', 'http://example.com:8080', 200],
    ['page host evil.com', 'https://evil.com/x', 'https://example.com', 403],
    ['page host evil.com, no Origin', 'https://evil.com/x', undefined, 403],
    ['Origin notexample.com with a good page', 'https://example.com/x', 'https://notexample.com', 403],
    ['page host notexample.com', 'https://notexample.com/x', undefined, 403],
    ['page host example.com.evil.net', 'https://example.com.evil.net/x', undefined, 403],
    ['Origin example.com.evil.net', 'https://example.com/x', 'https://example.com.evil.net', 403],
    ['Origin null (sandboxed frame)', 'https://example.com/x', 'null', 403],
    ['page host a sibling of the listed domain', 'https://com/x', undefined, 403],
  ]

  it.each(table)('%s', async (_label, page_url, origin, status) => {
    const visitor_id = newVisitor('domains')
    const res = await sendMessage(server, { widget_key: restricted.widget_key, visitor_id, page_url }, origin === undefined ? {} : { origin })
    if (status === 200) {
      expect(res.status, res.text).toBe(200)
    } else {
      expectError(res, 403, 'domain_not_allowed')
      // A refused message leaves no session behind.
      expect(server.service.state.sessions.some((s) => s.visitor_id === visitor_id)).toBe(false)
    }
  })

  it('allows every domain when the list is empty', async () => {
    const open = await createWidget(server, { allowed_domains: [] })
    const res = await sendMessage(
      server,
      { widget_key: open.widget_key, visitor_id: newVisitor(), page_url: 'https://evil.com/x' },
      { origin: 'https://evil.com' },
    )
    expect(res.status, res.text).toBe(200)
    const byDefault = await createWidget(server)
    const res2 = await sendMessage(
      server,
      { widget_key: byDefault.widget_key, visitor_id: newVisitor(), page_url: 'https://anything.test/' },
      { origin: 'null' },
    )
    expect(res2.status, res2.text).toBe(200)
  })

  it('records the messages it allowed and none it refused', async () => {
    const w = await createWidget(server, { allowed_domains: ['shop.test'] })
    await sendOk(server, { widget_key: w.widget_key, visitor_id: newVisitor(), page_url: 'https://shop.test/' })
    expect((await sendMessage(server, { widget_key: w.widget_key, visitor_id: newVisitor(), page_url: 'https://evil.test/' })).status).toBe(403)
    const list = await listSessions(server, { widget_id: w.id })
    expect(list.total).toBe(1)
    expect(list.sessions[0]?.page_url).toBe('https://shop.test/')
  })
})

describe('webhook-chat-message: CORS', () => {
  const ORIGIN = 'https://customer-site.example'

  it('answers the preflight with 204, the Origin reflected, POST and Content-Type allowed', async () => {
    const res = await request(server, '/v1/webhook-chat-message', {
      method: 'OPTIONS',
      headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect(res.headers.get('access-control-allow-methods') ?? '').toMatch(/\bPOST\b/)
    expect((res.headers.get('access-control-allow-headers') ?? '').toLowerCase()).toContain('content-type')
    expect((res.headers.get('access-control-allow-headers') ?? '').toLowerCase()).toContain('authorization')
    expect(res.headers.get('access-control-max-age')).toBe('600')
    expect(res.headers.get('access-control-allow-credentials')).toBeNull()
    expect(res.headers.get('vary') ?? '').toMatch(/\bOrigin\b/i)
    expect(res.text).toBe('')
  })

  it('reflects the Origin on the POST answer, never allows credentials, and varies on Origin', async () => {
    const res = await sendMessage(server, { visitor_id: newVisitor() }, { origin: ORIGIN })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect(res.headers.get('access-control-allow-credentials')).toBeNull()
    expect(res.headers.get('vary') ?? '').toMatch(/\bOrigin\b/i)
  })

  it('sends CORS headers on error answers too, so the widget can read them', async () => {
    for (const res of [
      await sendMessage(server, { visitor_id: newVisitor(), message: undefined }, { origin: ORIGIN }),
      await sendMessage(server, { visitor_id: newVisitor(), widget_key: 'wgt_missing_key_aaaaaaaaaaa' }, { origin: ORIGIN }),
      await sendMessage(server, { visitor_id: newVisitor(), widget_key: restricted.widget_key, page_url: 'https://evil.com/' }, { origin: ORIGIN }),
    ]) {
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN)
      expect(res.headers.get('access-control-allow-credentials')).toBeNull()
    }
  })
})
