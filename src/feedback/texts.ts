// The feedback buttons' texts in the widget's other languages. They ship with
// this chunk, not in the language files (src/i18n/), which every page in that
// language loads whether or not the site sets data-feedback. English is
// feedbackStrings (src/shared/texts/en.ts), where `texts` finds the keys.
import type { feedbackStrings } from '../shared/texts/en'

export const FEEDBACK_TEXTS: Record<string, typeof feedbackStrings> = {
  de: {
    helpful: 'Hilfreich',
    notHelpful: 'Nicht hilfreich',
  },
  es: {
    helpful: 'Útil',
    notHelpful: 'No es útil',
  },
  fr: {
    helpful: 'Utile',
    notHelpful: 'Pas utile',
  },
  pt: {
    helpful: 'Útil',
    notHelpful: 'Não foi útil',
  },
  ja: {
    helpful: '役に立った',
    notHelpful: '役に立たなかった',
  },
  ar: {
    helpful: 'مفيد',
    notHelpful: 'غير مفيد',
  },
}
