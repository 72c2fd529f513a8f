// Dutch: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'nl',
  name: 'Dutch',
  native: 'Nederlands',
  script: 'Latn',
  register: 'informal: je, jouw',
  glossary: { chat: 'chat', message: 'bericht', conversation: 'gesprek', aiAssistant: 'ai-assistent', send: 'verzend' },
  loans: ['Code'],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Chat openen',
      openChatUnread: 'Chat openen, # ongelezen',
      closeChat: 'Chat sluiten',
      loading: 'Laden…',
    },
    defaults: {
      widgetName: 'Websitechat',
      welcomeMessage: 'Hallo! Hoe kan ik je vandaag helpen?',
      offlineMessage: 'Laat een bericht achter, dan nemen we zo snel mogelijk contact met je op.',
    },
    panel: {
      name: 'Naam',
      email: 'E-mail',
      startChat: 'Chat starten',
      message: 'Bericht',
      conversation: 'Gesprek',
      messagePlaceholder: 'Typ je bericht…',
      send: 'Verzenden',
      typing: 'Antwoord wordt getypt',
      you: 'Jij',
      sending: 'Verzenden…',
      notDelivered: 'Niet afgeleverd.',
      retry: 'Opnieuw proberen',
      nameRequired: 'Vul je naam in.',
      emailInvalid: 'Vul een geldig e-mailadres in.',
      errorGeneric: 'Sorry, er is iets misgegaan. Probeer het opnieuw.',
      conversationOptions: 'Gespreksopties',
      charactersLeft: 'Resterende tekens: #',
      aiNotice: 'Je chat met een AI-assistent. Deze kan fouten maken.',
      aiAssistant: 'AI-assistent',
      expand: 'Vergroten',
      collapse: 'Verkleinen',
    },
    copy: {
      copy: 'Kopiëren',
      copyReply: 'Antwoord kopiëren',
      copied: 'Gekopieerd',
      copySelected: 'Antwoord geselecteerd: druk op # om te kopiëren',
    },
    menu: {
      newConversation: 'Nieuw gesprek starten',
      newConversationBusy: 'Nieuw gesprek starten (nadat je bericht is verzonden)',
      download: 'Gesprek downloaden',
      downloadEmpty: 'Gesprek downloaden (nog geen berichten)',
      confirmNew: 'Nieuw gesprek starten? De berichten hier worden gewist.',
      confirmNewYes: 'Wissen en opnieuw beginnen',
      cancel: 'Annuleren',
      muteSounds: 'Geluiden dempen',
    },
    suggestions: {
      suggestedQuestions: 'Voorgestelde vragen',
    },
    feedback: {
      helpful: 'Nuttig',
      notHelpful: 'Niet nuttig',
    },
    markdown: {
      copyCode: 'Code kopiëren',
      code: 'Code',
      table: 'Tabel',
    },
    teaser: {
      dismiss: 'Sluiten',
    },
    links: {
      privacyPolicy: 'Privacybeleid',
      contactPerson: 'Contact met een medewerker',
      opensInNewTab: '(opent in een nieuw tabblad)',
    },
    disclaimer: {
      disclaimerTitle: 'Voordat je gaat chatten',
      disclaimerAccept: 'Ik ga akkoord',
      disclaimerPending: 'Je bericht is niet verzonden: ga eerst akkoord met deze melding.',
    },
    'long-conversation': {
      earlierMessages: 'Eerdere berichten tonen',
      newMessages: 'Nieuwe berichten',
    },
  },
} satisfies LanguageFile
