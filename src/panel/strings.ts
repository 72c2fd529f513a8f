// The panel's interface texts and language, one set per mount (the model
// carries it; components get it from the panel): English, with the catalogue
// the launcher stage hands over (another language, the site's own texts) over
// it. No module state: two mounts never share texts.
import { CLOSE_CHAT, defaultStrings, panelStrings } from '../shared/texts/en'
import type { Catalogue } from '../shared/texts/parts'
import { applyCatalogue } from '../shared/texts/apply'

export type { Catalogue }

/** The launcher's texts stay in the launcher stage; of them the panel shows only "Close chat". The service's defaults in the language shown stand in for the site's where it set none. */
export type PanelCatalogue = typeof panelStrings & typeof defaultStrings & Pick<Catalogue, 'closeChat'>

/** The interface of one mount: its texts, its locale (a BCP 47 tag for Intl and `lang`) and direction. */
export interface Ui {
  strings: PanelCatalogue
  lang: string
  dir: 'ltr' | 'rtl'
}

/** English, with `catalogue` (unvalidated: only known keys with sensible texts are taken) over it. */
export function createUi(catalogue?: unknown, lang = 'en', dir: Ui['dir'] = 'ltr'): Ui {
  const strings: PanelCatalogue = { closeChat: CLOSE_CHAT, ...panelStrings, ...defaultStrings }
  applyCatalogue(strings, catalogue)
  return { strings, lang, dir }
}
