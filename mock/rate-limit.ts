// Fixed-window request counters, as a real service would keep per visitor and
// per widget. Old windows are forgotten as they expire, so memory stays bounded
// by the number of keys active in the current window.
export interface RateLimiter {
  /** Seconds to wait before `key` may send again; 0 when it may now. Counts nothing. */
  wait(key: string, now: number): number
  /** Counts one request for `key`. */
  count(key: string): void
}

export function createRateLimiter(limit: number, windowMs: number): RateLimiter {
  let windowStart = 0
  let counts = new Map<string, number>()
  return {
    wait(key, now) {
      if (now - windowStart >= windowMs) {
        windowStart = now - ((now - windowStart) % windowMs)
        counts = new Map()
      }
      return (counts.get(key) ?? 0) < limit ? 0 : Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000))
    },
    count(key) {
      counts.set(key, (counts.get(key) ?? 0) + 1)
    },
  }
}
