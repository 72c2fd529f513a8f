/**
 * Listeners told of each value in the order they came; one may stop listening while being told.
 * `keep`: values told while no one listens are kept for the first listener (a chunk that arrives
 * after them), which is told them as it is added.
 */
export function createListeners<T>(keep = false) {
  const listeners = new Set<(value: T) => void>()
  const kept: T[] = []
  return {
    /** Returns how to stop. */
    add(listener: (value: T) => void): () => void {
      listeners.add(listener)
      for (const value of kept.splice(0)) listener(value)
      return () => {
        listeners.delete(listener)
      }
    },
    tell(value: T) {
      if (keep && !listeners.size) kept.push(value)
      for (const listener of [...listeners]) listener(value)
    },
  }
}
