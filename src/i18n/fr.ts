import type { Catalogue } from '../shared/i18n/en'

// French typography: a no-break space (U+00A0) before ":".
export default {
  openChat: 'Ouvrir le chat',
  openChatUnread: 'Ouvrir le chat, non lus\u00a0: #',
  closeChat: 'Fermer le chat',
  loading: 'Chargement…',
  name: 'Nom',
  email: 'E-mail',
  startChat: 'Démarrer le chat',
  message: 'Message',
  conversation: 'Conversation',
  messagePlaceholder: 'Écrivez votre message…',
  send: 'Envoyer',
  typing: 'L’agent écrit',
  you: 'Vous',
  sending: 'Envoi…',
  notDelivered: 'Non distribué.',
  retry: 'Réessayer',
  earlierMessages: 'Afficher les messages précédents',
  newMessages: 'Nouveaux messages',
  nameRequired: 'Veuillez saisir votre nom.',
  emailInvalid: 'Veuillez saisir une adresse e-mail valide.',
  errorGeneric: 'Désolé, une erreur est survenue. Veuillez réessayer.',
  suggestedQuestions: 'Questions suggérées',
} satisfies Catalogue
