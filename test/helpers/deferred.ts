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

/** A stand-in for the model's `later` (after the next paint): queues the work until the test runs it. */
export function laterQueue() {
  const queue: Array<() => void> = []
  return {
    later: (run: () => void) => void queue.push(run),
    get size() {
      return queue.length
    },
    /** Runs the first task queued, alone. */
    step() {
      queue.shift()!()
    },
    /** Runs what is queued (and what that queues), as the tasks after a paint would. */
    run() {
      while (queue.length) queue.shift()!()
    },
  }
}

/**
 * Lets the panel's work after the next paint run (src/panel/schedule.ts: a frame,
 * then a task; happy-dom's frames are setImmediate): its first render, an
 * opening, a delivery, a save. A few rounds, since one may queue the next.
 */
export async function afterPaints(): Promise<void> {
  for (let i = 0; i < 4; i++) await new Promise((resolve) => setTimeout(resolve, 1))
}
