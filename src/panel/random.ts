// URL-safe random strings from crypto.getRandomValues: crypto.randomUUID only
// exists in secure contexts, and many embedding sites are still plain http.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

export function randomString(length: number, fill: (bytes: Uint8Array<ArrayBuffer>) => void = (b) => crypto.getRandomValues(b)): string {
  const bytes = new Uint8Array(length)
  fill(bytes)
  let out = ''
  // 256 is a multiple of 64, so masking to 6 bits keeps every character equally likely.
  for (let i = 0; i < length; i++) out += ALPHABET[bytes[i]! & 63]
  return out
}

/** 22 characters = 132 bits, as much entropy as a UUID v4 carries. */
export function createVisitorId(fill?: (bytes: Uint8Array<ArrayBuffer>) => void): string {
  return 'v_' + randomString(22, fill)
}

/** A version 4 UUID; crypto.randomUUID is missing on plain-http pages. */
export function uuid(fill: (bytes: Uint8Array<ArrayBuffer>) => void = (b) => crypto.getRandomValues(b)): string {
  const bytes = new Uint8Array(31)
  fill(bytes)
  let i = 0
  // x: any hex digit; y: one of 8, 9, a, b (the variant bits).
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => (c === 'x' ? bytes[i++]! & 15 : (bytes[i++]! & 3) | 8).toString(16))
}
