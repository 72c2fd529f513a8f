// A language file is a script from our own build, but it travels through the
// host's CDN like anything else: only known keys with sensible string values
// are taken, whatever else it carries is ignored.
import { isText, own } from '../page/json'
import { WIDGET_DEFAULTS } from '../service/wire'
import type { defaultStrings } from './en'

/** The longest text a catalogue or a site's `texts` may give. */
export const MAX_TEXT = 500

export function applyCatalogue(target: Record<string, string>, source: unknown): void {
  if (!source || typeof source !== 'object') return
  for (const key of Object.keys(target)) {
    const value = own(source, key)
    if (isText(value, MAX_TEXT)) target[key] = value
  }
}

/** A part's texts: its English, with each of `over` (the language shown, then the site's texts; unvalidated) laid over it in turn. */
export function textsOf<T extends Record<string, string>>(english: T, ...over: unknown[]): T {
  const texts = { ...english }
  for (const source of over) applyCatalogue(texts, source)
  return texts
}

/**
 * A site's text for one of the service's defaults (the name, the welcome and
 * offline messages), or the language's where the site left the service's:
 * unset, or copied word for word from create-chat-widget's embed code, which
 * writes the service's English default into the tag.
 */
export const siteOrLanguage = (site: string, serviceDefault: string, language: string): string => (site === serviceDefault ? language : site)

/** The panel's `config` with the service's defaults in the language shown (`texts`: the catalogue's defaults part), each one the site set kept. */
export function withLanguageDefaults<C extends { name: string; offlineMessage: string; welcomeMessage: string }>(config: C, texts: typeof defaultStrings): C {
  return {
    ...config,
    name: siteOrLanguage(config.name, WIDGET_DEFAULTS.name, texts.widgetName),
    welcomeMessage: siteOrLanguage(config.welcomeMessage, WIDGET_DEFAULTS.welcomeMessage, texts.welcomeMessage),
    offlineMessage: siteOrLanguage(config.offlineMessage, WIDGET_DEFAULTS.offlineMessage, texts.offlineMessage),
  }
}
