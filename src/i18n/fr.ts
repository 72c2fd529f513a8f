// French: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'fr',
  name: 'French',
  native: 'Français',
  script: 'Latn',
  register: 'formal: vous',
  glossary: { chat: 'chat', message: 'message', conversation: 'conversation', aiAssistant: 'assistant ia', send: ['envoyer', 'envoi'] },
  loans: ['Message', 'Conversation', 'Code'],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Ouvrir le chat',
      openChatUnread: 'Ouvrir le chat, non lus : #',
      closeChat: 'Fermer le chat',
      loading: 'Chargement…',
    },
    defaults: {
      widgetName: 'Chat du site',
      welcomeMessage: 'Bonjour ! Comment puis-je vous aider aujourd’hui ?',
      offlineMessage: 'Laissez-nous un message, nous vous répondrons dès que possible.',
    },
    panel: {
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
      nameRequired: 'Veuillez saisir votre nom.',
      emailInvalid: 'Veuillez saisir une adresse e-mail valide.',
      errorGeneric: 'Désolé, une erreur est survenue. Veuillez réessayer.',
      conversationOptions: 'Options de la conversation',
      charactersLeft: 'Caractères restants : #',
      aiNotice: 'Vous discutez avec un assistant IA. Il peut se tromper.',
      aiAssistant: 'Assistant IA',
      expand: 'Agrandir',
      collapse: 'Réduire',
    },
    copy: {
      copy: 'Copier',
      copyReply: 'Copier la réponse',
      copied: 'Copié',
      copySelected: 'Réponse sélectionnée : appuyez sur # pour copier',
    },
    menu: {
      newConversation: 'Démarrer une nouvelle conversation',
      newConversationBusy: 'Démarrer une nouvelle conversation (une fois votre message envoyé)',
      download: 'Télécharger la conversation',
      downloadEmpty: 'Télécharger la conversation (aucun message pour l’instant)',
      confirmNew: 'Démarrer une nouvelle conversation ? Les messages affichés ici seront effacés.',
      confirmNewYes: 'Effacer et recommencer',
      cancel: 'Annuler',
      muteSounds: 'Couper les sons',
    },
    suggestions: {
      suggestedQuestions: 'Questions suggérées',
    },
    feedback: {
      helpful: 'Utile',
      notHelpful: 'Pas utile',
    },
    markdown: {
      copyCode: 'Copier le code',
      code: 'Code',
      table: 'Tableau',
    },
    teaser: {
      dismiss: 'Ignorer',
    },
    links: {
      privacyPolicy: 'Politique de confidentialité',
      contactPerson: 'Contacter une personne',
      opensInNewTab: '(s’ouvre dans un nouvel onglet)',
    },
    disclaimer: {
      disclaimerTitle: 'Avant de discuter',
      disclaimerAccept: 'J’accepte',
      disclaimerPending: 'Votre message n’a pas été envoyé : veuillez d’abord accepter cet avis.',
    },
    'long-conversation': {
      earlierMessages: 'Afficher les messages précédents',
      newMessages: 'Nouveaux messages',
    },
  },
} satisfies LanguageFile
