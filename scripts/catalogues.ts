// Build-time only (imported by scripts/build.ts): turns each language other
// than English (src/i18n/<lang>.ts, every part) into small classic scripts
// that hand their texts to the launcher stage through the widget's one
// global: the main parts as one catalogue, dist/i18n/<lang>-<hash>.js, and
// each chunk's part as dist/i18n/<lang>/<chunk>-<hash>.js, fetched with its
// chunk (src/shared/texts/parts.ts). scripts/build.ts names them with the hash
// every chunk shares. Scripts rather than JSON so the host's CDN needs no
// CORS and a strict CSP needs no connect-src for them.
import { sha384 } from './integrity.ts'
import { LANGUAGES } from '../vite.config.ts'
import { NAMESPACE } from '../src/shared/api/public-api.ts'
import { languageChunk, PINS_PART } from '../src/shared/chunks/interfaces.ts'
import { TEXT_CHUNKS } from '../src/shared/texts/chunk-parts.ts'
import { mainCatalogue, type LanguageCatalogue, type Translation } from '../src/shared/texts/parts.ts'

// The languages, from the table (src/i18n/languages.ts): vite.config.ts reads
// it for the defines, and everything else takes them from here.
export { LANGUAGES, rtlTags } from '../vite.config.ts'

/** Each language's texts, every part, by tag. */
export const translations: Record<string, Translation> = Object.fromEntries(LANGUAGES.map((file) => [file.tag, file.texts]))

/** Each language's main catalogue, as its file carries it. */
export const catalogues: Record<string, LanguageCatalogue> = Object.fromEntries(
  Object.entries(translations).map(([lang, translation]) => [lang, mainCatalogue(translation)]),
)

/** The source of one language file: a call into the loader's chunk registry, under the name the loader asks for. */
export function catalogueScript(name: string, texts: Record<string, string>): string {
  // JSON is a JS expression; `<` is escaped so the text can never close a tag
  // if someone inlines the file into HTML.
  const data = JSON.stringify(texts).replace(/</g, '\\u003c')
  return `(function(g){g&&g._define&&g._define(${JSON.stringify(name)},${data})})(window[${JSON.stringify(NAMESPACE)}]);\n`
}

/**
 * The languages, and each file to write: its name without the hash (`i18n/de`, `i18n/de/feedback`) and its source.
 * Each language also gets `i18n/<tag>/pins`, the sha384 of each of its other files by that name, which only the
 * pinned loader reads (src/launcher/chunks.ts): it pins that one file per language, and that file pins the rest.
 */
export function catalogueFiles() {
  const files = Object.entries(translations).flatMap(([lang, translation]) => {
    const own = [
      { stem: `i18n/${lang}`, source: catalogueScript(languageChunk(lang), mainCatalogue(translation)) },
      ...TEXT_CHUNKS.map((chunk) => ({
        stem: `i18n/${lang}/${chunk}`,
        source: catalogueScript(languageChunk(lang, chunk), translation[chunk as keyof Translation]),
      })),
    ]
    const pins = Object.fromEntries(own.map(({ stem, source }) => [stem, sha384(source)]))
    return [...own, { stem: `i18n/${lang}/${PINS_PART}`, source: catalogueScript(languageChunk(lang, PINS_PART), pins) }]
  })
  return { langs: Object.keys(translations), files }
}

/** A file a language's pins file pins, rather than the pinned loader itself (scripts/build.ts). */
export const pinnedByItsLanguage = (file: string) => file.startsWith('i18n/') && !file.includes(`/${PINS_PART}-`)
