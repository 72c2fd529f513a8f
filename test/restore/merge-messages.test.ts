// The restore chunk's merge of another copy of the conversation (another
// tab's save) into this page's (src/restore/merge-messages.ts).
import { describe, expect, it } from 'vitest'
import { mergeMessages } from '../../src/restore/merge-messages'
import type { StoredMessage } from '../../src/shared/message'

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
})
