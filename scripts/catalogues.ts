// Build-time only (imported by scripts/build.ts): turns each language other
// than English (src/i18n/<lang>.ts, every part) into small classic scripts
// that hand their texts to the launcher stage through the widget's one
// global: the main parts as one catalogue, dist/i18n/<lang>-<hash>.js, and
// each chunk's part as dist/i18n/<lang>/<chunk>-<hash>.js, fetched with its
// chunk (src/shared/texts/parts.ts). scripts/build.ts names them with the hash
// every chunk shares. Scripts rather than JSON so the host's CDN needs no
// CORS and a strict CSP needs no connect-src for them.
import ar from '../src/i18n/ar.ts'
import de from '../src/i18n/de.ts'
import es from '../src/i18n/es.ts'
import fr from '../src/i18n/fr.ts'
import ja from '../src/i18n/ja.ts'
import pt from '../src/i18n/pt.ts'
import { NAMESPACE } from '../src/shared/api/public-api.ts'
import { languageChunk } from '../src/shared/chunks/interfaces.ts'
import { mainCatalogue, TEXT_CHUNKS, type LanguageCatalogue, type Translation } from '../src/shared/texts/parts.ts'

/** Every language other than English: each file, every part. */
export const translations: Record<string, Translation> = { de, es, fr, pt, ja, ar }

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

/** The languages, and each file to write: its name without the hash (`i18n/de`, `i18n/de/feedback`) and its source. */
export function catalogueFiles() {
  const files = Object.entries(translations).flatMap(([lang, translation]) => [
    { stem: `i18n/${lang}`, source: catalogueScript(languageChunk(lang), mainCatalogue(translation)) },
    ...TEXT_CHUNKS.map((chunk) => ({
      stem: `i18n/${lang}/${chunk}`,
      source: catalogueScript(languageChunk(lang, chunk), translation[chunk as keyof Translation]),
    })),
  ])
  return { langs: Object.keys(translations), files }
}
