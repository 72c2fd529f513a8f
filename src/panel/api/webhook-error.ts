// One error type for everything that can go wrong with a webhook call, with a
// `kind` the state model switches on to pick what the visitor is told.
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
