// Ukrainian: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'uk',
  name: 'Ukrainian',
  native: 'Українська',
  script: 'Cyrl',
  register: 'formal: ви, ваш (lowercase, as in software UI)',
  glossary: { chat: 'чат', message: 'повідомлен', conversation: 'розмов', aiAssistant: 'ші-асистент', send: ['надіслати', 'надсилання'] },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Відкрити чат',
      openChatUnread: 'Відкрити чат, непрочитаних: #',
      closeChat: 'Закрити чат',
      loading: 'Завантаження…',
    },
    defaults: {
      widgetName: 'Чат сайту',
      welcomeMessage: 'Доброго дня! Чим можу вам допомогти?',
      offlineMessage: 'Залиште повідомлення, і ми з вами зв’яжемося.',
    },
    panel: {
      name: 'Ім’я',
      email: 'Електронна пошта',
      startChat: 'Почати чат',
      message: 'Повідомлення',
      conversation: 'Розмова',
      messagePlaceholder: 'Введіть повідомлення…',
      send: 'Надіслати',
      typing: 'Асистент друкує',
      you: 'Ви',
      sending: 'Надсилання…',
      notDelivered: 'Не доставлено.',
      retry: 'Повторити',
      nameRequired: 'Введіть своє ім’я.',
      emailInvalid: 'Введіть дійсну адресу електронної пошти.',
      errorGeneric: 'На жаль, сталася помилка. Спробуйте ще раз.',
      conversationOptions: 'Параметри розмови',
      charactersLeft: 'Залишилося символів: #',
      aiNotice: 'Ви спілкуєтеся з ШІ-асистентом. Він може помилятися.',
      aiAssistant: 'ШІ-асистент',
      expand: 'Розгорнути',
      collapse: 'Згорнути',
    },
    copy: {
      copy: 'Копіювати',
      copyReply: 'Копіювати відповідь',
      copied: 'Скопійовано',
      copySelected: 'Відповідь виділено: натисніть #, щоб скопіювати',
    },
    menu: {
      newConversation: 'Почати нову розмову',
      newConversationBusy: 'Почати нову розмову (після надсилання повідомлення)',
      download: 'Завантажити розмову',
      downloadEmpty: 'Завантажити розмову (ще немає повідомлень)',
      confirmNew: 'Почати нову розмову? Поточні повідомлення буде видалено.',
      confirmNewYes: 'Очистити й почати знову',
      cancel: 'Скасувати',
      muteSounds: 'Вимкнути звуки',
    },
    suggestions: {
      suggestedQuestions: 'Запропоновані запитання',
    },
    feedback: {
      helpful: 'Допомогло',
      notHelpful: 'Не допомогло',
    },
    markdown: {
      copyCode: 'Копіювати код',
      code: 'Код',
      table: 'Таблиця',
    },
    teaser: {
      dismiss: 'Закрити',
    },
    links: {
      privacyPolicy: 'Політика конфіденційності',
      contactPerson: 'Зв’язатися з працівником',
      opensInNewTab: '(відкриється в новій вкладці)',
    },
    disclaimer: {
      disclaimerTitle: 'Перед початком чату',
      disclaimerAccept: 'Погоджуюся',
      disclaimerPending: 'Ваше повідомлення не надіслано: спершу прийміть ці умови.',
    },
    'long-conversation': {
      earlierMessages: 'Показати попередні повідомлення',
      newMessages: 'Нові повідомлення',
    },
  },
} satisfies LanguageFile
