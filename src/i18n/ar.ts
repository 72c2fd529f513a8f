import type { Catalogue } from './en'

export default {
  openChat: 'فتح الدردشة',
  openChatUnread: 'فتح الدردشة، غير المقروءة: #',
  closeChat: 'إغلاق الدردشة',
  loading: 'جارٍ التحميل…',
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
} satisfies Catalogue
