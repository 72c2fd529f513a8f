// Albanian: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'sq',
  name: 'Albanian',
  native: 'Shqip',
  script: 'Latn',
  register: 'informal: ti (yt, tënd), as Google and Microsoft write in Albanian',
  glossary: { chat: 'bised', message: 'mesazh', conversation: 'bised', aiAssistant: 'asistent ai', send: 'dërgo' },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Hap bisedën',
      openChatUnread: 'Hap bisedën, të palexuara: #',
      closeChat: 'Mbyll bisedën',
      loading: 'Po ngarkohet…',
    },
    defaults: {
      widgetName: 'Biseda e uebsajtit',
      welcomeMessage: 'Përshëndetje! Si mund të të ndihmoj sot?',
      offlineMessage: 'Lër një mesazh dhe do të të përgjigjemi së shpejti.',
    },
    panel: {
      name: 'Emri',
      email: 'Email-i',
      startChat: 'Fillo bisedën',
      message: 'Mesazhi',
      conversation: 'Biseda',
      messagePlaceholder: 'Shkruaj mesazhin…',
      send: 'Dërgo',
      typing: 'Agjenti po shkruan',
      you: 'Ti',
      sending: 'Po dërgohet…',
      notDelivered: 'Nuk u dorëzua.',
      retry: 'Provo përsëri',
      nameRequired: 'Shkruaj emrin tënd.',
      emailInvalid: 'Shkruaj një adresë të vlefshme email-i.',
      errorGeneric: 'Na vjen keq, diçka shkoi keq. Provo përsëri.',
      conversationOptions: 'Opsionet e bisedës',
      charactersLeft: 'Karaktere të mbetura: #',
      aiNotice: 'Po bisedon me një asistent AI. Mund të bëjë gabime.',
      aiAssistant: 'Asistent AI',
      expand: 'Zgjero',
      collapse: 'Zvogëlo',
    },
    copy: {
      copy: 'Kopjo',
      copyReply: 'Kopjo përgjigjen',
      copied: 'U kopjua',
      copySelected: 'Përgjigjja u përzgjodh: shtyp # për ta kopjuar',
    },
    menu: {
      newConversation: 'Fillo një bisedë të re',
      newConversationBusy: 'Fillo një bisedë të re (pasi të dërgohet mesazhi)',
      download: 'Shkarko bisedën',
      downloadEmpty: 'Shkarko bisedën (ende pa mesazhe)',
      confirmNew: 'Të fillohet një bisedë e re? Mesazhet këtu do të fshihen.',
      confirmNewYes: 'Fshi dhe fillo nga e para',
      cancel: 'Anulo',
      muteSounds: 'Çaktivizo tingujt',
    },
    suggestions: {
      suggestedQuestions: 'Pyetje të sugjeruara',
    },
    feedback: {
      helpful: 'E dobishme',
      notHelpful: 'Jo e dobishme',
    },
    markdown: {
      copyCode: 'Kopjo kodin',
      code: 'Kodi',
      table: 'Tabela',
    },
    teaser: {
      dismiss: 'Mbyll',
    },
    links: {
      privacyPolicy: 'Politika e privatësisë',
      contactPerson: 'Kontakto një person',
      opensInNewTab: '(hapet në skedë të re)',
    },
    disclaimer: {
      disclaimerTitle: 'Para se të bisedosh',
      disclaimerAccept: 'Pranoj',
      disclaimerPending: 'Mesazhi yt nuk u dërgua: fillimisht prano këtë njoftim.',
    },
    'long-conversation': {
      earlierMessages: 'Shfaq mesazhet e mëparshme',
      newMessages: 'Mesazhe të reja',
    },
  },
} satisfies LanguageFile
