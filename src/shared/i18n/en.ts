// English, the language built into the widget. Every other language is a
// catalogue with the same keys (src/i18n/<lang>.ts), built into its own small
// file and loaded only on pages that ask for it. Site-owner texts (name,
// welcome and offline messages) come from the config, never from here.

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
  earlierMessages: 'Show earlier messages',
  newMessages: 'New messages',
  nameRequired: 'Please enter your name.',
  emailInvalid: 'Please enter a valid email address.',
  errorGeneric: 'Sorry, something went wrong. Please try again.',
  /** The group of starter questions (data-suggestions). */
  suggestedQuestions: 'Suggested questions',
  copy: 'Copy',
  copyReply: 'Copy reply',
  copied: 'Copied',
  /** `#` is the copy shortcut (Ctrl+C, or ⌘C on Apple devices). */
  copySelected: 'Reply selected: press # to copy',
  helpful: 'Helpful',
  notHelpful: 'Not helpful',
}

export type Catalogue = typeof launcherStrings & typeof panelStrings
