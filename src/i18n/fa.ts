// Persian: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'fa',
  name: 'Persian',
  native: 'فارسی',
  script: 'Arab',
  register: 'formal: شما, plural verb forms (بنویسید، وارد کنید)',
  glossary: { chat: 'چت', message: 'پیام', conversation: 'گفتگو', aiAssistant: 'دستیار هوش مصنوعی', send: 'ارسال' },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'باز کردن چت',
      openChatUnread: 'باز کردن چت، پیام‌های خوانده‌نشده: #',
      closeChat: 'بستن چت',
      loading: 'در حال بارگیری…',
    },
    defaults: {
      widgetName: 'چت وب‌سایت',
      welcomeMessage: 'سلام! امروز چطور می‌توانم کمکتان کنم؟',
      offlineMessage: 'پیامی بگذارید تا در اولین فرصت با شما تماس بگیریم.',
    },
    panel: {
      name: 'نام',
      email: 'ایمیل',
      startChat: 'شروع چت',
      message: 'پیام',
      conversation: 'گفتگو',
      messagePlaceholder: 'پیامتان را بنویسید…',
      send: 'ارسال',
      typing: 'در حال نوشتن پاسخ',
      you: 'شما',
      sending: 'در حال ارسال…',
      notDelivered: 'تحویل داده نشد.',
      retry: 'تلاش مجدد',
      nameRequired: 'لطفاً نامتان را وارد کنید.',
      emailInvalid: 'لطفاً نشانی ایمیل معتبری وارد کنید.',
      errorGeneric: 'متأسفیم، مشکلی پیش آمد. لطفاً دوباره امتحان کنید.',
      conversationOptions: 'گزینه‌های گفتگو',
      charactersLeft: 'نویسه‌های باقی‌مانده: #',
      aiNotice: 'شما با یک دستیار هوش مصنوعی چت می‌کنید. این دستیار ممکن است اشتباه کند.',
      aiAssistant: 'دستیار هوش مصنوعی',
      expand: 'بزرگ کردن',
      collapse: 'کوچک کردن',
    },
    copy: {
      copy: 'کپی',
      copyReply: 'کپی پاسخ',
      copied: 'کپی شد',
      copySelected: 'پاسخ انتخاب شد: برای کپی، # را فشار دهید',
    },
    menu: {
      newConversation: 'شروع گفتگوی جدید',
      newConversationBusy: 'شروع گفتگوی جدید (پس از ارسال پیامتان)',
      download: 'بارگیری گفتگو',
      downloadEmpty: 'بارگیری گفتگو (هنوز پیامی وجود ندارد)',
      confirmNew: 'گفتگوی جدیدی شروع شود؟ پیام‌های اینجا پاک می‌شوند.',
      confirmNewYes: 'پاک کردن و شروع دوباره',
      cancel: 'لغو',
      muteSounds: 'بی‌صدا کردن',
    },
    suggestions: {
      suggestedQuestions: 'پرسش‌های پیشنهادی',
    },
    feedback: {
      helpful: 'مفید بود',
      notHelpful: 'مفید نبود',
    },
    markdown: {
      copyCode: 'کپی کد',
      code: 'کد',
      table: 'جدول',
    },
    teaser: {
      dismiss: 'بستن',
    },
    links: {
      privacyPolicy: 'خط‌مشی رازداری',
      contactPerson: 'تماس با کارشناس',
      opensInNewTab: '(در برگه‌ای جدید باز می‌شود)',
    },
    disclaimer: {
      disclaimerTitle: 'پیش از شروع چت',
      disclaimerAccept: 'موافقم',
      disclaimerPending: 'پیامتان ارسال نشد: لطفاً ابتدا این اطلاعیه را بپذیرید.',
    },
    'long-conversation': {
      earlierMessages: 'نمایش پیام‌های قبلی',
      newMessages: 'پیام‌های جدید',
    },
  },
} satisfies LanguageFile
