// JSON.stringify that ignores toJSON methods a host page bolted onto built-in
// prototypes (prototype.js adds Array.prototype.toJSON, which makes arrays
// serialise as strings). Our objects are plain, so nothing is lost. The
// page's methods are put back exactly as they were defined.
export function stringify(value: unknown): string {
  const protos = [Array.prototype, Object.prototype, String.prototype]
  const saved = protos.map((proto) => Object.getOwnPropertyDescriptor(proto, 'toJSON'))
  saved.forEach((d, i) => {
    if (d) delete (protos[i] as unknown as Record<string, unknown>)['toJSON']
  })
  try {
    return JSON.stringify(value)
  } finally {
    saved.forEach((d, i) => {
      if (d) Object.defineProperty(protos[i]!, 'toJSON', d)
    })
  }
}

/** A JSON object (not an array or a primitive), or undefined. */
export function parseObject(text: string): Record<string, unknown> | undefined {
  // Nothing stored (or an empty body) is the common case: JSON.parse('')
  // throws, and the thrown SyntaxError cost 1–2 ms on a fresh page (5 ms of
  // the panel's start at 4× CPU throttling).
  if (!text) return undefined
  try {
    const data: unknown = JSON.parse(text)
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

/** An own property (never one a page added to Object.prototype). */
export function own(o: object, key: string): unknown {
  return Object.hasOwn(o, key) ? (o as Record<string, unknown>)[key] : undefined
}

/** A non-blank string of at most `max` characters: a text the widget can show or send. */
export const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= max

/** An own string property of at most `max` characters, else undefined. */
export function ownString(o: object, key: string, max: number): string | undefined {
  const value = own(o, key)
  return typeof value === 'string' && value.length <= max ? value : undefined
}
