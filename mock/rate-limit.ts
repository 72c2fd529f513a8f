// Fixed-window request counters, as a real service would keep per visitor and
// per widget. Old windows are forgotten as they expire, so memory stays bounded
// by the number of keys active in the current window.
export interface RateLimiter {
  /** Counts one request; returns 0 when allowed, else the seconds to wait. */
  take(key: string, now: number): number
}

export function createRateLimiter(limit: number, windowMs: number): RateLimiter {
  let windowStart = 0
  let counts = new Map<string, number>()
  return {
    take(key, now) {
      if (now - windowStart >= windowMs) {
        windowStart = now - ((now - windowStart) % windowMs)
        counts = new Map()
      }
      const used = counts.get(key) ?? 0
      if (used >= limit) return Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000))
      counts.set(key, used + 1)
      return 0
    },
  }
}
