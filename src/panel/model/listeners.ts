/** Listeners told of each value in the order they came; one may stop listening while being told. */
export function createListeners<T>() {
  const listeners = new Set<(value: T) => void>()
  return {
    /** Returns how to stop. */
    add(listener: (value: T) => void): () => void {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    tell(value: T) {
      for (const listener of [...listeners]) listener(value)
    },
  }
}
