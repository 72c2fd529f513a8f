// Russian: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'ru',
  name: 'Russian',
  native: 'Русский',
  script: 'Cyrl',
  register: 'formal: вы, ваш (lowercase, as in software UI)',
  glossary: { chat: 'чат', message: 'сообщени', conversation: 'диалог', aiAssistant: 'ии-ассистент', send: 'отправ' },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Открыть чат',
      openChatUnread: 'Открыть чат, непрочитанных: #',
      closeChat: 'Закрыть чат',
      loading: 'Загрузка…',
    },
    defaults: {
      widgetName: 'Чат сайта',
      welcomeMessage: 'Здравствуйте! Чем могу вам помочь?',
      offlineMessage: 'Оставьте сообщение, и мы с вами свяжемся.',
    },
    panel: {
      name: 'Имя',
      email: 'Электронная почта',
      startChat: 'Начать чат',
      message: 'Сообщение',
      conversation: 'Диалог',
      messagePlaceholder: 'Введите сообщение…',
      send: 'Отправить',
      typing: 'Ассистент печатает',
      you: 'Вы',
      sending: 'Отправка…',
      notDelivered: 'Не доставлено.',
      retry: 'Повторить',
      nameRequired: 'Укажите ваше имя.',
      emailInvalid: 'Введите действительный адрес электронной почты.',
      errorGeneric: 'Извините, что-то пошло не так. Повторите попытку.',
      conversationOptions: 'Параметры диалога',
      charactersLeft: 'Осталось символов: #',
      aiNotice: 'Вы общаетесь с ИИ-ассистентом. Он может ошибаться.',
      aiAssistant: 'ИИ-ассистент',
      expand: 'Развернуть',
      collapse: 'Свернуть',
    },
    copy: {
      copy: 'Копировать',
      copyReply: 'Копировать ответ',
      copied: 'Скопировано',
      copySelected: 'Ответ выделен: нажмите #, чтобы скопировать',
    },
    menu: {
      newConversation: 'Начать новый диалог',
      newConversationBusy: 'Начать новый диалог (после отправки сообщения)',
      download: 'Скачать диалог',
      downloadEmpty: 'Скачать диалог (сообщений пока нет)',
      confirmNew: 'Начать новый диалог? Текущие сообщения будут удалены.',
      confirmNewYes: 'Очистить и начать заново',
      cancel: 'Отмена',
      muteSounds: 'Отключить звуки',
    },
    suggestions: {
      suggestedQuestions: 'Предлагаемые вопросы',
    },
    feedback: {
      helpful: 'Помогло',
      notHelpful: 'Не помогло',
    },
    markdown: {
      copyCode: 'Копировать код',
      code: 'Код',
      table: 'Таблица',
    },
    teaser: {
      dismiss: 'Закрыть',
    },
    links: {
      privacyPolicy: 'Политика конфиденциальности',
      contactPerson: 'Связаться с сотрудником',
      opensInNewTab: '(откроется в новой вкладке)',
    },
    disclaimer: {
      disclaimerTitle: 'Перед началом чата',
      disclaimerAccept: 'Принимаю',
      disclaimerPending: 'Ваше сообщение не отправлено: сначала примите эти условия.',
    },
    'long-conversation': {
      earlierMessages: 'Показать предыдущие сообщения',
      newMessages: 'Новые сообщения',
    },
  },
} satisfies LanguageFile
