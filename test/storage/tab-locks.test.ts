// The widget's use of the Web Locks API (src/panel/storage/tab-locks.ts): at
// once where the browser has none, through LockManager.request where it has,
// and as without when a request is refused (an opaque origin, a page being
// unloaded). The locks' work across tabs is the browser's: e2e/tabs.spec.ts
// runs it in Chromium, Firefox and WebKitGTK, the model test of tabs simulates it.
import { describe, expect, it, vi } from 'vitest'
import { tabLocks, type LockRequester } from '../../src/panel/storage/tab-locks'

/** LockManager.request as the specification has it for one tab: the callback runs when granted, the lock is held until its promise settles. */
function oneTabLocks() {
  const held = new Set<string>()
  const waiting: Array<() => void> = []
  const manager: LockRequester = {
    request(name, { signal }, callback) {
      return new Promise((resolve, reject) => {
        const grant = () => {
          held.add(name)
          Promise.resolve()
            .then(callback)
            .then(resolve, reject)
            .finally(() => {
              held.delete(name)
              waiting.shift()?.()
            })
        }
        if (!held.has(name)) return queueMicrotask(grant)
        waiting.push(grant)
        signal?.addEventListener('abort', () => {
          waiting.splice(waiting.indexOf(grant), 1)
          reject(new DOMException('withdrawn', 'AbortError'))
        })
      })
    },
  }
  return { manager, held }
}

const idle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

describe('tabLocks', () => {
  it('without Web Locks, runs each step at once and holds nothing', () => {
    const locks = tabLocks(undefined)
    const step = vi.fn()
    locks.run('a', step)
    expect(step).toHaveBeenCalledOnce()
    const granted = vi.fn()
    locks.hold('a', granted)
    expect(granted).toHaveBeenCalledOnce()
    expect(locks.across).toBe(false)
  })

  it('with Web Locks, a step waits for the lock a hold keeps until it is released', async () => {
    const { manager, held } = oneTabLocks()
    const locks = tabLocks(manager)
    expect(locks.across).toBe(true)
    let release = () => {}
    locks.hold('a', (r) => (release = r))
    await idle()
    expect(held.has('a')).toBe(true)
    const step = vi.fn()
    locks.run('a', step)
    // A request withdrawn while it waits is never granted, nor run as if refused.
    const withdrawn = vi.fn()
    const abort = new AbortController()
    locks.hold('a', withdrawn, abort.signal)
    await idle()
    expect(step).not.toHaveBeenCalled()
    abort.abort()
    release()
    await idle()
    expect(step).toHaveBeenCalledOnce()
    expect(withdrawn).not.toHaveBeenCalled()
    expect(held.has('a')).toBe(false)
  })

  it('a refused request runs the step as without Web Locks, once; a step that threw is not run again', async () => {
    const refused: LockRequester = { request: () => Promise.reject(new DOMException('opaque origin', 'SecurityError')) }
    const step = vi.fn()
    tabLocks(refused).run('a', step)
    await idle()
    expect(step).toHaveBeenCalledOnce()
    const granted = vi.fn()
    tabLocks(refused).hold('a', granted)
    await idle()
    expect(granted).toHaveBeenCalledOnce()

    const { manager } = oneTabLocks()
    const throwing = vi.fn(() => {
      throw new Error('step failed')
    })
    tabLocks(manager).run('b', throwing)
    await idle()
    expect(throwing).toHaveBeenCalledOnce()
  })
})
