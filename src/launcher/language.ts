// The widget's language in the launcher stage: the locale the embed and the
// page ask for, its catalogue fetched at once (it also names the launcher;
// the panel waits for it, so no English flashes first), and the site's own
// texts (the API's `texts`, carried as JSON like every setting, checked where
// they were given: src/shared/settings/from-api.ts) over every language's, here and in
// every chunk the stage starts.
import type { AttributeReader } from '../shared/settings/reader'
import type { LauncherConfig } from '../shared/settings/launcher'
import { languageChunk, type PanelContext } from '../shared/chunks/interfaces'
import { applyCatalogue } from '../shared/texts/apply'
import { directionOf, localeTag, negotiate, requestedLocales } from '../shared/texts/locale'
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
  /** Says something in the console, once per widget however often it restarts. */
  warn(message: string): void
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
  const requested = requestedLocales(options.config.locale, document.documentElement.lang, navigator.languages ?? [navigator.language])
  const chosen = negotiate(requested, ['en', ...options.chunks.languages])
  // Said once, naming the tag asked for first: a site owner sees why a page in, say, Kurdish gets an English widget.
  const asked = !chosen && requested.map(localeTag).find(Boolean)
  if (asked) options.warn(`no texts in "${asked}": the widget shows English`)
  const lang = chosen?.catalogue ?? 'en'
  const locale = chosen?.locale ?? 'en'
  let catalogue: unknown
  const texts = parseObject(options.read('texts', '', (json) => json))
  applyCatalogue(strings, texts)
  let ready: Promise<unknown> = Promise.resolve()
  if (lang !== 'en') {
    ready = Promise.race([
      options.chunks.load(languageChunk(lang)).then((data) => {
        catalogue = data
        applyCatalogue(strings, data)
        applyCatalogue(strings, texts)
        options.show(locale, directionOf(lang))
      }),
      new Promise((resolve) => setTimeout(resolve, LANGUAGE_WAIT_MS)),
    ]).catch(() => {}) // stays English; the chunk loader said why
  } else {
    // English keeps its region (en-GB times).
    options.show(locale, 'ltr')
  }
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
