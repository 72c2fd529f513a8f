// The store of earlier conversations by model (fast-check): two tabs of one
// visitor on one storage, in any order, start new conversations (keeping the
// one they end), continue and delete earlier ones, send messages that stay on
// their way for a while, under a storage quota that changes. Each tab follows
// the other's switch as soon as it is written (what the tabs' design counts
// on: docs/architecture.md, "Tabs"). After every step: at most 20 kept and
// 1 MB; no conversation twice, the current one never among the kept; nothing
// kept is lost but by the rules (the oldest first, a delete); a message on
// its way never leaves the current conversation.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { chunk as restoreChunk } from '../../src/restore/chunk'
import { keep, MAX_KEPT, MAX_KEPT_SIZE, readKept } from '../../src/shared/storage/kept'
import { continueConversation, deleteKept, keptList, type ListModel } from '../../src/history/kept-list'
import { createSafeStorage } from '../../src/panel/storage/safe-storage'
import { storageKeys } from '../../src/shared/storage/ui-state'
import type { StoredMessage } from '../../src/shared/conversation/message'
import { FullStorage } from '../helpers/full-storage'

const KEY = 'wgt_model'
const KEYS = storageKeys(KEY)
const AT = '2026-12-01T10:00:00.000Z'
const idOf = (n: number) => `v_${String(n).padStart(22, '0')}`

type Step =
  | { kind: 'new'; tab: number; size: number }
  | { kind: 'continue'; tab: number; pick: number }
  | { kind: 'delete'; tab: number; pick: number }
  | { kind: 'deleteAll'; tab: number }
  | { kind: 'send'; tab: number }
  | { kind: 'delivered' }
  | { kind: 'quota'; room: number }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('new' as const), tab: fc.nat(1), size: fc.integer({ min: 1, max: 400_000 }) }),
  fc.record({ kind: fc.constant('continue' as const), tab: fc.nat(1), pick: fc.nat(30) }),
  fc.record({ kind: fc.constant('delete' as const), tab: fc.nat(1), pick: fc.nat(30) }),
  fc.record({ kind: fc.constant('deleteAll' as const), tab: fc.nat(1) }),
  fc.record({ kind: fc.constant('send' as const), tab: fc.nat(1) }),
  fc.constant({ kind: 'delivered' as const }),
  fc.record({ kind: fc.constant('quota' as const), room: fc.integer({ min: 200_000, max: 6_000_000 }) }),
)

describe('earlier conversations, by model', () => {
  it('keep, continue, delete in any order from two tabs, under a changing quota: the rules hold after every step', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const storage = new FullStorage(Number.MAX_SAFE_INTEGER)
        const kv = createSafeStorage(() => storage)
        let next = 1
        // The current conversation, as both tabs hold it once they have followed (at once).
        let current = { id: idOf(next++), messages: [] as StoredMessage[] }
        let pending = false
        const events: string[] = []
        // The ids the model says may be kept, oldest first: a suffix of it is what is stored.
        let expected: string[] = []
        const tab = (): ListModel => ({
          visitorId: current.id,
          sessionId: { value: undefined },
          visitorName: { value: undefined },
          visitorEmail: { value: undefined },
          messages: { value: current.messages },
          expanded: { value: false },
          outgoing: { value: pending },
          flush: () => {},
          raise: (...[, e]) => void events.push((e as { action: string }).action),
        })
        for (const s of steps) {
          const kept = () => keptList(kv, KEY, restoreChunk)
          if (s.kind === 'new') {
            if (pending) continue
            keep(kv, KEYS.kept, { visitorId: current.id, messages: current.messages }, AT)
            if (current.messages.length) expected = [...expected.filter((id) => id !== current.id), current.id]
            current = { id: idOf(next++), messages: [{ id: `m${next}`, role: 'visitor', text: 'x'.repeat(s.size), at: AT, status: 'sent' }] }
          } else if (s.kind === 'continue') {
            const list = kept()
            const chosen = list[s.pick % Math.max(1, list.length)]
            if (!chosen) continue
            const before = storage.getItem(KEYS.kept)
            const done = continueConversation(kv, KEY, tab(), chosen, AT)
            expect(done).toBe(!pending)
            if (!done) {
              expect(storage.getItem(KEYS.kept)).toBe(before)
              continue
            }
            expected = [...expected.filter((id) => id !== chosen.id && id !== current.id), ...(current.messages.length ? [current.id] : [])]
            current = { id: chosen.id, messages: chosen.conversation.messages }
            expect(storage.getItem(KEYS.visitor)).toBe(chosen.id)
          } else if (s.kind === 'delete') {
            const list = kept()
            const chosen = list[s.pick % Math.max(1, list.length)]
            if (!chosen) continue
            deleteKept(kv, KEY, tab(), chosen.id)
            expected = expected.filter((id) => id !== chosen.id)
          } else if (s.kind === 'deleteAll') {
            deleteKept(kv, KEY, tab())
            expected = []
          } else if (s.kind === 'send') pending = true
          else if (s.kind === 'delivered') pending = false
          else storage.quota = storage.used() + s.room

          // The rules, after every step.
          const ids = readKept(kv, KEYS.kept).map((r) => r.id)
          expect(ids.length).toBeLessThanOrEqual(MAX_KEPT)
          expect((storage.getItem(KEYS.kept) ?? '').length).toBeLessThanOrEqual(MAX_KEPT_SIZE)
          expect(new Set(ids).size).toBe(ids.length)
          expect(ids).not.toContain(current.id)
          // Only the oldest go (20, 1 MB, a full storage): what is stored is the newest of what may be.
          expect(expected.slice(expected.length - ids.length)).toEqual(ids)
          expected = ids
        }
        expect(events.every((e) => ['switch', 'delete'].includes(e))).toBe(true)
      }),
      { numRuns: 150 },
    )
  })
})
