import type { Catalogue } from './en'

export default {
  openChat: 'Abrir chat',
  openChatUnread: 'Abrir chat, # sin leer',
  closeChat: 'Cerrar chat',
  loading: 'Cargando…',
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
} satisfies Catalogue
