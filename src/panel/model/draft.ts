// What the visitor has typed and not sent, kept through the panel's storage
// (consent, errors and the in-memory fallback as for the conversation), so a
// reload, another page of the site or closing the panel loses none of it.
// Written once the typing pauses, not on every key: a key press costs a timer.
import { effect, signal } from '@preact/signals'
import type { KeyValueStore } from '../../shared/chunks/panel-chunks'
import { MAX_VISITOR_MESSAGE_CHARS } from '../../shared/service/wire'

/** The pause in typing after which the draft is written. */
export const DRAFT_SAVE_DELAY = 500

/**
 * The message box's text, restored from `key` and written back there (removed
 * when empty). `mine` says whether the stored data is still this visitor's:
 * after a reset in another tab it is not, and nothing is written back.
 */
export function createDraft(kv: KeyValueStore, key: string, mine: () => boolean) {
  // Untrusted like all stored data: only as much as the box takes.
  const text = signal((kv.get(key) ?? '').slice(0, MAX_VISITOR_MESSAGE_CHARS))
  let written = text.value
  // What only reached memory (no consent yet, storage blocked) is offered to the storage again at the next write.
  let stored = true
  let timer: ReturnType<typeof setTimeout> | undefined
  const write = () => {
    clearTimeout(timer)
    const now = text.value
    if (now === written && stored) return
    written = now
    if (now) stored = kv.set(key, now)
    else {
      kv.remove(key)
      stored = true
    }
  }
  const stop = effect(() => {
    if (text.value === written) return
    clearTimeout(timer)
    timer = setTimeout(write, DRAFT_SAVE_DELAY)
  })
  return {
    text,
    /** Writes a change now (the page is hidden or left, the panel closed). */
    flush: write,
    /** No more writes; what is pending is written while the stored data is still this visitor's. */
    dispose() {
      stop()
      if (mine()) write()
      clearTimeout(timer)
    },
  }
}
