export interface Deferred<T> {
  promise: Promise<T>
  resolve(value: T): void
  reject(error: unknown): void
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** Lets every pending promise callback (and any zero-delay timer before it) run. */
export function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** When the launcher stage has read what was stored: its idle task (happy-dom has no requestIdleCallback, so a 1 ms timer) has run. */
export function afterIdle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 5))
}
