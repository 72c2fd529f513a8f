// Finnish: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'fi',
  name: 'Finnish',
  native: 'Suomi',
  script: 'Latn',
  register: 'informal: sinä (imperatives, -si possessives)',
  glossary: { chat: 'chat', message: 'viest', conversation: 'keskustelu', aiAssistant: 'tekoälyavusta', send: 'lähet' },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Avaa chat',
      openChatUnread: 'Avaa chat, lukemattomia: #',
      closeChat: 'Sulje chat',
      loading: 'Ladataan…',
    },
    defaults: {
      widgetName: 'Verkkosivuston chat',
      welcomeMessage: 'Hei! Miten voin auttaa sinua tänään?',
      offlineMessage: 'Jätä viesti, niin otamme sinuun yhteyttä mahdollisimman pian.',
    },
    panel: {
      name: 'Nimi',
      email: 'Sähköposti',
      startChat: 'Aloita chat',
      message: 'Viesti',
      conversation: 'Keskustelu',
      messagePlaceholder: 'Kirjoita viesti…',
      send: 'Lähetä',
      typing: 'Vastausta kirjoitetaan',
      you: 'Sinä',
      sending: 'Lähetetään…',
      notDelivered: 'Ei toimitettu.',
      retry: 'Yritä uudelleen',
      nameRequired: 'Anna nimesi.',
      emailInvalid: 'Anna kelvollinen sähköpostiosoite.',
      errorGeneric: 'Valitettavasti jokin meni vikaan. Yritä uudelleen.',
      conversationOptions: 'Keskustelun asetukset',
      charactersLeft: 'Merkkejä jäljellä: #',
      aiNotice: 'Keskustelet tekoälyavustajan kanssa. Se voi tehdä virheitä.',
      aiAssistant: 'Tekoälyavustaja',
      expand: 'Suurenna',
      collapse: 'Pienennä',
    },
    copy: {
      copy: 'Kopioi',
      copyReply: 'Kopioi vastaus',
      copied: 'Kopioitu',
      copySelected: 'Vastaus valittu: kopioi painamalla #',
    },
    menu: {
      newConversation: 'Aloita uusi keskustelu',
      newConversationBusy: 'Aloita uusi keskustelu (kun viestisi on lähetetty)',
      download: 'Lataa keskustelu',
      downloadEmpty: 'Lataa keskustelu (ei vielä viestejä)',
      confirmNew: 'Aloitetaanko uusi keskustelu? Täällä olevat viestit poistetaan.',
      confirmNewYes: 'Tyhjennä ja aloita alusta',
      cancel: 'Peruuta',
      muteSounds: 'Mykistä äänet',
    },
    suggestions: {
      suggestedQuestions: 'Ehdotetut kysymykset',
    },
    feedback: {
      helpful: 'Hyödyllinen',
      notHelpful: 'Ei hyödyllinen',
    },
    markdown: {
      copyCode: 'Kopioi koodi',
      code: 'Koodi',
      table: 'Taulukko',
    },
    teaser: {
      dismiss: 'Sulje',
    },
    links: {
      privacyPolicy: 'Tietosuojaseloste',
      contactPerson: 'Ota yhteyttä asiakaspalveluun',
      opensInNewTab: '(avautuu uuteen välilehteen)',
    },
    disclaimer: {
      disclaimerTitle: 'Ennen kuin aloitat',
      disclaimerAccept: 'Hyväksyn',
      disclaimerPending: 'Viestiäsi ei lähetetty: hyväksy ensin tämä ilmoitus.',
    },
    'long-conversation': {
      earlierMessages: 'Näytä aiemmat viestit',
      newMessages: 'Uudet viestit',
    },
  },
} satisfies LanguageFile
