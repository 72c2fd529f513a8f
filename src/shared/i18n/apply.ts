// A language file is a script from our own build, but it travels through the
// host's CDN like anything else: only known keys with sensible string values
// are taken, whatever else it carries is ignored.
import { own } from '../json'

/** The longest text a catalogue or a site's `texts` may give. */
export const MAX_TEXT = 500

export function applyCatalogue(target: Record<string, string>, source: unknown): void {
  if (!source || typeof source !== 'object') return
  for (const key of Object.keys(target)) {
    const value = own(source, key)
    // isText (../json) written out: calling it costs 8 B in loader.js, which has fewer than 10 to spare (npm run size).
    if (typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TEXT) target[key] = value
  }
}
