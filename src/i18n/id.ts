// Indonesian: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'id',
  name: 'Indonesian',
  native: 'Bahasa Indonesia',
  script: 'Latn',
  register: 'formal: Anda',
  glossary: { chat: 'chat', message: 'pesan', conversation: 'percakapan', aiAssistant: 'asisten ai', send: ['kirim', 'mengirim'] },
  loans: ['Email'],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Buka chat',
      openChatUnread: 'Buka chat, # belum dibaca',
      closeChat: 'Tutup chat',
      loading: 'Memuat…',
    },
    defaults: {
      widgetName: 'Chat situs web',
      welcomeMessage: 'Halo! Ada yang bisa kami bantu hari ini?',
      offlineMessage: 'Tinggalkan pesan dan kami akan segera menghubungi Anda.',
    },
    panel: {
      name: 'Nama',
      email: 'Email',
      startChat: 'Mulai chat',
      message: 'Pesan',
      conversation: 'Percakapan',
      messagePlaceholder: 'Ketik pesan Anda…',
      send: 'Kirim',
      typing: 'Agen sedang mengetik',
      you: 'Anda',
      sending: 'Mengirim…',
      notDelivered: 'Tidak terkirim.',
      retry: 'Coba lagi',
      nameRequired: 'Masukkan nama Anda.',
      emailInvalid: 'Masukkan alamat email yang valid.',
      errorGeneric: 'Maaf, terjadi kesalahan. Silakan coba lagi.',
      conversationOptions: 'Opsi percakapan',
      charactersLeft: 'Sisa karakter: #',
      aiNotice: 'Anda sedang mengobrol dengan asisten AI. Asisten AI dapat membuat kesalahan.',
      aiAssistant: 'Asisten AI',
      expand: 'Perluas',
      collapse: 'Ciutkan',
    },
    copy: {
      copy: 'Salin',
      copyReply: 'Salin balasan',
      copied: 'Disalin',
      copySelected: 'Balasan dipilih: tekan # untuk menyalin',
    },
    menu: {
      newConversation: 'Mulai percakapan baru',
      newConversationBusy: 'Mulai percakapan baru (setelah pesan Anda terkirim)',
      download: 'Unduh percakapan',
      downloadEmpty: 'Unduh percakapan (belum ada pesan)',
      confirmNew: 'Mulai percakapan baru? Pesan di sini akan dihapus.',
      confirmNewYes: 'Hapus dan mulai baru',
      cancel: 'Batal',
      muteSounds: 'Bisukan suara',
    },
    suggestions: {
      suggestedQuestions: 'Pertanyaan yang disarankan',
    },
    feedback: {
      helpful: 'Membantu',
      notHelpful: 'Tidak membantu',
    },
    markdown: {
      copyCode: 'Salin kode',
      code: 'Kode',
      table: 'Tabel',
    },
    teaser: {
      dismiss: 'Tutup',
    },
    links: {
      privacyPolicy: 'Kebijakan privasi',
      contactPerson: 'Hubungi petugas kami',
      opensInNewTab: '(terbuka di tab baru)',
    },
    disclaimer: {
      disclaimerTitle: 'Sebelum memulai chat',
      disclaimerAccept: 'Saya setuju',
      disclaimerPending: 'Pesan Anda tidak terkirim: setujui pemberitahuan ini terlebih dahulu.',
    },
    'long-conversation': {
      earlierMessages: 'Tampilkan pesan sebelumnya',
      newMessages: 'Pesan baru',
    },
  },
} satisfies LanguageFile
