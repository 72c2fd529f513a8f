// Danish: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'da',
  name: 'Danish',
  native: 'Dansk',
  script: 'Latn',
  register: 'informal: du, dig, din',
  glossary: { chat: 'chat', message: 'besked', conversation: 'samtale', aiAssistant: 'ai-assistent', send: 'send' },
  loans: ['Send'],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Åbn chat',
      openChatUnread: 'Åbn chat, ulæste: #',
      closeChat: 'Luk chat',
      loading: 'Indlæser…',
    },
    defaults: {
      widgetName: 'Websitechat',
      welcomeMessage: 'Hej! Hvordan kan jeg hjælpe dig i dag?',
      offlineMessage: 'Skriv en besked, så vender vi tilbage til dig hurtigst muligt.',
    },
    panel: {
      name: 'Navn',
      email: 'E-mail',
      startChat: 'Start chatten',
      message: 'Besked',
      conversation: 'Samtale',
      messagePlaceholder: 'Skriv din besked…',
      send: 'Send',
      typing: 'Der skrives et svar',
      you: 'Du',
      sending: 'Sender…',
      notDelivered: 'Ikke leveret.',
      retry: 'Prøv igen',
      nameRequired: 'Indtast dit navn.',
      emailInvalid: 'Indtast en gyldig e-mailadresse.',
      errorGeneric: 'Beklager, noget gik galt. Prøv igen.',
      conversationOptions: 'Indstillinger for samtalen',
      charactersLeft: 'Tegn tilbage: #',
      aiNotice: 'Du chatter med en AI-assistent. Den kan lave fejl.',
      aiAssistant: 'AI-assistent',
      expand: 'Udvid',
      collapse: 'Formindsk',
    },
    copy: {
      copy: 'Kopiér',
      copyReply: 'Kopiér svar',
      copied: 'Kopieret',
      copySelected: 'Svaret er markeret: tryk på # for at kopiere',
    },
    menu: {
      newConversation: 'Start en ny samtale',
      newConversationBusy: 'Start en ny samtale (når din besked er sendt)',
      download: 'Download samtalen',
      downloadEmpty: 'Download samtalen (ingen beskeder endnu)',
      confirmNew: 'Vil du starte en ny samtale? Beskederne her bliver slettet.',
      confirmNewYes: 'Ryd og start forfra',
      cancel: 'Annuller',
      muteSounds: 'Slå lyde fra',
    },
    suggestions: {
      suggestedQuestions: 'Foreslåede spørgsmål',
    },
    feedback: {
      helpful: 'Nyttigt',
      notHelpful: 'Ikke nyttigt',
    },
    markdown: {
      copyCode: 'Kopiér kode',
      code: 'Kode',
      table: 'Tabel',
    },
    teaser: {
      dismiss: 'Luk',
    },
    links: {
      privacyPolicy: 'Privatlivspolitik',
      contactPerson: 'Kontakt en medarbejder',
      opensInNewTab: '(åbner i en ny fane)',
    },
    disclaimer: {
      disclaimerTitle: 'Før du chatter',
      disclaimerAccept: 'Jeg accepterer',
      disclaimerPending: 'Din besked blev ikke sendt: accepter først denne meddelelse.',
    },
    'long-conversation': {
      earlierMessages: 'Vis tidligere beskeder',
      newMessages: 'Nye beskeder',
    },
  },
} satisfies LanguageFile
