// Bulgarian: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'bg',
  name: 'Bulgarian',
  native: 'Български',
  script: 'Cyrl',
  register: 'formal: вие, ви, вашето (commands as verbal nouns: Изпращане, Отказ)',
  glossary: { chat: 'чат', message: 'съобщени', conversation: 'разговор', aiAssistant: 'ии асистент', send: ['изпращане', 'изпраща се'] },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Отваряне на чата',
      openChatUnread: 'Отваряне на чата, непрочетени: #',
      closeChat: 'Затваряне на чата',
      loading: 'Зарежда се…',
    },
    defaults: {
      widgetName: 'Чат на уебсайта',
      welcomeMessage: 'Здравейте! С какво мога да ви помогна днес?',
      offlineMessage: 'Оставете ни съобщение и ще се свържем с вас.',
    },
    panel: {
      name: 'Име',
      email: 'Имейл',
      startChat: 'Започване на чат',
      message: 'Съобщение',
      conversation: 'Разговор',
      messagePlaceholder: 'Напишете съобщение…',
      send: 'Изпращане',
      typing: 'Агентът пише',
      you: 'Вие',
      sending: 'Изпраща се…',
      notDelivered: 'Не е доставено.',
      retry: 'Нов опит',
      nameRequired: 'Моля, въведете името си.',
      emailInvalid: 'Моля, въведете валиден имейл адрес.',
      errorGeneric: 'Съжаляваме, нещо се обърка. Моля, опитайте отново.',
      conversationOptions: 'Опции за разговора',
      charactersLeft: 'Оставащи знаци: #',
      aiNotice: 'Разговаряте с ИИ асистент. Той може да допуска грешки.',
      aiAssistant: 'ИИ асистент',
      expand: 'Разгъване',
      collapse: 'Свиване',
    },
    copy: {
      copy: 'Копиране',
      copyReply: 'Копиране на отговора',
      copied: 'Копирано',
      copySelected: 'Отговорът е маркиран: натиснете #, за да го копирате',
    },
    menu: {
      newConversation: 'Започване на нов разговор',
      newConversationBusy: 'Започване на нов разговор (след изпращане на съобщението ви)',
      download: 'Изтегляне на разговора',
      downloadEmpty: 'Изтегляне на разговора (все още няма съобщения)',
      confirmNew: 'Искате ли да започнете нов разговор? Досегашните съобщения ще бъдат изтрити.',
      confirmNewYes: 'Изтриване и нов разговор',
      cancel: 'Отказ',
      muteSounds: 'Заглушаване на звуците',
    },
    suggestions: {
      suggestedQuestions: 'Предложени въпроси',
    },
    feedback: {
      helpful: 'Полезно',
      notHelpful: 'Не е полезно',
    },
    markdown: {
      copyCode: 'Копиране на кода',
      code: 'Код',
      table: 'Таблица',
    },
    teaser: {
      dismiss: 'Затваряне',
    },
    links: {
      privacyPolicy: 'Политика за поверителност',
      contactPerson: 'Свържете се с човек',
      opensInNewTab: '(отваря се в нов раздел)',
    },
    disclaimer: {
      disclaimerTitle: 'Преди да започнете',
      disclaimerAccept: 'Приемам',
      disclaimerPending: 'Съобщението ви не е изпратено: моля, първо приемете това известие.',
    },
    'long-conversation': {
      earlierMessages: 'Показване на по-ранните съобщения',
      newMessages: 'Нови съобщения',
    },
  },
} satisfies LanguageFile
