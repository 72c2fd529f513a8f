/** Runs `run` in a task of its own once the page is idle (at most 500 ms later); WebKit has no requestIdleCallback. */
export function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 500 })
  else setTimeout(run, 1)
}
