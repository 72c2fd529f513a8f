import type { Catalogue } from './en'

export default {
  openChat: 'Abrir chat',
  openChatUnread: 'Abrir chat, não lidas: #',
  closeChat: 'Fechar chat',
  loading: 'Carregando…',
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
} satisfies Catalogue
