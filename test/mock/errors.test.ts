// @vitest-environment node
// docs/mock-service.md, "Errors": one shape, every code with its status, the order of
// checks, rate limits, and garbage that must never take the server down.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { MockServer } from '../../mock/server'
import {
  AGENT_ID,
  DEMO_KEY,
  TOKEN_A,
  call,
  createWidget,
  errorCode,
  expectError,
  listSessions,
  manualClock,
  newVisitor,
  request,
  sendMessage,
  sendOk,
  startServer,
  stopAllServers,
  stopServer,
  webhookBody,
  type ApiResponse,
} from './helpers'

const MAX = 64 * 1024

afterAll(stopAllServers)

/** A raw request over node:http (for chunked bodies without Content-Length). */
function rawHttp(server: MockServer, path: string, headers: Record<string, string>, chunks: string[]): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.origin)
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: 'POST', headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      res.on('error', reject)
    })
    // The server may answer (and close) before the whole body is written.
    req.on('error', reject)
    let i = 0
    const next = () => {
      if (i >= chunks.length) return void req.end()
      const ok = req.write(chunks[i++]!)
      if (ok) setImmediate(next)
      else req.once('drain', next)
    }
    next()
  })
}

/** Raw bytes over TCP; resolves with whatever the server answered before closing (or after 1 s). */
function rawSocket(server: MockServer, data: string | Buffer): Promise<string> {
  const { hostname, port } = new URL(server.origin)
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname)
    let answer = ''
    const done = () => {
      clearTimeout(timer)
      socket.destroy()
      resolve(answer)
    }
    const timer = setTimeout(done, 1000)
    socket.on('data', (d) => (answer += d.toString('latin1')))
    socket.on('end', done)
    socket.on('close', done)
    socket.on('error', done)
    socket.write(data)
  })
}

