// Slovak: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'sk',
  name: 'Slovak',
  native: 'Slovenčina',
  script: 'Latn',
  register: 'formal: vy, vám, vaša (commands as infinitives: Odoslať, Zrušiť)',
  glossary: { chat: 'chat', message: 'správ', conversation: 'konverzáci', aiAssistant: ['asistent ai', 'asistentom ai'], send: ['odoslať', 'odosiela'] },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Otvoriť chat',
      openChatUnread: 'Otvoriť chat, neprečítané: #',
      closeChat: 'Zavrieť chat',
      loading: 'Načítava sa…',
    },
    defaults: {
      widgetName: 'Webový chat',
      welcomeMessage: 'Dobrý deň! Ako vám dnes môžem pomôcť?',
      offlineMessage: 'Zanechajte nám správu a čoskoro sa vám ozveme.',
    },
    panel: {
      name: 'Meno',
      email: 'E-mail',
      startChat: 'Začať chat',
      message: 'Správa',
      conversation: 'Konverzácia',
      messagePlaceholder: 'Napíšte správu…',
      send: 'Odoslať',
      typing: 'Agent píše',
      you: 'Vy',
      sending: 'Odosiela sa…',
      notDelivered: 'Nedoručené.',
      retry: 'Skúsiť znova',
      nameRequired: 'Zadajte svoje meno.',
      emailInvalid: 'Zadajte platnú e-mailovú adresu.',
      errorGeneric: 'Ospravedlňujeme sa, niečo sa pokazilo. Skúste to znova.',
      conversationOptions: 'Možnosti konverzácie',
      charactersLeft: 'Zostáva znakov: #',
      aiNotice: 'Komunikujete s asistentom AI. Môže robiť chyby.',
      aiAssistant: 'Asistent AI',
      expand: 'Zväčšiť',
      collapse: 'Zmenšiť',
    },
    copy: {
      copy: 'Kopírovať',
      copyReply: 'Kopírovať odpoveď',
      copied: 'Skopírované',
      copySelected: 'Odpoveď je označená: skopírujte ju stlačením #',
    },
    menu: {
      newConversation: 'Začať novú konverzáciu',
      newConversationBusy: 'Začať novú konverzáciu (po odoslaní správy)',
      download: 'Stiahnuť konverzáciu',
      downloadEmpty: 'Stiahnuť konverzáciu (zatiaľ žiadne správy)',
      confirmNew: 'Začať novú konverzáciu? Doterajšie správy sa vymažú.',
      confirmNewYes: 'Vymazať a začať znova',
      cancel: 'Zrušiť',
      muteSounds: 'Stlmiť zvuky',
    },
    suggestions: {
      suggestedQuestions: 'Navrhované otázky',
    },
    feedback: {
      helpful: 'Užitočné',
      notHelpful: 'Neužitočné',
    },
    markdown: {
      copyCode: 'Kopírovať kód',
      code: 'Kód',
      table: 'Tabuľka',
    },
    teaser: {
      dismiss: 'Zavrieť',
    },
    links: {
      privacyPolicy: 'Ochrana osobných údajov',
      contactPerson: 'Kontaktovať človeka',
      opensInNewTab: '(otvorí sa na novej karte)',
    },
    disclaimer: {
      disclaimerTitle: 'Skôr než začnete chatovať',
      disclaimerAccept: 'Súhlasím',
      disclaimerPending: 'Vaša správa nebola odoslaná: najprv vyjadrite súhlas s týmto upozornením.',
    },
    'long-conversation': {
      earlierMessages: 'Zobraziť staršie správy',
      newMessages: 'Nové správy',
    },
  },
} satisfies LanguageFile
