// localStorage is unreliable inside other people's pages: it throws when
// blocked (privacy settings, sandboxed frames), throws on quota, and may hold
// anything. Every access goes through here; whatever cannot be stored lives on
// in memory for this page view so the conversation still works.

export interface KeyValueStore {
  get(key: string): string | null
  /** False when the value only reached the in-memory fallback. */
  set(key: string, value: string): boolean
  remove(key: string): void
}

export function createSafeStorage(open: () => Storage | null | undefined = () => window.localStorage): KeyValueStore {
  const memory = new Map<string, string>()
  let storage: Storage | null | undefined
  try {
    storage = open()
  } catch {
    storage = null
  }
  return {
    get(key) {
      try {
        return memory.get(key) ?? storage?.getItem(key) ?? null
      } catch {
        return null
      }
    },
    set(key, value) {
      try {
        if (storage) {
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
