// The catalogues other than English (English is `strings` in src/strings.ts,
// inline in the bundle). Build-time only: vite.config.ts writes each one to
// dist/i18n/<lang>-<hash>.json; none of this is imported by the widget.
import { createHash } from 'node:crypto'
import type { Catalogue } from '../strings'
import ar from './ar.ts'
import de from './de.ts'
import es from './es.ts'
import fr from './fr.ts'
import ja from './ja.ts'
import pt from './pt.ts'

export const catalogues: Record<string, Catalogue> = { de, es, fr, pt, ja, ar }

/** The files to write and the two constants the widget is built with. */
export function catalogueFiles() {
  const json = Object.entries(catalogues).map(([lang, c]) => [lang, JSON.stringify(c)] as const)
  // One hash for all the files: the bundle then carries one short string, not
  // one per language, and any change to any catalogue renames them all.
  const hash = createHash('sha256').update(JSON.stringify(json)).digest('base64url').replace(/[-_]/g, '').slice(0, 8)
  return {
    langs: json.map(([lang]) => lang).join(' '),
    hash,
    files: json.map(([lang, source]) => ({ fileName: `i18n/${lang}-${hash}.json`, source })),
  }
}
