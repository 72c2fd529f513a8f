// Croatian: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'hr',
  name: 'Croatian',
  native: 'Hrvatski',
  script: 'Latn',
  register: 'formal: vi, vam, vaša (buttons in the customary short command form: Pošalji, Odustani)',
  glossary: { chat: 'chat', message: 'poruk', conversation: 'razgovor', aiAssistant: 'ai asistent', send: ['pošalji', 'slanje'] },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Otvori chat',
      openChatUnread: 'Otvori chat, nepročitano: #',
      closeChat: 'Zatvori chat',
      loading: 'Učitavanje…',
    },
    defaults: {
      widgetName: 'Chat na web-stranici',
      welcomeMessage: 'Pozdrav! Kako vam danas mogu pomoći?',
      offlineMessage: 'Ostavite nam poruku i javit ćemo vam se.',
    },
    panel: {
      name: 'Ime',
      email: 'E-pošta',
      startChat: 'Započni chat',
      message: 'Poruka',
      conversation: 'Razgovor',
      messagePlaceholder: 'Upišite poruku…',
      send: 'Pošalji',
      typing: 'Agent piše',
      you: 'Vi',
      sending: 'Slanje…',
      notDelivered: 'Nije isporučeno.',
      retry: 'Pokušaj ponovno',
      nameRequired: 'Unesite svoje ime.',
      emailInvalid: 'Unesite valjanu adresu e-pošte.',
      errorGeneric: 'Nažalost, došlo je do pogreške. Pokušajte ponovno.',
      conversationOptions: 'Mogućnosti razgovora',
      charactersLeft: 'Preostalo znakova: #',
      aiNotice: 'Razgovarate s AI asistentom. Može griješiti.',
      aiAssistant: 'AI asistent',
      expand: 'Povećaj',
      collapse: 'Smanji',
    },
    copy: {
      copy: 'Kopiraj',
      copyReply: 'Kopiraj odgovor',
      copied: 'Kopirano',
      copySelected: 'Odgovor je označen: pritisnite # za kopiranje',
    },
    menu: {
      newConversation: 'Započni novi razgovor',
      newConversationBusy: 'Započni novi razgovor (nakon slanja poruke)',
      download: 'Preuzmi razgovor',
      downloadEmpty: 'Preuzmi razgovor (još nema poruka)',
      confirmNew: 'Započeti novi razgovor? Dosadašnje poruke bit će izbrisane.',
      confirmNewYes: 'Izbriši i počni ispočetka',
      cancel: 'Odustani',
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
      table: 'Tablica',
    },
    teaser: {
      dismiss: 'Zatvori',
    },
    links: {
      privacyPolicy: 'Politika privatnosti',
      contactPerson: 'Obratite se djelatniku',
      opensInNewTab: '(otvara se u novoj kartici)',
    },
    disclaimer: {
      disclaimerTitle: 'Prije početka chata',
      disclaimerAccept: 'Slažem se',
      disclaimerPending: 'Vaša poruka nije poslana: najprije prihvatite ovu obavijest.',
    },
    'long-conversation': {
      earlierMessages: 'Prikaži starije poruke',
      newMessages: 'Nove poruke',
    },
  },
} satisfies LanguageFile
