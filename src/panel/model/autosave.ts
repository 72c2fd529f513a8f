// Keeping the stored conversation in step with the model: one save per burst
// of changes (a message and its status, a reply and the unread count), since
// each save writes the history. It runs after the next paint, not in the task
// that made the change (the visitor's key press); `flush` writes it at once
// when the page goes away before that.
import { effect } from '@preact/signals'
import type { Conversation, ConversationStore } from '../storage/conversation-store'

/**
 * Saves `snapshot()` (read in an effect: every signal it reads is watched)
 * whenever it changes, in `later`. The conversation as loaded is not written
 * again: it is what is stored, and another tab may have written more since
 * this page read it.
 */
export function createAutosave(store: Pick<ConversationStore, 'save' | 'flush'>, snapshot: () => Conversation, later: (run: () => void) => void) {
  let queued = false
  let latest: Conversation | undefined
  const flush = (now = false) => {
    // A save made earlier may still wait for the lock across tabs: going away, it is written now too.
    if (now) store.flush()
    if (!queued) return
    queued = false
    store.save(latest!, now)
  }
  let loaded = true
  const stop = effect(() => {
    latest = snapshot()
    if (loaded || queued) return
    queued = true
    later(flush)
  })
  loaded = false

  return {
    /** Writes a pending save now; `now`: without waiting for the lock across tabs (the page is going away). */
    flush,
    /** Writes the conversation now, changed or not (merged with what is stored, as every save). */
    write() {
      queued = true
      flush()
    },
    /** No more saves (a pending one is still written by `flush`). */
    stop,
  }
}
