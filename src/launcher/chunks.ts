// Loads the widget's other files (the chunks of src/shared/chunks/manifest.ts,
// a language's catalogue) by name. loader.js's loader, here, derives each
// file from its name (`chunkFile`) and adds it as a classic <script> from
// beside loader.js: a classic script needs no CORS from the host's CDN, and
// it carries the loader's nonce, so a strict CSP keeps working. Each chunk
// hands its payload over as it runs through `define`, which the loader puts
// on the chunk's <script> element (src/shared/chunks/define-chunk.ts); each
// is requested once however often it is asked for, and a failed one is asked
// for again on the next call. The npm package's loader
// (src/npm/import-chunks.ts) takes the same names and imports each chunk's
// module instead.
import type { ChunkName, ChunkPayloads } from '../shared/chunks/manifest'
import { languageChunk, PINS_PART, type ChunkScript, type LanguageChunk } from '../shared/chunks/interfaces'
import { onceUntilFailure } from '../shared/chunks/once-until-failure'
import { trustedScriptUrls } from './trusted-script-url'

export interface ChunkLoader {
  /** Resolves with the chunk's payload; rejects (after saying why in the console) when it cannot be had. */
  load<K extends ChunkName>(name: K): Promise<ChunkPayloads[K]>
  /** A language's catalogue (unchecked: src/shared/texts/apply.ts takes what it can use). */
  load(name: LanguageChunk): Promise<unknown>
  /** The languages other than English with a catalogue to load (such as `'de'`). */
  readonly languages: readonly string[]
  /** Called by a chunk's script as it runs. */
  define(name: string, payload: unknown): void
  /** Fetches chunks' files into the HTTP cache without running them, once per page (./prefetch.ts); the npm package has none: its bundler loads its chunks. */
  prefetch?(...names: ChunkName[]): void
}

/**
 * A chunk's or a language's file beside loader.js (`lang:de/feedback` is
 * i18n/de/feedback-<hash>.js): its name and the content
 * hash that every file the build writes beside it shares (one short string in
 * loader.js, not one per file; any change renames them all).
 */
export const chunkFile = (name: ChunkName | LanguageChunk): string =>
  name.startsWith('lang:') ? `i18n/${name.slice('lang:'.length)}-${__CHUNKS_HASH__}.js` : `${name}-${__CHUNKS_HASH__}.js`

/** A chunk that neither loads nor fails in this time is given up; the next intent tries again. */
export const CHUNK_TIMEOUT_MS = 15_000

/** A file without a hash gets one that nothing matches: refused, not run unpinned. */
const NO_HASH = 'sha384-none'

/**
 * `pinned`: the loader's own tag carries `integrity`. In loader-<version>.js,
 * which has the sha384 of every chunk and of each language's pins file built
 * in (`__PINS__`), each chunk then must match its hash, and each language
 * file the hash its language's pins file gives (so the pinned loader grows by
 * one hash per language, not one per file), fetched with CORS as SRI
 * requires. Otherwise a plain classic script; loader.js has no hashes and
 * pins nothing.
 */
export function createChunkLoader(base: string, nonce: string, log: (message: string) => void, pinned?: boolean): ChunkLoader {
  const payloads = new Map<string, unknown>()
  // The first payload by a name stays: a script cannot replace a chunk already here.
  const define = (name: string, payload: unknown) => {
    if (!payloads.has(name)) payloads.set(name, payload)
  }
  let prefetched = false
  const scriptUrl = trustedScriptUrls(base, log)

  /** The hash a file must match in the pinned loader: its own in `__PINS__`, or a language file's in its language's pins file. */
  const integrity = async (name: ChunkName | LanguageChunk, file: string): Promise<string> => {
    const [language, part] = name.slice('lang:'.length).split('/')
    if (!name.startsWith('lang:') || part === PINS_PART) return __PINS__![file] || NO_HASH
    const pins = await load(languageChunk(language!, PINS_PART))
    return (pins as Record<string, string>)[file.replace(`-${__CHUNKS_HASH__}.js`, '')] || NO_HASH
  }

  const load = onceUntilFailure(async (name: ChunkName | LanguageChunk) =>
    // Already here (its script ran without being asked for): no request.
    payloads.has(name) ? payloads.get(name) : inject(name, __PINS__ && pinned ? await integrity(name, chunkFile(name)) : undefined),
  )

  const inject = (name: ChunkName | LanguageChunk, hash: string | undefined) =>
    new Promise<unknown>((resolve, reject) => {
      const file = chunkFile(name)
      const url = new URL(file, base).href
      const script: ChunkScript = document.createElement('script')
      script._define = define
      const settle = (why?: string) => {
        clearTimeout(timer)
        // onload runs after the script did: its payload is here, or the file is not ours.
        if (!why && payloads.has(name)) return resolve(payloads.get(name))
        why ||= `it did not define "${name}"`
        script.remove()
        log(`could not load ${url}: ${why}`)
        reject(new Error(why))
      }
      const timer = setTimeout(settle, CHUNK_TIMEOUT_MS, `no answer in ${CHUNK_TIMEOUT_MS / 1000} s`)
      script.onload = () => settle()
      script.onerror = () => settle('network, HTTP, CSP or integrity error')
      script.src = scriptUrl(url)
      // Pages with a nonce-based CSP trust scripts by nonce; pass ours on.
      if (nonce) script.nonce = nonce
      // Only the pinned loader pins (loader.js never has a hash to set).
      if (__PINS__ && hash) {
        script.integrity = hash
        script.crossOrigin = 'anonymous'
      }
      document.head.appendChild(script)
    })

  return {
    define,
    load,
    languages: __LANGS__,
    prefetch(...names) {
      if (prefetched) return
      prefetched = true
      // Asked for as its <script> will ask (no CORS, with credentials; CORS
      // when pinned): Firefox keys its cache by both, and another mode
      // fetched the file twice there (measured). A failure (offline, the
      // page's CSP) is the browser's to report; the tap fetches it again.
      const init: RequestInit = __PINS__ && pinned ? { priority: 'low' } : { mode: 'no-cors', credentials: 'include', priority: 'low' }
      for (const name of names) fetch(new URL(chunkFile(name), base).href, init).catch(() => {})
    },
  }
}
