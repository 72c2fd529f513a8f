// The widget's language in the launcher stage: the locale the embed and the
// page ask for, its catalogue fetched at once (it also names the launcher;
// the panel waits for it, so no English flashes first), and the site's own
// texts (the API's `texts`, carried as JSON like every setting, checked where
// they were given: src/shared/settings/from-api.ts) over every language's, here and in
// every chunk the stage starts.
import type { AttributeReader } from '../shared/settings/reader'
import type { LauncherConfig } from '../shared/settings/launcher'
import { languageChunk } from '../shared/chunks/interfaces'
import type { PanelContext } from '../panel/descriptor'
import { applyCatalogue } from '../shared/texts/apply'
import { directionOf, negotiate, plainCatalogueFor, requestedLocales } from '../shared/texts/locale'
import { parseObject } from '../shared/page/json'
import type { ChunkLoader } from './chunks'

/** A language that takes longer is dropped: the panel shows in English rather than not at all. */
const LANGUAGE_WAIT_MS = 3000

export interface LanguageOptions {
  config: LauncherConfig
  read: AttributeReader
  chunks: ChunkLoader
  /** The launcher's texts: the catalogue's and the site's are written into it. */
  strings: Record<string, string>
  /** Shows the launcher in a language (its texts are in `strings` by then). */
  show(locale: string, dir: 'ltr' | 'rtl'): void
}

export interface Language {
  /** Settles once the catalogue is in, failed, or took too long. */
  ready: Promise<unknown>
  /** What the chunks are told, once it is ready: the catalogue (undefined for English) with the site's texts over it, the locale and direction shown, and the language file's tag (each chunk's own texts are beside it). */
  forChunks(): Pick<PanelContext, 'catalogue' | 'locale' | 'dir' | 'catalogueTag'>
}

export function loadLanguage(options: LanguageOptions): Language {
  const { strings } = options
  const requested = requestedLocales(options.config.locale, document.documentElement.lang, navigator.languages)
  const available = ['en', ...options.chunks.languages]
  // Most pages are settled here: a catalogue by the tag's name, or its
  // language's only one. The rest need CLDR's likely script or region, or
  // have no catalogue: the locale chunk's (src/locale/), which says so then.
  const settled = negotiate(requested, available, plainCatalogueFor)
  let lang = 'en'
  let locale = 'en'
  let catalogue: unknown
  const texts = parseObject(options.read('texts', '', (json) => json))
  applyCatalogue(strings, texts)
  const shown = (settled ? Promise.resolve(settled) : options.chunks.load('locale').then((chunk) => chunk.settle(requested, available))).then((chosen) => {
    locale = chosen?.locale ?? 'en'
    // English keeps its region (en-GB times).
    if (!chosen || chosen.catalogue === 'en') return options.show(locale, 'ltr')
    return options.chunks.load(languageChunk(chosen.catalogue)).then((data) => {
      lang = chosen.catalogue
      catalogue = data
      applyCatalogue(strings, data)
      applyCatalogue(strings, texts)
      options.show(locale, directionOf(lang))
    })
  })
  // Stays English where a file cannot be had (the chunk loader said why) or takes too long.
  const ready = (settled?.catalogue === 'en' ? shown : Promise.race([shown, new Promise((resolve) => setTimeout(resolve, LANGUAGE_WAIT_MS))])).catch(() => {})
  return {
    ready,
    forChunks: () => ({
      catalogue: { ...(catalogue as object), ...texts },
      locale: catalogue ? locale : 'en',
      dir: catalogue ? directionOf(lang) : 'ltr',
      catalogueTag: catalogue ? lang : undefined,
    }),
  }
}
