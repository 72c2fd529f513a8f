// Polish: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'pl',
  name: 'Polish',
  native: 'Polski',
  script: 'Latn',
  register: 'informal: ty (imperative: Wpisz, Spróbuj), Twój/Ciebie capitalised',
  glossary: { chat: 'czat', message: 'wiadomoś', conversation: 'rozmow', aiAssistant: ['asystent ai', 'asystentem ai'], send: ['wyślij', 'wysyłanie'] },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Otwórz czat',
      openChatUnread: 'Otwórz czat, nieprzeczytane: #',
      closeChat: 'Zamknij czat',
      loading: 'Ładowanie…',
    },
    defaults: {
      widgetName: 'Czat na stronie',
      welcomeMessage: 'Cześć! W czym mogę Ci dziś pomóc?',
      offlineMessage: 'Zostaw wiadomość, a odezwiemy się do Ciebie.',
    },
    panel: {
      name: 'Imię',
      email: 'E-mail',
      startChat: 'Rozpocznij czat',
      message: 'Wiadomość',
      conversation: 'Rozmowa',
      messagePlaceholder: 'Wpisz wiadomość…',
      send: 'Wyślij',
      typing: 'Agent pisze',
      you: 'Ty',
      sending: 'Wysyłanie…',
      notDelivered: 'Nie dostarczono.',
      retry: 'Spróbuj ponownie',
      nameRequired: 'Podaj swoje imię.',
      emailInvalid: 'Podaj prawidłowy adres e-mail.',
      errorGeneric: 'Przepraszamy, coś poszło nie tak. Spróbuj ponownie.',
      conversationOptions: 'Opcje rozmowy',
      charactersLeft: 'Pozostało znaków: #',
      aiNotice: 'Rozmawiasz z asystentem AI. Może popełniać błędy.',
      aiAssistant: 'Asystent AI',
      expand: 'Powiększ',
      collapse: 'Pomniejsz',
    },
    copy: {
      copy: 'Kopiuj',
      copyReply: 'Kopiuj odpowiedź',
      copied: 'Skopiowano',
      copySelected: 'Zaznaczono odpowiedź: naciśnij #, aby ją skopiować',
    },
    menu: {
      newConversation: 'Rozpocznij nową rozmowę',
      newConversationBusy: 'Rozpocznij nową rozmowę (po wysłaniu wiadomości)',
      download: 'Pobierz rozmowę',
      downloadEmpty: 'Pobierz rozmowę (nie ma jeszcze wiadomości)',
      confirmNew: 'Rozpocząć nową rozmowę? Obecne wiadomości zostaną usunięte.',
      confirmNewYes: 'Wyczyść i zacznij od nowa',
      cancel: 'Anuluj',
      muteSounds: 'Wycisz dźwięki',
    },
    suggestions: {
      suggestedQuestions: 'Proponowane pytania',
    },
    feedback: {
      helpful: 'Pomocne',
      notHelpful: 'Niepomocne',
    },
    markdown: {
      copyCode: 'Kopiuj kod',
      code: 'Kod',
      table: 'Tabela',
    },
    teaser: {
      dismiss: 'Zamknij',
    },
    links: {
      privacyPolicy: 'Polityka prywatności',
      contactPerson: 'Skontaktuj się z konsultantem',
      opensInNewTab: '(otwiera się w nowej karcie)',
    },
    disclaimer: {
      disclaimerTitle: 'Zanim rozpoczniesz czat',
      disclaimerAccept: 'Zgadzam się',
      disclaimerPending: 'Twoja wiadomość nie została wysłana: najpierw zaakceptuj ten komunikat.',
    },
    'long-conversation': {
      earlierMessages: 'Pokaż wcześniejsze wiadomości',
      newMessages: 'Nowe wiadomości',
    },
  },
} satisfies LanguageFile
