// A long conversation's controls' texts in the widget's other languages. They
// ship with this chunk, not in the language files (src/i18n/), which every
// page in that language loads whether or not a conversation grows long.
// English is longConversationStrings (src/shared/texts/en.ts), where `texts`
// finds the keys.
import type { longConversationStrings } from '../shared/texts/en'

export const LONG_CONVERSATION_TEXTS: Record<string, typeof longConversationStrings> = {
  de: {
    earlierMessages: 'Frühere Nachrichten anzeigen',
    newMessages: 'Neue Nachrichten',
  },
  es: {
    earlierMessages: 'Mostrar mensajes anteriores',
    newMessages: 'Mensajes nuevos',
  },
  fr: {
    earlierMessages: 'Afficher les messages précédents',
    newMessages: 'Nouveaux messages',
  },
  pt: {
    earlierMessages: 'Mostrar mensagens anteriores',
    newMessages: 'Novas mensagens',
  },
  ja: {
    earlierMessages: '以前のメッセージを表示',
    newMessages: '新着メッセージ',
  },
  ar: {
    earlierMessages: 'عرض الرسائل السابقة',
    newMessages: 'رسائل جديدة',
  },
}
