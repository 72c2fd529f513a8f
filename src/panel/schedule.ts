// Splitting the panel's work into short tasks, so no visitor input waits
// behind a long one (Interaction to Next Paint) and no task of ours is long.

/**
 * Runs `run` in a task after the next frame is painted: what the visitor just
 * did shows first, the work it causes (a request, a storage write) comes
 * after. A hidden tab draws no frames, so a timer stands in after 100 ms.
 */
export function afterPaint(run: () => void): void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    run()
  }
  requestAnimationFrame(() => setTimeout(once))
  setTimeout(once, 100)
}
