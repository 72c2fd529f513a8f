// Swedish: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'sv',
  name: 'Swedish',
  native: 'Svenska',
  script: 'Latn',
  register: 'informal: du, dig, din',
  glossary: { chat: 'chatt', message: 'meddelande', conversation: 'konversation', aiAssistant: 'ai-assistent', send: 'skick' },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Öppna chatten',
      openChatUnread: 'Öppna chatten, olästa: #',
      closeChat: 'Stäng chatten',
      loading: 'Läser in…',
    },
    defaults: {
      widgetName: 'Webbplatschatt',
      welcomeMessage: 'Hej! Hur kan jag hjälpa dig i dag?',
      offlineMessage: 'Lämna ett meddelande så återkommer vi till dig så snart vi kan.',
    },
    panel: {
      name: 'Namn',
      email: 'E-post',
      startChat: 'Starta chatten',
      message: 'Meddelande',
      conversation: 'Konversation',
      messagePlaceholder: 'Skriv ditt meddelande…',
      send: 'Skicka',
      typing: 'Ett svar skrivs',
      you: 'Du',
      sending: 'Skickar…',
      notDelivered: 'Inte levererat.',
      retry: 'Försök igen',
      nameRequired: 'Ange ditt namn.',
      emailInvalid: 'Ange en giltig e-postadress.',
      errorGeneric: 'Tyvärr gick något fel. Försök igen.',
      conversationOptions: 'Alternativ för konversationen',
      charactersLeft: 'Tecken kvar: #',
      aiNotice: 'Du chattar med en AI-assistent. Den kan göra fel.',
      aiAssistant: 'AI-assistent',
      expand: 'Förstora',
      collapse: 'Förminska',
    },
    copy: {
      copy: 'Kopiera',
      copyReply: 'Kopiera svaret',
      copied: 'Kopierat',
      copySelected: 'Svaret är markerat: tryck på # för att kopiera',
    },
    menu: {
      newConversation: 'Starta en ny konversation',
      newConversationBusy: 'Starta en ny konversation (när ditt meddelande har skickats)',
      download: 'Ladda ned konversationen',
      downloadEmpty: 'Ladda ned konversationen (inga meddelanden än)',
      confirmNew: 'Vill du starta en ny konversation? Meddelandena här rensas.',
      confirmNewYes: 'Rensa och börja om',
      cancel: 'Avbryt',
      muteSounds: 'Stäng av ljud',
    },
    suggestions: {
      suggestedQuestions: 'Föreslagna frågor',
    },
    feedback: {
      helpful: 'Till hjälp',
      notHelpful: 'Inte till hjälp',
    },
    markdown: {
      copyCode: 'Kopiera kod',
      code: 'Kod',
      table: 'Tabell',
    },
    teaser: {
      dismiss: 'Stäng',
    },
    links: {
      privacyPolicy: 'Integritetspolicy',
      contactPerson: 'Kontakta en medarbetare',
      opensInNewTab: '(öppnas i en ny flik)',
    },
    disclaimer: {
      disclaimerTitle: 'Innan du chattar',
      disclaimerAccept: 'Jag godkänner',
      disclaimerPending: 'Ditt meddelande skickades inte: godkänn först den här informationen.',
    },
    'long-conversation': {
      earlierMessages: 'Visa tidigare meddelanden',
      newMessages: 'Nya meddelanden',
    },
  },
} satisfies LanguageFile
