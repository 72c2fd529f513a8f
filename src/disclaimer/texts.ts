// The notice's texts in the widget's other languages. They ship with this
// chunk, not in the language files (src/i18n/), which every page in that
// language loads whether or not the site sets a disclaimer. English is
// disclaimerStrings (src/shared/texts/en.ts), where `texts` finds the keys.
import type { disclaimerStrings } from '../shared/texts/en'

export const DISCLAIMER_TEXTS: Record<string, typeof disclaimerStrings> = {
  de: {
    disclaimerTitle: 'Bevor Sie chatten',
    disclaimerAccept: 'Ich stimme zu',
    disclaimerPending: 'Ihre Nachricht wurde nicht gesendet: Bitte stimmen Sie zuerst diesem Hinweis zu.',
  },
  es: {
    disclaimerTitle: 'Antes de chatear',
    disclaimerAccept: 'Acepto',
    disclaimerPending: 'Tu mensaje no se ha enviado: primero acepta este aviso.',
  },
  fr: {
    disclaimerTitle: 'Avant de discuter',
    disclaimerAccept: 'J’accepte',
    disclaimerPending: 'Votre message n’a pas été envoyé : veuillez d’abord accepter cet avis.',
  },
  pt: {
    disclaimerTitle: 'Antes de conversar',
    disclaimerAccept: 'Concordo',
    disclaimerPending: 'Sua mensagem não foi enviada: aceite este aviso primeiro.',
  },
  ja: {
    disclaimerTitle: 'チャットの前に',
    disclaimerAccept: '同意する',
    disclaimerPending: 'メッセージは送信されていません。先にこのお知らせに同意してください。',
  },
  ar: {
    disclaimerTitle: 'قبل بدء المحادثة',
    disclaimerAccept: 'أوافق',
    disclaimerPending: 'لم تُرسَل رسالتك: يُرجى الموافقة على هذا الإشعار أولًا.',
  },
}
