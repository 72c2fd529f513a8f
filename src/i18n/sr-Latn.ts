// Serbian (Latin): every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'sr-Latn',
  name: 'Serbian (Latin)',
  native: 'Srpski',
  script: 'Latn',
  register: 'formal: vi, vam, vaša (buttons in the customary short command form: Pošalji, Otkaži)',
  glossary: { chat: 'ćaskanj', message: 'poruk', conversation: 'razgovor', aiAssistant: 'ai asistent', send: ['pošalji', 'slanje'] },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Otvori ćaskanje',
      openChatUnread: 'Otvori ćaskanje, nepročitano: #',
      closeChat: 'Zatvori ćaskanje',
      loading: 'Učitava se…',
    },
    defaults: {
      widgetName: 'Ćaskanje na sajtu',
      welcomeMessage: 'Pozdrav! Kako mogu da vam pomognem danas?',
      offlineMessage: 'Ostavite nam poruku i javićemo vam se.',
    },
    panel: {
      name: 'Ime',
      email: 'Imejl',
      startChat: 'Započni ćaskanje',
      message: 'Poruka',
      conversation: 'Razgovor',
      messagePlaceholder: 'Unesite poruku…',
      send: 'Pošalji',
      typing: 'Agent piše',
      you: 'Vi',
      sending: 'Slanje…',
      notDelivered: 'Nije isporučeno.',
      retry: 'Pokušaj ponovo',
      nameRequired: 'Unesite svoje ime.',
      emailInvalid: 'Unesite važeću imejl adresu.',
      errorGeneric: 'Žao nam je, došlo je do greške. Pokušajte ponovo.',
      conversationOptions: 'Opcije razgovora',
      charactersLeft: 'Preostalo znakova: #',
      aiNotice: 'Ćaskate sa AI asistentom. Može da greši.',
      aiAssistant: 'AI asistent',
      expand: 'Uvećaj',
      collapse: 'Umanji',
    },
    copy: {
      copy: 'Kopiraj',
      copyReply: 'Kopiraj odgovor',
      copied: 'Kopirano',
      copySelected: 'Odgovor je izabran: pritisnite # da biste ga kopirali',
    },
    menu: {
      newConversation: 'Započni novi razgovor',
      newConversationBusy: 'Započni novi razgovor (kada poruka bude poslata)',
      download: 'Preuzmi razgovor',
      downloadEmpty: 'Preuzmi razgovor (još nema poruka)',
      confirmNew: 'Želite li da započnete novi razgovor? Dosadašnje poruke biće obrisane.',
      confirmNewYes: 'Obriši i počni iznova',
      cancel: 'Otkaži',
      muteSounds: 'Isključi zvukove',
    },
    suggestions: {
      suggestedQuestions: 'Predložena pitanja',
    },
    feedback: {
      helpful: 'Korisno',
      notHelpful: 'Nije korisno',
    },
    markdown: {
      copyCode: 'Kopiraj kod',
      code: 'Kod',
      table: 'Tabela',
    },
    teaser: {
      dismiss: 'Zatvori',
    },
    links: {
      privacyPolicy: 'Politika privatnosti',
      contactPerson: 'Obratite se zaposlenom',
      opensInNewTab: '(otvara se na novoj kartici)',
    },
    disclaimer: {
      disclaimerTitle: 'Pre početka ćaskanja',
      disclaimerAccept: 'Slažem se',
      disclaimerPending: 'Vaša poruka nije poslata: prvo prihvatite ovo obaveštenje.',
    },
    'long-conversation': {
      earlierMessages: 'Prikaži starije poruke',
      newMessages: 'Nove poruke',
    },
  },
} satisfies LanguageFile
