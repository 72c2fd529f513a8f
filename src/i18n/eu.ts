// Basque: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'eu',
  name: 'Basque',
  native: 'Euskara',
  script: 'Latn',
  register: 'zu (the standard polite form); commands in the bare verb form (Bidali, Kopiatu)',
  glossary: { chat: 'txat', message: 'mezu', conversation: 'elkarrizketa', aiAssistant: 'adimen artifizialeko laguntzaile', send: 'bidal' },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Ireki txata',
      openChatUnread: 'Ireki txata, irakurri gabeak: #',
      closeChat: 'Itxi txata',
      loading: 'Kargatzen…',
    },
    defaults: {
      widgetName: 'Webguneko txata',
      welcomeMessage: 'Kaixo! Zertan lagun zaitzaket gaur?',
      offlineMessage: 'Utzi mezu bat, eta laster erantzungo dizugu.',
    },
    panel: {
      name: 'Izena',
      email: 'Helbide elektronikoa',
      startChat: 'Hasi txata',
      message: 'Mezua',
      conversation: 'Elkarrizketa',
      messagePlaceholder: 'Idatzi zure mezua…',
      send: 'Bidali',
      typing: 'Agentea idazten ari da',
      you: 'Zu',
      sending: 'Bidaltzen…',
      notDelivered: 'Ez da entregatu.',
      retry: 'Saiatu berriro',
      nameRequired: 'Idatzi zure izena.',
      emailInvalid: 'Idatzi baliozko helbide elektroniko bat.',
      errorGeneric: 'Barkatu, arazo bat izan da. Saiatu berriro.',
      conversationOptions: 'Elkarrizketaren aukerak',
      charactersLeft: 'Geratzen diren karaktereak: #',
      aiNotice: 'Adimen artifizialeko laguntzaile batekin ari zara txateatzen. Akatsak egin ditzake.',
      aiAssistant: 'Adimen artifizialeko laguntzailea',
      expand: 'Handitu',
      collapse: 'Txikitu',
    },
    copy: {
      copy: 'Kopiatu',
      copyReply: 'Kopiatu erantzuna',
      copied: 'Kopiatuta',
      copySelected: 'Erantzuna hautatuta dago: sakatu # kopiatzeko',
    },
    menu: {
      newConversation: 'Hasi elkarrizketa berri bat',
      newConversationBusy: 'Hasi elkarrizketa berri bat (zure mezua bidali ondoren)',
      download: 'Deskargatu elkarrizketa',
      downloadEmpty: 'Deskargatu elkarrizketa (oraindik ez dago mezurik)',
      confirmNew: 'Elkarrizketa berri bat hasi nahi duzu? Hemengo mezuak ezabatu egingo dira.',
      confirmNewYes: 'Ezabatu eta hasi berriro',
      cancel: 'Utzi',
      muteSounds: 'Isilarazi soinuak',
    },
    suggestions: {
      suggestedQuestions: 'Iradokitako galderak',
    },
    feedback: {
      helpful: 'Lagungarria',
      notHelpful: 'Ez da lagungarria',
    },
    markdown: {
      copyCode: 'Kopiatu kodea',
      code: 'Kodea',
      table: 'Taula',
    },
    teaser: {
      dismiss: 'Itxi',
    },
    links: {
      privacyPolicy: 'Pribatutasun-politika',
      contactPerson: 'Jarri harremanetan pertsona batekin',
      opensInNewTab: '(fitxa berri batean irekitzen da)',
    },
    disclaimer: {
      disclaimerTitle: 'Txateatu aurretik',
      disclaimerAccept: 'Ados nago',
      disclaimerPending: 'Zure mezua ez da bidali: lehenik, onartu ohar hau.',
    },
    'long-conversation': {
      earlierMessages: 'Erakutsi lehenagoko mezuak',
      newMessages: 'Mezu berriak',
    },
  },
} satisfies LanguageFile
