// German: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'de',
  name: 'German',
  native: 'Deutsch',
  script: 'Latn',
  register: 'formal: Sie, Ihr',
  glossary: { chat: 'chat', message: 'nachricht', conversation: 'gespräch', aiAssistant: 'ki-assistent', send: ['senden', 'gesendet'] },
  loans: ['Name', 'Code'],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Chat öffnen',
      openChatUnread: 'Chat öffnen, # ungelesen',
      closeChat: 'Chat schließen',
      loading: 'Wird geladen …',
    },
    defaults: {
      widgetName: 'Website-Chat',
      welcomeMessage: 'Hallo! Wie kann ich Ihnen heute helfen?',
      offlineMessage: 'Hinterlassen Sie eine Nachricht, wir melden uns bei Ihnen.',
    },
    panel: {
      name: 'Name',
      email: 'E-Mail',
      startChat: 'Chat starten',
      message: 'Nachricht',
      conversation: 'Gespräch',
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
      conversationOptions: 'Gesprächsoptionen',
      charactersLeft: 'Verbleibende Zeichen: #',
      aiNotice: 'Sie chatten mit einem KI-Assistenten. Er kann Fehler machen.',
      aiAssistant: 'KI-Assistent',
      expand: 'Vergrößern',
      collapse: 'Verkleinern',
    },
    copy: {
      copy: 'Kopieren',
      copyReply: 'Antwort kopieren',
      copied: 'Kopiert',
      copySelected: 'Antwort markiert: zum Kopieren # drücken',
    },
    menu: {
      newConversation: 'Neues Gespräch beginnen',
      newConversationBusy: 'Neues Gespräch beginnen (sobald Ihre Nachricht gesendet ist)',
      download: 'Gespräch herunterladen',
      downloadEmpty: 'Gespräch herunterladen (noch keine Nachrichten)',
      confirmNew: 'Neues Gespräch beginnen? Die Nachrichten hier werden gelöscht.',
      confirmNewYes: 'Löschen und neu beginnen',
      cancel: 'Abbrechen',
      muteSounds: 'Töne stummschalten',
    },
    suggestions: {
      suggestedQuestions: 'Vorgeschlagene Fragen',
    },
    feedback: {
      helpful: 'Hilfreich',
      notHelpful: 'Nicht hilfreich',
    },
    markdown: {
      copyCode: 'Code kopieren',
      code: 'Code',
      table: 'Tabelle',
    },
    teaser: {
      dismiss: 'Schließen',
    },
    links: {
      privacyPolicy: 'Datenschutzerklärung',
      contactPerson: 'Einen Menschen kontaktieren',
      opensInNewTab: '(öffnet sich in einem neuen Tab)',
    },
    disclaimer: {
      disclaimerTitle: 'Bevor Sie chatten',
      disclaimerAccept: 'Ich stimme zu',
      disclaimerPending: 'Ihre Nachricht wurde nicht gesendet: Bitte stimmen Sie zuerst diesem Hinweis zu.',
    },
    'long-conversation': {
      earlierMessages: 'Frühere Nachrichten anzeigen',
      newMessages: 'Neue Nachrichten',
    },
  },
} satisfies LanguageFile
