// The restore chunk's part in following another copy of the conversation
// (another tab's save) in this page (src/restore/follow-conversation.ts).
import { signal } from '@preact/signals'
import { describe, expect, it } from 'vitest'
import { followConversation, mergeMessages } from '../../src/restore/follow-conversation'
import { emptyConversation } from '../../src/panel/storage/conversation-store'
import type { Conversation, StoredMessage } from '../../src/shared/conversation/message'

const at = '2026-01-01T00:00:00.000Z'
const visitor = (id: string, status: NonNullable<StoredMessage['status']>): StoredMessage => ({ id, role: 'visitor', text: id, at, status })
const agent = (id: string): StoredMessage => ({ id, role: 'agent', text: id, at })
const delivering = (m: StoredMessage) => m.status === 'queued' || m.status === 'sending'

describe('mergeMessages', () => {
  it('an unchanged copy changes nothing (so nothing is saved, and the other tab is not woken)', () => {
    const mine = [visitor('a', 'sent'), agent('b')]
    expect(mergeMessages(mine, structuredClone(mine), delivering)).toBeUndefined()
  })

  it("takes the copy's messages in its order, adding what it has and this page lacks", () => {
    const mine = [visitor('a', 'sent')]
    expect(mergeMessages(mine, [visitor('a', 'sent'), agent('b')], delivering)?.map((m) => m.id)).toEqual(['a', 'b'])
  })

  it('keeps the local state of a message this page is still delivering, and keeps one the copy lacks at the end', () => {
    const mine = [visitor('a', 'sending'), visitor('c', 'queued')]
    const merged = mergeMessages(mine, [visitor('a', 'failed'), agent('b')], delivering)!
    expect(merged.map((m) => `${m.id}:${m.status ?? ''}`)).toEqual(['a:sending', 'b:', 'c:queued'])
  })

  it('a message this page is not delivering follows the copy', () => {
    const merged = mergeMessages([visitor('a', 'failed')], [visitor('a', 'sent')], delivering)!
    expect(merged[0]!.status).toBe('sent')
  })

  it('a copy older than this page (saved by the other tab just before this page stored a reply) loses nothing here', () => {
    // The other tab saved the visitor's message while this page was sending it; this page has since stored the reply.
    const mine = [agent('w'), visitor('a', 'sent'), agent('r')]
    expect(mergeMessages(mine, [agent('w'), visitor('a', 'sending')], delivering)).toBeUndefined()
  })

  it('both tabs sent at once: each keeps what the other lacks after the last message they share', () => {
    const mine = [visitor('a', 'sent'), visitor('b', 'sent'), agent('rb')]
    const merged = mergeMessages(mine, [visitor('a', 'sent'), visitor('c', 'sending')], delivering)!
    expect(merged.map((m) => `${m.id}:${m.status ?? ''}`)).toEqual(['a:sent', 'c:sending', 'b:sent', 'rb:'])
  })

  it('a message delivered here stays delivered whatever an older copy says', () => {
    const merged = mergeMessages([visitor('a', 'sent')], [visitor('a', 'queued'), agent('b')], delivering)!
    expect(merged.map((m) => `${m.id}:${m.status ?? ''}`)).toEqual(['a:sent', 'b:'])
  })

  it('a copy that shares no message is a new conversation started elsewhere: it replaces this one, all but what this page is still delivering', () => {
    const mine = [visitor('a', 'sent'), agent('b'), visitor('c', 'sending')]
    expect(mergeMessages(mine, [], delivering)?.map((m) => m.id)).toEqual(['c'])
    expect(mergeMessages(mine, [agent('w2')], delivering)?.map((m) => m.id)).toEqual(['w2', 'c'])
  })
})

describe('followConversation', () => {
  const here = () => ({
    messages: signal<StoredMessage[]>([visitor('a', 'sending')]),
    started: signal(false),
    visitorName: signal<string | undefined>('Ada'),
    visitorEmail: signal<string | undefined>(undefined),
    sessionId: signal<string | undefined>('s1'),
  })
  const copy = (over: Partial<Conversation>): Conversation => ({ ...emptyConversation(), ...over })

  it('takes the messages merged, started there as started here, and each detail the copy has', () => {
    const model = here()
    followConversation(
      copy({ started: true, visitorEmail: 'ada@example.com', sessionId: 's2', messages: [visitor('a', 'failed'), agent('b')] }),
      model,
      delivering,
    )
    expect(model.messages.value.map((m) => `${m.id}:${m.status ?? ''}`)).toEqual(['a:sending', 'b:'])
    expect(model.started.value).toBe(true)
    expect([model.visitorName.value, model.visitorEmail.value, model.sessionId.value]).toEqual(['Ada', 'ada@example.com', 's2'])
  })

  it('keeps what the copy lacks, and never unstarts the chat', () => {
    const model = here()
    model.started.value = true
    const before = model.messages.value
    followConversation(copy({ messages: [] }), model, () => false)
    expect(model.started.value).toBe(true)
    expect([model.visitorName.value, model.sessionId.value]).toEqual(['Ada', 's1'])
    expect(model.messages.value).not.toBe(before) // a copy without the message: it goes
    expect(model.messages.value).toEqual([])
  })
})
