// localStorage is unreliable inside other people's pages: it throws when
// blocked (privacy settings, sandboxed frames), throws on quota, and may hold
// anything. Every access goes through here; whatever cannot be stored lives on
// in memory for this page view so the conversation still works.

import type { KeyValueStore } from '../../shared/panel-chunks'

/**
 * `allowed` says whether the browser's storage may be used now (the site's
 * consent): until it does, everything lives in memory, and nothing stored is read.
 */
export function createSafeStorage(open: () => Storage | null | undefined = () => window.localStorage, allowed = () => true): KeyValueStore {
  const memory = new Map<string, string>()
  let storage: Storage | null | undefined
  try {
    storage = open()
  } catch {
    storage = null
  }
  return {
    get(key) {
      if (memory.has(key)) return memory.get(key)!
      try {
        return storage && allowed() ? storage.getItem(key) : null
      } catch {
        return null
      }
    },
    set(key, value) {
      try {
        if (storage && allowed()) {
          storage.setItem(key, value)
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
        storage?.removeItem(key)
      } catch {
        // Nothing more to do: the memory copy is gone.
      }
    },
  }
}
