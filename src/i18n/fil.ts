// Filipino: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'fil',
  name: 'Filipino',
  native: 'Filipino',
  script: 'Latn',
  register: 'neutral: ikaw/ka, iyong (no po/opo), as Google’s Filipino UI',
  glossary: { chat: 'chat', message: 'mensahe', conversation: 'pag-uusap', aiAssistant: 'ai assistant', send: ['ipadala', 'ipinapadala'] },
  loans: ['Email', 'AI assistant', 'Code'],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Buksan ang chat',
      openChatUnread: 'Buksan ang chat, # hindi pa nababasa',
      closeChat: 'Isara ang chat',
      loading: 'Naglo-load…',
    },
    defaults: {
      widgetName: 'Chat ng website',
      welcomeMessage: 'Kumusta! Paano ka namin matutulungan ngayon?',
      offlineMessage: 'Mag-iwan ng mensahe at babalikan ka namin sa lalong madaling panahon.',
    },
    panel: {
      name: 'Pangalan',
      email: 'Email',
      startChat: 'Simulan ang chat',
      message: 'Mensahe',
      conversation: 'Pag-uusap',
      messagePlaceholder: 'I-type ang iyong mensahe…',
      send: 'Ipadala',
      typing: 'Nagta-type ang agent',
      you: 'Ikaw',
      sending: 'Ipinapadala…',
      notDelivered: 'Hindi naipadala.',
      retry: 'Subukan ulit',
      nameRequired: 'Pakilagay ang iyong pangalan.',
      emailInvalid: 'Pakilagay ang wastong email address.',
      errorGeneric: 'Paumanhin, nagkaproblema. Pakisubukan ulit.',
      conversationOptions: 'Mga opsyon sa pag-uusap',
      charactersLeft: 'Natitirang character: #',
      aiNotice: 'Nakikipag-chat ka sa isang AI assistant. Maaari itong magkamali.',
      aiAssistant: 'AI assistant',
      expand: 'Palakihin',
      collapse: 'Paliitin',
    },
    copy: {
      copy: 'Kopyahin',
      copyReply: 'Kopyahin ang sagot',
      copied: 'Nakopya',
      copySelected: 'Napili ang sagot: pindutin ang # para kopyahin',
    },
    menu: {
      newConversation: 'Magsimula ng bagong pag-uusap',
      newConversationBusy: 'Magsimula ng bagong pag-uusap (kapag naipadala na ang iyong mensahe)',
      download: 'I-download ang pag-uusap',
      downloadEmpty: 'I-download ang pag-uusap (wala pang mensahe)',
      confirmNew: 'Magsimula ng bagong pag-uusap? Buburahin ang mga mensahe rito.',
      confirmNewYes: 'Burahin at magsimula ulit',
      cancel: 'Kanselahin',
      muteSounds: 'I-mute ang mga tunog',
    },
    suggestions: {
      suggestedQuestions: 'Mga iminumungkahing tanong',
    },
    feedback: {
      helpful: 'Nakatulong',
      notHelpful: 'Hindi nakatulong',
    },
    markdown: {
      copyCode: 'Kopyahin ang code',
      code: 'Code',
      table: 'Talahanayan',
    },
    teaser: {
      dismiss: 'Isara',
    },
    links: {
      privacyPolicy: 'Patakaran sa privacy',
      contactPerson: 'Makipag-usap sa isang tao',
      opensInNewTab: '(magbubukas sa bagong tab)',
    },
    disclaimer: {
      disclaimerTitle: 'Bago ka mag-chat',
      disclaimerAccept: 'Sumasang-ayon ako',
      disclaimerPending: 'Hindi naipadala ang iyong mensahe: pakisang-ayunan muna ang abisong ito.',
    },
    'long-conversation': {
      earlierMessages: 'Ipakita ang mga naunang mensahe',
      newMessages: 'Mga bagong mensahe',
    },
  },
} satisfies LanguageFile
