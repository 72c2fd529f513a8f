// A language file is a script from our own build, but it travels through the
// host's CDN like anything else: only known keys with sensible string values
// are taken, whatever else it carries is ignored.
import { isText, own } from '../page/json'

/** The longest text a catalogue or a site's `texts` may give. */
export const MAX_TEXT = 500

export function applyCatalogue(target: Record<string, string>, source: unknown): void {
  if (!source || typeof source !== 'object') return
  for (const key of Object.keys(target)) {
    const value = own(source, key)
    if (isText(value, MAX_TEXT)) target[key] = value
  }
}

/** A part's texts: its English, with each of `over` (the language shown, then the site's texts; unvalidated) laid over it in turn. */
export function textsOf<T extends Record<string, string>>(english: T, ...over: unknown[]): T {
  const texts = { ...english }
  for (const source of over) applyCatalogue(texts, source)
  return texts
}
