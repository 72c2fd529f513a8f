// The mock's one error shape: HTTP status plus
// `{ "error": { "code": "...", "message": "...", "field"?: "..." } }`.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  toJSON() {
    return { error: { code: this.code, message: this.message, ...(this.field ? { field: this.field } : {}) } }
  }
}
