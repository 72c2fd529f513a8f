import { WebhookError, type WebhookErrorKind } from '../../src/panel/api/webhook-error'

/** A WebhookError as the client throws it (one place to follow the constructor). */
export function webhookError(kind: WebhookErrorKind, status?: number, retryAfter?: number): WebhookError {
  return new WebhookError(kind, status, retryAfter)
}
