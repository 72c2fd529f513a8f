// The teaser's close button in the widget's other languages. It ships with
// this chunk, not in the language files (src/i18n/), which every page in that
// language loads whether or not the site sets data-teaser-delay. English is
// teaserStrings (src/shared/texts/en.ts), where `texts` finds the key.
import type { teaserStrings } from '../shared/texts/en'

export const TEASER_TEXTS: Record<string, typeof teaserStrings> = {
  de: {
    dismiss: 'Schließen',
  },
  es: {
    dismiss: 'Descartar',
  },
  fr: {
    dismiss: 'Ignorer',
  },
  pt: {
    dismiss: 'Dispensar',
  },
  ja: {
    dismiss: '閉じる',
  },
  ar: {
    dismiss: 'إغلاق',
  },
}
