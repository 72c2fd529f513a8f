// Hindi: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'hi',
  name: 'Hindi',
  native: 'हिन्दी',
  script: 'Deva',
  register: 'formal: आप, imperatives in -एं/-ें',
  glossary: { chat: 'चैट', message: 'मैसेज', conversation: 'बातचीत', aiAssistant: 'एआई असिस्टेंट', send: 'भेज' },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'चैट खोलें',
      openChatUnread: 'चैट खोलें, # अपठित',
      closeChat: 'चैट बंद करें',
      loading: 'लोड हो रहा है…',
    },
    defaults: {
      widgetName: 'वेबसाइट चैट',
      welcomeMessage: 'नमस्ते! आज हम आपकी क्या मदद कर सकते हैं?',
      offlineMessage: 'अपना मैसेज छोड़ दें, हम जल्द ही आपसे संपर्क करेंगे।',
    },
    panel: {
      name: 'नाम',
      email: 'ईमेल',
      startChat: 'चैट शुरू करें',
      message: 'मैसेज',
      conversation: 'बातचीत',
      messagePlaceholder: 'अपना मैसेज लिखें…',
      send: 'भेजें',
      typing: 'एजेंट टाइप कर रहा है',
      you: 'आप',
      sending: 'भेजा जा रहा है…',
      notDelivered: 'भेजा नहीं जा सका।',
      retry: 'फिर से कोशिश करें',
      nameRequired: 'कृपया अपना नाम डालें।',
      emailInvalid: 'कृपया मान्य ईमेल पता डालें।',
      errorGeneric: 'माफ़ करें, कोई गड़बड़ी हुई। कृपया फिर से कोशिश करें।',
      conversationOptions: 'बातचीत के विकल्प',
      charactersLeft: 'बचे हुए वर्ण: #',
      aiNotice: 'आप एक एआई असिस्टेंट से चैट कर रहे हैं। इससे गलतियां हो सकती हैं।',
      aiAssistant: 'एआई असिस्टेंट',
      expand: 'बड़ा करें',
      collapse: 'छोटा करें',
    },
    copy: {
      copy: 'कॉपी करें',
      copyReply: 'जवाब कॉपी करें',
      copied: 'कॉपी हो गया',
      copySelected: 'जवाब चुना गया: कॉपी करने के लिए # दबाएं',
    },
    menu: {
      newConversation: 'नई बातचीत शुरू करें',
      newConversationBusy: 'नई बातचीत शुरू करें (आपका मैसेज भेजे जाने के बाद)',
      download: 'बातचीत डाउनलोड करें',
      downloadEmpty: 'बातचीत डाउनलोड करें (अभी कोई मैसेज नहीं)',
      confirmNew: 'नई बातचीत शुरू करें? यहां के मैसेज मिटा दिए जाएंगे।',
      confirmNewYes: 'मिटाएं और नए सिरे से शुरू करें',
      cancel: 'रद्द करें',
      muteSounds: 'आवाज़ म्यूट करें',
    },
    suggestions: {
      suggestedQuestions: 'सुझाए गए सवाल',
    },
    feedback: {
      helpful: 'मददगार',
      notHelpful: 'मददगार नहीं',
    },
    markdown: {
      copyCode: 'कोड कॉपी करें',
      code: 'कोड',
      table: 'टेबल',
    },
    teaser: {
      dismiss: 'बंद करें',
    },
    links: {
      privacyPolicy: 'निजता नीति',
      contactPerson: 'किसी व्यक्ति से संपर्क करें',
      opensInNewTab: '(नए टैब में खुलता है)',
    },
    disclaimer: {
      disclaimerTitle: 'चैट करने से पहले',
      disclaimerAccept: 'मैं सहमत हूं',
      disclaimerPending: 'आपका मैसेज नहीं भेजा गया: कृपया पहले इस सूचना पर सहमति दें।',
    },
    'long-conversation': {
      earlierMessages: 'पहले के मैसेज दिखाएं',
      newMessages: 'नए मैसेज',
    },
  },
} satisfies LanguageFile
