// The panel's interface texts and language. English until the launcher stage
// hands over the catalogue of another language (before the first render).
import { CLOSE_CHAT, panelStrings, type Catalogue } from '../shared/i18n/en'

export type { Catalogue }

/** The launcher's texts stay in the launcher stage; of them the panel shows only "Close chat". */
export type PanelCatalogue = typeof panelStrings & Pick<Catalogue, 'closeChat'>

export const strings: PanelCatalogue = { closeChat: CLOSE_CHAT, ...panelStrings }

/** The interface's locale (a BCP 47 tag for Intl and `lang`) and direction. */
export const ui: { lang: string; dir: 'ltr' | 'rtl' } = { lang: 'en', dir: 'ltr' }
