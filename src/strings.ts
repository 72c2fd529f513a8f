// The panel's interface texts and language. English until the launcher stage
// hands over the catalogue of another language (before the first render).
import { launcherStrings, panelStrings, type Catalogue } from './i18n/en'

export type { Catalogue }

export const strings: Catalogue = { ...launcherStrings, ...panelStrings }

/** The interface's locale (a BCP 47 tag for Intl and `lang`) and direction. */
export const ui: { lang: string; dir: 'ltr' | 'rtl' } = { lang: 'en', dir: 'ltr' }
