// Thai: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'th',
  name: 'Thai',
  native: 'ไทย',
  script: 'Thai',
  register: 'polite, neutral: คุณ where a pronoun is needed, no gendered particles (ครับ/ค่ะ)',
  glossary: { chat: 'แชท', message: 'ข้อความ', conversation: 'การสนทนา', aiAssistant: 'ผู้ช่วย ai', send: 'ส่ง' },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'เปิดแชท',
      openChatUnread: 'เปิดแชท ยังไม่ได้อ่าน # รายการ',
      closeChat: 'ปิดแชท',
      loading: 'กำลังโหลด…',
    },
    defaults: {
      widgetName: 'แชทเว็บไซต์',
      welcomeMessage: 'สวัสดี! วันนี้มีอะไรให้ช่วยไหม',
      offlineMessage: 'ฝากข้อความไว้ แล้วเราจะติดต่อกลับโดยเร็ว',
    },
    panel: {
      name: 'ชื่อ',
      email: 'อีเมล',
      startChat: 'เริ่มแชท',
      message: 'ข้อความ',
      conversation: 'การสนทนา',
      messagePlaceholder: 'พิมพ์ข้อความ…',
      send: 'ส่ง',
      typing: 'เจ้าหน้าที่กำลังพิมพ์',
      you: 'คุณ',
      sending: 'กำลังส่ง…',
      notDelivered: 'ส่งไม่สำเร็จ',
      retry: 'ลองอีกครั้ง',
      nameRequired: 'โปรดป้อนชื่อของคุณ',
      emailInvalid: 'โปรดป้อนอีเมลที่ถูกต้อง',
      errorGeneric: 'ขออภัย เกิดข้อผิดพลาดบางอย่าง โปรดลองอีกครั้ง',
      conversationOptions: 'ตัวเลือกการสนทนา',
      charactersLeft: 'เหลืออีก # อักขระ',
      aiNotice: 'คุณกำลังแชทกับผู้ช่วย AI ซึ่งอาจให้ข้อมูลผิดพลาดได้',
      aiAssistant: 'ผู้ช่วย AI',
      expand: 'ขยาย',
      collapse: 'ย่อ',
    },
    copy: {
      copy: 'คัดลอก',
      copyReply: 'คัดลอกคำตอบ',
      copied: 'คัดลอกแล้ว',
      copySelected: 'เลือกคำตอบแล้ว กด # เพื่อคัดลอก',
    },
    menu: {
      newConversation: 'เริ่มการสนทนาใหม่',
      newConversationBusy: 'เริ่มการสนทนาใหม่ (หลังจากส่งข้อความแล้ว)',
      download: 'ดาวน์โหลดการสนทนา',
      downloadEmpty: 'ดาวน์โหลดการสนทนา (ยังไม่มีข้อความ)',
      confirmNew: 'ต้องการเริ่มการสนทนาใหม่หรือไม่ ข้อความที่มีอยู่จะถูกล้าง',
      confirmNewYes: 'ล้างและเริ่มใหม่',
      cancel: 'ยกเลิก',
      muteSounds: 'ปิดเสียง',
    },
    suggestions: {
      suggestedQuestions: 'คำถามแนะนำ',
    },
    feedback: {
      helpful: 'มีประโยชน์',
      notHelpful: 'ไม่มีประโยชน์',
    },
    markdown: {
      copyCode: 'คัดลอกโค้ด',
      code: 'โค้ด',
      table: 'ตาราง',
    },
    teaser: {
      dismiss: 'ปิด',
    },
    links: {
      privacyPolicy: 'นโยบายความเป็นส่วนตัว',
      contactPerson: 'ติดต่อเจ้าหน้าที่',
      opensInNewTab: '(เปิดในแท็บใหม่)',
    },
    disclaimer: {
      disclaimerTitle: 'ก่อนเริ่มแชท',
      disclaimerAccept: 'ฉันยอมรับ',
      disclaimerPending: 'ยังไม่ได้ส่งข้อความของคุณ โปรดยอมรับประกาศนี้ก่อน',
    },
    'long-conversation': {
      earlierMessages: 'แสดงข้อความก่อนหน้า',
      newMessages: 'ข้อความใหม่',
    },
  },
} satisfies LanguageFile
