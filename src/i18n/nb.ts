// Norwegian Bokmål: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'nb',
  name: 'Norwegian Bokmål',
  native: 'Norsk bokmål',
  script: 'Latn',
  register: 'informal: du, deg, din',
  glossary: { chat: 'chat', message: 'melding', conversation: 'samtale', aiAssistant: 'ki-assistent', send: 'send' },
  loans: ['Send'],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Åpne chatten',
      openChatUnread: 'Åpne chatten, uleste: #',
      closeChat: 'Lukk chatten',
      loading: 'Laster inn…',
    },
    defaults: {
      widgetName: 'Chat på nettstedet',
      welcomeMessage: 'Hei! Hvordan kan jeg hjelpe deg i dag?',
      offlineMessage: 'Legg igjen en melding, så tar vi kontakt med deg så snart vi kan.',
    },
    panel: {
      name: 'Navn',
      email: 'E-post',
      startChat: 'Start chatten',
      message: 'Melding',
      conversation: 'Samtale',
      messagePlaceholder: 'Skriv en melding…',
      send: 'Send',
      typing: 'Et svar skrives',
      you: 'Du',
      sending: 'Sender…',
      notDelivered: 'Ikke levert.',
      retry: 'Prøv igjen',
      nameRequired: 'Skriv inn navnet ditt.',
      emailInvalid: 'Skriv inn en gyldig e-postadresse.',
      errorGeneric: 'Beklager, noe gikk galt. Prøv igjen.',
      conversationOptions: 'Alternativer for samtalen',
      charactersLeft: 'Tegn igjen: #',
      aiNotice: 'Du chatter med en KI-assistent. Den kan gjøre feil.',
      aiAssistant: 'KI-assistent',
      expand: 'Utvid',
      collapse: 'Forminsk',
    },
    copy: {
      copy: 'Kopier',
      copyReply: 'Kopier svaret',
      copied: 'Kopiert',
      copySelected: 'Svaret er merket: trykk på # for å kopiere',
    },
    menu: {
      newConversation: 'Start en ny samtale',
      newConversationBusy: 'Start en ny samtale (når meldingen din er sendt)',
      download: 'Last ned samtalen',
      downloadEmpty: 'Last ned samtalen (ingen meldinger ennå)',
      confirmNew: 'Vil du starte en ny samtale? Meldingene her blir slettet.',
      confirmNewYes: 'Slett og start på nytt',
      cancel: 'Avbryt',
      muteSounds: 'Slå av lyder',
    },
    suggestions: {
      suggestedQuestions: 'Foreslåtte spørsmål',
    },
    feedback: {
      helpful: 'Nyttig',
      notHelpful: 'Ikke nyttig',
    },
    markdown: {
      copyCode: 'Kopier kode',
      code: 'Kode',
      table: 'Tabell',
    },
    teaser: {
      dismiss: 'Lukk',
    },
    links: {
      privacyPolicy: 'Personvernerklæring',
      contactPerson: 'Kontakt en medarbeider',
      opensInNewTab: '(åpnes i en ny fane)',
    },
    disclaimer: {
      disclaimerTitle: 'Før du chatter',
      disclaimerAccept: 'Jeg godtar',
      disclaimerPending: 'Meldingen din ble ikke sendt: godta denne merknaden først.',
    },
    'long-conversation': {
      earlierMessages: 'Vis tidligere meldinger',
      newMessages: 'Nye meldinger',
    },
  },
} satisfies LanguageFile
