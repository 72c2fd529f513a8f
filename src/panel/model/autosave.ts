// Keeping the stored conversation in step with the model: one save per burst
// of changes (a message and its status, a reply and the unread count), since
// each save writes the history. It runs after the next paint, not in the task
// that made the change (the visitor's key press); `flush` writes it at once
// when the page goes away before that.
import { effect } from '@preact/signals'
import type { Conversation, ConversationStore } from '../storage/conversation-store'

/**
 * Saves `snapshot()` (read in an effect: every signal it reads is watched)
 * whenever it changes. The conversation as loaded is written in the task that
 * builds the model (a page that clears storage right after cannot have it
 * written back later); what changes afterwards, in `later`.
 */
export function createAutosave(store: Pick<ConversationStore, 'save'>, snapshot: () => Conversation, later: (run: () => void) => void) {
  let queued = false
  let latest: Conversation | undefined
  const flush = () => {
    if (!queued) return
    queued = false
    store.save(latest!)
  }
  let queueSave = queueMicrotask
  const stop = effect(() => {
    latest = snapshot()
    if (queued) return
    queued = true
    queueSave(flush)
  })
  queueSave = later

  return {
    /** Writes a pending save now. */
    flush,
    /** Writes the conversation now, changed or not. */
    write() {
      queued = true
      flush()
    },
    /** No more saves (a pending one is still written by `flush`). */
    stop,
  }
}
