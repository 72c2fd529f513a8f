// The browser's storage is unreliable inside other people's pages: it throws
// when blocked (privacy settings, sandboxed frames), throws on quota, and may
// hold anything. Every access goes through here; whatever cannot be stored lives on
// in memory for this page view so the conversation still works.

import type { KeyValueStore } from '../../shared/chunks/panel-chunks'
import type { StorageArea } from '../../shared/storage/ui-state'

/**
 * `area` is asked at each access, as it may change while the panel runs
 * (the site's consent given or withdrawn): data-storage's area, or null
 * until the site consents, when everything lives in memory and nothing
 * stored is read, written or removed.
 */
export function createSafeStorage(area: () => StorageArea | null | undefined = () => window.localStorage): KeyValueStore {
  const memory = new Map<string, string>()
  const storage = () => {
    try {
      return area()
    } catch {
      return null
    }
  }
  return {
    get(key) {
      if (memory.has(key)) return memory.get(key)!
      try {
        return storage()?.getItem(key) ?? null
      } catch {
        return null
      }
    },
    set(key, value) {
      try {
        const to = storage()
        if (to) {
          to.setItem(key, value)
          memory.delete(key)
          return true
        }
      } catch {
        // Quota or blocked: fall through to memory.
      }
      memory.set(key, value)
      return false
    },
    remove(key) {
      memory.delete(key)
      try {
        storage()?.removeItem(key)
      } catch {
        // Nothing more to do: the memory copy is gone.
      }
    },
  }
}
