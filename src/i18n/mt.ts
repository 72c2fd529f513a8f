// Maltese: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'mt',
  name: 'Maltese',
  native: 'Malti',
  script: 'Latn',
  register: 'informal: int (singular imperative, tiegħek)',
  glossary: { chat: 'chat', message: 'messaġġ', conversation: 'konversazzjoni', aiAssistant: 'assistent tal-ia', send: ['ibgħat', 'jintbagħat'] },
  loans: ['Email'],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Iftaħ iċ-chat',
      openChatUnread: 'Iftaħ iċ-chat, mhux moqrija: #',
      closeChat: 'Agħlaq iċ-chat',
      loading: 'Qed jitgħabba…',
    },
    defaults: {
      widgetName: 'Chat tas-sit web',
      welcomeMessage: 'Merħba! Kif nista’ ngħinek illum?',
      offlineMessage: 'Ħallilna messaġġ u nwieġbuk kemm jista’ jkun malajr.',
    },
    panel: {
      name: 'Isem',
      email: 'Email',
      startChat: 'Ibda ċ-chat',
      message: 'Messaġġ',
      conversation: 'Konversazzjoni',
      messagePlaceholder: 'Ikteb il-messaġġ tiegħek…',
      send: 'Ibgħat',
      typing: 'L-aġent qed jikteb',
      you: 'Int',
      sending: 'Qed jintbagħat…',
      notDelivered: 'Ma twassalx.',
      retry: 'Erġa’ pprova',
      nameRequired: 'Daħħal ismek.',
      emailInvalid: 'Daħħal indirizz tal-email validu.',
      errorGeneric: 'Jiddispjaċina, xi ħaġa marret ħażin. Erġa’ pprova.',
      conversationOptions: 'Għażliet tal-konversazzjoni',
      charactersLeft: 'Karattri li fadal: #',
      aiNotice: 'Qed titkellem ma’ assistent tal-IA. Jista’ jagħmel żbalji.',
      aiAssistant: 'Assistent tal-IA',
      expand: 'Kabbar',
      collapse: 'Ċekken',
    },
    copy: {
      copy: 'Ikkopja',
      copyReply: 'Ikkopja t-tweġiba',
      copied: 'Ikkopjat',
      copySelected: 'Tweġiba magħżula: agħfas # biex tikkopjaha',
    },
    menu: {
      newConversation: 'Ibda konversazzjoni ġdida',
      newConversationBusy: 'Ibda konversazzjoni ġdida (wara li jintbagħat il-messaġġ tiegħek)',
      download: 'Niżżel il-konversazzjoni',
      downloadEmpty: 'Niżżel il-konversazzjoni (għad m’hemm l-ebda messaġġ)',
      confirmNew: 'Tibda konversazzjoni ġdida? Il-messaġġi ta’ hawn se jitħassru.',
      confirmNewYes: 'Ħassar u ibda mill-ġdid',
      cancel: 'Ikkanċella',
      muteSounds: 'Itfi l-ħsejjes',
    },
    suggestions: {
      suggestedQuestions: 'Mistoqsijiet issuġġeriti',
    },
    feedback: {
      helpful: 'Utli',
      notHelpful: 'Mhux utli',
    },
    markdown: {
      copyCode: 'Ikkopja l-kodiċi',
      code: 'Kodiċi',
      table: 'Tabella',
    },
    teaser: {
      dismiss: 'Agħlaq',
    },
    links: {
      privacyPolicy: 'Politika tal-privatezza',
      contactPerson: 'Kellem persuna',
      opensInNewTab: '(tinfetaħ f’tab ġdida)',
    },
    disclaimer: {
      disclaimerTitle: 'Qabel ma tibda',
      disclaimerAccept: 'Naqbel',
      disclaimerPending: 'Il-messaġġ tiegħek ma ntbagħatx: l-ewwel aċċetta dan l-avviż.',
    },
    'long-conversation': {
      earlierMessages: 'Uri l-messaġġi ta’ qabel',
      newMessages: 'Messaġġi ġodda',
    },
  },
} satisfies LanguageFile
