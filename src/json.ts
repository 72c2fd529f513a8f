// JSON.stringify that ignores toJSON methods a host page bolted onto built-in
// prototypes (prototype.js adds Array.prototype.toJSON, which makes arrays
// serialise as strings). Our objects are plain, so nothing is lost. The
// page's methods are put back exactly as they were defined.
export function stringify(value: unknown): string {
  const protos = [Array.prototype, Object.prototype, String.prototype]
  const saved = protos.map((proto) => Object.getOwnPropertyDescriptor(proto, 'toJSON'))
  saved.forEach((d, i) => d && delete (protos[i] as unknown as Record<string, unknown>)['toJSON'])
  try {
    return JSON.stringify(value)
  } finally {
    saved.forEach((d, i) => d && Object.defineProperty(protos[i]!, 'toJSON', d))
  }
}
