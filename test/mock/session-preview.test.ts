// @vitest-environment node
// docs/mock-service.md: "last_message is the first 200 characters of the reply". The FAQ
// replies of mock/replies.ts are all shorter than 200 characters, so the reply
// function is replaced here (for this file only) to make a long one.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { MockServer } from '../../mock/server'
import { listSessions, newVisitor, sendOk, startServer, stopAllServers } from './helpers'

vi.mock('../../mock/replies', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../mock/replies')>()
  return {
    ...original,
    replyTo: (message: string) => (message.startsWith('LONG ') ? `${'0123456789'.repeat(25)}|${message.slice(5)}` : original.replyTo(message)),
  }
})

let server: MockServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(stopAllServers)

describe('list-chat-sessions: last_message preview', () => {
  it('is the first 200 characters of the latest reply', async () => {
    const visitor_id = newVisitor('preview')
    const reply = await sendOk(server, { visitor_id, message: 'LONG one' })
    expect(reply.aiResponse.length).toBe(254)
    const s = (await listSessions(server)).sessions.find((x) => x.visitor_id === visitor_id)
    expect(s?.last_message).toBe(reply.aiResponse.slice(0, 200))
    expect(s?.last_message).toHaveLength(200)
  })

  it('follows the latest reply, short or long', async () => {
    const visitor_id = newVisitor('preview')
    await sendOk(server, { visitor_id, message: 'LONG first' })
    const short = await sendOk(server, { visitor_id, message: 'What are your opening hours?' })
    const s = (await listSessions(server)).sessions.find((x) => x.visitor_id === visitor_id)
    expect(short.aiResponse.length).toBeLessThan(200)
    expect(s?.last_message).toBe(short.aiResponse)
    expect(s?.message_count).toBe(4)
  })
})
