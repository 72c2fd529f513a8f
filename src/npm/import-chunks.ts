// The npm package's chunk loader: the same names as loader.js's
// (src/launcher/chunks.ts), each an import() of its module, which the site's
// bundler splits into a file of its own. Nothing is global: no chunk
// registry, so `define` has nothing to do.
import type { ChunkLoader } from '../launcher/chunks'
import { languageChunk } from '../shared/chunks/interfaces'
import { messageOf, reportError } from '../shared/page/console'
import { onceUntilFailure } from '../shared/chunks/once-until-failure'
import { mainCatalogue, TEXT_CHUNKS, type Translation } from '../shared/texts/parts'

// One import() each, written out: every bundler can follow a literal path.
// A language's module holds every part; the CDN build splits it by part.
const LANGUAGES: Record<string, () => Promise<{ default: Translation }>> = {
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

/** What each name imports: a chunk's payload, a language's main catalogue, or one of its chunk parts. */
const MODULES = new Map<string, () => Promise<unknown>>()
for (const [path, load] of Object.entries(CHUNK_IMPORTS)) MODULES.set(path.split('/')[1]!, load)
for (const [lang, load] of Object.entries(LANGUAGES)) {
  MODULES.set(languageChunk(lang), () => load().then((m) => mainCatalogue(m.default)))
  for (const chunk of TEXT_CHUNKS) MODULES.set(languageChunk(lang, chunk), () => load().then((m) => m.default[chunk as keyof Translation]))
}

/** One import per chunk, a failed one tried again on the next call. */
export function importChunks(): ChunkLoader {
  const load = onceUntilFailure((name: string) =>
    MODULES.get(name)!().catch((error: unknown) => {
      reportError(`could not load the ${name} chunk: ${messageOf(error)}`)
      throw error
    }),
  )
  return { define() {}, load, languages: Object.keys(LANGUAGES) }
}
