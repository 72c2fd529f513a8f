// Which language the widget speaks. Shared by the launcher stage (which loads
// the catalogue) and the panel (which formats numbers and times with it).
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

/** The catalogue (one of `available`) for a canonical tag, or undefined when there is none. */
export function catalogueFor(tag: string, available: readonly string[]): string | undefined {
  if (available.includes(tag)) return tag
  const language = languageOf(tag)
  // Most tags (de-DE, fr-CA) name a language with one catalogue and no script: no likely-subtags data needed.
  if (!available.some((a) => a.startsWith(language + '-')) && !/-[A-Z][a-z]{3}(-|$)/.test(tag)) {
    const plain = NEAR[language] ?? language
    return available.includes(plain) ? plain : undefined
  }
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

/** The language shown: its catalogue (`en` for English), and the locale Intl and `lang` get. */
export interface Negotiated {
  catalogue: string
  /** The tag as asked where the catalogue is its language (`de-AT`, `zh-TW`), else the catalogue's (`nn` reads `nb`). */
  locale: string
}

/** The first of `requested`, in order, that has a catalogue among `available`; undefined when none has. */
export function negotiate(requested: readonly (string | null | undefined)[], available: readonly string[]): Negotiated | undefined {
  for (const asked of requested) {
    const tag = localeTag(asked)
    const catalogue = tag && catalogueFor(tag, available)
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
