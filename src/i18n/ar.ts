// Arabic: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'ar',
  name: 'Arabic',
  native: 'العربية',
  script: 'Arab',
  register: 'Modern Standard Arabic, addressing the visitor in the masculine singular, as interfaces commonly do',
  glossary: { chat: 'الدردشة', message: ['رسال', 'رسائل'], conversation: 'محادث', aiAssistant: 'مساعد', send: ['إرسال', 'الإرسال'] },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'فتح الدردشة',
      openChatUnread: 'فتح الدردشة، رسائل غير مقروءة: #',
      closeChat: 'إغلاق الدردشة',
      loading: 'جارٍ التحميل…',
    },
    defaults: {
      widgetName: 'دردشة الموقع',
      welcomeMessage: 'مرحبًا! كيف يمكنني مساعدتك اليوم؟',
      offlineMessage: 'اترك رسالة وسنعود إليك في أقرب وقت.',
    },
    panel: {
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      startChat: 'بدء الدردشة',
      message: 'الرسالة',
      conversation: 'المحادثة',
      messagePlaceholder: 'اكتب رسالتك…',
      send: 'إرسال',
      typing: 'الوكيل يكتب',
      you: 'أنت',
      sending: 'جارٍ الإرسال…',
      notDelivered: 'لم يتم التسليم.',
      retry: 'إعادة المحاولة',
      nameRequired: 'يُرجى إدخال اسمك.',
      emailInvalid: 'يُرجى إدخال عنوان بريد إلكتروني صالح.',
      errorGeneric: 'عذرًا، حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
      conversationOptions: 'خيارات المحادثة',
      charactersLeft: 'الأحرف المتبقية: #',
      aiNotice: 'أنت تتحدث مع مساعد ذكاء اصطناعي. قد يرتكب أخطاء.',
      aiAssistant: 'مساعد ذكاء اصطناعي',
      expand: 'تكبير',
      collapse: 'تصغير',
    },
    copy: {
      copy: 'نسخ',
      copyReply: 'نسخ الرد',
      copied: 'تم النسخ',
      copySelected: 'تم تحديد الرد: اضغط # للنسخ',
    },
    menu: {
      newConversation: 'بدء محادثة جديدة',
      newConversationBusy: 'بدء محادثة جديدة (بعد إرسال رسالتك)',
      download: 'تنزيل المحادثة',
      downloadEmpty: 'تنزيل المحادثة (لا توجد رسائل بعد)',
      confirmNew: 'هل تريد بدء محادثة جديدة؟ سيتم مسح الرسائل هنا.',
      confirmNewYes: 'المسح والبدء من جديد',
      cancel: 'إلغاء',
      muteSounds: 'كتم الأصوات',
    },
    suggestions: {
      suggestedQuestions: 'أسئلة مقترحة',
    },
    feedback: {
      helpful: 'مفيد',
      notHelpful: 'غير مفيد',
    },
    markdown: {
      copyCode: 'نسخ الرمز',
      code: 'رمز',
      table: 'جدول',
    },
    teaser: {
      dismiss: 'إغلاق',
    },
    links: {
      privacyPolicy: 'سياسة الخصوصية',
      contactPerson: 'التواصل مع شخص',
      opensInNewTab: '(يُفتح في علامة تبويب جديدة)',
    },
    disclaimer: {
      disclaimerTitle: 'قبل بدء المحادثة',
      disclaimerAccept: 'أوافق',
      disclaimerPending: 'لم تُرسَل رسالتك: يُرجى الموافقة على هذا الإشعار أولًا.',
    },
    'long-conversation': {
      earlierMessages: 'عرض الرسائل السابقة',
      newMessages: 'رسائل جديدة',
    },
  },
} satisfies LanguageFile
