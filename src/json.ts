// JSON.stringify that ignores toJSON methods a host page bolted onto built-in
// prototypes (prototype.js adds Array.prototype.toJSON, which makes arrays
// serialise as strings). Our objects are plain, so nothing is lost.
export function stringify(value: unknown): string {
  const patched = [Array.prototype, Object.prototype, String.prototype] as unknown as Record<string, unknown>[]
  const saved = patched.map((proto) => (Object.prototype.hasOwnProperty.call(proto, 'toJSON') ? proto['toJSON'] : undefined))
  saved.forEach((fn, i) => fn !== undefined && delete patched[i]!['toJSON'])
  try {
    return JSON.stringify(value)
  } finally {
    saved.forEach((fn, i) => fn !== undefined && (patched[i]!['toJSON'] = fn))
  }
}
