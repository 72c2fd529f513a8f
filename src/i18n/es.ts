// Spanish: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'es',
  name: 'Spanish',
  native: 'Español',
  script: 'Latn',
  register: 'informal: tú, as chat services in Spanish mostly write',
  glossary: { chat: 'chat', message: 'mensaje', conversation: 'conversación', aiAssistant: 'asistente de ia', send: ['enviar', 'enviando'] },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Abrir chat',
      openChatUnread: 'Abrir chat, # sin leer',
      closeChat: 'Cerrar chat',
      loading: 'Cargando…',
    },
    defaults: {
      widgetName: 'Chat del sitio web',
      welcomeMessage: '¡Hola! ¿En qué puedo ayudarte hoy?',
      offlineMessage: 'Deja un mensaje y te responderemos lo antes posible.',
    },
    panel: {
      name: 'Nombre',
      email: 'Correo electrónico',
      startChat: 'Iniciar chat',
      message: 'Mensaje',
      conversation: 'Conversación',
      messagePlaceholder: 'Escribe tu mensaje…',
      send: 'Enviar',
      typing: 'El agente está escribiendo',
      you: 'Tú',
      sending: 'Enviando…',
      notDelivered: 'No entregado.',
      retry: 'Reintentar',
      nameRequired: 'Escribe tu nombre.',
      emailInvalid: 'Escribe un correo electrónico válido.',
      errorGeneric: 'Lo sentimos, algo salió mal. Inténtalo de nuevo.',
      conversationOptions: 'Opciones de la conversación',
      charactersLeft: 'Caracteres restantes: #',
      aiNotice: 'Estás hablando con un asistente de IA. Puede cometer errores.',
      aiAssistant: 'Asistente de IA',
      expand: 'Ampliar',
      collapse: 'Reducir',
    },
    copy: {
      copy: 'Copiar',
      copyReply: 'Copiar respuesta',
      copied: 'Copiado',
      copySelected: 'Respuesta seleccionada: pulsa # para copiar',
    },
    menu: {
      newConversation: 'Iniciar una conversación nueva',
      newConversationBusy: 'Iniciar una conversación nueva (cuando se envíe tu mensaje)',
      download: 'Descargar la conversación',
      downloadEmpty: 'Descargar la conversación (aún no hay mensajes)',
      confirmNew: '¿Iniciar una conversación nueva? Se borrarán los mensajes actuales.',
      confirmNewYes: 'Borrar y empezar de nuevo',
      cancel: 'Cancelar',
      muteSounds: 'Silenciar sonidos',
    },
    suggestions: {
      suggestedQuestions: 'Preguntas sugeridas',
    },
    feedback: {
      helpful: 'Útil',
      notHelpful: 'No es útil',
    },
    markdown: {
      copyCode: 'Copiar código',
      code: 'Código',
      table: 'Tabla',
    },
    teaser: {
      dismiss: 'Descartar',
    },
    links: {
      privacyPolicy: 'Política de privacidad',
      contactPerson: 'Contactar con una persona',
      opensInNewTab: '(se abre en una pestaña nueva)',
    },
    disclaimer: {
      disclaimerTitle: 'Antes de chatear',
      disclaimerAccept: 'Acepto',
      disclaimerPending: 'Tu mensaje no se ha enviado: primero acepta este aviso.',
    },
    'long-conversation': {
      earlierMessages: 'Mostrar mensajes anteriores',
      newMessages: 'Mensajes nuevos',
    },
  },
} satisfies LanguageFile
