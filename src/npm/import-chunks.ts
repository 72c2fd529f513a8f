// The npm package's chunk loader: the same names as loader.js's
// (src/launcher/chunks.ts), each an import() of its module, which the site's
// bundler splits into a file of its own. Nothing is global: no chunk
// registry, so `define` has nothing to do.
import type { ChunkLoader } from '../launcher/chunks'
import { languageChunk } from '../shared/chunks/interfaces'
import { messageOf, reportError } from '../shared/page/console'
import { onceUntilFailure } from '../shared/chunks/once-until-failure'

// One import() each, written out: every bundler can follow a literal path.
const LANGUAGES: Record<string, () => Promise<{ default: unknown }>> = {
  ar: () => import('../i18n/ar'),
  de: () => import('../i18n/de'),
  es: () => import('../i18n/es'),
  fr: () => import('../i18n/fr'),
  ja: () => import('../i18n/ja'),
  pt: () => import('../i18n/pt'),
}

// Each chunk's payload (src/<name>/chunk.ts, listed in src/shared/chunks/manifest.ts):
// the build writes an import() for each, which the site's bundler splits.
const CHUNK_IMPORTS = import.meta.glob<unknown>('../*/chunk.ts', { import: 'chunk' })

const MODULES: Record<string, () => Promise<unknown>> = {
  ...Object.fromEntries(Object.entries(CHUNK_IMPORTS).map(([path, load]) => [path.split('/')[1]!, load] as const)),
  ...Object.fromEntries(Object.entries(LANGUAGES).map(([lang, load]) => [languageChunk(lang), () => load().then((m) => m.default)])),
}

/** One import per chunk, a failed one tried again on the next call. */
export function importChunks(): ChunkLoader {
  const load = onceUntilFailure((name: string) =>
    MODULES[name]!().catch((error: unknown) => {
      reportError(`could not load the ${name} chunk: ${messageOf(error)}`)
      throw error
    }),
  )
  return { define() {}, load, languages: Object.keys(LANGUAGES) }
}
