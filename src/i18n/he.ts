// Hebrew: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'he',
  name: 'Hebrew',
  native: 'עברית',
  script: 'Hebr',
  register: 'gender-neutral: infinitives and impersonal forms (יש ל…, אפשר), no gendered verb addressed to the visitor',
  glossary: { chat: "צ'אט", message: ['הודעה', 'הודעות'], conversation: 'שיחה', aiAssistant: 'עוזר בינה מלאכותית', send: 'שליחה' },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: "פתיחת הצ'אט",
      openChatUnread: "פתיחת הצ'אט, הודעות שלא נקראו: #",
      closeChat: "סגירת הצ'אט",
      loading: 'בטעינה…',
    },
    defaults: {
      widgetName: "צ'אט האתר",
      welcomeMessage: 'שלום! איך אפשר לעזור היום?',
      offlineMessage: 'אפשר להשאיר הודעה ונחזור אליך בהקדם.',
    },
    panel: {
      name: 'שם',
      email: 'אימייל',
      startChat: "התחלת צ'אט",
      message: 'הודעה',
      conversation: 'שיחה',
      messagePlaceholder: 'הקלדת הודעה…',
      send: 'שליחה',
      typing: 'התשובה נכתבת',
      you: 'אני',
      sending: 'בשליחה…',
      notDelivered: 'לא נמסרה.',
      retry: 'ניסיון חוזר',
      nameRequired: 'יש להזין את השם שלך.',
      emailInvalid: 'יש להזין כתובת אימייל תקינה.',
      errorGeneric: 'מצטערים, משהו השתבש. אפשר לנסות שוב.',
      conversationOptions: 'אפשרויות שיחה',
      charactersLeft: 'תווים שנותרו: #',
      aiNotice: 'זוהי שיחה עם עוזר בינה מלאכותית. הוא עלול לטעות.',
      aiAssistant: 'עוזר בינה מלאכותית',
      expand: 'הגדלה',
      collapse: 'הקטנה',
    },
    copy: {
      copy: 'העתקה',
      copyReply: 'העתקת התשובה',
      copied: 'הועתק',
      copySelected: 'התשובה סומנה: יש להקיש # כדי להעתיק',
    },
    menu: {
      newConversation: 'התחלת שיחה חדשה',
      newConversationBusy: 'התחלת שיחה חדשה (אחרי שההודעה שלך תישלח)',
      download: 'הורדת השיחה',
      downloadEmpty: 'הורדת השיחה (אין עדיין הודעות)',
      confirmNew: 'להתחיל שיחה חדשה? ההודעות כאן יימחקו.',
      confirmNewYes: 'מחיקה והתחלה מחדש',
      cancel: 'ביטול',
      muteSounds: 'השתקת צלילים',
    },
    suggestions: {
      suggestedQuestions: 'שאלות מוצעות',
    },
    feedback: {
      helpful: 'מועיל',
      notHelpful: 'לא מועיל',
    },
    markdown: {
      copyCode: 'העתקת הקוד',
      code: 'קוד',
      table: 'טבלה',
    },
    teaser: {
      dismiss: 'סגירה',
    },
    links: {
      privacyPolicy: 'מדיניות פרטיות',
      contactPerson: 'פנייה לנציג',
      opensInNewTab: '(נפתח בכרטיסייה חדשה)',
    },
    disclaimer: {
      disclaimerTitle: 'לפני שמתחילים',
      disclaimerAccept: 'מקובל עליי',
      disclaimerPending: 'ההודעה שלך לא נשלחה: יש לאשר קודם את ההבהרה הזו.',
    },
    'long-conversation': {
      earlierMessages: 'הצגת הודעות קודמות',
      newMessages: 'הודעות חדשות',
    },
  },
} satisfies LanguageFile
