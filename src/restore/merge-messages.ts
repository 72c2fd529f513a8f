// The restore chunk's merge (only a page that reads a stored conversation
// needs it). Several tabs of one site hold the same conversation and write
// the same record. Every copy is taken in by this merge, in both directions (a tab's
// save merges what is stored into what it writes; a tab that hears of another
// tab's save merges it into what it shows), and the merge loses nothing: the
// union of both copies by message id, each message at the later of its two
// states, in the order the messages were said. It is commutative, associative
// and idempotent, so tabs that take in each other's writes in any order, late,
// twice or from a stale read end with the same list
// (test/storage/tabs.model.test.ts checks it by model).
import { stringify } from '../shared/page/json'
import type { StoredMessage } from '../shared/conversation/message'

// A visitor message only moves forward: queued, being sent, then failed or
// delivered; delivered is final (a reply never un-arrives). A move back from
// failed or from on its way (Retry, another page taking over a message whose
// page went away, which may have read an older copy) raises `rev`, which
// ranks next; so does a rating changed or cleared on a reply.
const RANK: Record<string, number> = { queued: 1, sending: 2, failed: 3 }

const rankOf = (m: StoredMessage) => (m.status === 'sent' ? Infinity : (m.rev ?? 0) * 4 + (RANK[m.status ?? ''] ?? 0))

/** The later of two copies of one message; `a` itself when they say the same. */
export function laterCopy(a: StoredMessage, b: StoredMessage): StoredMessage {
  if (a === b || (a.status === b.status && (a.rev ?? 0) === (b.rev ?? 0) && a.feedback === b.feedback)) return a
  const [ra, rb] = [rankOf(a), rankOf(b)]
  if (ra !== rb) return ra > rb ? a : b
  // Two tabs changed it at once (two ratings): either, but the same one in every tab.
  return stringify(a) >= stringify(b) ? a : b
}

/** The order messages were said in: their time (a tab's own are a millisecond apart at least, message-log.ts), then their id. */
export const saidOrder = (a: StoredMessage, b: StoredMessage) => Date.parse(a.at) - Date.parse(b.at) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/**
 * `mine` with what `theirs` adds: the messages it lacks, and the later copy
 * of those both hold. `mine` itself (the same array) when `theirs` adds
 * nothing, so a caller can tell whether anything changed without comparing.
 * Messages that do not change keep their objects (the list's rows and the
 * store's serialised copies are kept by object).
 */
export function mergeMessages(mine: StoredMessage[], theirs: readonly StoredMessage[]): StoredMessage[] {
  const merged = new Map(mine.map((m) => [m.id, m]))
  let added = false
  for (const copy of theirs) {
    const held = merged.get(copy.id)
    const kept = held ? laterCopy(held, copy) : copy
    if (kept === held) continue
    merged.set(copy.id, kept)
    added = true
  }
  return added ? [...merged.values()].sort(saidOrder) : mine
}
