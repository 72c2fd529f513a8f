// Urdu: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'ur',
  name: 'Urdu',
  native: 'اردو',
  script: 'Arab',
  register: 'formal: آپ, polite imperatives (کریں، دبائیں)',
  glossary: { chat: 'چیٹ', message: 'پیغام', conversation: 'گفتگو', aiAssistant: 'ai اسسٹنٹ', send: 'بھیج' },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'چیٹ کھولیں',
      openChatUnread: 'چیٹ کھولیں، بغیر پڑھے پیغامات: #',
      closeChat: 'چیٹ بند کریں',
      loading: 'لوڈ ہو رہا ہے…',
    },
    defaults: {
      widgetName: 'ویب سائٹ چیٹ',
      welcomeMessage: 'ہیلو! آج ہم آپ کی کیا مدد کر سکتے ہیں؟',
      offlineMessage: 'پیغام چھوڑ دیں، ہم جلد آپ سے رابطہ کریں گے۔',
    },
    panel: {
      name: 'نام',
      email: 'ای میل',
      startChat: 'چیٹ شروع کریں',
      message: 'پیغام',
      conversation: 'گفتگو',
      messagePlaceholder: 'اپنا پیغام ٹائپ کریں…',
      send: 'بھیجیں',
      typing: 'جواب لکھا جا رہا ہے',
      you: 'آپ',
      sending: 'بھیجا جا رہا ہے…',
      notDelivered: 'ڈیلیور نہیں ہوا۔',
      retry: 'دوبارہ کوشش کریں',
      nameRequired: 'براہ کرم اپنا نام درج کریں۔',
      emailInvalid: 'براہ کرم ایک درست ای میل پتہ درج کریں۔',
      errorGeneric: 'معذرت، کچھ غلط ہو گیا۔ براہ کرم دوبارہ کوشش کریں۔',
      conversationOptions: 'گفتگو کے اختیارات',
      charactersLeft: 'باقی حروف: #',
      aiNotice: 'آپ ایک AI اسسٹنٹ سے چیٹ کر رہے ہیں۔ اس سے غلطیاں ہو سکتی ہیں۔',
      aiAssistant: 'AI اسسٹنٹ',
      expand: 'بڑا کریں',
      collapse: 'چھوٹا کریں',
    },
    copy: {
      copy: 'کاپی کریں',
      copyReply: 'جواب کاپی کریں',
      copied: 'کاپی ہو گیا',
      copySelected: 'جواب منتخب ہو گیا: کاپی کرنے کے لیے # دبائیں',
    },
    menu: {
      newConversation: 'نئی گفتگو شروع کریں',
      newConversationBusy: 'نئی گفتگو شروع کریں (آپ کا پیغام بھیجے جانے کے بعد)',
      download: 'گفتگو ڈاؤن لوڈ کریں',
      downloadEmpty: 'گفتگو ڈاؤن لوڈ کریں (ابھی کوئی پیغام نہیں)',
      confirmNew: 'نئی گفتگو شروع کریں؟ یہاں کے پیغامات مٹا دیے جائیں گے۔',
      confirmNewYes: 'مٹائیں اور نئی شروع کریں',
      cancel: 'منسوخ کریں',
      muteSounds: 'آوازیں بند کریں',
    },
    suggestions: {
      suggestedQuestions: 'تجویز کردہ سوالات',
    },
    feedback: {
      helpful: 'مفید',
      notHelpful: 'مفید نہیں',
    },
    markdown: {
      copyCode: 'کوڈ کاپی کریں',
      code: 'کوڈ',
      table: 'ٹیبل',
    },
    teaser: {
      dismiss: 'بند کریں',
    },
    links: {
      privacyPolicy: 'رازداری کی پالیسی',
      contactPerson: 'کسی نمائندے سے رابطہ کریں',
      opensInNewTab: '(نئے ٹیب میں کھلتا ہے)',
    },
    disclaimer: {
      disclaimerTitle: 'چیٹ سے پہلے',
      disclaimerAccept: 'میں متفق ہوں',
      disclaimerPending: 'آپ کا پیغام نہیں بھیجا گیا: براہ کرم پہلے اس نوٹس سے اتفاق کریں۔',
    },
    'long-conversation': {
      earlierMessages: 'پچھلے پیغامات دکھائیں',
      newMessages: 'نئے پیغامات',
    },
  },
} satisfies LanguageFile
