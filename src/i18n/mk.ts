// Macedonian: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'mk',
  name: 'Macedonian',
  native: 'Македонски',
  script: 'Cyrl',
  register: 'formal: Вие, Ви, Ваш (capitalised polite form); commands in the imperative as software UI writes them',
  glossary: { chat: 'чет', message: 'порак', conversation: 'разговор', aiAssistant: 'асистент со вештачка интелигенција', send: ['испрати', 'испраќа'] },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Отвори чет',
      openChatUnread: 'Отвори чет, непрочитани: #',
      closeChat: 'Затвори чет',
      loading: 'Се вчитува…',
    },
    defaults: {
      widgetName: 'Чет на веб-страницата',
      welcomeMessage: 'Добредојдовте! Како можам да Ви помогнам?',
      offlineMessage: 'Оставете порака и ќе Ве контактираме.',
    },
    panel: {
      name: 'Име',
      email: 'Е-пошта',
      startChat: 'Започни чет',
      message: 'Порака',
      conversation: 'Разговор',
      messagePlaceholder: 'Напишете порака…',
      send: 'Испрати',
      typing: 'Асистентот пишува',
      you: 'Вие',
      sending: 'Се испраќа…',
      notDelivered: 'Не е доставена.',
      retry: 'Обиди се повторно',
      nameRequired: 'Внесете го Вашето име.',
      emailInvalid: 'Внесете валидна адреса на е-пошта.',
      errorGeneric: 'Жалиме, нешто тргна наопаку. Обидете се повторно.',
      conversationOptions: 'Опции за разговорот',
      charactersLeft: 'Преостанати знаци: #',
      aiNotice: 'Разговарате со асистент со вештачка интелигенција. Може да греши.',
      aiAssistant: 'Асистент со вештачка интелигенција',
      expand: 'Зголеми',
      collapse: 'Намали',
    },
    copy: {
      copy: 'Копирај',
      copyReply: 'Копирај го одговорот',
      copied: 'Копирано',
      copySelected: 'Одговорот е избран: притиснете # за да го копирате',
    },
    menu: {
      newConversation: 'Започни нов разговор',
      newConversationBusy: 'Започни нов разговор (откако ќе се испрати пораката)',
      download: 'Преземи го разговорот',
      downloadEmpty: 'Преземи го разговорот (сè уште нема пораки)',
      confirmNew: 'Да се започне нов разговор? Пораките овде ќе бидат избришани.',
      confirmNewYes: 'Избриши и започни нов',
      cancel: 'Откажи',
      muteSounds: 'Исклучи звуци',
    },
    suggestions: {
      suggestedQuestions: 'Предложени прашања',
    },
    feedback: {
      helpful: 'Корисно',
      notHelpful: 'Не е корисно',
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
      privacyPolicy: 'Политика за приватност',
      contactPerson: 'Контакт со вработен',
      opensInNewTab: '(се отвора во нова картичка)',
    },
    disclaimer: {
      disclaimerTitle: 'Пред да започнете',
      disclaimerAccept: 'Се согласувам',
      disclaimerPending: 'Вашата порака не е испратена: прво прифатете ги овие услови.',
    },
    'long-conversation': {
      earlierMessages: 'Прикажи претходни пораки',
      newMessages: 'Нови пораки',
    },
  },
} satisfies LanguageFile
