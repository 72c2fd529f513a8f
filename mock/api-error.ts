// The mock's one error shape: an HTTP status plus
// `{ "error": { "code": "...", "message": "...", "field"?: "..." } }`.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** Seconds, sent as Retry-After (429, 503). */
    readonly retryAfter?: number,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  toJSON() {
    return { error: { code: this.code, message: this.message, ...(this.field !== undefined ? { field: this.field } : {}) } }
  }
}
