// English, the language built into the widget, by part: each part is built
// into the file that shows it. Every other language has the same parts in
// one file (src/i18n/<tag>.ts; ./parts.ts says where each part travels).
//
// Every text carries a line for translators: where it shows, what limits its
// length, and what `#` stands for. They are read in this file, and by the
// catalogue check (scripts/catalogue-check.ts), which fails on a text without one.

import { WIDGET_DEFAULTS } from '../service/wire'

export const CLOSE_CHAT = 'Close chat'

/** What the launcher stage shows before the panel has arrived. */
export const launcherStrings = {
  /** The round launcher button's accessible name (read by screen readers; a tooltip on some systems). A verb phrase. */
  openChat: 'Open chat',
  /** The launcher's name while replies are unread; `#` is their number (1 or more): phrase it so it reads right for any number. */
  openChatUnread: 'Open chat, # unread',
  /** The launcher's and the panel header's button while the chat is open. A verb phrase. */
  closeChat: CLOSE_CHAT,
  /** In the panel's frame while its file arrives, for a moment. Short. */
  loading: 'Loading…',
}

/**
 * The service's defaults (create-chat-widget), in the visitor's language: shown where the site set none,
 * or set the service's English default word for word (as create-chat-widget's embed code does).
 */
export const defaultStrings = {
  /** The panel header's title (the widget's name): at most 30 characters, a noun phrase. */
  widgetName: WIDGET_DEFAULTS.name,
  /** The agent's first bubble in every conversation: friendly, one sentence, addressed to the visitor. */
  welcomeMessage: WIDGET_DEFAULTS.welcomeMessage,
  /** Shown when a message cannot be delivered, and when the panel cannot load: one sentence. */
  offlineMessage: WIDGET_DEFAULTS.offlineMessage,
}

/** The launcher stage's texts: its own, and the name its loading frame shows (the frame's offline message is the life chunk's: src/life/frame.ts). */
export type LauncherTexts = typeof launcherStrings & Pick<typeof defaultStrings, 'widgetName'>

/** What the panel shows. */
export const panelStrings = {
  /** The pre-chat form's label for the visitor's name. One or two words. */
  name: 'Name',
  /** The pre-chat form's label for the visitor's email address. One or two words. */
  email: 'Email',
  /** The pre-chat form's button. A verb phrase, short: it shares a 320 px wide panel. */
  startChat: 'Start chat',
  /** The message box's accessible name. One word. */
  message: 'Message',
  /** The list of messages' accessible name (a screen reader's region). One word. */
  conversation: 'Conversation',
  /** The empty message box's placeholder. Short: it must fit a 320 px wide panel. */
  messagePlaceholder: 'Type your message…',
  /** The message box's send button (an icon; this is its accessible name). A verb. */
  send: 'Send',
  /** Read by screen readers while the reply is being written (the three dots). */
  typing: 'Agent is typing',
  /** Read by screen readers before the visitor's own messages, and their name in a downloaded conversation. One word. */
  you: 'You',
  /** Under a message on its way. Short. */
  sending: 'Sending…',
  /** Under a message that could not be sent, before Retry. Short. */
  notDelivered: 'Not delivered.',
  /** The button that sends an undelivered message again. One or two words. */
  retry: 'Retry',
  /** Under the name field of the pre-chat form when it is empty. One sentence. */
  nameRequired: 'Please enter your name.',
  /** Under the email field of the pre-chat form when the address is not valid. One sentence. */
  emailInvalid: 'Please enter a valid email address.',
  /** A notice in the conversation when a request failed. Short: two sentences at most. */
  errorGeneric: 'Sorry, something went wrong. Please try again.',
  /** The panel header's menu button (an icon; this is its name), and the menu's name. */
  conversationOptions: 'Conversation options',
  /** Under the message box near its limit (4,000 characters); `#` is how many more it takes (0 to 200): phrase it so it reads right for any number. */
  charactersLeft: 'Characters left: #',
  /** The line under the header (data-ai-notice): says the visitor is talking to an AI, as the EU AI Act asks. At most two short sentences. */
  aiNotice: "You're chatting with an AI assistant. It can make mistakes.",
  /** Read by screen readers before each reply, after the agent's name (data-ai-notice). A noun phrase. */
  aiAssistant: 'AI assistant',
  /** The floating panel's header button that makes it large (most of the viewport). One word. */
  expand: 'Expand',
  /** The same button's name while the panel is large. One word. */
  collapse: 'Collapse',
}

/** Copy reply (the copy chunk, loaded with the first reply: a main part, as every conversation shows it). */
export const copyStrings = {
  /** The small button under a reply, beside its time. One word: space is tight. */
  copy: 'Copy',
  /** The same button's accessible name. */
  copyReply: 'Copy reply',
  /** Shown and announced for a moment once a reply or a code block was copied. One word. */
  copied: 'Copied',
  /** Where the clipboard cannot be written: the reply is selected instead; `#` is the copy shortcut (Ctrl+C, or ⌘C on Apple devices). */
  copySelected: 'Reply selected: press # to copy',
}

