/**
 * `load` asked once per key: later calls get the same promise while it is
 * pending or once it has resolved; a rejected one is forgotten, so the next
 * call asks again (a chunk that failed to load is tried on the next intent).
 */
export function onceUntilFailure<K, A extends unknown[], V>(load: (key: K, ...rest: A) => Promise<V>): (key: K, ...rest: A) => Promise<V> {
  const asked = new Map<K, Promise<V>>()
  return (key, ...rest) => {
    let promise = asked.get(key)
    if (!promise) {
      promise = load(key, ...rest)
      asked.set(key, promise)
      promise.catch(() => asked.delete(key))
    }
    return promise
  }
}
