// The restore chunk: the check of a stored conversation and the merge of
// another copy of it. Out of the panel chunk: a new visitor has nothing
// stored to check or merge.
// Its descriptor (src/shared/chunks/describe-chunk.ts) and the interface it provides.
import { describeChunk } from '../shared/chunks/describe-chunk'
import type { Conversation, StoredMessage } from '../shared/conversation/message'

export const descriptor = describeChunk<RestoreChunk>()({
  loadedBy: 'loader',
  when: 'beside the panel where a conversation is stored (a returning visitor), or when the panel first follows a stored one (another tab, the back/forward cache)',
})

/** The restore chunk's payload (src/restore/): the check of a stored conversation, and the merge of another copy of it; only a page with a stored conversation needs them. */
export interface RestoreChunk {
  /** The stored record as the panel may use it, or null when it is unusable. */
  parseConversation(raw: string): Conversation | null
  /** `mine` with what `theirs` adds (src/restore/merge-messages.ts); `mine` itself when it adds nothing. */
  mergeMessages(mine: StoredMessage[], theirs: readonly StoredMessage[]): StoredMessage[]
}
