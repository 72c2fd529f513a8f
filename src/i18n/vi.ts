// Vietnamese: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'vi',
  name: 'Vietnamese',
  native: 'Tiếng Việt',
  script: 'Latn',
  register: 'polite-friendly: bạn (the agent says tôi, the business chúng tôi)',
  glossary: { chat: 'trò chuyện', message: 'tin nhắn', conversation: 'cuộc trò chuyện', aiAssistant: 'trợ lý ai', send: 'gửi' },
  loans: ['Email'],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Mở trò chuyện',
      openChatUnread: 'Mở trò chuyện, # tin nhắn chưa đọc',
      closeChat: 'Đóng trò chuyện',
      loading: 'Đang tải…',
    },
    defaults: {
      widgetName: 'Trò chuyện trên trang web',
      welcomeMessage: 'Xin chào! Tôi có thể giúp gì cho bạn hôm nay?',
      offlineMessage: 'Hãy để lại tin nhắn, chúng tôi sẽ phản hồi bạn sớm nhất có thể.',
    },
    panel: {
      name: 'Tên',
      email: 'Email',
      startChat: 'Bắt đầu trò chuyện',
      message: 'Tin nhắn',
      conversation: 'Cuộc trò chuyện',
      messagePlaceholder: 'Nhập tin nhắn…',
      send: 'Gửi',
      typing: 'Nhân viên hỗ trợ đang nhập',
      you: 'Bạn',
      sending: 'Đang gửi…',
      notDelivered: 'Chưa gửi được.',
      retry: 'Thử lại',
      nameRequired: 'Vui lòng nhập tên của bạn.',
      emailInvalid: 'Vui lòng nhập địa chỉ email hợp lệ.',
      errorGeneric: 'Rất tiếc, đã xảy ra lỗi. Vui lòng thử lại.',
      conversationOptions: 'Tùy chọn cuộc trò chuyện',
      charactersLeft: 'Số ký tự còn lại: #',
      aiNotice: 'Bạn đang trò chuyện với trợ lý AI. Trợ lý AI có thể mắc sai sót.',
      aiAssistant: 'Trợ lý AI',
      expand: 'Mở rộng',
      collapse: 'Thu nhỏ',
    },
    copy: {
      copy: 'Sao chép',
      copyReply: 'Sao chép câu trả lời',
      copied: 'Đã sao chép',
      copySelected: 'Đã chọn câu trả lời: nhấn # để sao chép',
    },
    menu: {
      newConversation: 'Bắt đầu cuộc trò chuyện mới',
      newConversationBusy: 'Bắt đầu cuộc trò chuyện mới (sau khi tin nhắn của bạn được gửi)',
      download: 'Tải xuống cuộc trò chuyện',
      downloadEmpty: 'Tải xuống cuộc trò chuyện (chưa có tin nhắn)',
      confirmNew: 'Bắt đầu cuộc trò chuyện mới? Các tin nhắn ở đây sẽ bị xóa.',
      confirmNewYes: 'Xóa và bắt đầu lại',
      cancel: 'Hủy',
      muteSounds: 'Tắt âm thanh',
    },
    suggestions: {
      suggestedQuestions: 'Câu hỏi gợi ý',
    },
    feedback: {
      helpful: 'Hữu ích',
      notHelpful: 'Không hữu ích',
    },
    markdown: {
      copyCode: 'Sao chép mã',
      code: 'Mã',
      table: 'Bảng',
    },
    teaser: {
      dismiss: 'Đóng',
    },
    links: {
      privacyPolicy: 'Chính sách quyền riêng tư',
      contactPerson: 'Liên hệ nhân viên hỗ trợ',
      opensInNewTab: '(mở trong thẻ mới)',
    },
    disclaimer: {
      disclaimerTitle: 'Trước khi trò chuyện',
      disclaimerAccept: 'Tôi đồng ý',
      disclaimerPending: 'Tin nhắn của bạn chưa được gửi: vui lòng đồng ý với thông báo này trước.',
    },
    'long-conversation': {
      earlierMessages: 'Hiển thị tin nhắn trước đó',
      newMessages: 'Tin nhắn mới',
    },
  },
} satisfies LanguageFile