/** A long conversation's controls (the long-conversation chunk, loaded when a conversation outgrows the view window or the visitor leaves its end). */
export const longConversationStrings = {
  /** A button at the top of a long conversation that shows the messages before those shown. */
  earlierMessages: 'Show earlier messages',
  /** A button that appears when replies arrive while the visitor reads further up; it scrolls down to them. Short. */
  newMessages: 'New messages',
}

/** The group of starter questions (data-suggestions; the suggestions chunk). */
export const suggestionsStrings = {
  /** The accessible name of the group of starter questions a site offers. A noun phrase. */
  suggestedQuestions: 'Suggested questions',
}

/** Feedback on a reply (data-feedback; the feedback chunk). */
export const feedbackStrings = {
  /** The thumbs-up button's name under a reply. One or two words. */
  helpful: 'Helpful',
  /** The thumbs-down button's name under a reply. One or two words. */
  notHelpful: 'Not helpful',
}

/** A rich reply's code blocks and tables (the markdown chunk; after Copy code, the copy part's "Copied"). */
export const markdownStrings = {
  /** The button on a code block in a reply. Two words at most: it sits in the block's top bar. */
  copyCode: 'Copy code',
  /** A code block's accessible name (its programming language follows in brackets). One word. */
  code: 'Code',
  /** A table's scrollable region's accessible name. One word. */
  table: 'Table',
}

/** The rich renderer's texts: its own, and the copy part's "Copied" after Copy code (one text for both). */
export type MarkdownTexts = typeof markdownStrings & Pick<typeof copyStrings, 'copied'>

/** The teaser's close button (data-teaser-delay; the teaser chunk). */
export const teaserStrings = {
  /** The name of the small × button that closes the teaser bubble beside the launcher. One word. */
  dismiss: 'Dismiss',
}

/** The teaser's texts: its own, and the welcome message it shows where the site set none. */
export type TeaserTexts = typeof teaserStrings & Pick<typeof defaultStrings, 'welcomeMessage'>

/** What the conversation menu shows (the menu chunk, loaded when the visitor reaches for the menu). */
export const menuStrings = {
  /** A menu item: starts over; the conversation it ends is kept under Earlier conversations (cleared only with data-storage="memory"). */
  newConversation: 'Start a new conversation',
  /** The same item, unavailable while a message is on its way. */
  newConversationBusy: 'Start a new conversation (after your message is sent)',
  /** A menu item: saves the conversation as a text file. */
  download: 'Download the conversation',
  /** The same item before there is any message. */
  downloadEmpty: 'Download the conversation (no messages yet)',
  /** The question before a new conversation where the one it ends is not kept (data-storage="memory"). One or two short sentences. */
  confirmNew: 'Start a new conversation? The messages here will be cleared.',
  /** The button that confirms it. Short. */
  confirmNewYes: 'Clear and start new',
  /** The question before a new conversation where the one it ends is kept; its words for "Earlier conversations" are the menu item's (earlierConversations). One or two short sentences. */
  confirmNewKept: 'Start a new conversation? This one will be kept under Earlier conversations.',
  /** The button that confirms it. Short. */
  confirmNewKeptYes: 'Start new',
  /** The button that keeps the conversation. One word. */
  cancel: 'Cancel',
  /** A checkbox item of the menu where data-notify asks for sound. */
  muteSounds: 'Mute sounds',
  /** A checkbox item of the menu where data-voice has both dictation and read-aloud: checked, the reply to a message the visitor dictated is read aloud by itself. */
  readRepliesAloud: 'Read replies aloud',
  /** A menu item that opens the list of the visitor's earlier conversations kept on their device, the list's heading, and the button back to it. A noun phrase. */
  earlierConversations: 'Earlier conversations',
}

/** The list of earlier conversations (the history chunk, loaded when the visitor opens it from the menu); after the menu's texts it also shows (the menu part's). */
export const historyStrings = {
  /** The mark on the list's item of the conversation shown now. A short noun phrase. */
  currentConversation: 'Current conversation',
  /** In each item of the list; `#` is how many messages the conversation holds (1 or more): phrase it so it reads right for any number. Short. */
  messageCount: 'Messages: #',
  /** The button under an earlier conversation that makes it the current one again. A verb phrase. */
  continueConversation: 'Continue this conversation',
  /** The same button, unavailable while a message is on its way. */
  continueBusy: 'Continue this conversation (after your message is sent)',
  /** The button under an earlier conversation that deletes it from the device. A verb phrase. */
  deleteConversation: 'Delete this conversation',
  /** The button under the list that deletes every earlier conversation. A verb phrase. */
  deleteAll: 'Delete all earlier conversations',
  /** The question before deleting one. One or two short sentences. */
  confirmDelete: 'Delete this conversation? It cannot be brought back.',
  /** The question before deleting all of them. One or two short sentences. */
  confirmDeleteAll: 'Delete all earlier conversations? They cannot be brought back.',
  /** The button that confirms deleting. One word. */
  confirmDeleteYes: 'Delete',
  /** The button that leaves the list for the conversation shown before. A verb phrase. */
  backToConversation: 'Back to the current conversation',
  /** In the list when nothing is kept yet. One short sentence. */
  noEarlier: 'No earlier conversations yet.',
}

