// Galician: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'gl',
  name: 'Galician',
  native: 'Galego',
  script: 'Latn',
  register: 'informal: ti (teu, túa); commands in the infinitive',
  glossary: { chat: 'chat', message: 'mensaxe', conversation: 'conversa', aiAssistant: 'asistente de ia', send: 'envia' },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Abrir o chat',
      openChatUnread: 'Abrir o chat, sen ler: #',
      closeChat: 'Pechar o chat',
      loading: 'Cargando…',
    },
    defaults: {
      widgetName: 'Chat do sitio web',
      welcomeMessage: 'Ola! En que te podo axudar hoxe?',
      offlineMessage: 'Déixanos unha mensaxe e responderémosche axiña.',
    },
    panel: {
      name: 'Nome',
      email: 'Correo electrónico',
      startChat: 'Iniciar o chat',
      message: 'Mensaxe',
      conversation: 'Conversa',
      messagePlaceholder: 'Escribe a túa mensaxe…',
      send: 'Enviar',
      typing: 'O axente está a escribir',
      you: 'Ti',
      sending: 'Enviando…',
      notDelivered: 'Non se entregou.',
      retry: 'Reintentar',
      nameRequired: 'Escribe o teu nome.',
      emailInvalid: 'Escribe un enderezo de correo electrónico válido.',
      errorGeneric: 'Sentímolo, produciuse un erro. Téntao de novo.',
      conversationOptions: 'Opcións da conversa',
      charactersLeft: 'Caracteres restantes: #',
      aiNotice: 'Estás a falar cun asistente de IA. Pode cometer erros.',
      aiAssistant: 'Asistente de IA',
      expand: 'Ampliar',
      collapse: 'Reducir',
    },
    copy: {
      copy: 'Copiar',
      copyReply: 'Copiar a resposta',
      copied: 'Copiado',
      copySelected: 'Resposta seleccionada: preme # para copiala',
    },
    menu: {
      newConversation: 'Iniciar unha conversa nova',
      newConversationBusy: 'Iniciar unha conversa nova (cando se envíe a túa mensaxe)',
      download: 'Descargar a conversa',
      downloadEmpty: 'Descargar a conversa (aínda non hai mensaxes)',
      confirmNew: 'Queres iniciar unha conversa nova? Borraranse as mensaxes actuais.',
      confirmNewYes: 'Borrar e comezar de novo',
      cancel: 'Cancelar',
      muteSounds: 'Silenciar os sons',
    },
    suggestions: {
      suggestedQuestions: 'Preguntas suxeridas',
    },
    feedback: {
      helpful: 'Útil',
      notHelpful: 'Non é útil',
    },
    markdown: {
      copyCode: 'Copiar o código',
      code: 'Código',
      table: 'Táboa',
    },
    teaser: {
      dismiss: 'Pechar',
    },
    links: {
      privacyPolicy: 'Política de privacidade',
      contactPerson: 'Falar cunha persoa',
      opensInNewTab: '(ábrese nunha pestana nova)',
    },
    disclaimer: {
      disclaimerTitle: 'Antes de conversar',
      disclaimerAccept: 'Acepto',
      disclaimerPending: 'A túa mensaxe non se enviou: primeiro acepta este aviso.',
    },
    'long-conversation': {
      earlierMessages: 'Amosar mensaxes anteriores',
      newMessages: 'Mensaxes novas',
    },
  },
} satisfies LanguageFile
