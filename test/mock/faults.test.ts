// @vitest-environment node
// docs/mock-service.md, "Test knobs": fault rules over HTTP at /__mock/faults and
// in-process with server.inject(rule).
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { FaultRule } from '../../mock/faults'
import type { MockServer } from '../../mock/server'
import type { WebhookReply } from '../../src/shared/service/wire'
import { TOKEN_A, UUID_RE, call, errorCode, expectError, listSessions, newVisitor, request, sendMessage, startServer, stopAllServers } from './helpers'

let server: MockServer
beforeEach(async () => {
  server = await startServer({ visitorMessagesPerMinute: 10_000 })
})
afterEach(stopAllServers)

async function addRules(rules: unknown[]) {
  return request<{ rules: FaultRule[] }>(server, '/__mock/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules }),
  })
}

async function addOk(...rules: FaultRule[]) {
  const res = await addRules(rules)
  expect(res.status, res.text).toBe(200)
}

const send = (message = 'hello', options: { origin?: string } = {}) => sendMessage(server, { visitor_id: newVisitor('fault'), message }, options)

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now()
  const result = await run()
  return [result, performance.now() - start]
}

describe('fault rules over HTTP', () => {
  it('latency: the answer comes after at least ms, and is the normal answer', async () => {
    await addOk({ fault: 'latency', ms: 300 })
    const [res, elapsed] = await timed(() => send())
    expect(res.status).toBe(200)
    expect(res.body.aiResponse.length).toBeGreaterThan(0)
    expect(elapsed).toBeGreaterThanOrEqual(298)
  })

  it('latency rules add up', async () => {
    await addOk({ fault: 'latency', ms: 150 }, { fault: 'latency', ms: 150 })
    const [res, elapsed] = await timed(() => send())
    expect(res.status).toBe(200)
    expect(elapsed).toBeGreaterThanOrEqual(298)
  })

  it('status 503 with retry_after: the error status, the error shape, and Retry-After', async () => {
    await addOk({ fault: 'status', status: 503, retry_after: 7 })
    const res = await send('hello', { origin: 'https://site.example' })
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('7')
    expectError(res, 503, errorCode(res))
    // CORS still applies, so a browser test sees the status.
    expect(res.headers.get('access-control-allow-origin')).toBe('https://site.example')
  })

  it('status without retry_after sends no Retry-After', async () => {
    await addOk({ fault: 'status', status: 500 })
    const res = await send()
    expect(res.status).toBe(500)
    expect(res.headers.get('retry-after')).toBeNull()
  })

  it('applies to every matching request when times is left out', async () => {
    await addOk({ fault: 'status', status: 502 })
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(502)
  })

  it('times: 1 applies once, then answers are normal', async () => {
    await addOk({ fault: 'status', status: 503, times: 1 })
    expect((await send()).status).toBe(503)
    expect((await send()).status).toBe(200)
    expect((await send()).status).toBe(200)
  })

  it('times: 2 applies twice', async () => {
    await addOk({ fault: 'status', status: 500, times: 2 })
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await send()).status)
    expect(statuses).toEqual([500, 500, 200, 200])
  })

  it('message_includes applies only to webhook messages containing the text', async () => {
    await addOk({ fault: 'status', status: 500, message_includes: 'boom' })
    expect((await send('hello')).status).toBe(200)
    expect((await send('this will go boom now')).status).toBe(500)
    expect((await send('BOOM')).status).toBe(200)
    expect((await call(server, 'list-chat-sessions', {}, { token: TOKEN_A })).status).toBe(200)
  })

  it('operation applies only to that operation', async () => {
    await addOk({ fault: 'status', status: 500, operation: 'list-chat-sessions' })
    expect((await send()).status).toBe(200)
    expect((await call(server, 'list-chat-sessions', {}, { token: TOKEN_A })).status).toBe(500)
    await addOk({ fault: 'status', status: 504, operation: 'create-chat-widget' })
    expect((await call(server, 'create-chat-widget', { agent_id: '0b8f2d7e-4c1a-4f3e-9a2b-6d5c4e3f2a10' }, { token: TOKEN_A })).status).toBe(504)
    expect((await send()).status).toBe(200)
  })

  it('malformed: 200 with a body that is not valid JSON', async () => {
    await addOk({ fault: 'malformed' })
    const res = await send()
    expect(res.status).toBe(200)
    expect(res.text.length).toBeGreaterThan(0)
    expect(() => {
      JSON.parse(res.text)
    }).toThrow()
  })

  it('empty: 200 with an empty body', async () => {
    await addOk({ fault: 'empty' })
    const res = await send()
    expect(res.status).toBe(200)
    expect(res.text).toBe('')
  })

  it('huge: 200 with an aiResponse of 2,000,000 characters', async () => {
    await addOk({ fault: 'huge' })
    const res = await send()
    expect(res.status).toBe(200)
    expect(res.body.aiResponse).toHaveLength(2_000_000)
    expect(res.body.session_id).toMatch(UUID_RE)
    expect(res.body.aiMessageId).toMatch(UUID_RE)
  })

  it('drop: the connection is dropped, fetch rejects; the server carries on', async () => {
    await addOk({ fault: 'drop', times: 1 })
    await expect(send()).rejects.toThrow()
    expect((await send()).status).toBe(200)
  })

  it('latency and a terminal fault combine: the wait, then the fault', async () => {
    await addOk({ fault: 'latency', ms: 400, times: 1 }, { fault: 'status', status: 503, times: 1 })
    const [res, elapsed] = await timed(() => send())
    expect(res.status).toBe(503)
    expect(elapsed).toBeGreaterThanOrEqual(398)
    // Both rules were used up (asked of the mock, not timed: a busy machine
    // can make any request slow): the next answer is normal.
    const left = await request<{ rules: FaultRule[] }>(server, '/__mock/faults')
    expect(left.body.rules).toEqual([])
    expect((await send()).status).toBe(200)
  })

  it('the first matching terminal fault decides; one that did not apply keeps its count', async () => {
    await addOk({ fault: 'status', status: 500, times: 1 }, { fault: 'status', status: 502, times: 1 })
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await send()).status)
    expect(statuses).toEqual([500, 502, 200])
  })

  it('GET lists the rules, with what is left of times; DELETE clears them', async () => {
    await addOk({ fault: 'status', status: 503, times: 2, operation: 'webhook-chat-message' }, { fault: 'latency', ms: 10, message_includes: 'slow' })
    let listed = await request<{ rules: FaultRule[] }>(server, '/__mock/faults')
    expect(listed.status).toBe(200)
    expect(listed.body.rules).toEqual([
      { fault: 'status', status: 503, times: 2, operation: 'webhook-chat-message' },
      { fault: 'latency', ms: 10, message_includes: 'slow' },
    ])
    expect((await send()).status).toBe(503)
    listed = await request<{ rules: FaultRule[] }>(server, '/__mock/faults')
    expect(listed.body.rules[0]?.times).toBe(1)

    const cleared = await request<{ rules: FaultRule[] }>(server, '/__mock/faults', { method: 'DELETE' })
    expect(cleared.status).toBe(200)
    expect((await request<{ rules: FaultRule[] }>(server, '/__mock/faults')).body.rules).toEqual([])
    expect((await send()).status).toBe(200)
  })

  it('POST adds to the rules already there', async () => {
    await addOk({ fault: 'status', status: 500, operation: 'list-chat-sessions' })
    await addOk({ fault: 'empty', operation: 'create-chat-widget' })
    expect((await request<{ rules: FaultRule[] }>(server, '/__mock/faults')).body.rules).toHaveLength(2)
  })

  const invalid: Array<[string, unknown]> = [
    ['rules not an array', { rules: 'latency' }],
    ['no rules field', {}],
    ['an unknown fault', { rules: [{ fault: 'explode' }] }],
    ['no fault', { rules: [{ ms: 10 }] }],
    ['latency without ms', { rules: [{ fault: 'latency' }] }],
    ['latency with negative ms', { rules: [{ fault: 'latency', ms: -1 }] }],
    ['latency with ms as a string', { rules: [{ fault: 'latency', ms: '100' }] }],
    ['status without status', { rules: [{ fault: 'status' }] }],
    ['status 200', { rules: [{ fault: 'status', status: 200 }] }],
    ['status 600', { rules: [{ fault: 'status', status: 600 }] }],
    ['times 0', { rules: [{ fault: 'drop', times: 0 }] }],
    ['times 1.5', { rules: [{ fault: 'drop', times: 1.5 }] }],
    ['an unknown rule field', { rules: [{ fault: 'drop', when: 'always' }] }],
    ['a rule that is not an object', { rules: [42] }],
    ['a rule that is null', { rules: [null] }],
  ]
  it.each(invalid)('refuses %s with 400, adding nothing', async (_label, body) => {
    const res = await request(server, '/__mock/faults', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    expect(res.status, res.text).toBe(400)
    expectError(res, 400, errorCode(res))
    expect((await request<{ rules: FaultRule[] }>(server, '/__mock/faults')).body.rules).toEqual([])
  })

  it('adds nothing when one rule of several is invalid', async () => {
    const res = await addRules([{ fault: 'drop' }, { fault: 'status' }])
    expect(res.status).toBe(400)
    expect((await request<{ rules: FaultRule[] }>(server, '/__mock/faults')).body.rules).toEqual([])
    expect((await send()).status).toBe(200)
  })

  it('refuses a body that is not JSON, and a wrong content type', async () => {
    const notJson = await request(server, '/__mock/faults', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{rules' })
    expectError(notJson, 400, 'invalid_json')
    const text = await request(server, '/__mock/faults', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{"rules":[]}' })
    expectError(text, 415, 'unsupported_media_type')
  })
})

describe('fault rules in-process', () => {
  it('server.inject applies like an HTTP rule', async () => {
    server.inject({ fault: 'status', status: 503, retry_after: 3, times: 1 })
    const res = await send()
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('3')
    expect((await send()).status).toBe(200)
  })

  it('server.inject latency', async () => {
    server.inject({ fault: 'latency', ms: 250 })
    const [res, elapsed] = await timed(() => send())
    expect(res.status).toBe(200)
    expect(elapsed).toBeGreaterThanOrEqual(248)
  })

  it('injected rules are listed over HTTP, and server.reset clears them', async () => {
    server.inject({ fault: 'empty', operation: 'webhook-chat-message' })
    expect((await request<{ rules: FaultRule[] }>(server, '/__mock/faults')).body.rules).toEqual([{ fault: 'empty', operation: 'webhook-chat-message' }])
    expect((await send()).text).toBe('')
    server.reset()
    expect((await request<{ rules: FaultRule[] }>(server, '/__mock/faults')).body.rules).toEqual([])
    expect((await send()).status).toBe(200)
  })

  it('faults are off by default', async () => {
    expect((await request<{ rules: FaultRule[] }>(server, '/__mock/faults')).body.rules).toEqual([])
    const res = await send('hours?')
    expect(res.status).toBe(200)
    expect((JSON.parse(res.text) as WebhookReply).aiResponse).toContain('open')
    expect((await listSessions(server)).total).toBeGreaterThanOrEqual(1)
  })
})
