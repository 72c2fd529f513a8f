// Korean: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'ko',
  name: 'Korean',
  native: '한국어',
  script: 'Kore',
  register: 'polite: 합니다/해 주세요, no pronoun for the visitor, buttons as noun phrases',
  glossary: { chat: '채팅', message: '메시지', conversation: '대화', aiAssistant: 'ai 어시스턴트', send: '전송' },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: '채팅 열기',
      openChatUnread: '채팅 열기, 읽지 않은 메시지 #개',
      closeChat: '채팅 닫기',
      loading: '불러오는 중…',
    },
    defaults: {
      widgetName: '웹사이트 채팅',
      welcomeMessage: '안녕하세요! 무엇을 도와드릴까요?',
      offlineMessage: '메시지를 남겨 주시면 곧 연락드리겠습니다.',
    },
    panel: {
      name: '이름',
      email: '이메일',
      startChat: '채팅 시작',
      message: '메시지',
      conversation: '대화',
      messagePlaceholder: '메시지를 입력하세요…',
      send: '전송',
      typing: '답변 작성 중',
      you: '나',
      sending: '전송 중…',
      notDelivered: '전송되지 않았습니다.',
      retry: '다시 시도',
      nameRequired: '이름을 입력해 주세요.',
      emailInvalid: '올바른 이메일 주소를 입력해 주세요.',
      errorGeneric: '죄송합니다. 문제가 발생했습니다. 다시 시도해 주세요.',
      conversationOptions: '대화 옵션',
      charactersLeft: '남은 글자 수: #',
      aiNotice: 'AI 어시스턴트와 채팅하고 있습니다. AI는 실수를 할 수 있습니다.',
      aiAssistant: 'AI 어시스턴트',
      expand: '확대',
      collapse: '축소',
    },
    copy: {
      copy: '복사',
      copyReply: '답변 복사',
      copied: '복사됨',
      copySelected: '답변이 선택되었습니다. # 키를 눌러 복사하세요',
    },
    menu: {
      newConversation: '새 대화 시작',
      newConversationBusy: '새 대화 시작(메시지 전송 후)',
      download: '대화 다운로드',
      downloadEmpty: '대화 다운로드(아직 메시지 없음)',
      confirmNew: '새 대화를 시작하시겠습니까? 현재 메시지가 삭제됩니다.',
      confirmNewYes: '지우고 새로 시작',
      cancel: '취소',
      muteSounds: '소리 끄기',
    },
    suggestions: {
      suggestedQuestions: '추천 질문',
    },
    feedback: {
      helpful: '도움이 됨',
      notHelpful: '도움이 되지 않음',
    },
    markdown: {
      copyCode: '코드 복사',
      code: '코드',
      table: '표',
    },
    teaser: {
      dismiss: '닫기',
    },
    links: {
      privacyPolicy: '개인정보처리방침',
      contactPerson: '상담원 연결',
      opensInNewTab: '(새 탭에서 열림)',
    },
    disclaimer: {
      disclaimerTitle: '채팅 전 안내',
      disclaimerAccept: '동의합니다',
      disclaimerPending: '메시지가 전송되지 않았습니다. 먼저 이 안내에 동의해 주세요.',
    },
    'long-conversation': {
      earlierMessages: '이전 메시지 보기',
      newMessages: '새 메시지',
    },
  },
} satisfies LanguageFile
