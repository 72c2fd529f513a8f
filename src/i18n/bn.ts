// Bengali: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'bn',
  name: 'Bengali',
  native: 'বাংলা',
  script: 'Beng',
  register: 'formal: আপনি, imperatives in -উন (করুন, লিখুন)',
  glossary: { chat: 'চ্যাট', message: 'মেসেজ', conversation: 'কথোপকথন', aiAssistant: 'এআই অ্যাসিস্ট্যান্ট', send: 'পাঠা' },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'চ্যাট খুলুন',
      openChatUnread: 'চ্যাট খুলুন, অপঠিত: #',
      closeChat: 'চ্যাট বন্ধ করুন',
      loading: 'লোড হচ্ছে…',
    },
    defaults: {
      widgetName: 'ওয়েবসাইট চ্যাট',
      welcomeMessage: 'হ্যালো! আজ আমরা আপনাকে কীভাবে সাহায্য করতে পারি?',
      offlineMessage: 'একটি মেসেজ রেখে যান, আমরা শীঘ্রই আপনার সাথে যোগাযোগ করব।',
    },
    panel: {
      name: 'নাম',
      email: 'ইমেল',
      startChat: 'চ্যাট শুরু করুন',
      message: 'মেসেজ',
      conversation: 'কথোপকথন',
      messagePlaceholder: 'আপনার মেসেজ লিখুন…',
      send: 'পাঠান',
      typing: 'এজেন্ট টাইপ করছেন',
      you: 'আপনি',
      sending: 'পাঠানো হচ্ছে…',
      notDelivered: 'পাঠানো যায়নি।',
      retry: 'আবার চেষ্টা করুন',
      nameRequired: 'অনুগ্রহ করে আপনার নাম লিখুন।',
      emailInvalid: 'অনুগ্রহ করে একটি সঠিক ইমেল ঠিকানা লিখুন।',
      errorGeneric: 'দুঃখিত, কোনো সমস্যা হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
      conversationOptions: 'কথোপকথনের বিকল্প',
      charactersLeft: 'বাকি অক্ষর: #',
      aiNotice: 'আপনি একটি এআই অ্যাসিস্ট্যান্টের সাথে চ্যাট করছেন। এটি ভুল করতে পারে।',
      aiAssistant: 'এআই অ্যাসিস্ট্যান্ট',
      expand: 'বড় করুন',
      collapse: 'ছোট করুন',
    },
    copy: {
      copy: 'কপি করুন',
      copyReply: 'উত্তর কপি করুন',
      copied: 'কপি করা হয়েছে',
      copySelected: 'উত্তর বেছে নেওয়া হয়েছে: কপি করতে # টিপুন',
    },
    menu: {
      newConversation: 'নতুন কথোপকথন শুরু করুন',
      newConversationBusy: 'নতুন কথোপকথন শুরু করুন (আপনার মেসেজ পাঠানোর পরে)',
      download: 'কথোপকথন ডাউনলোড করুন',
      downloadEmpty: 'কথোপকথন ডাউনলোড করুন (এখনও কোনো মেসেজ নেই)',
      confirmNew: 'নতুন কথোপকথন শুরু করবেন? এখানকার মেসেজগুলি মুছে ফেলা হবে।',
      confirmNewYes: 'মুছে নতুন করে শুরু করুন',
      cancel: 'বাতিল করুন',
      muteSounds: 'সাউন্ড মিউট করুন',
    },
    suggestions: {
      suggestedQuestions: 'প্রস্তাবিত প্রশ্ন',
    },
    feedback: {
      helpful: 'সহায়ক',
      notHelpful: 'সহায়ক নয়',
    },
    markdown: {
      copyCode: 'কোড কপি করুন',
      code: 'কোড',
      table: 'টেবিল',
    },
    teaser: {
      dismiss: 'বন্ধ করুন',
    },
    links: {
      privacyPolicy: 'গোপনীয়তা নীতি',
      contactPerson: 'একজন মানুষের সাথে যোগাযোগ করুন',
      opensInNewTab: '(নতুন ট্যাবে খোলে)',
    },
    disclaimer: {
      disclaimerTitle: 'চ্যাট করার আগে',
      disclaimerAccept: 'আমি সম্মত',
      disclaimerPending: 'আপনার মেসেজ পাঠানো হয়নি: অনুগ্রহ করে আগে এই বিজ্ঞপ্তিতে সম্মতি দিন।',
    },
    'long-conversation': {
      earlierMessages: 'আগের মেসেজ দেখুন',
      newMessages: 'নতুন মেসেজ',
    },
  },
} satisfies LanguageFile
