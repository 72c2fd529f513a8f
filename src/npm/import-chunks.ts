// The npm package's chunk loader: the same names as loader.js's
// (src/launcher/chunks.ts), each an import() of its module, which the site's
// bundler splits into a file of its own. Nothing is global: no chunk
// registry, so `define` has nothing to do.
import type { ChunkLoader } from '../launcher/chunks'
import { languageChunk } from '../shared/chunks/interfaces'
import { messageOf, reportError } from '../shared/page/console'
import { onceUntilFailure } from '../shared/chunks/once-until-failure'
import { mainCatalogue, type LanguageFile, type Translation } from '../shared/texts/parts'

// Each language's file (src/i18n/<tag>.ts, but the table of languages): the
// build writes an import() for each, which the site's bundler splits, so a
// page loads its language's texts only. A module holds every part; the CDN
// build splits it by part.
const LANGUAGE_IMPORTS = import.meta.glob<LanguageFile>(['../i18n/*.ts', '!../i18n/languages.ts'], { import: 'default' })
const LANGUAGES = new Map(Object.entries(LANGUAGE_IMPORTS).map(([path, load]) => [path.slice('../i18n/'.length, -'.ts'.length), load]))

// Each chunk's payload (src/<name>/chunk.ts, listed in src/shared/chunks/manifest.ts):
// the build writes an import() for each, which the site's bundler splits.
const CHUNK_IMPORTS = import.meta.glob<unknown>('../*/chunk.ts', { import: 'chunk' })

/** What each name imports: a chunk's payload, a language's main catalogue, or one of its chunk parts. */
const MODULES = new Map<string, () => Promise<unknown>>()
for (const [path, load] of Object.entries(CHUNK_IMPORTS)) MODULES.set(path.split('/')[1]!, load)
for (const [lang, load] of LANGUAGES) {
  MODULES.set(languageChunk(lang), () => load().then((file) => mainCatalogue(file.texts)))
  for (const chunk of __TEXT_CHUNKS__) MODULES.set(languageChunk(lang, chunk), () => load().then((file) => file.texts[chunk as keyof Translation]))
}

/** One import per chunk, a failed one tried again on the next call. */
export function importChunks(): ChunkLoader {
  const load = onceUntilFailure((name: string) =>
    MODULES.get(name)!().catch((error: unknown) => {
      reportError(`could not load the ${name} chunk: ${messageOf(error)}`)
      throw error
    }),
  )
  return { define() {}, load, languages: [...LANGUAGES.keys()] }
}
