// The markdown chunk's texts in the widget's other languages. They ship with
// this chunk, not in the language files (src/i18n/), which every page in that
// language loads whether or not a reply ever needs the rich renderer. English
// is markdownStrings (src/shared/texts/en.ts), where `texts` finds the keys;
// "Copied" is the panel's own text (panelStrings), from the language file.
import type { markdownStrings } from '../shared/texts/en'

export const MARKDOWN_TEXTS: Record<string, Omit<typeof markdownStrings, 'copied'>> = {
  de: {
    copyCode: 'Code kopieren',
    code: 'Code',
    table: 'Tabelle',
  },
  es: {
    copyCode: 'Copiar código',
    code: 'Código',
    table: 'Tabla',
  },
  fr: {
    copyCode: 'Copier le code',
    code: 'Code',
    table: 'Tableau',
  },
  pt: {
    copyCode: 'Copiar código',
    code: 'Código',
    table: 'Tabela',
  },
  ja: {
    copyCode: 'コードをコピー',
    code: 'コード',
    table: '表',
  },
  ar: {
    copyCode: 'نسخ الرمز',
    code: 'رمز',
    table: 'جدول',
  },
}
