// Serbian (Cyrillic): every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'sr',
  name: 'Serbian (Cyrillic)',
  native: 'Српски',
  script: 'Cyrl',
  register: 'formal: ви, вам, ваша (buttons in the customary short command form: Пошаљи, Откажи)',
  glossary: { chat: 'ћаскањ', message: 'порук', conversation: 'разговор', aiAssistant: 'аи асистент', send: ['пошаљи', 'слање'] },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Отвори ћаскање',
      openChatUnread: 'Отвори ћаскање, непрочитано: #',
      closeChat: 'Затвори ћаскање',
      loading: 'Учитава се…',
    },
    defaults: {
      widgetName: 'Ћаскање на сајту',
      welcomeMessage: 'Поздрав! Како могу да вам помогнем данас?',
      offlineMessage: 'Оставите нам поруку и јавићемо вам се.',
    },
    panel: {
      name: 'Име',
      email: 'Имејл',
      startChat: 'Започни ћаскање',
      message: 'Порука',
      conversation: 'Разговор',
      messagePlaceholder: 'Унесите поруку…',
      send: 'Пошаљи',
      typing: 'Агент пише',
      you: 'Ви',
      sending: 'Слање…',
      notDelivered: 'Није испоручено.',
      retry: 'Покушај поново',
      nameRequired: 'Унесите своје име.',
      emailInvalid: 'Унесите важећу имејл адресу.',
      errorGeneric: 'Жао нам је, дошло је до грешке. Покушајте поново.',
      conversationOptions: 'Опције разговора',
      charactersLeft: 'Преостало знакова: #',
      aiNotice: 'Ћаскате са АИ асистентом. Може да греши.',
      aiAssistant: 'АИ асистент',
      expand: 'Увећај',
      collapse: 'Умањи',
    },
    copy: {
      copy: 'Копирај',
      copyReply: 'Копирај одговор',
      copied: 'Копирано',
      copySelected: 'Одговор је изабран: притисните # да бисте га копирали',
    },
    menu: {
      newConversation: 'Започни нови разговор',
      newConversationBusy: 'Започни нови разговор (када порука буде послата)',
      download: 'Преузми разговор',
      downloadEmpty: 'Преузми разговор (још нема порука)',
      confirmNew: 'Желите ли да започнете нови разговор? Досадашње поруке биће обрисане.',
      confirmNewYes: 'Обриши и почни изнова',
      cancel: 'Откажи',
      muteSounds: 'Искључи звукове',
    },
    suggestions: {
      suggestedQuestions: 'Предложена питања',
    },
    feedback: {
      helpful: 'Корисно',
      notHelpful: 'Није корисно',
    },
    markdown: {
      copyCode: 'Копирај код',
      code: 'Код',
      table: 'Табела',
    },
    teaser: {
      dismiss: 'Затвори',
    },
    links: {
      privacyPolicy: 'Политика приватности',
      contactPerson: 'Обратите се запосленом',
      opensInNewTab: '(отвара се на новој картици)',
    },
    disclaimer: {
      disclaimerTitle: 'Пре почетка ћаскања',
      disclaimerAccept: 'Слажем се',
      disclaimerPending: 'Ваша порука није послата: прво прихватите ово обавештење.',
    },
    'long-conversation': {
      earlierMessages: 'Прикажи старије поруке',
      newMessages: 'Нове поруке',
    },
  },
} satisfies LanguageFile
