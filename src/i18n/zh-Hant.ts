// Chinese (Traditional): every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'zh-Hant',
  name: 'Chinese (Traditional)',
  native: '繁體中文',
  script: 'Hant',
  register: 'polite: 您 (Taiwan usage)',
  glossary: { chat: '聊天', message: '訊息', conversation: '對話', aiAssistant: 'ai 助理', send: '傳送' },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: '開啟聊天',
      openChatUnread: '開啟聊天，# 則未讀訊息',
      closeChat: '關閉聊天',
      loading: '載入中…',
    },
    defaults: {
      widgetName: '線上聊天',
      welcomeMessage: '您好！請問今天有什麼需要協助的嗎？',
      offlineMessage: '請留下訊息，我們會盡快回覆您。',
    },
    panel: {
      name: '姓名',
      email: '電子郵件',
      startChat: '開始聊天',
      message: '訊息',
      conversation: '對話',
      messagePlaceholder: '輸入訊息…',
      send: '傳送',
      typing: '對方正在輸入',
      you: '您',
      sending: '傳送中…',
      notDelivered: '未送達。',
      retry: '重試',
      nameRequired: '請輸入您的姓名。',
      emailInvalid: '請輸入有效的電子郵件地址。',
      errorGeneric: '抱歉，發生錯誤。請再試一次。',
      conversationOptions: '對話選項',
      charactersLeft: '還可輸入 # 個字元',
      aiNotice: '您正在與 AI 助理聊天。它可能會出錯。',
      aiAssistant: 'AI 助理',
      expand: '放大',
      collapse: '縮小',
    },
    copy: {
      copy: '複製',
      copyReply: '複製回覆',
      copied: '已複製',
      copySelected: '已選取回覆：按下 # 即可複製',
    },
    menu: {
      newConversation: '開始新對話',
      newConversationBusy: '開始新對話（訊息傳送後）',
      download: '下載對話',
      downloadEmpty: '下載對話（尚無訊息）',
      confirmNew: '要開始新對話嗎？這裡的訊息將會清除。',
      confirmNewYes: '清除並重新開始',
      cancel: '取消',
      muteSounds: '靜音',
    },
    suggestions: {
      suggestedQuestions: '建議問題',
    },
    feedback: {
      helpful: '有幫助',
      notHelpful: '沒有幫助',
    },
    markdown: {
      copyCode: '複製程式碼',
      code: '程式碼',
      table: '表格',
    },
    teaser: {
      dismiss: '關閉',
    },
    links: {
      privacyPolicy: '隱私權政策',
      contactPerson: '聯絡真人客服',
      opensInNewTab: '（在新分頁中開啟）',
    },
    disclaimer: {
      disclaimerTitle: '聊天前須知',
      disclaimerAccept: '我同意',
      disclaimerPending: '您的訊息尚未傳送：請先同意此聲明。',
    },
    'long-conversation': {
      earlierMessages: '顯示較早的訊息',
      newMessages: '新訊息',
    },
  },
} satisfies LanguageFile
