// One error type for everything that can go wrong with a webhook call. Its
// `kind` (and status) decide whether the message is sent again and what the
// visitor is told (src/panel/model/retry-policy.ts).
export type WebhookErrorKind = 'offline' | 'timeout' | 'http' | 'bad-reply'

export class WebhookError extends Error {
  readonly kind: WebhookErrorKind
  readonly status: number | undefined
  /** Seconds from a Retry-After header (429, 503). */
  readonly retryAfter: number | undefined

  constructor(kind: WebhookErrorKind, status?: number, retryAfter?: number) {
    super(kind + (status ? ' ' + status : ''))
    this.kind = kind
    this.status = status
    this.retryAfter = retryAfter
  }
}

export function isWebhookError(error: unknown): error is WebhookError {
  return error instanceof WebhookError
}
