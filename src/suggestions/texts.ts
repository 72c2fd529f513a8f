// The starter questions' group name in the widget's other languages. It ships
// with this chunk, not in the language files (src/i18n/), which every page in
// that language loads whether or not the site sets data-suggestions. English
// is suggestionsStrings (src/shared/texts/en.ts), where `texts` finds the key.
import type { suggestionsStrings } from '../shared/texts/en'

export const SUGGESTIONS_TEXTS: Record<string, typeof suggestionsStrings> = {
  de: {
    suggestedQuestions: 'Vorgeschlagene Fragen',
  },
  es: {
    suggestedQuestions: 'Preguntas sugeridas',
  },
  fr: {
    suggestedQuestions: 'Questions suggérées',
  },
  pt: {
    suggestedQuestions: 'Perguntas sugeridas',
  },
  ja: {
    suggestedQuestions: 'おすすめの質問',
  },
  ar: {
    suggestedQuestions: 'أسئلة مقترحة',
  },
}
