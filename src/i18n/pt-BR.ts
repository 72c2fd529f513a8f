// Portuguese (Brazil): every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'pt-BR',
  name: 'Portuguese (Brazil)',
  native: 'Português (Brasil)',
  script: 'Latn',
  register: 'você, as Brazilian Portuguese writes to anyone',
  glossary: { chat: 'chat', message: 'mensage', conversation: 'conversa', aiAssistant: 'assistente de ia', send: ['enviar', 'enviando'] },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Abrir chat',
      openChatUnread: 'Abrir chat, não lidas: #',
      closeChat: 'Fechar chat',
      loading: 'Carregando…',
    },
    defaults: {
      widgetName: 'Chat do site',
      welcomeMessage: 'Olá! Como posso ajudar você hoje?',
      offlineMessage: 'Deixe uma mensagem e retornaremos em breve.',
    },
    panel: {
      name: 'Nome',
      email: 'E-mail',
      startChat: 'Iniciar chat',
      message: 'Mensagem',
      conversation: 'Conversa',
      messagePlaceholder: 'Digite sua mensagem…',
      send: 'Enviar',
      typing: 'O agente está digitando',
      you: 'Você',
      sending: 'Enviando…',
      notDelivered: 'Não entregue.',
      retry: 'Tentar novamente',
      nameRequired: 'Informe seu nome.',
      emailInvalid: 'Informe um e-mail válido.',
      errorGeneric: 'Desculpe, algo deu errado. Tente novamente.',
      conversationOptions: 'Opções da conversa',
      charactersLeft: 'Caracteres restantes: #',
      aiNotice: 'Você está conversando com um assistente de IA. Ele pode cometer erros.',
      aiAssistant: 'Assistente de IA',
      expand: 'Expandir',
      collapse: 'Recolher',
    },
    copy: {
      copy: 'Copiar',
      copyReply: 'Copiar resposta',
      copied: 'Copiado',
      copySelected: 'Resposta selecionada: pressione # para copiar',
    },
    menu: {
      newConversation: 'Iniciar uma nova conversa',
      newConversationBusy: 'Iniciar uma nova conversa (depois de sua mensagem ser enviada)',
      download: 'Baixar a conversa',
      downloadEmpty: 'Baixar a conversa (ainda não há mensagens)',
      confirmNew: 'Iniciar uma nova conversa? As mensagens atuais serão apagadas.',
      confirmNewYes: 'Apagar e começar de novo',
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
      dismiss: 'Dispensar',
    },
    links: {
      privacyPolicy: 'Política de privacidade',
      contactPerson: 'Falar com uma pessoa',
      opensInNewTab: '(abre em uma nova aba)',
    },
    disclaimer: {
      disclaimerTitle: 'Antes de conversar',
      disclaimerAccept: 'Concordo',
      disclaimerPending: 'Sua mensagem não foi enviada: aceite este aviso primeiro.',
    },
    'long-conversation': {
      earlierMessages: 'Mostrar mensagens anteriores',
      newMessages: 'Novas mensagens',
    },
  },
} satisfies LanguageFile