/** The history chunk's texts: its own, and the menu's it shows (the list's name, Download, Cancel), handed over by the menu chunk. */
export type HistoryTexts = typeof historyStrings & Pick<typeof menuStrings, 'earlierConversations' | 'download' | 'cancel'>

/** The privacy and contact links (data-privacy-url, data-contact-url; the links chunk). */
export const linksStrings = {
  /** A link under the conversation to the site's privacy policy. A noun phrase. */
  privacyPolicy: 'Privacy policy',
  /** A link under the conversation to reach a human (the site's contact page). Short. */
  contactPerson: 'Contact a person',
  /** After a link's name, for screen readers, where the link opens in a new tab. In brackets. */
  opensInNewTab: '(opens in a new tab)',
}

/** The notice to accept before the first message (data-disclaimer; the disclaimer chunk). */
export const disclaimerStrings = {
  /** The notice's heading, and its region's name. Short. */
  disclaimerTitle: 'Before you chat',
  /** The button that accepts the notice. Short, first person. */
  disclaimerAccept: 'I agree',
  /** Under the notice when a message was held back: nothing is sent before the visitor agrees. One sentence. */
  disclaimerPending: 'Your message was not sent: please agree to this notice first.',
}

/** The Call button and its card (data-phone; the call chunk). */
export const callStrings = {
  /** The Call button's accessible name in the panel's header, and the conversation menu's item; `#` is the agent's phone number as the site wrote it. A verb phrase. */
  callNumber: 'Call #',
  /** The heading of the small card that shows the number where the device cannot dial it. Short. */
  callTitle: 'Call us',
  /** The card's button that copies the number to the clipboard. Short, a verb phrase. */
  copyNumber: 'Copy number',
  /** Shown and announced once the number was copied. Short. */
  numberCopied: 'Number copied',
  /** Where the clipboard cannot be written: the number is selected instead; `#` is the copy shortcut (Ctrl+C, or ⌘C on Apple devices). */
  numberSelected: 'Number selected: press # to copy',
  /** Under the QR code, and its text alternative for screen readers; `#` is the phone number. One short sentence. */
  scanToCall: 'Scan with a phone to call #',
  /** The button that closes the card. One word. */
  closeCard: 'Close',
}

/** Dictation and read-aloud (data-voice; the voice chunk). */
export const voiceStrings = {
  /** The microphone button beside Send, while idle: pressing it starts dictation (speech to text into the message box). One word if the language allows, as a button says it. */
  dictate: 'Dictate',
  /** The same button while it listens: pressing it stops. Short. */
  stopDictation: 'Stop dictation',
  /** Shown beside the button, and said once to screen readers, when listening starts. One word, a state. */
  listening: 'Listening',
  /** Said once to screen readers when listening stops. One word. */
  stopped: 'Stopped',
  /** Shown at the visitor's first press where the browser sends the voice to its vendor's service; dictation starts at the next press. Two short sentences. */
  dictationNotice: "Your voice is sent to your browser's speech service to be written out. Press again to start.",
  /** Dictation failed: the page or the visitor refused the microphone. One short sentence. */
  micRefused: 'The microphone is not allowed here.',
  /** Dictation failed: no microphone. One short sentence. */
  micMissing: 'No microphone was found.',
  /** Dictation heard nothing. One short sentence. */
  noSpeech: 'No speech was heard.',
  /** Dictation failed: the browser's speech service could not be reached. One short sentence. */
  speechOffline: 'The speech service could not be reached.',
  /** Dictation failed: the browser does not recognise the widget's language. One short sentence. */
  languageUnsupported: 'Dictation is not available in this language.',
  /** The small button on each reply that reads it out loud. Short. */
  readAloud: 'Read aloud',
  /** The same button while it reads. Short. */
  stopReading: 'Stop reading',
  /** Spoken, never shown, in place of a code block when a reply is read aloud. A short noun phrase, lower case. */
  spokenCodeBlock: 'code block',
  /** Spoken, never shown, in place of a table. A noun, lower case. */
  spokenTable: 'table',
}

/**
 * The words that recur, and the texts each shows in. Each language's glossary
 * gives its word for each: a stem (or a few forms) that every one of those
 * texts contains, so a word is translated the same way wherever it shows.
 */
export const GLOSSARY = {
  chat: ['openChat', 'openChatUnread', 'closeChat', 'startChat'],
  message: ['message', 'messagePlaceholder', 'newMessages', 'earlierMessages', 'disclaimerPending', 'newConversationBusy'],
  conversation: ['conversation', 'conversationOptions', 'newConversation', 'newConversationBusy', 'download', 'downloadEmpty', 'confirmNew', 'confirmNewKept'],
  aiAssistant: ['aiNotice', 'aiAssistant'],
  send: ['send', 'sending'],
} as const
