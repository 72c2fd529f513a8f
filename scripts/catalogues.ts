// Build-time only (imported by scripts/build.ts): turns the catalogues of the
// languages other than English (src/i18n/<lang>.ts) into one small classic
// script each, dist/i18n/<lang>-<hash>.js, which hands its texts to the
// launcher stage through the widget's one global (scripts/build.ts names the
// files with the hash every chunk shares). Scripts rather than JSON
// so the host's CDN needs no CORS and a strict CSP needs no connect-src for them.
import type { LanguageCatalogue } from '../src/shared/texts/en.ts'
import ar from '../src/i18n/ar.ts'
import de from '../src/i18n/de.ts'
import es from '../src/i18n/es.ts'
import fr from '../src/i18n/fr.ts'
import ja from '../src/i18n/ja.ts'
import pt from '../src/i18n/pt.ts'
import { NAMESPACE } from '../src/shared/api/public-api.ts'
import { languageChunk } from '../src/shared/chunks/interfaces.ts'

export const catalogues: Record<string, LanguageCatalogue> = { de, es, fr, pt, ja, ar }

/** The source of one language file: a call into the loader's chunk registry. */
export function catalogueScript(lang: string, catalogue: LanguageCatalogue): string {
  // JSON is a JS expression; `<` is escaped so the text can never close a tag
  // if someone inlines the file into HTML.
  const data = JSON.stringify(catalogue).replace(/</g, '\\u003c')
  return `(function(g){g&&g._define&&g._define(${JSON.stringify(languageChunk(lang))},${data})})(window[${JSON.stringify(NAMESPACE)}]);\n`
}

/** The languages, and each one's script. */
export function catalogueFiles() {
  const files = Object.entries(catalogues).map(([lang, c]) => ({ lang, source: catalogueScript(lang, c) }))
  return { langs: files.map((file) => file.lang), files }
}
