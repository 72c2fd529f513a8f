// The links' texts in the widget's other languages. They ship with this chunk,
// not in the language files (src/i18n/), which every page in that language
// loads whether or not the site sets a link. English is linksStrings
// (src/shared/texts/en.ts), where `texts` finds the keys.
import type { linksStrings } from '../shared/texts/en'

export const LINKS_TEXTS: Record<string, typeof linksStrings> = {
  de: {
    privacyPolicy: 'Datenschutzerklärung',
    contactPerson: 'Einen Menschen kontaktieren',
    opensInNewTab: '(öffnet sich in einem neuen Tab)',
  },
  es: {
    privacyPolicy: 'Política de privacidad',
    contactPerson: 'Contactar con una persona',
    opensInNewTab: '(se abre en una pestaña nueva)',
  },
  fr: {
    privacyPolicy: 'Politique de confidentialité',
    contactPerson: 'Contacter une personne',
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  },
  pt: {
    privacyPolicy: 'Política de privacidade',
    contactPerson: 'Falar com uma pessoa',
    opensInNewTab: '(abre em uma nova aba)',
  },
  ja: {
    privacyPolicy: 'プライバシーポリシー',
    contactPerson: '担当者に問い合わせる',
    opensInNewTab: '（新しいタブで開きます）',
  },
  ar: {
    privacyPolicy: 'سياسة الخصوصية',
    contactPerson: 'التواصل مع شخص',
    opensInNewTab: '(يُفتح في علامة تبويب جديدة)',
  },
}
