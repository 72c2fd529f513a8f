// Interface texts. English is inline in the bundle; every other language is a
// small JSON file in dist/i18n/ (written by the build from src/i18n/), fetched
// only when needed and merged over these before the first render. Site-owner
// texts (name, welcome and offline messages) come from the config instead.
declare const __LANGS__: string
declare const __I18N_HASH__: string

export const strings = {
  openChat: 'Open chat',
  /** `#` is the number of unread replies. */
  openChatUnread: 'Open chat, # unread',
  closeChat: 'Close chat',
  name: 'Name',
  email: 'Email',
  startChat: 'Start chat',
  message: 'Message',
  conversation: 'Conversation',
  messagePlaceholder: 'Type your message…',
  send: 'Send',
  typing: 'Agent is typing',
  you: 'You',
  sending: 'Sending…',
  notDelivered: 'Not delivered.',
  retry: 'Retry',
  nameRequired: 'Please enter your name.',
  emailInvalid: 'Please enter a valid email address.',
  errorGeneric: 'Sorry, something went wrong. Please try again.',
}

export type Catalogue = typeof strings

/** The interface's locale (a BCP 47 tag for Intl and `lang`) and direction. */
export const ui: { lang: string; dir: 'ltr' | 'rtl' } = { lang: 'en', dir: 'ltr' }

/** The canonical form of a BCP 47 tag (`pt_br` → `pt-BR`), or undefined. */
export function localeTag(value: string | null | undefined): string | undefined {
  try {
    return Intl.getCanonicalLocales(value!.trim().replace(/_/g, '-'))[0]
  } catch {
    return undefined
  }
}

/**
 * Switches the interface to `tag` (already canonical) when its language has a
 * catalogue; otherwise, or when the file cannot be had, it stays English.
 * `base` is the loader's URL: catalogues live beside it, like the bundle.
 */
export async function setLocale(tag: string, base: string): Promise<void> {
  const lang = tag.split('-')[0]!
  if (lang !== 'en') {
    if (!__LANGS__.split(' ').includes(lang)) return
    try {
      // A catalogue is data, never code: only known keys with string values
      // are taken. The widget waits for it at most 3 seconds, then shows in English.
      const data = await Promise.race([
        fetch(new URL(`i18n/${lang}-${__I18N_HASH__}.json`, base)).then((r) => r.json()),
        new Promise((_, fail) => setTimeout(fail, 3000)),
      ])
      for (const key of Object.keys(strings) as Array<keyof Catalogue>) if (typeof data[key] == 'string') strings[key] = data[key]
    } catch {
      return
    }
  }
  ui.lang = tag
  ui.dir = /^(ar|he|fa|ur)$/.test(lang) ? 'rtl' : 'ltr'
}
