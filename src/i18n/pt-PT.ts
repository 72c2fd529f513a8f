// Portuguese (Portugal): every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'pt-PT',
  name: 'Portuguese (Portugal)',
  native: 'Português (Portugal)',
  script: 'Latn',
  register: 'formal: third person without a pronoun (Introduza, a sua, consigo); commands in the infinitive',
  glossary: { chat: 'chat', message: 'mensage', conversation: 'conversa', aiAssistant: 'assistente de ia', send: 'enviar' },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Abrir chat',
      openChatUnread: 'Abrir chat, não lidas: #',
      closeChat: 'Fechar chat',
      loading: 'A carregar…',
    },
    defaults: {
      widgetName: 'Chat do site',
      welcomeMessage: 'Olá! Em que posso ajudar hoje?',
      offlineMessage: 'Deixe uma mensagem e entraremos em contacto consigo brevemente.',
    },
    panel: {
      name: 'Nome',
      email: 'E-mail',
      startChat: 'Iniciar chat',
      message: 'Mensagem',
      conversation: 'Conversa',
      messagePlaceholder: 'Escreva a sua mensagem…',
      send: 'Enviar',
      typing: 'O agente está a escrever',
      you: 'Você',
      sending: 'A enviar…',
      notDelivered: 'Não entregue.',
      retry: 'Tentar novamente',
      nameRequired: 'Introduza o seu nome.',
      emailInvalid: 'Introduza um endereço de e-mail válido.',
      errorGeneric: 'Lamentamos, ocorreu um erro. Tente novamente.',
      conversationOptions: 'Opções da conversa',
      charactersLeft: 'Carateres restantes: #',
      aiNotice: 'Está a conversar com um assistente de IA. Pode cometer erros.',
      aiAssistant: 'Assistente de IA',
      expand: 'Expandir',
      collapse: 'Reduzir',
    },
    copy: {
      copy: 'Copiar',
      copyReply: 'Copiar resposta',
      copied: 'Copiado',
      copySelected: 'Resposta selecionada: prima # para copiar',
    },
    menu: {
      newConversation: 'Iniciar uma nova conversa',
      newConversationBusy: 'Iniciar uma nova conversa (depois de a sua mensagem ser enviada)',
      download: 'Transferir a conversa',
      downloadEmpty: 'Transferir a conversa (ainda sem mensagens)',
      confirmNew: 'Iniciar uma nova conversa? As mensagens atuais serão eliminadas.',
      confirmNewYes: 'Limpar e recomeçar',
      cancel: 'Cancelar',
      muteSounds: 'Silenciar sons',
    },
    suggestions: {
      suggestedQuestions: 'Perguntas sugeridas',
    },
    feedback: {
      helpful: 'Útil',
      notHelpful: 'Não foi útil',
    },
    markdown: {
      copyCode: 'Copiar código',
      code: 'Código',
      table: 'Tabela',
    },
    teaser: {
      dismiss: 'Fechar',
    },
    links: {
      privacyPolicy: 'Política de privacidade',
      contactPerson: 'Falar com uma pessoa',
      opensInNewTab: '(abre num novo separador)',
    },
    disclaimer: {
      disclaimerTitle: 'Antes de conversar',
      disclaimerAccept: 'Concordo',
      disclaimerPending: 'A sua mensagem não foi enviada: aceite primeiro este aviso.',
    },
    'long-conversation': {
      earlierMessages: 'Mostrar mensagens anteriores',
      newMessages: 'Novas mensagens',
    },
  },
} satisfies LanguageFile
