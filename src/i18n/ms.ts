// Malay: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'ms',
  name: 'Malay',
  native: 'Bahasa Melayu',
  script: 'Latn',
  register: 'polite: anda (lowercase within a sentence, as Malaysian usage and Google write it)',
  glossary: { chat: 'sembang', message: 'mesej', conversation: 'perbualan', aiAssistant: 'pembantu ai', send: 'hantar' },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Buka sembang',
      openChatUnread: 'Buka sembang, # belum dibaca',
      closeChat: 'Tutup sembang',
      loading: 'Memuatkan…',
    },
    defaults: {
      widgetName: 'Sembang laman web',
      welcomeMessage: 'Hai! Ada apa-apa yang boleh kami bantu hari ini?',
      offlineMessage: 'Tinggalkan mesej dan kami akan menghubungi anda semula.',
    },
    panel: {
      name: 'Nama',
      email: 'E-mel',
      startChat: 'Mulakan sembang',
      message: 'Mesej',
      conversation: 'Perbualan',
      messagePlaceholder: 'Taip mesej anda…',
      send: 'Hantar',
      typing: 'Ejen sedang menaip',
      you: 'Anda',
      sending: 'Menghantar…',
      notDelivered: 'Tidak dihantar.',
      retry: 'Cuba lagi',
      nameRequired: 'Sila masukkan nama anda.',
      emailInvalid: 'Sila masukkan alamat e-mel yang sah.',
      errorGeneric: 'Maaf, berlaku ralat. Sila cuba lagi.',
      conversationOptions: 'Pilihan perbualan',
      charactersLeft: 'Baki aksara: #',
      aiNotice: 'Anda sedang bersembang dengan pembantu AI. Pembantu AI mungkin melakukan kesilapan.',
      aiAssistant: 'Pembantu AI',
      expand: 'Besarkan',
      collapse: 'Kecilkan',
    },
    copy: {
      copy: 'Salin',
      copyReply: 'Salin balasan',
      copied: 'Disalin',
      copySelected: 'Balasan dipilih: tekan # untuk menyalin',
    },
    menu: {
      newConversation: 'Mulakan perbualan baharu',
      newConversationBusy: 'Mulakan perbualan baharu (selepas mesej anda dihantar)',
      download: 'Muat turun perbualan',
      downloadEmpty: 'Muat turun perbualan (belum ada mesej)',
      confirmNew: 'Mulakan perbualan baharu? Mesej di sini akan dikosongkan.',
      confirmNewYes: 'Kosongkan dan mula baharu',
      cancel: 'Batal',
      muteSounds: 'Redam bunyi',
    },
    suggestions: {
      suggestedQuestions: 'Soalan yang dicadangkan',
    },
    feedback: {
      helpful: 'Membantu',
      notHelpful: 'Tidak membantu',
    },
    markdown: {
      copyCode: 'Salin kod',
      code: 'Kod',
      table: 'Jadual',
    },
    teaser: {
      dismiss: 'Tutup',
    },
    links: {
      privacyPolicy: 'Dasar privasi',
      contactPerson: 'Hubungi kakitangan kami',
      opensInNewTab: '(dibuka dalam tab baharu)',
    },
    disclaimer: {
      disclaimerTitle: 'Sebelum anda bersembang',
      disclaimerAccept: 'Saya setuju',
      disclaimerPending: 'Mesej anda tidak dihantar: sila bersetuju dengan notis ini dahulu.',
    },
    'long-conversation': {
      earlierMessages: 'Tunjukkan mesej terdahulu',
      newMessages: 'Mesej baharu',
    },
  },
} satisfies LanguageFile
