// Italian: every interface text, by part (src/shared/texts/parts.ts says where each travels).
import type { LanguageFile } from '../shared/texts/parts'

export default {
  tag: 'it',
  name: 'Italian',
  native: 'Italiano',
  script: 'Latn',
  register: 'informal: tu, as Google and Apple write in Italian',
  glossary: { chat: 'chat', message: 'messaggi', conversation: 'conversazion', aiAssistant: 'assistente ia', send: ['invia', 'invio'] },
  loans: ['Email'],
  source: 'machine-assisted',
  texts: {
    launcher: {
      openChat: 'Apri la chat',
      openChatUnread: 'Apri la chat, non letti: #',
      closeChat: 'Chiudi la chat',
      loading: 'Caricamento…',
    },
    defaults: {
      widgetName: 'Chat del sito',
      welcomeMessage: 'Ciao! Come posso aiutarti oggi?',
      offlineMessage: 'Lascia un messaggio e ti risponderemo al più presto.',
    },
    panel: {
      name: 'Nome',
      email: 'Email',
      startChat: 'Avvia la chat',
      message: 'Messaggio',
      conversation: 'Conversazione',
      messagePlaceholder: 'Scrivi un messaggio…',
      send: 'Invia',
      typing: 'L’assistente sta scrivendo',
      you: 'Tu',
      sending: 'Invio in corso…',
      notDelivered: 'Non consegnato.',
      retry: 'Riprova',
      nameRequired: 'Inserisci il tuo nome.',
      emailInvalid: 'Inserisci un indirizzo email valido.',
      errorGeneric: 'Spiacenti, si è verificato un errore. Riprova.',
      conversationOptions: 'Opzioni della conversazione',
      charactersLeft: 'Caratteri rimanenti: #',
      aiNotice: 'Stai chattando con un assistente IA. Può commettere errori.',
      aiAssistant: 'Assistente IA',
      expand: 'Espandi',
      collapse: 'Riduci',
    },
    copy: {
      copy: 'Copia',
      copyReply: 'Copia la risposta',
      copied: 'Copiato',
      copySelected: 'Risposta selezionata: premi # per copiarla',
    },
    menu: {
      newConversation: 'Inizia una nuova conversazione',
      newConversationBusy: 'Inizia una nuova conversazione (dopo l’invio del tuo messaggio)',
      download: 'Scarica la conversazione',
      downloadEmpty: 'Scarica la conversazione (ancora nessun messaggio)',
      confirmNew: 'Iniziare una nuova conversazione? I messaggi qui presenti verranno cancellati.',
      confirmNewYes: 'Cancella e ricomincia',
      cancel: 'Annulla',
      muteSounds: 'Disattiva i suoni',
    },
    suggestions: {
      suggestedQuestions: 'Domande suggerite',
    },
    feedback: {
      helpful: 'Utile',
      notHelpful: 'Non utile',
    },
    markdown: {
      copyCode: 'Copia codice',
      code: 'Codice',
      table: 'Tabella',
    },
    teaser: {
      dismiss: 'Chiudi',
    },
    links: {
      privacyPolicy: 'Informativa sulla privacy',
      contactPerson: 'Contatta una persona',
      opensInNewTab: '(si apre in una nuova scheda)',
    },
    disclaimer: {
      disclaimerTitle: 'Prima di chattare',
      disclaimerAccept: 'Accetto',
      disclaimerPending: 'Il tuo messaggio non è stato inviato: prima accetta questo avviso.',
    },
    'long-conversation': {
      earlierMessages: 'Mostra i messaggi precedenti',
      newMessages: 'Nuovi messaggi',
    },
  },
} satisfies LanguageFile
