// The texts a chunk is made with, as the panel makes it (src/panel/start-panel.tsx):
// its English, its own part in the language shown (src/i18n/<lang>.ts, as
// the file fetched beside it carries it), then the language's catalogue and
// the site's texts.
import { translations } from '../../scripts/catalogues'
import { textsOf } from '../../src/shared/texts/apply'
import { catalogueFor, negotiate } from '../../src/shared/texts/locale'
import type { Translation } from '../../src/shared/texts/parts'

/** A chunk's own part in `lang` (undefined in English, or for a chunk whose texts are in the language's file), as the launcher stage fetches it. */
export const chunkPart = (chunk: string, lang = 'en'): unknown =>
  translations[negotiate([lang], Object.keys(translations), catalogueFor)?.catalogue ?? 'en']?.[chunk as keyof Translation]

/** Every language's part of `chunk`, by language. */
export const partByLanguage = (chunk: keyof Translation): Record<string, Record<string, string>> =>
  Object.fromEntries(Object.entries(translations).map(([lang, translation]) => [lang, translation[chunk]]))

/** `english` with the part of `chunk` in `lang` and then `catalogue` over it. */
export const chunkTexts = <T extends Record<string, string>>(english: T, chunk: string, lang: string, catalogue?: unknown): T =>
  textsOf(english, chunkPart(chunk, lang), catalogue)
