// Romanian: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'ro',
  name: 'Romanian',
  native: 'Română',
  script: 'Latn',
  register: 'formal: dumneavoastră (imperative in -ți, dvs.)',
  glossary: { chat: 'chat', message: 'mesaj', conversation: 'conversați', aiAssistant: 'asistent ai', send: 'trimite' },
  loans: [],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Deschideți chatul',
      openChatUnread: 'Deschideți chatul, necitite: #',
      closeChat: 'Închideți chatul',
      loading: 'Se încarcă…',
    },
    defaults: {
      widgetName: 'Chat pe site',
      welcomeMessage: 'Bună ziua! Cu ce vă pot ajuta astăzi?',
      offlineMessage: 'Lăsați-ne un mesaj și vă vom răspunde în curând.',
    },
    panel: {
      name: 'Nume',
      email: 'E-mail',
      startChat: 'Începeți chatul',
      message: 'Mesaj',
      conversation: 'Conversație',
      messagePlaceholder: 'Scrieți mesajul…',
      send: 'Trimiteți',
      typing: 'Agentul scrie',
      you: 'Dumneavoastră',
      sending: 'Se trimite…',
      notDelivered: 'Nu a fost livrat.',
      retry: 'Reîncercați',
      nameRequired: 'Introduceți-vă numele.',
      emailInvalid: 'Introduceți o adresă de e-mail validă.',
      errorGeneric: 'Ne pare rău, a apărut o eroare. Încercați din nou.',
      conversationOptions: 'Opțiunile conversației',
      charactersLeft: 'Caractere rămase: #',
      aiNotice: 'Discutați cu un asistent AI. Acesta poate face greșeli.',
      aiAssistant: 'Asistent AI',
      expand: 'Extindeți',
      collapse: 'Restrângeți',
    },
    copy: {
      copy: 'Copiați',
      copyReply: 'Copiați răspunsul',
      copied: 'Copiat',
      copySelected: 'Răspuns selectat: apăsați # pentru a-l copia',
    },
    menu: {
      newConversation: 'Începeți o conversație nouă',
      newConversationBusy: 'Începeți o conversație nouă (după trimiterea mesajului)',
      download: 'Descărcați conversația',
      downloadEmpty: 'Descărcați conversația (încă nu există mesaje)',
      confirmNew: 'Începeți o conversație nouă? Mesajele de aici vor fi șterse.',
      confirmNewYes: 'Ștergeți și reîncepeți',
      cancel: 'Anulați',
      muteSounds: 'Dezactivați sunetele',
    },
    suggestions: {
      suggestedQuestions: 'Întrebări sugerate',
    },
    feedback: {
      helpful: 'Util',
      notHelpful: 'Nu este util',
    },
    markdown: {
      copyCode: 'Copiați codul',
      code: 'Cod',
      table: 'Tabel',
    },
    teaser: {
      dismiss: 'Închideți',
    },
    links: {
      privacyPolicy: 'Politica de confidențialitate',
      contactPerson: 'Contactați o persoană',
      opensInNewTab: '(se deschide într-o filă nouă)',
    },
    disclaimer: {
      disclaimerTitle: 'Înainte de chat',
      disclaimerAccept: 'Sunt de acord',
      disclaimerPending: 'Mesajul nu a fost trimis: mai întâi acceptați această notificare.',
    },
    'long-conversation': {
      earlierMessages: 'Afișați mesajele anterioare',
      newMessages: 'Mesaje noi',
    },
  },
} satisfies LanguageFile
