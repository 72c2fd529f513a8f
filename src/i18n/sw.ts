// Swahili: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'sw',
  name: 'Swahili',
  native: 'Kiswahili',
  script: 'Latn',
  register: 'singular: wewe (-ako, u-), as Google’s Swahili UI',
  glossary: { chat: 'gumzo', message: 'jumbe', conversation: 'mazungumzo', aiAssistant: 'msaidizi wa ai', send: 'tuma' },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Fungua gumzo',
      openChatUnread: 'Fungua gumzo, jumbe ambazo hazijasomwa: #',
      closeChat: 'Funga gumzo',
      loading: 'Inapakia…',
    },
    defaults: {
      widgetName: 'Gumzo la tovuti',
      welcomeMessage: 'Habari! Tunaweza kukusaidiaje leo?',
      offlineMessage: 'Acha ujumbe na tutawasiliana nawe hivi karibuni.',
    },
    panel: {
      name: 'Jina',
      email: 'Barua pepe',
      startChat: 'Anzisha gumzo',
      message: 'Ujumbe',
      conversation: 'Mazungumzo',
      messagePlaceholder: 'Andika ujumbe wako…',
      send: 'Tuma',
      typing: 'Wakala anaandika',
      you: 'Wewe',
      sending: 'Inatuma…',
      notDelivered: 'Haujatumwa.',
      retry: 'Jaribu tena',
      nameRequired: 'Tafadhali weka jina lako.',
      emailInvalid: 'Tafadhali weka anwani sahihi ya barua pepe.',
      errorGeneric: 'Samahani, hitilafu fulani imetokea. Tafadhali jaribu tena.',
      conversationOptions: 'Chaguo za mazungumzo',
      charactersLeft: 'Herufi zilizosalia: #',
      aiNotice: 'Unazungumza na msaidizi wa AI. Anaweza kufanya makosa.',
      aiAssistant: 'Msaidizi wa AI',
      expand: 'Panua',
      collapse: 'Kunja',
    },
    copy: {
      copy: 'Nakili',
      copyReply: 'Nakili jibu',
      copied: 'Imenakiliwa',
      copySelected: 'Jibu limechaguliwa: bonyeza # ili kunakili',
    },
    menu: {
      newConversation: 'Anzisha mazungumzo mapya',
      newConversationBusy: 'Anzisha mazungumzo mapya (baada ya ujumbe wako kutumwa)',
      download: 'Pakua mazungumzo',
      downloadEmpty: 'Pakua mazungumzo (bado hakuna ujumbe)',
      confirmNew: 'Ungependa kuanzisha mazungumzo mapya? Jumbe zilizo hapa zitafutwa.',
      confirmNewYes: 'Futa na uanze upya',
      cancel: 'Ghairi',
      muteSounds: 'Zima sauti',
    },
    suggestions: {
      suggestedQuestions: 'Maswali yanayopendekezwa',
    },
    feedback: {
      helpful: 'Imesaidia',
      notHelpful: 'Haijasaidia',
    },
    markdown: {
      copyCode: 'Nakili msimbo',
      code: 'Msimbo',
      table: 'Jedwali',
    },
    teaser: {
      dismiss: 'Funga',
    },
    links: {
      privacyPolicy: 'Sera ya faragha',
      contactPerson: 'Wasiliana na mtu',
      opensInNewTab: '(hufunguka katika kichupo kipya)',
    },
    disclaimer: {
      disclaimerTitle: 'Kabla ya kuanza gumzo',
      disclaimerAccept: 'Ninakubali',
      disclaimerPending: 'Ujumbe wako haujatumwa: tafadhali kubali ilani hii kwanza.',
    },
    'long-conversation': {
      earlierMessages: 'Onyesha jumbe za awali',
      newMessages: 'Jumbe mpya',
    },
  },
} satisfies LanguageFile
