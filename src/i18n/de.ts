import type { Catalogue } from './en'

export default {
  openChat: 'Chat öffnen',
  openChatUnread: 'Chat öffnen, # ungelesen',
  closeChat: 'Chat schließen',
  loading: 'Wird geladen …',
  name: 'Name',
  email: 'E-Mail',
  startChat: 'Chat starten',
  message: 'Nachricht',
  conversation: 'Unterhaltung',
  messagePlaceholder: 'Nachricht eingeben …',
  send: 'Senden',
  typing: 'Agent schreibt',
  you: 'Sie',
  sending: 'Wird gesendet …',
  notDelivered: 'Nicht zugestellt.',
  retry: 'Erneut senden',
  nameRequired: 'Bitte geben Sie Ihren Namen ein.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  errorGeneric: 'Leider ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
} satisfies Catalogue
