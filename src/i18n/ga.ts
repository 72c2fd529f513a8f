// Irish: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'ga',
  name: 'Irish',
  native: 'Gaeilge',
  script: 'Latn',
  register: 'singular: tú (do, leat); Irish has no formal you, as Google and Microsoft write',
  glossary: { chat: 'comhrá', message: ['teachtaireacht', 'theachtaireacht'], conversation: 'comhrá', aiAssistant: 'cúntóir intleachta saorga', send: 'seol' },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Oscail an comhrá',
      openChatUnread: 'Oscail an comhrá, gan léamh: #',
      closeChat: 'Dún an comhrá',
      loading: 'Á lódáil…',
    },
    defaults: {
      widgetName: 'Comhrá an tsuímh ghréasáin',
      welcomeMessage: 'Dia duit! Conas is féidir liom cabhrú leat inniu?',
      offlineMessage: 'Fág teachtaireacht agus rachaimid i dteagmháil leat go luath.',
    },
    panel: {
      name: 'Ainm',
      email: 'Ríomhphost',
      startChat: 'Tosaigh comhrá',
      message: 'Teachtaireacht',
      conversation: 'Comhrá',
      messagePlaceholder: 'Scríobh do theachtaireacht…',
      send: 'Seol',
      typing: 'Tá an gníomhaire ag clóscríobh',
      you: 'Tusa',
      sending: 'Á seoladh…',
      notDelivered: 'Níor seachadadh í.',
      retry: 'Triail arís',
      nameRequired: 'Cuir isteach d’ainm.',
      emailInvalid: 'Cuir isteach seoladh ríomhphoist bailí.',
      errorGeneric: 'Ár leithscéal, tharla earráid. Bain triail eile as.',
      conversationOptions: 'Roghanna comhrá',
      charactersLeft: 'Carachtair fágtha: #',
      aiNotice: 'Tá tú ag comhrá le cúntóir intleachta saorga. Is féidir leis botúin a dhéanamh.',
      aiAssistant: 'Cúntóir intleachta saorga',
      expand: 'Leathnaigh',
      collapse: 'Laghdaigh',
    },
    copy: {
      copy: 'Cóipeáil',
      copyReply: 'Cóipeáil an freagra',
      copied: 'Cóipeáilte',
      copySelected: 'Freagra roghnaithe: brúigh # chun é a chóipeáil',
    },
    menu: {
      newConversation: 'Tosaigh comhrá nua',
      newConversationBusy: 'Tosaigh comhrá nua (tar éis do theachtaireacht a sheoladh)',
      download: 'Íoslódáil an comhrá',
      downloadEmpty: 'Íoslódáil an comhrá (níl aon teachtaireacht ann fós)',
      confirmNew: 'Comhrá nua a thosú? Glanfar na teachtaireachtaí anseo.',
      confirmNewYes: 'Glan agus tosaigh as an nua',
      cancel: 'Cealaigh',
      muteSounds: 'Balbhaigh fuaimeanna',
    },
    suggestions: {
      suggestedQuestions: 'Ceisteanna molta',
    },
    feedback: {
      helpful: 'Cabhrach',
      notHelpful: 'Níl sé cabhrach',
    },
    markdown: {
      copyCode: 'Cóipeáil an cód',
      code: 'Cód',
      table: 'Tábla',
    },
    teaser: {
      dismiss: 'Dún',
    },
    links: {
      privacyPolicy: 'Polasaí príobháideachais',
      contactPerson: 'Déan teagmháil le duine',
      opensInNewTab: '(osclaítear i gcluaisín nua é)',
    },
    disclaimer: {
      disclaimerTitle: 'Sula dtosaíonn tú',
      disclaimerAccept: 'Aontaím',
      disclaimerPending: 'Níor seoladh do theachtaireacht: glac leis an bhfógra seo ar dtús.',
    },
    'long-conversation': {
      earlierMessages: 'Taispeáin teachtaireachtaí níos luaithe',
      newMessages: 'Teachtaireachtaí nua',
    },
  },
} satisfies LanguageFile
