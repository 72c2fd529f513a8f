// Czech: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'cs',
  name: 'Czech',
  native: 'Čeština',
  script: 'Latn',
  register: 'formal: vy, vám, vaše (commands as infinitives: Odeslat, Zrušit)',
  glossary: { chat: 'chat', message: 'zpráv', conversation: 'konverzac', aiAssistant: ['asistent ai', 'asistentem ai'], send: ['odeslat', 'odesílání'] },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Otevřít chat',
      openChatUnread: 'Otevřít chat, nepřečtené: #',
      closeChat: 'Zavřít chat',
      loading: 'Načítání…',
    },
    defaults: {
      widgetName: 'Webový chat',
      welcomeMessage: 'Dobrý den! Jak vám dnes mohu pomoci?',
      offlineMessage: 'Zanechte nám zprávu a brzy se vám ozveme.',
    },
    panel: {
      name: 'Jméno',
      email: 'E-mail',
      startChat: 'Zahájit chat',
      message: 'Zpráva',
      conversation: 'Konverzace',
      messagePlaceholder: 'Napište zprávu…',
      send: 'Odeslat',
      typing: 'Agent píše',
      you: 'Vy',
      sending: 'Odesílání…',
      notDelivered: 'Nedoručeno.',
      retry: 'Zkusit znovu',
      nameRequired: 'Zadejte prosím své jméno.',
      emailInvalid: 'Zadejte prosím platnou e-mailovou adresu.',
      errorGeneric: 'Omlouváme se, něco se pokazilo. Zkuste to prosím znovu.',
      conversationOptions: 'Možnosti konverzace',
      charactersLeft: 'Zbývá znaků: #',
      aiNotice: 'Komunikujete s asistentem AI. Může dělat chyby.',
      aiAssistant: 'Asistent AI',
      expand: 'Zvětšit',
      collapse: 'Zmenšit',
    },
    copy: {
      copy: 'Kopírovat',
      copyReply: 'Kopírovat odpověď',
      copied: 'Zkopírováno',
      copySelected: 'Odpověď je označená: zkopírujte ji stisknutím #',
    },
    menu: {
      newConversation: 'Zahájit novou konverzaci',
      newConversationBusy: 'Zahájit novou konverzaci (po odeslání zprávy)',
      download: 'Stáhnout konverzaci',
      downloadEmpty: 'Stáhnout konverzaci (zatím žádné zprávy)',
      confirmNew: 'Zahájit novou konverzaci? Dosavadní zprávy budou smazány.',
      confirmNewYes: 'Smazat a začít znovu',
      cancel: 'Zrušit',
      muteSounds: 'Ztlumit zvuky',
    },
    suggestions: {
      suggestedQuestions: 'Navrhované otázky',
    },
    feedback: {
      helpful: 'Užitečné',
      notHelpful: 'Neužitečné',
    },
    markdown: {
      copyCode: 'Kopírovat kód',
      code: 'Kód',
      table: 'Tabulka',
    },
    teaser: {
      dismiss: 'Zavřít',
    },
    links: {
      privacyPolicy: 'Ochrana osobních údajů',
      contactPerson: 'Kontaktovat člověka',
      opensInNewTab: '(otevře se na nové kartě)',
    },
    disclaimer: {
      disclaimerTitle: 'Než začnete chatovat',
      disclaimerAccept: 'Souhlasím',
      disclaimerPending: 'Vaše zpráva nebyla odeslána: nejprve prosím odsouhlaste toto upozornění.',
    },
    'long-conversation': {
      earlierMessages: 'Zobrazit starší zprávy',
      newMessages: 'Nové zprávy',
    },
  },
} satisfies LanguageFile
