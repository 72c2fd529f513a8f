// When a message that did not get through is sent again, and after how long.
import { WebhookError } from '../api/webhook-error'

/** Retries after a network error, a timeout, a 5xx or a 429, before a message is marked failed. */
export const RETRIES = 3
const RETRY_BASE_MS = 1000
const RETRY_MAX_MS = 30_000
/** A Retry-After longer than this is not waited for in full: the visitor is still looking. */
const RETRY_AFTER_MAX_S = 120

/**
 * Exponential backoff with jitter: 1 s, 2 s, 4 s... each between half and the
 * whole of its step, so many visitors of a recovering service do not retry in
 * step. A Retry-After from the service wins (capped at two minutes).
 */
export function retryDelay(attempt: number, random: () => number, retryAfter?: number): number {
  if (retryAfter !== undefined) return Math.min(retryAfter, RETRY_AFTER_MAX_S) * 1000
  return ((1 + random()) * Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** attempt)) / 2
}

/** Worth resending: the service was not reached, was slow, failed, or asked us to wait. */
export function isRetryable(error: unknown): error is WebhookError {
  if (!(error instanceof WebhookError)) return false
  if (error.kind === 'http') return error.status! >= 500 || error.status === 429
  return error.kind !== 'bad-reply'
}

/** The wait between retries in the browser: never resolves once `cancel` aborts (the loop waiting on it is simply dropped). */
export function cancellableSleep(ms: number, cancel: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    cancel.addEventListener('abort', () => clearTimeout(timer), { once: true })
  })
}
