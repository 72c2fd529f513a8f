// The merge every tab takes another copy of the conversation in with
// (src/restore/merge-messages.ts): its laws, by property (fast-check), and
// the rules it keeps, by example.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { laterCopy, mergeMessages } from '../../src/restore/merge-messages'
import type { StoredMessage } from '../../src/shared/conversation/message'

const at = (ms: number) => new Date(Date.parse('2026-12-07T10:00:00.000Z') + ms).toISOString()
const visitor = (id: string, status: NonNullable<StoredMessage['status']>, extra: Partial<StoredMessage> = {}): StoredMessage => ({
  id,
  role: 'visitor',
  text: id,
  at: at(Number(id.replace(/\D/g, '')) || 0),
  status,
  ...extra,
})
const agent = (id: string, extra: Partial<StoredMessage> = {}): StoredMessage => ({
  id,
  role: 'agent',
  text: id,
  at: at(Number(id.replace(/\D/g, '')) || 0),
  ...extra,
})

// Copies of up to six messages, each in one of the states tabs may hold it in.
const copy: fc.Arbitrary<StoredMessage> = fc
  .record({
    n: fc.integer({ min: 1, max: 6 }),
    status: fc.constantFrom('queued', 'sending', 'failed', 'sent'),
    rev: fc.integer({ min: 0, max: 2 }),
    feedback: fc.constantFrom(undefined, 'positive', 'negative'),
    reply: fc.boolean(),
  })
  .map(({ n, status, rev, feedback, reply }) => {
    const extra: Partial<StoredMessage> = rev ? { rev } : {}
    if (reply) return agent(`r${n}`, feedback ? { ...extra, feedback } : extra)
    return visitor(`q${n}`, status, extra)
  })
// A tab's list: each message once, in the order said.
const list = fc.uniqueArray(copy, { selector: (m) => m.id, maxLength: 8 }).map((messages) => mergeMessages([], messages))

describe('mergeMessages', () => {
  it('is commutative, associative and idempotent: tabs that take in each other in any order, twice or late agree', () => {
    fc.assert(
      fc.property(list, list, list, (a, b, c) => {
        expect(mergeMessages(a, b)).toEqual(mergeMessages(b, a))
        expect(mergeMessages(mergeMessages(a, b), c)).toEqual(mergeMessages(a, mergeMessages(b, c)))
        expect(mergeMessages(a, a)).toBe(a)
        expect(mergeMessages(mergeMessages(a, b), b)).toEqual(mergeMessages(a, b))
      }),
      { numRuns: 500 },
    )
  })

  it('loses nothing: every message of either copy is there once, in the order said', () => {
    fc.assert(
      fc.property(list, list, (a, b) => {
        const merged = mergeMessages(a, b)
        expect(new Set(merged.map((m) => m.id))).toEqual(new Set([...a, ...b].map((m) => m.id)))
        expect(merged.length).toBe(new Set(merged.map((m) => m.id)).size)
        expect(merged.map((m) => Date.parse(m.at))).toEqual(merged.map((m) => Date.parse(m.at)).sort((x, y) => x - y))
      }),
    )
  })

  it('gives back the same list (the same array) when the other copy adds nothing, so nothing is saved or drawn again', () => {
    const mine = [visitor('q1', 'sent'), agent('r2')]
    expect(mergeMessages(mine, structuredClone(mine))).toBe(mine)
    expect(mergeMessages(mine, [visitor('q1', 'sending')])).toBe(mine)
    expect(mergeMessages(mine, [])).toBe(mine)
  })

  it('keeps the objects of messages that do not change (the rows and the serialised copies are kept by object)', () => {
    const mine = [visitor('q1', 'sent'), agent('r2')]
    const merged = mergeMessages(mine, [visitor('q3', 'queued')])
    expect(merged[0]).toBe(mine[0])
    expect(merged[1]).toBe(mine[1])
  })

  it('puts another tab’s message where it was said, not at the end', () => {
    const mine = [visitor('q1', 'sent'), agent('r4')]
    expect(mergeMessages(mine, [visitor('q2', 'sent')]).map((m) => m.id)).toEqual(['q1', 'q2', 'r4'])
  })

  it('moves a message forward only: on its way, then failed or delivered, delivered for good', () => {
    for (const [older, newer] of [
      ['queued', 'sending'],
      ['sending', 'failed'],
      ['sending', 'sent'],
      ['failed', 'sent'],
    ] as const) {
      expect(mergeMessages([visitor('q1', older)], [visitor('q1', newer)])[0]!.status).toBe(newer)
      expect(mergeMessages([visitor('q1', newer)], [visitor('q1', older)])[0]!.status).toBe(newer)
    }
    // A take-over or Retry (rev up) is later than what it moved back from, but never than delivered.
    expect(laterCopy(visitor('q1', 'failed'), visitor('q1', 'queued', { rev: 1 })).status).toBe('queued')
    expect(laterCopy(visitor('q1', 'sending'), visitor('q1', 'queued', { rev: 1 })).status).toBe('queued')
    expect(laterCopy(visitor('q1', 'sent'), visitor('q1', 'queued', { rev: 3 })).status).toBe('sent')
  })

  it('keeps the later rating of a reply, a cleared one too', () => {
    const rated = agent('r1', { feedback: 'positive', rev: 1 })
    const cleared = agent('r1', { rev: 2 })
    expect(mergeMessages([rated], [cleared])[0]).toBe(cleared)
    expect(mergeMessages([cleared], [rated])[0]).toBe(cleared)
  })
})
