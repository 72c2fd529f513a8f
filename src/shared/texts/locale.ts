// Which language the widget speaks. Shared by the launcher stage (which loads
// the catalogue) and the panel (which formats numbers and times with it).

/** The canonical form of a BCP 47 tag (`pt_br` → `pt-BR`), or undefined. */
export function localeTag(value: string | null | undefined): string | undefined {
  if (!value?.trim()) return undefined
  try {
    return Intl.getCanonicalLocales(value.trim().replace(/_/g, '-'))[0]
  } catch {
    return undefined
  }
}

/**
 * The widget's locale: `data-locale` when given, else the page's `<html lang>`
 * (a site written in German gets a German widget), else the browser's
 * language, else English.
 */
export function resolveLocale(configured: string, pageLang: string, browserLang: string | undefined): string {
  if (configured !== 'auto') return configured
  return localeTag(pageLang) || localeTag(browserLang) || 'en'
}

/** The language part of a tag: `pt-BR` → `pt`. */
export function languageOf(tag: string): string {
  return tag.split('-')[0]!.toLowerCase()
}

/** Right-to-left scripts among the languages people write chats in. */
export function directionOf(tag: string): 'ltr' | 'rtl' {
  return /^(ar|he|fa|ur)$/.test(languageOf(tag)) ? 'rtl' : 'ltr'
}
