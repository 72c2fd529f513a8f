// Chinese (Simplified): every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'zh-Hans',
  name: 'Chinese (Simplified)',
  native: '简体中文',
  script: 'Hans',
  register: 'polite: 您',
  glossary: { chat: '聊天', message: '消息', conversation: '对话', aiAssistant: 'ai 助手', send: '发送' },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: '打开聊天',
      openChatUnread: '打开聊天，# 条未读消息',
      closeChat: '关闭聊天',
      loading: '正在加载…',
    },
    defaults: {
      widgetName: '在线聊天',
      welcomeMessage: '您好！今天有什么可以帮您？',
      offlineMessage: '请留言，我们会尽快回复您。',
    },
    panel: {
      name: '姓名',
      email: '电子邮箱',
      startChat: '开始聊天',
      message: '消息',
      conversation: '对话',
      messagePlaceholder: '输入消息…',
      send: '发送',
      typing: '对方正在输入',
      you: '您',
      sending: '正在发送…',
      notDelivered: '未送达。',
      retry: '重试',
      nameRequired: '请输入您的姓名。',
      emailInvalid: '请输入有效的电子邮箱地址。',
      errorGeneric: '抱歉，出了点问题。请重试。',
      conversationOptions: '对话选项',
      charactersLeft: '还可输入 # 个字符',
      aiNotice: '您正在与 AI 助手聊天。它可能会出错。',
      aiAssistant: 'AI 助手',
      expand: '放大',
      collapse: '缩小',
    },
    copy: {
      copy: '复制',
      copyReply: '复制回复',
      copied: '已复制',
      copySelected: '已选中回复：按 # 复制',
    },
    menu: {
      newConversation: '开始新对话',
      newConversationBusy: '开始新对话（消息发送后）',
      download: '下载对话',
      downloadEmpty: '下载对话（暂无消息）',
      confirmNew: '要开始新对话吗？此处的消息将被清除。',
      confirmNewYes: '清除并重新开始',
      cancel: '取消',
      muteSounds: '静音',
    },
    suggestions: {
      suggestedQuestions: '推荐问题',
    },
    feedback: {
      helpful: '有帮助',
      notHelpful: '没有帮助',
    },
    markdown: {
      copyCode: '复制代码',
      code: '代码',
      table: '表格',
    },
    teaser: {
      dismiss: '关闭',
    },
    links: {
      privacyPolicy: '隐私政策',
      contactPerson: '联系人工客服',
      opensInNewTab: '（在新标签页中打开）',
    },
    disclaimer: {
      disclaimerTitle: '聊天前须知',
      disclaimerAccept: '我同意',
      disclaimerPending: '您的消息尚未发送：请先同意此声明。',
    },
    'long-conversation': {
      earlierMessages: '显示更早的消息',
      newMessages: '新消息',
    },
  },
} satisfies LanguageFile
