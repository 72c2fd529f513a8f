// @vitest-environment node
// client_message_id: a message the widget sends again (after a timeout or a
// network error) is answered once, with the same reply, and counted once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MockServer } from '../../mock/server'
import { listSessions, newVisitor, sendMessage, sendOk, startServer, stopAllServers } from './helpers'

let server: MockServer
beforeAll(async () => {
  server = await startServer({ visitorMessagesPerMinute: 3, widgetMessagesPerMinute: 1000 })
})
afterAll(stopAllServers)

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

describe('webhook-chat-message with client_message_id', () => {
  it('answers a resent message with the same reply and counts it once', async () => {
    const visitor = newVisitor('resend')
    const first = await sendOk(server, { visitor_id: visitor, message: 'When are you open?', client_message_id: id(1) })
    const again = await sendOk(server, { visitor_id: visitor, message: 'When are you open?', client_message_id: id(1) })
    expect(again).toEqual(first)
    const session = (await listSessions(server, { limit: 100 })).sessions.find((s) => s.visitor_id === visitor)!
    expect(session.message_count).toBe(2)
    // A new id is a new message.
    const other = await sendOk(server, { visitor_id: visitor, message: 'When are you open?', client_message_id: id(2) })
    expect(other.aiMessageId).not.toBe(first.aiMessageId)
    expect((await listSessions(server, { limit: 100 })).sessions.find((s) => s.visitor_id === visitor)!.message_count).toBe(4)
  })

  it('does not count resends against the rate limit', async () => {
    const visitor = newVisitor('resend-rate')
    await sendOk(server, { visitor_id: visitor, client_message_id: id(10) })
    for (let i = 0; i < 5; i++) await sendOk(server, { visitor_id: visitor, client_message_id: id(10) })
    await sendOk(server, { visitor_id: visitor, client_message_id: id(11) })
    await sendOk(server, { visitor_id: visitor, client_message_id: id(12) })
    expect((await sendMessage(server, { visitor_id: visitor, client_message_id: id(13) })).status).toBe(429)
  })

  it('keeps answers per visitor: the same id from another visitor is another message', async () => {
    const a = await sendOk(server, { visitor_id: newVisitor('a'), client_message_id: id(20) })
    const b = await sendOk(server, { visitor_id: newVisitor('b'), client_message_id: id(20) })
    expect(b.session_id).not.toBe(a.session_id)
    expect(b.aiMessageId).not.toBe(a.aiMessageId)
  })

  it('never shows the stored answers in list-chat-sessions', async () => {
    const { sessions } = await listSessions(server, { limit: 100 })
    expect(sessions.length).toBeGreaterThan(0)
    for (const s of sessions) expect(Object.keys(s)).not.toContain('answered')
  })
})
