// Hungarian: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'hu',
  name: 'Hungarian',
  native: 'Magyar',
  script: 'Latn',
  register: 'formal: Ön (magázás)',
  glossary: { chat: 'csevegés', message: 'üzenet', conversation: 'beszélgetés', aiAssistant: 'mi-asszisztens', send: 'küld' },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Csevegés megnyitása',
      openChatUnread: 'Csevegés megnyitása, olvasatlan: #',
      closeChat: 'Csevegés bezárása',
      loading: 'Betöltés…',
    },
    defaults: {
      widgetName: 'Webes csevegés',
      welcomeMessage: 'Üdvözlöm! Miben segíthetek ma?',
      offlineMessage: 'Hagyjon üzenetet, és hamarosan jelentkezünk.',
    },
    panel: {
      name: 'Név',
      email: 'E-mail-cím',
      startChat: 'Csevegés indítása',
      message: 'Üzenet',
      conversation: 'Beszélgetés',
      messagePlaceholder: 'Írjon üzenetet…',
      send: 'Küldés',
      typing: 'Válasz írása folyamatban',
      you: 'Ön',
      sending: 'Küldés…',
      notDelivered: 'Nem kézbesítve.',
      retry: 'Újrapróbálás',
      nameRequired: 'Adja meg a nevét.',
      emailInvalid: 'Adjon meg egy érvényes e-mail-címet.',
      errorGeneric: 'Sajnáljuk, hiba történt. Próbálja újra.',
      conversationOptions: 'Beszélgetés beállításai',
      charactersLeft: 'Hátralévő karakterek: #',
      aiNotice: 'Ön egy MI-asszisztenssel cseveg, amely hibázhat.',
      aiAssistant: 'MI-asszisztens',
      expand: 'Nagyítás',
      collapse: 'Kicsinyítés',
    },
    copy: {
      copy: 'Másolás',
      copyReply: 'Válasz másolása',
      copied: 'Másolva',
      copySelected: 'Válasz kijelölve: a másoláshoz nyomja meg a # billentyűket',
    },
    menu: {
      newConversation: 'Új beszélgetés indítása',
      newConversationBusy: 'Új beszélgetés indítása (az üzenete elküldése után)',
      download: 'Beszélgetés letöltése',
      downloadEmpty: 'Beszélgetés letöltése (még nincs üzenet)',
      confirmNew: 'Új beszélgetést indít? Az itteni üzenetek törlődnek.',
      confirmNewYes: 'Törlés és újrakezdés',
      cancel: 'Mégse',
      muteSounds: 'Hangok némítása',
    },
    suggestions: {
      suggestedQuestions: 'Javasolt kérdések',
    },
    feedback: {
      helpful: 'Hasznos',
      notHelpful: 'Nem hasznos',
    },
    markdown: {
      copyCode: 'Kód másolása',
      code: 'Kód',
      table: 'Táblázat',
    },
    teaser: {
      dismiss: 'Bezárás',
    },
    links: {
      privacyPolicy: 'Adatvédelmi tájékoztató',
      contactPerson: 'Kapcsolatfelvétel munkatárssal',
      opensInNewTab: '(új lapon nyílik meg)',
    },
    disclaimer: {
      disclaimerTitle: 'A csevegés előtt',
      disclaimerAccept: 'Elfogadom',
      disclaimerPending: 'Üzenetét nem küldtük el: előbb fogadja el ezt a tájékoztatót.',
    },
    'long-conversation': {
      earlierMessages: 'Korábbi üzenetek megjelenítése',
      newMessages: 'Új üzenetek',
    },
  },
} satisfies LanguageFile