describe('every error code, its status and the one shape', () => {
  let server: MockServer
  let restrictedKey = ''
  // A fixed clock keeps the rate test inside one window.
  const clock = manualClock('2031-01-01T00:00:20.000Z')
  beforeAll(async () => {
    server = await startServer({ visitorMessagesPerMinute: 1, now: clock.now })
    restrictedKey = (await createWidget(server, { allowed_domains: ['example.com'] })).widget_key
  })
  afterAll(() => stopServer(server))

  const cases: Array<[string, number, string, () => Promise<ApiResponse>, string | null | undefined]> = [
    ['invalid_json: not JSON', 400, 'invalid_json', () => call(server, 'webhook-chat-message', undefined, { raw: '{"widget_key": ' }), undefined],
    ['invalid_json: a JSON array', 400, 'invalid_json', () => call(server, 'webhook-chat-message', undefined, { raw: '[{"widget_key":"wgt_x"}]' }), undefined],
    ['invalid_json: JSON null', 400, 'invalid_json', () => call(server, 'webhook-chat-message', undefined, { raw: 'null' }), undefined],
    ['invalid_json: a JSON string', 400, 'invalid_json', () => call(server, 'webhook-chat-message', undefined, { raw: '"hello"' }), undefined],
    ['invalid_json: a JSON number', 400, 'invalid_json', () => call(server, 'webhook-chat-message', undefined, { raw: '42' }), undefined],
    ['invalid_json: an empty body', 400, 'invalid_json', () => call(server, 'webhook-chat-message', undefined, { raw: '' }), undefined],
    ['invalid_json: trailing garbage', 400, 'invalid_json', () => call(server, 'list-chat-sessions', undefined, { token: TOKEN_A, raw: '{}{}' }), undefined],
    ['missing_field', 400, 'missing_field', () => sendMessage(server, { message: undefined }), 'message'],
    ['invalid_field', 400, 'invalid_field', () => sendMessage(server, { page_url: 'ftp://x.example/' }), 'page_url'],
    ['field_too_long', 400, 'field_too_long', () => sendMessage(server, { message: 'x'.repeat(4001) }), 'message'],
    ['unknown_field', 400, 'unknown_field', () => sendMessage(server, { extra: 1 }), 'extra'],
    ['unauthorized', 401, 'unauthorized', () => call(server, 'list-chat-sessions', {}, { token: null }), undefined],
    ['domain_not_allowed', 403, 'domain_not_allowed', () => sendMessage(server, { widget_key: restrictedKey, page_url: 'https://evil.example/' }), undefined],
    ['unknown_widget', 404, 'unknown_widget', () => sendMessage(server, { widget_key: 'wgt_unknown_aaaaaaaaaaaaa' }), undefined],
    ['unknown_operation', 404, 'unknown_operation', () => call(server, 'delete-everything', {}, { token: TOKEN_A }), undefined],
    ['unknown_operation: empty name', 404, 'unknown_operation', () => call(server, '', {}, { token: TOKEN_A }), undefined],
    [
      'unknown_operation: a real operation of the interface that the mock does not model',
      404,
      'unknown_operation',
      () => call(server, 'list-contacts', {}, { token: TOKEN_A }),
      undefined,
    ],
    ['method_not_allowed', 405, 'method_not_allowed', () => call(server, 'list-chat-sessions', undefined, { method: 'GET', token: TOKEN_A }), undefined],
    ['body_too_large', 413, 'body_too_large', () => sendMessage(server, { message: 'x'.repeat(MAX) }), undefined],
    [
      'unsupported_media_type',
      415,
      'unsupported_media_type',
      () => call(server, 'webhook-chat-message', undefined, { raw: JSON.stringify(webhookBody()), headers: { 'Content-Type': 'text/plain' } }),
      undefined,
    ],
  ]

  it.each(cases)('%s → %i %s', async (_label, status, code, run, field) => {
    expectError(await run(), status, code, field)
  })

  it('rate_limited → 429 with Retry-After in seconds', async () => {
    const visitor_id = newVisitor('rl')
    await sendOk(server, { visitor_id })
    const res = await sendMessage(server, { visitor_id })
    expectError(res, 429, 'rate_limited')
    const retry = res.headers.get('retry-after')
    expect(retry).toMatch(/^\d+$/)
    expect(Number(retry)).toBeGreaterThanOrEqual(1)
    expect(Number(retry)).toBeLessThanOrEqual(60)
  })

  it('405 names the allowed method in an Allow header, for every non-POST method', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const res = await call(server, 'webhook-chat-message', webhookBody(), { method })
      expectError(res, 405, 'method_not_allowed')
      expect(res.headers.get('allow') ?? '').toMatch(/\bPOST\b/)
    }
    const head = await fetch(`${server.baseUrl}/list-chat-sessions`, { method: 'HEAD' })
    expect(head.status).toBe(405)
    expect(head.headers.get('allow') ?? '').toMatch(/\bPOST\b/)
  })

  it('internal_error → 500 without the cause on the wire, logged on the server', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const original = server.service.listChatSessions
    server.service.listChatSessions = () => {
      throw new Error('secret detail from /srv/internal/path')
    }
    try {
      const res = await call(server, 'list-chat-sessions', {}, { token: TOKEN_A })
      expectError(res, 500, 'internal_error', null)
      expect(res.text).not.toContain('secret detail')
      expect(res.text).not.toContain('/srv/internal')
      expect(errors).toHaveBeenCalled()
    } finally {
      server.service.listChatSessions = original
      errors.mockRestore()
    }
    // And the server carries on.
    expect((await call(server, 'list-chat-sessions', {}, { token: TOKEN_A })).status).toBe(200)
  })
})

