// Following the other tabs of this visitor: their writes to the widget's
// records come as `storage` events, and each is taken in by the model's merge
// (src/restore/merge-messages.ts), which writes back what the write
// lacked. The panel attaches it to the page (start-panel.tsx); the model test
// of tabs (test/storage/tabs.model.test.ts) drives it with events of its own.
import type { ChatModel } from '../model/chat-model'
import type { RestoreChunk } from '../../restore/descriptor'
import type { ConversationStore } from './conversation-store'

export interface TabFollowingDeps {
  store: Pick<ConversationStore, 'key' | 'visitorKey' | 'kv' | 'follows' | 'readable' | 'readWith'>
  model: Pick<ChatModel, 'sync'>
  /** The restore chunk (its check of a stored record, its merge): here already where a conversation was stored as the page started, fetched at the first change otherwise. */
  restore(): Promise<RestoreChunk>
  /** Another tab forgot the visitor (reset) or started a new conversation: a new panel, for the visitor now stored. */
  renew(): void
  /** False once the panel is gone. */
  live(): boolean
  /** Another of the widget's keys changed in another tab (the disclaimer's agreement): the panel follows it. */
  other(change: StorageChange): void
}

/** What another tab's write tells: the key, its area, the value it had before and the one written (a `storage` event). */
export type StorageChange = Pick<StorageEvent, 'key' | 'storageArea' | 'oldValue' | 'newValue'>

export function followTabs({ store, model, restore, renew, live, other }: TabFollowingDeps) {
  /**
   * Takes in `copy` (another tab's write, as its event told it: what that tab
   * holds, even where this page's storage has since been written over) or
   * what is stored now; nothing there, nothing fetched.
   */
  const sync = (copy?: string | null) => {
    if (copy ?? store.kv.get(store.key))
      restore().then(
        (chunk) => {
          store.readWith(chunk)
          if (live()) model.sync(copy)
        },
        () => {}, // the chunk loader said why; the next change tries again
      )
  }
  if (!store.readable()) sync()
  return {
    sync,
    /**
     * Another tab wrote one of the widget's keys. Only the area in use counts:
     * with data-storage="session" another tab's localStorage is not this tab's
     * conversation (sessionStorage events come only from this tab's frames;
     * memory has none).
     */
    heard(change: StorageChange) {
      if (!store.follows(change.storageArea)) return
      if (change.key === store.key) sync(change.newValue)
      else if (change.key === store.visitorKey && change.oldValue) renew()
      else other(change)
    },
  }
}
