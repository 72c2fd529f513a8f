// Tamil: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'ta',
  name: 'Tamil',
  native: 'தமிழ்',
  script: 'Taml',
  register: 'polite: நீங்கள், உங்கள்; requests in -வும், buttons in the plain imperative (as Google’s Tamil UI)',
  glossary: { chat: 'அரட்டை', message: 'செய்தி', conversation: 'உரையாடல', aiAssistant: 'ai உதவியாளர', send: 'அனுப்பு' },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'அரட்டையைத் திற',
      openChatUnread: 'அரட்டையைத் திற, படிக்காதவை: #',
      closeChat: 'அரட்டையை மூடு',
      loading: 'ஏற்றுகிறது…',
    },
    defaults: {
      widgetName: 'இணையதள அரட்டை',
      welcomeMessage: 'வணக்கம்! இன்று உங்களுக்கு எப்படி உதவலாம்?',
      offlineMessage: 'செய்தி அனுப்புங்கள், விரைவில் உங்களைத் தொடர்புகொள்வோம்.',
    },
    panel: {
      name: 'பெயர்',
      email: 'மின்னஞ்சல்',
      startChat: 'அரட்டையைத் தொடங்கு',
      message: 'செய்தி',
      conversation: 'உரையாடல்',
      messagePlaceholder: 'செய்தியை உள்ளிடவும்…',
      send: 'அனுப்பு',
      typing: 'முகவர் தட்டச்சு செய்கிறார்',
      you: 'நீங்கள்',
      sending: 'அனுப்புகிறது…',
      notDelivered: 'அனுப்பப்படவில்லை.',
      retry: 'மீண்டும் முயல்க',
      nameRequired: 'உங்கள் பெயரை உள்ளிடவும்.',
      emailInvalid: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்.',
      errorGeneric: 'மன்னிக்கவும், ஏதோ தவறாகிவிட்டது. மீண்டும் முயலவும்.',
      conversationOptions: 'உரையாடல் விருப்பங்கள்',
      charactersLeft: 'மீதமுள்ள எழுத்துகள்: #',
      aiNotice: 'நீங்கள் AI உதவியாளருடன் அரட்டையடிக்கிறீர்கள். அது தவறுகள் செய்யக்கூடும்.',
      aiAssistant: 'AI உதவியாளர்',
      expand: 'பெரிதாக்கு',
      collapse: 'சிறிதாக்கு',
    },
    copy: {
      copy: 'நகலெடு',
      copyReply: 'பதிலை நகலெடு',
      copied: 'நகலெடுக்கப்பட்டது',
      copySelected: 'பதில் தேர்ந்தெடுக்கப்பட்டது: நகலெடுக்க # அழுத்தவும்',
    },
    menu: {
      newConversation: 'புதிய உரையாடலைத் தொடங்கு',
      newConversationBusy: 'புதிய உரையாடலைத் தொடங்கு (உங்கள் செய்தி அனுப்பப்பட்ட பிறகு)',
      download: 'உரையாடலைப் பதிவிறக்கு',
      downloadEmpty: 'உரையாடலைப் பதிவிறக்கு (இன்னும் செய்திகள் இல்லை)',
      confirmNew: 'புதிய உரையாடலைத் தொடங்கவா? இங்குள்ள செய்திகள் அழிக்கப்படும்.',
      confirmNewYes: 'அழித்துவிட்டுப் புதிதாகத் தொடங்கு',
      cancel: 'ரத்துசெய்',
      muteSounds: 'ஒலிகளை முடக்கு',
    },
    suggestions: {
      suggestedQuestions: 'பரிந்துரைக்கப்படும் கேள்விகள்',
    },
    feedback: {
      helpful: 'பயனுள்ளது',
      notHelpful: 'பயனில்லை',
    },
    markdown: {
      copyCode: 'குறியீட்டை நகலெடு',
      code: 'குறியீடு',
      table: 'அட்டவணை',
    },
    teaser: {
      dismiss: 'மூடு',
    },
    links: {
      privacyPolicy: 'தனியுரிமைக் கொள்கை',
      contactPerson: 'ஒரு நபரைத் தொடர்புகொள்ளவும்',
      opensInNewTab: '(புதிய தாவலில் திறக்கும்)',
    },
    disclaimer: {
      disclaimerTitle: 'அரட்டையடிக்கும் முன்',
      disclaimerAccept: 'ஒப்புக்கொள்கிறேன்',
      disclaimerPending: 'உங்கள் செய்தி அனுப்பப்படவில்லை: முதலில் இந்த அறிவிப்பை ஏற்கவும்.',
    },
    'long-conversation': {
      earlierMessages: 'முந்தைய செய்திகளைக் காட்டு',
      newMessages: 'புதிய செய்திகள்',
    },
  },
} satisfies LanguageFile
