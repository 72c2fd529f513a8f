// Where each part of the widget is, inside its shadow root: one list for the
// unit tests, the end-to-end specs, the journeys and the scripts (as n8n's
// chat keeps its test selectors in one file). Change the markup, change it
// here. Code that runs inside a page (page.evaluate) gets these as arguments.
export const SELECTORS = {
  /** The widget's one element on the host page. */
  host: 'agent-chat-widget',
  launcher: 'button.launcher',
  badge: '.badge',
  dialog: '[role="dialog"]',
  close: 'button.close',
  name: '#acw-name',
  email: '#acw-email',
  start: 'button.start',
  log: '[role="log"]',
  message: '#acw-message',
  messageLabel: 'label[for="acw-message"]',
  send: 'button.send',
  visitorMessages: '.msg.visitor',
  visitorBubbles: '.msg.visitor .bubble',
  agentMessages: '.msg.agent',
  agentBubbles: '.msg.agent .bubble',
  notices: '.notice',
  earlier: 'button.earlier',
  newMessages: 'button.new',
  /** The starter questions' group, and each question in it. */
  suggestions: '.suggestions',
  suggestion: 'button.suggestion',
  copy: 'button.copy',
  /** Where a copy's outcome is said. */
  copyStatus: 'p.copy-note',
  /** The conversation menu: its button, the menu, its items; the confirm step of a new conversation and its answers. */
  menuButton: '#acw-menu-button',
  menu: '[role="menu"]',
  menuItems: '[role="menuitem"]',
  confirm: '[role="alertdialog"]',
  confirmYes: '.confirm button.start',
  confirmCancel: '.confirm button.cancel',
  /** The nudge (data-teaser-delay): its live region, its bubble, its Dismiss button. */
  teaser: '.teaser',
  teaserOpen: 'button.teaser-open',
  teaserDismiss: 'button.teaser-dismiss',
} as const
