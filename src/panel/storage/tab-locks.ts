// The Web Locks API (navigator.locks) across the site's tabs: a tab's
// read-merge-write of a widget's record is one step that no other tab's
// interleaves with, and each page holds a lock of its own while it lives, so
// another tab learns that a page is gone (closed, reloaded, crashed: a page's
// locks die with it) when the browser gives it that lock, and takes over what
// that page left on its way. Where the browser has no Web Locks (older
// engines, a page not served over HTTPS) the steps run at once and nothing is
// held: the merge still loses nothing (a tab that hears of a write lacking
// what it holds writes it back), and a page takes over what was on its way
// when it starts (docs/architecture.md, "Tabs").

/** The part of the Web Locks API the widget uses (LockManager.request). */
export interface LockRequester {
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void> | void): Promise<unknown>
}

export interface TabLocks {
  /** Whether the locks hold across tabs (the browser has Web Locks); without, each step runs at once. */
  readonly across: boolean
  /** Runs `step` holding `name` (after any tab that holds or asked for it before); at once without Web Locks. */
  run(name: string, step: () => void): void
  /**
   * Holds `name` from when it is granted (`granted` is called then) until
   * `release` is called; at once without Web Locks. `signal` withdraws the
   * request while it waits.
   */
  hold(name: string, granted: (release: () => void) => void, signal?: AbortSignal): void
}

/** The browser's locks; the `manager` a test passes in, or none. */
export function tabLocks(manager: LockRequester | undefined = globalThis.navigator?.locks): TabLocks {
  return {
    across: !!manager,
    run(name, step) {
      if (!manager) return step()
      let ran = false
      manager
        .request(name, {}, () => {
          ran = true
          step()
        })
        // Refused (the page is being unloaded, or an opaque origin): as without locks; a step that threw is not run again.
        .catch(() => ran || step())
    },
    hold(name, granted, signal) {
      if (!manager) return granted(() => {})
      let asked = false
      manager
        .request(name, signal ? { signal } : {}, () => {
          asked = true
          return new Promise<void>((release) => granted(release))
        })
        .catch(() => asked || signal?.aborted || granted(() => {}))
    },
  }
}
