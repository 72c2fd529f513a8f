// Catalan: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'ca',
  name: 'Catalan',
  native: 'Català',
  script: 'Latn',
  register: 'formal: vós (Introduïu, vostre) in sentences; commands in the usual Catalan UI imperative (Envia, Copia)',
  glossary: { chat: 'xat', message: 'missatge', conversation: 'conversa', aiAssistant: 'assistent d’ia', send: 'envia' },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Obre el xat',
      openChatUnread: 'Obre el xat, no llegits: #',
      closeChat: 'Tanca el xat',
      loading: 'S’està carregant…',
    },
    defaults: {
      widgetName: 'Xat del lloc web',
      welcomeMessage: 'Hola! Com us puc ajudar avui?',
      offlineMessage: 'Deixeu-nos un missatge i us respondrem ben aviat.',
    },
    panel: {
      name: 'Nom',
      email: 'Correu electrònic',
      startChat: 'Inicia el xat',
      message: 'Missatge',
      conversation: 'Conversa',
      messagePlaceholder: 'Escriviu el missatge…',
      send: 'Envia',
      typing: 'L’agent està escrivint',
      you: 'Vós',
      sending: 'S’està enviant…',
      notDelivered: 'No s’ha lliurat.',
      retry: 'Torna-ho a provar',
      nameRequired: 'Introduïu el vostre nom.',
      emailInvalid: 'Introduïu una adreça electrònica vàlida.',
      errorGeneric: 'Ho sentim, alguna cosa no ha funcionat. Torneu-ho a provar.',
      conversationOptions: 'Opcions de la conversa',
      charactersLeft: 'Caràcters restants: #',
      aiNotice: 'Esteu parlant amb un assistent d’IA. Pot cometre errors.',
      aiAssistant: 'Assistent d’IA',
      expand: 'Amplia',
      collapse: 'Redueix',
    },
    copy: {
      copy: 'Copia',
      copyReply: 'Copia la resposta',
      copied: 'Copiat',
      copySelected: 'Resposta seleccionada: premeu # per copiar-la',
    },
    menu: {
      newConversation: 'Inicia una conversa nova',
      newConversationBusy: 'Inicia una conversa nova (quan s’hagi enviat el missatge)',
      download: 'Baixa la conversa',
      downloadEmpty: 'Baixa la conversa (encara no hi ha missatges)',
      confirmNew: 'Voleu iniciar una conversa nova? S’esborraran els missatges actuals.',
      confirmNewYes: 'Esborra i comença de nou',
      cancel: 'Cancel·la',
      muteSounds: 'Silencia els sons',
    },
    suggestions: {
      suggestedQuestions: 'Preguntes suggerides',
    },
    feedback: {
      helpful: 'Útil',
      notHelpful: 'No és útil',
    },
    markdown: {
      copyCode: 'Copia el codi',
      code: 'Codi',
      table: 'Taula',
    },
    teaser: {
      dismiss: 'Tanca',
    },
    links: {
      privacyPolicy: 'Política de privadesa',
      contactPerson: 'Contacta amb una persona',
      opensInNewTab: '(s’obre en una pestanya nova)',
    },
    disclaimer: {
      disclaimerTitle: 'Abans de xatejar',
      disclaimerAccept: 'Hi estic d’acord',
      disclaimerPending: 'El missatge no s’ha enviat: primer heu d’acceptar aquest avís.',
    },
    'long-conversation': {
      earlierMessages: 'Mostra els missatges anteriors',
      newMessages: 'Missatges nous',
    },
  },
} satisfies LanguageFile
