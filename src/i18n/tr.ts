// Turkish: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'tr',
  name: 'Turkish',
  native: 'Türkçe',
  script: 'Latn',
  register: 'formal: siz (-iniz, -in); button labels in the usual short imperative (Gönder, Kopyala)',
  glossary: { chat: 'sohbet', message: 'mesaj', conversation: 'konuşma', aiAssistant: 'yapay zeka asistan', send: 'gönder' },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Sohbeti aç',
      openChatUnread: 'Sohbeti aç, okunmamış: #',
      closeChat: 'Sohbeti kapat',
      loading: 'Yükleniyor…',
    },
    defaults: {
      widgetName: 'Web sitesi sohbeti',
      welcomeMessage: 'Merhaba! Bugün size nasıl yardımcı olabilirim?',
      offlineMessage: 'Bir mesaj bırakın, size en kısa sürede dönüş yapacağız.',
    },
    panel: {
      name: 'Adınız',
      email: 'E-posta',
      startChat: 'Sohbeti başlat',
      message: 'Mesaj',
      conversation: 'Konuşma',
      messagePlaceholder: 'Mesajınızı yazın…',
      send: 'Gönder',
      typing: 'Temsilci yazıyor',
      you: 'Siz',
      sending: 'Gönderiliyor…',
      notDelivered: 'İletilemedi.',
      retry: 'Yeniden dene',
      nameRequired: 'Lütfen adınızı girin.',
      emailInvalid: 'Lütfen geçerli bir e-posta adresi girin.',
      errorGeneric: 'Üzgünüz, bir sorun oluştu. Lütfen tekrar deneyin.',
      conversationOptions: 'Konuşma seçenekleri',
      charactersLeft: 'Kalan karakter: #',
      aiNotice: 'Bir yapay zeka asistanıyla sohbet ediyorsunuz. Hata yapabilir.',
      aiAssistant: 'Yapay zeka asistanı',
      expand: 'Genişlet',
      collapse: 'Daralt',
    },
    copy: {
      copy: 'Kopyala',
      copyReply: 'Yanıtı kopyala',
      copied: 'Kopyalandı',
      copySelected: 'Yanıt seçildi: kopyalamak için # tuşlarına basın',
    },
    menu: {
      newConversation: 'Yeni bir konuşma başlat',
      newConversationBusy: 'Yeni bir konuşma başlat (mesajınız gönderildikten sonra)',
      download: 'Konuşmayı indir',
      downloadEmpty: 'Konuşmayı indir (henüz mesaj yok)',
      confirmNew: 'Yeni bir konuşma başlatılsın mı? Buradaki mesajlar silinecek.',
      confirmNewYes: 'Temizle ve yeniden başla',
      cancel: 'İptal',
      muteSounds: 'Sesleri kapat',
    },
    suggestions: {
      suggestedQuestions: 'Önerilen sorular',
    },
    feedback: {
      helpful: 'Faydalı',
      notHelpful: 'Faydalı değil',
    },
    markdown: {
      copyCode: 'Kodu kopyala',
      code: 'Kod',
      table: 'Tablo',
    },
    teaser: {
      dismiss: 'Kapat',
    },
    links: {
      privacyPolicy: 'Gizlilik politikası',
      contactPerson: 'Bir yetkiliyle iletişime geçin',
      opensInNewTab: '(yeni sekmede açılır)',
    },
    disclaimer: {
      disclaimerTitle: 'Sohbete başlamadan önce',
      disclaimerAccept: 'Kabul ediyorum',
      disclaimerPending: 'Mesajınız gönderilmedi: lütfen önce bu bildirimi kabul edin.',
    },
    'long-conversation': {
      earlierMessages: 'Önceki mesajları göster',
      newMessages: 'Yeni mesajlar',
    },
  },
} satisfies LanguageFile