describe('content type and body size', () => {
  let server: MockServer
  beforeAll(async () => {
    server = await startServer()
  })
  afterAll(() => stopServer(server))

  const list = (raw: string | Uint8Array<ArrayBuffer>, contentType?: string) =>
    call(server, 'list-chat-sessions', undefined, { token: TOKEN_A, raw, headers: contentType === undefined ? {} : { 'Content-Type': contentType } })

  it.each([
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/jsonp',
    'application/json-patch+json',
    'text/json',
  ])('refuses Content-Type %s with 415', async (type) => {
    expectError(await list('{}', type), 415, 'unsupported_media_type')
  })

  it('refuses a body without Content-Type with 415', async () => {
    // A byte body makes fetch send no Content-Type.
    const res = await fetch(`${server.baseUrl}/list-chat-sessions`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN_A}` },
      body: new TextEncoder().encode('{}'),
    })
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    const body = (await res.json()) as { error: { code: string } }
    expect(res.status).toBe(415)
    expect(body.error.code).toBe('unsupported_media_type')
  })

  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON', 'application/json;charset=UTF-8'])(
    'accepts Content-Type %s',
    async (type) => {
      const res = await list('{}', type)
      expect(res.status, res.text).toBe(200)
    },
  )

  it('accepts a body of exactly 64 KiB and refuses 64 KiB + 1 byte with 413', async () => {
    const sized = (bytes: number) => {
      const head = '{"search":"'
      const tail = '"}'
      return head + 'a'.repeat(bytes - head.length - tail.length) + tail
    }
    // Exactly the limit: read and judged on its fields.
    expectError(await list(sized(MAX), 'application/json'), 400, 'unknown_field', 'search')
    expectError(await list(sized(MAX + 1), 'application/json'), 413, 'body_too_large')
  })

  it('counts bytes, not characters (multi-byte UTF-8)', async () => {
    // 30,000 "é" are 60,000 bytes; 33,000 are 66,000 bytes: over the limit in bytes, not in characters.
    expect((await list(JSON.stringify({ search: 'é'.repeat(30_000) }), 'application/json')).status).toBe(400)
    expectError(await list(JSON.stringify({ search: 'é'.repeat(33_000) }), 'application/json'), 413, 'body_too_large')
  })

  it('refuses a chunked body (no Content-Length) once it passes 64 KiB', async () => {
    const chunk = 'a'.repeat(8 * 1024)
    const res = await rawHttp(server, '/v1/webhook-chat-message', { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }, [
      '{"message":"',
      ...Array.from({ length: 10 }, () => chunk),
      '"}',
    ]).catch((error: Error) => ({ status: -1, body: String(error) }))
    expect(res.status, res.body).toBe(413)
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'body_too_large' } })
    expect((await sendMessage(server, { visitor_id: newVisitor() })).status).toBe(200)
  })
})

describe('order of checks: operation, method, authentication, content type, size, JSON, fields, widget, domain, rate', () => {
  const clock = manualClock('2031-01-01T00:00:10.000Z')
  let server: MockServer
  let restrictedKey = ''
  beforeAll(async () => {
    server = await startServer({ visitorMessagesPerMinute: 1, now: clock.now })
    restrictedKey = (await createWidget(server, { allowed_domains: ['example.com'] })).widget_key
  })
  afterAll(() => stopServer(server))

  const big = 'x'.repeat(MAX + 10)

  it('operation before method', async () => {
    expectError(await call(server, 'no-such-operation', undefined, { method: 'GET' }), 404, 'unknown_operation')
  })

  it('method before authentication', async () => {
    expectError(await call(server, 'list-chat-sessions', undefined, { method: 'GET', token: null }), 405, 'method_not_allowed')
  })

  it('authentication before content type and size', async () => {
    expectError(await call(server, 'list-chat-sessions', undefined, { token: null, raw: big, headers: { 'Content-Type': 'text/plain' } }), 401, 'unauthorized')
  })

  it('content type before size', async () => {
    expectError(
      await call(server, 'list-chat-sessions', undefined, { token: TOKEN_A, raw: big, headers: { 'Content-Type': 'text/plain' } }),
      415,
      'unsupported_media_type',
    )
  })

  it('size before JSON', async () => {
    expectError(await call(server, 'list-chat-sessions', undefined, { token: TOKEN_A, raw: '{' + big }), 413, 'body_too_large')
  })

  it('JSON before fields', async () => {
    expectError(await call(server, 'webhook-chat-message', undefined, { raw: '{"foo": ' }), 400, 'invalid_json')
  })

  it('fields before widget', async () => {
    expectError(await sendMessage(server, { widget_key: 'wgt_unknown_aaaaaaaaaaaaa', message: undefined }), 400, 'missing_field', 'message')
  })

  it('widget before domain', async () => {
    expectError(
      await sendMessage(server, { widget_key: 'wgt_unknown_aaaaaaaaaaaaa', page_url: 'https://evil.example/' }, { origin: 'https://evil.example' }),
      404,
      'unknown_widget',
    )
  })

  it('domain before rate', async () => {
    const visitor_id = newVisitor('order')
    await sendOk(server, { widget_key: restrictedKey, visitor_id, page_url: 'https://example.com/' })
    expectError(await sendMessage(server, { widget_key: restrictedKey, visitor_id, page_url: 'https://example.com/' }), 429, 'rate_limited')
    expectError(await sendMessage(server, { widget_key: restrictedKey, visitor_id, page_url: 'https://evil.example/' }), 403, 'domain_not_allowed')
  })
})

describe('rate limits', () => {
  // A fixed clock keeps every message of a test inside one rate window.
  const clock = manualClock('2031-01-01T00:00:30.000Z')
  let server: MockServer | undefined
  afterEach(async () => {
    if (server) await stopServer(server)
    server = undefined
  })

  it('per visitor: the third message of a visitor allowed two a minute gets 429 with Retry-After; others are not affected', async () => {
    server = await startServer({ visitorMessagesPerMinute: 2, now: clock.now })
    const visitor_id = newVisitor('rate')
    await sendOk(server, { visitor_id })
    const second = await sendOk(server, { visitor_id })
    const third = await sendMessage(server, { visitor_id }, { origin: 'https://site.example' })
    expectError(third, 429, 'rate_limited')
    const retry = Number(third.headers.get('retry-after'))
    expect(Number.isInteger(retry)).toBe(true)
    expect(retry).toBeGreaterThanOrEqual(1)
    expect(retry).toBeLessThanOrEqual(60)
    expect(third.headers.get('access-control-allow-origin')).toBe('https://site.example')
    // The refused message is not counted in the session.
    const session = (await listSessions(server)).sessions.find((s) => s.id === second.session_id)
    expect(session?.message_count).toBe(4)
    // Another visitor of the same widget still gets through.
    expect((await sendMessage(server, { visitor_id: newVisitor('rate') })).status).toBe(200)
    // After Retry-After seconds, the visitor may write again.
    clock.advance(retry * 1000)
    expect((await sendMessage(server, { visitor_id })).status).toBe(200)
  })

  it('per widget: past the widget rate every visitor of that widget gets 429; other widgets are not affected', async () => {
    server = await startServer({ visitorMessagesPerMinute: 100, widgetMessagesPerMinute: 3, now: clock.now })
    const w = await createWidget(server)
    for (let i = 0; i < 3; i++) await sendOk(server, { widget_key: w.widget_key, visitor_id: newVisitor('wrate') })
    const res = await sendMessage(server, { widget_key: w.widget_key, visitor_id: newVisitor('wrate') })
    expectError(res, 429, 'rate_limited')
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect((await sendMessage(server, { widget_key: DEMO_KEY, visitor_id: newVisitor('wrate') })).status).toBe(200)
  })

  it("messages refused for one visitor's rate do not use up the widget's rate", async () => {
    // docs/mock-service.md: 429 when a message is "over the per-visitor or per-widget message rate".
    // Visitor A is limited to 2 a minute; the widget to 5. A tries 6 times: 2 accepted.
    // The widget has accepted 2 messages, so visitor B is under both rates.
    server = await startServer({ visitorMessagesPerMinute: 2, widgetMessagesPerMinute: 5, now: clock.now })
    const w = await createWidget(server)
    const a = newVisitor('spam')
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await sendMessage(server, { widget_key: w.widget_key, visitor_id: a })).status)
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429])
    const b = await sendMessage(server, { widget_key: w.widget_key, visitor_id: newVisitor('victim') })
    expect(b.status, b.text).toBe(200)
  })

  it('counts visitors per widget: the same visitor id on another widget has its own rate', async () => {
    server = await startServer({ visitorMessagesPerMinute: 1, now: clock.now })
    const w = await createWidget(server)
    const visitor_id = newVisitor('two-widgets')
    await sendOk(server, { visitor_id })
    expect((await sendMessage(server, { visitor_id })).status).toBe(429)
    expect((await sendMessage(server, { visitor_id, widget_key: w.widget_key })).status).toBe(200)
  })
})

describe('garbage never takes the server down', () => {
  let server: MockServer
  let staticServer: MockServer
  let staticDir = ''
  beforeAll(async () => {
    server = await startServer({ visitorMessagesPerMinute: 10_000 })
    staticDir = mkdtempSync(join(tmpdir(), 'mock-static-'))
    writeFileSync(join(staticDir, 'loader.js'), 'console.log(1)')
    staticServer = await startServer({ staticDir })
  })
  afterAll(async () => {
    await stopServer(server)
    await stopServer(staticServer)
    rmSync(staticDir, { recursive: true, force: true })
  })

  const stillServes = async (s: MockServer) => {
    const res = await sendMessage(s, { visitor_id: newVisitor('alive') })
    expect(res.status, res.text).toBe(200)
  }

  const bodies: Array<[string, string | Uint8Array<ArrayBuffer>]> = [
    ['all fields null', '{"widget_key":null,"message":null,"visitor_id":null,"page_url":null,"visitor_name":null,"visitor_email":null}'],
    ['nested objects', '{"widget_key":{"a":{"b":[1,2,{"c":null}]}},"message":[["x"]],"visitor_id":{},"page_url":[]}'],
    ['huge numbers', '{"widget_key":1e999,"message":123456789012345678901234567890,"visitor_id":-1e308,"page_url":0}'],
    [
      '__proto__ key',
      '{"__proto__":{"polluted":true},"widget_key":"wgt_demo_acme_coffee","message":"hi","visitor_id":"v_12345678","page_url":"https://a.example/"}',
    ],
    ['constructor and prototype keys', '{"constructor":{"prototype":{"polluted":true}},"message":"hi"}'],
    ['toString key', '{"toString":"x","hasOwnProperty":1}'],
    ['deep nesting', '{"message":' + '['.repeat(20_000) + ']'.repeat(20_000) + '}'],
    ['a very long key', `{"${'k'.repeat(60_000)}":1}`],
    ['invalid UTF-8 outside strings', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])],
    [
      'invalid UTF-8 inside a string',
      new Uint8Array([
        ...new TextEncoder().encode('{"widget_key":"wgt_demo_acme_coffee","visitor_id":"v_utf8_garbage","page_url":"https://a.example/","message":"'),
        0xc3,
        0x28,
        0xa0,
        0xa1,
        0xff,
        ...new TextEncoder().encode('"}'),
      ]),
    ],
    [
      'lone surrogates',
      '{"widget_key":"wgt_demo_acme_coffee","visitor_id":"v_surrogates1","page_url":"https://a.example/","message":"\\ud800 hi","visitor_name":"\\udfff"}',
    ],
    ['NUL characters', '{"widget_key":"wgt_demo_acme_coffee","visitor_id":"v_nul_chars_1","page_url":"https://a.example/","message":"a\\u0000b"}'],
    ['a BOM before the JSON', '\ufeff{"message":"hi"}'],
  ]

  it.each(bodies)('webhook body with %s: answered below 500 in the error shape (or 200)', async (_label, raw) => {
    const res = await call(server, 'webhook-chat-message', undefined, { raw })
    expect(res.status, res.text).toBeLessThan(500)
    if (res.status !== 200) expectError(res, res.status, errorCode(res))
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
    await stillServes(server)
  })

  it.each(bodies)('create-chat-widget and list-chat-sessions bodies with %s: answered below 500', async (_label, raw) => {
    for (const operation of ['create-chat-widget', 'list-chat-sessions']) {
      const res = await call(server, operation, undefined, { token: TOKEN_A, raw })
      expect(res.status, `${operation}: ${res.text}`).toBeGreaterThanOrEqual(400)
      expect(res.status, `${operation}: ${res.text}`).toBeLessThan(500)
      expectError(res, res.status, errorCode(res))
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
    await stillServes(server)
  })

  it('refuses a __proto__ key as an unknown field and does not pollute objects', async () => {
    const raw = '{"__proto__":{"isAdmin":true},"agent_id":"' + AGENT_ID + '"}'
    expectError(await call(server, 'create-chat-widget', undefined, { token: TOKEN_A, raw }), 400, 'unknown_field', '__proto__')
    expect(({} as Record<string, unknown>)['isAdmin']).toBeUndefined()
  })

  it('stores text with lone surrogates and lists it as valid JSON', async () => {
    const raw =
      '{"widget_key":"wgt_demo_acme_coffee","visitor_id":"v_surrogate_list","page_url":"https://a.example/","message":"hi","visitor_name":"A\\ud800B"}'
    expect((await call(server, 'webhook-chat-message', undefined, { raw })).status).toBe(200)
    const res = await call<{ sessions: Array<{ visitor_id: string; visitor_name: string }> }>(server, 'list-chat-sessions', { limit: 100 }, { token: TOKEN_A })
    expect(res.status).toBe(200)
    expect(res.body.sessions.find((s) => s.visitor_id === 'v_surrogate_list')?.visitor_name).toBe('A\ud800B')
  })

  it('answers malformed percent-encoding in the path below 500, with or without a static folder', async () => {
    const wrong: string[] = []
    for (const s of [server, staticServer]) {
      for (const path of ['/%E0%A4%A', '/%', '/%zz', '/v1/%E0%A4%A', '/__mock/%E0%A4%A', '/loader.js%E0%A4%A']) {
        const res = await request(s, path)
        if (res.status < 400 || res.status >= 500)
          wrong.push(`${s === staticServer ? 'with staticDir' : 'without staticDir'} GET ${path} → ${res.status} ${res.text}`)
      }
      await stillServes(s)
    }
    expect(wrong).toEqual([])
  })

  it('names an unknown operation even when it is percent-encoded garbage', async () => {
    expectError(
      await request(server, '/v1/%E0%A4%A', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }),
      404,
      'unknown_operation',
    )
  })

  it('survives malformed HTTP, aborted bodies and oversized headers', async () => {
    const answers = await Promise.all([
      rawSocket(server, 'GARBAGE\r\n\r\n'),
      rawSocket(server, 'POST /v1/webhook-chat-message HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'),
      rawSocket(
        server,
        'POST /v1/webhook-chat-message HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
      ),
      rawSocket(server, `GET /v1/x HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`),
      rawSocket(server, Buffer.from([0x16, 0x03, 0x01, 0x00, 0xa5, 0x01, 0x00, 0x00, 0xa1, 0x03, 0x03, 0x0d, 0x0a, 0x0d, 0x0a])),
    ])
    for (const answer of answers) {
      // Either a 4xx status line or a closed connection; never a 5xx.
      if (answer !== '') expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /)
    }
    // A body cut short by the client.
    const cut = connectAndAbort(server)
    await cut
    await stillServes(server)
  })
})

function connectAndAbort(server: MockServer): Promise<void> {
  const { hostname, port } = new URL(server.origin)
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write('POST /v1/webhook-chat-message HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"message":')
      setTimeout(() => {
        socket.destroy()
        resolve()
      }, 50)
    })
    socket.on('error', () => resolve())
  })
}
