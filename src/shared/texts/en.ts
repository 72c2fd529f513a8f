// English, the language built into the widget, by part: each part is built
// into the file that shows it. Every other language has the same parts in
// one file (src/i18n/<lang>.ts; ./parts.ts says where each part travels).
// Site-owner texts (name, welcome and offline messages) come from the
// config, never from here.

export const CLOSE_CHAT = 'Close chat'

/** What the launcher stage shows before the panel has arrived. */
export const launcherStrings = {
  openChat: 'Open chat',
  /** `#` is the number of unread replies. */
  openChatUnread: 'Open chat, # unread',
  closeChat: CLOSE_CHAT,
  loading: 'Loading…',
}

/** What the panel shows. */
export const panelStrings = {
  name: 'Name',
  email: 'Email',
  startChat: 'Start chat',
  message: 'Message',
  conversation: 'Conversation',
  messagePlaceholder: 'Type your message…',
  send: 'Send',
  typing: 'Agent is typing',
  you: 'You',
  sending: 'Sending…',
  notDelivered: 'Not delivered.',
  retry: 'Retry',
  nameRequired: 'Please enter your name.',
  emailInvalid: 'Please enter a valid email address.',
  errorGeneric: 'Sorry, something went wrong. Please try again.',
  /** The panel header's menu button, and the menu. */
  conversationOptions: 'Conversation options',
  /** Under the message box near its limit (4,000 characters); `#` is how many more it takes. */
  charactersLeft: 'Characters left: #',
  /** The line under the header (data-ai-notice). */
  aiNotice: "You're chatting with an AI assistant. It can make mistakes.",
  /** Read by screen readers before each reply, after the agent's name (data-ai-notice). */
  aiAssistant: 'AI assistant',
  /** The floating panel's header button that makes it large (most of the viewport), and its name while large. */
  expand: 'Expand',
  collapse: 'Collapse',
}

/** Copy reply (the copy chunk, loaded with the first reply: a main part, as every conversation shows it). */
export const copyStrings = {
  copy: 'Copy',
  copyReply: 'Copy reply',
  copied: 'Copied',
  /** `#` is the copy shortcut (Ctrl+C, or ⌘C on Apple devices). */
  copySelected: 'Reply selected: press # to copy',
}

/** A long conversation's controls (the long-conversation chunk, loaded when a conversation outgrows the view window or the visitor leaves its end). */
export const longConversationStrings = {
  earlierMessages: 'Show earlier messages',
  newMessages: 'New messages',
}

/** The group of starter questions (data-suggestions; the suggestions chunk). */
export const suggestionsStrings = {
  suggestedQuestions: 'Suggested questions',
}

/** Feedback on a reply (data-feedback; the feedback chunk). */
export const feedbackStrings = {
  helpful: 'Helpful',
  notHelpful: 'Not helpful',
}

/** A rich reply's code blocks and tables (the markdown chunk; after Copy code, the copy part's "Copied"). */
export const markdownStrings = {
  copyCode: 'Copy code',
  /** A code block's accessible name (its language follows in brackets). */
  code: 'Code',
  /** A table's scrollable region. */
  table: 'Table',
}

/** The rich renderer's texts: its own, and the copy part's "Copied" after Copy code (one text for both). */
export type MarkdownTexts = typeof markdownStrings & Pick<typeof copyStrings, 'copied'>

/** The teaser's close button (data-teaser-delay; the teaser chunk). */
export const teaserStrings = {
  dismiss: 'Dismiss',
}

/** What the conversation menu shows (the menu chunk, loaded when the visitor reaches for the menu). */
export const menuStrings = {
  newConversation: 'Start a new conversation',
  /** The same item, unavailable while a message is on its way. */
  newConversationBusy: 'Start a new conversation (after your message is sent)',
  download: 'Download the conversation',
  /** The same item before there is any message. */
  downloadEmpty: 'Download the conversation (no messages yet)',
  confirmNew: 'Start a new conversation? The messages here will be cleared.',
  confirmNewYes: 'Clear and start new',
  cancel: 'Cancel',
  /** A checkbox item of the menu where data-notify asks for sound. */
  muteSounds: 'Mute sounds',
}

/** The privacy and contact links (data-privacy-url, data-contact-url; the links chunk). */
export const linksStrings = {
  privacyPolicy: 'Privacy policy',
  contactPerson: 'Contact a person',
  /** After a link's name, for screen readers, where the link opens in a new tab. */
  opensInNewTab: '(opens in a new tab)',
}

/** The notice to accept before the first message (data-disclaimer; the disclaimer chunk). */
export const disclaimerStrings = {
  /** The notice's heading, and its region's name. */
  disclaimerTitle: 'Before you chat',
  disclaimerAccept: 'I agree',
  /** Under the notice when a message was held back: nothing is sent before the visitor agrees. */
  disclaimerPending: 'Your message was not sent: please agree to this notice first.',
}
