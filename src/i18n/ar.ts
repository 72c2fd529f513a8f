import type { Catalogue } from '../strings'

export default {
  openChat: 'فتح الدردشة',
  openChatUnread: 'فتح الدردشة، غير المقروءة: #',
  closeChat: 'إغلاق الدردشة',
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
