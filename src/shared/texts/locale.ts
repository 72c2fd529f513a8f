// Which language the widget speaks. Shared by the launcher stage (which loads
// the catalogue; loader.js carries the plain lookup, the locale chunk the
// rest, src/locale/) and the panel (which formats numbers and times with it).
// The lookup follows CLDR, through the browser's Intl: its aliases
// (`iw` → `he`, `in` → `id`, `tl` → `fil`, `sh` → `sr-Latn`) and its likely
// scripts and regions (`zh-TW` is written in Traditional characters, `sr-ME`
// in Latin, `pt` alone is Brazil's).

/** The canonical form of a BCP 47 tag (`pt_br` → `pt-BR`, `iw` → `he`), or undefined. */
export function localeTag(value: string | null | undefined): string | undefined {
  if (!value?.trim()) return undefined
  try {
    return Intl.getCanonicalLocales(value.trim().replace(/_/g, '-'))[0]
  } catch {
    return undefined
  }
}

/** The language part of a tag: `pt-BR` → `pt`. */
export function languageOf(tag: string): string {
  return tag.split('-')[0]!.toLowerCase()
}

/** Languages whose readers read another of ours as their own, as browsers fall back: Norwegian's two written forms read Bokmål. */
const NEAR: Record<string, string> = { no: 'nb', nn: 'nb' }

/** CLDR's parent locales where one language has a catalogue per region: every Portuguese but Brazil's (pt-AO, pt-MZ…) inherits Portugal's. */
const PARENT: Record<string, string> = { pt: 'pt-PT' }

/**
 * The catalogue (one of `available`) for a canonical tag where no CLDR data
 * is needed to tell: one by the tag's name, or its language's only one (most
 * tags: de-DE, fr-CA). Null where it is needed (a language with a catalogue
 * per script or region, or a tag with a script: likelyCatalogueFor);
 * undefined when there is none.
 */
export function plainCatalogueFor(tag: string, available: readonly string[]): string | null | undefined {
  if (available.includes(tag)) return tag
  const language = languageOf(tag)
  if (available.some((a) => a.startsWith(language + '-')) || /-[A-Z][a-z]{3}(-|$)/.test(tag)) return null
  const plain = NEAR[language] ?? language
  return available.includes(plain) ? plain : undefined
}

/** The catalogue for a canonical tag by CLDR's likely script and region (`zh-TW` is Traditional, `sr-ME` Latin, `pt` Brazil's), or undefined. */
export function likelyCatalogueFor(tag: string, available: readonly string[]): string | undefined {
  let likely: Intl.Locale
  try {
    likely = new Intl.Locale(tag).maximize()
  } catch {
    return undefined
  }
  const near = NEAR[likely.language] ?? likely.language
  for (const candidate of [`${near}-${likely.script}`, `${near}-${likely.region}`, PARENT[near]])
    if (candidate && available.includes(candidate)) return candidate
  // The language alone where its catalogue is in the script the language is written in by default (sr: Cyrillic).
  return available.includes(near) && new Intl.Locale(near).maximize().script === likely.script ? near : undefined
}

/** The catalogue (one of `available`) for a canonical tag, or undefined when there is none. */
export function catalogueFor(tag: string, available: readonly string[]): string | undefined {
  const plain = plainCatalogueFor(tag, available)
  return plain === null ? likelyCatalogueFor(tag, available) : plain
}

/** The language shown: its catalogue (`en` for English), and the locale Intl and `lang` get. */
export interface Negotiated {
  catalogue: string
  /** The tag as asked where the catalogue is its language (`de-AT`, `zh-TW`), else the catalogue's (`nn` reads `nb`). */
  locale: string
}

/**
 * The first of `requested`, in order, that has a catalogue among `available`
 * by `catalogueOf`; undefined when none has; null when `catalogueOf` cannot
 * tell for a tag before one has (plainCatalogueFor: loader.js then asks the
 * locale chunk, src/locale/).
 */
export function negotiate(
  requested: readonly (string | null | undefined)[],
  available: readonly string[],
  catalogueOf: (tag: string, available: readonly string[]) => string | null | undefined,
): Negotiated | null | undefined {
  for (const asked of requested) {
    const tag = localeTag(asked)
    const catalogue = tag && catalogueOf(tag, available)
    if (catalogue === null) return null
    if (catalogue) return { catalogue, locale: languageOf(tag) === languageOf(catalogue) ? tag : catalogue }
  }
  return undefined
}

/** What the widget's language is chosen from, in order: `data-locale` where set; else the page's `<html lang>`, then each of the browser's languages. */
export function requestedLocales(configured: string, pageLang: string, browserLangs: readonly string[]): readonly string[] {
  return configured !== 'auto' ? [configured] : [pageLang, ...browserLangs]
}

/** The direction of a catalogue's script (`__RTL_LANGS__`: the languages whose script is written right to left). */
export function directionOf(catalogue: string): 'ltr' | 'rtl' {
  return __RTL_LANGS__.includes(catalogue) ? 'rtl' : 'ltr'
}
