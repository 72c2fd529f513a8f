// Where each part of the widget is, inside its shadow root: one list for the
// unit tests, the end-to-end specs, the journeys and the scripts (as n8n's
// chat keeps its test selectors in one file). Change the markup, change it
// here. Code that runs inside a page (page.evaluate) gets these as arguments.
export const SELECTORS = {
  /** The widget's one element on the host page. */
  host: 'agent-chat-widget',
  /** Inside its shadow root, the element that holds the theme, position, language and direction. */
  root: '.root',
  launcher: 'button.launcher',
  launcherIcon: '.launcher svg',
  badge: '.badge',
  dialog: '[role="dialog"]',
  /** The panel, or the frame shown while it loads, and the line that frame shows. */
  panel: '.panel',
  frameStatus: '.wait',
  /** The panel's header: its avatar (initial or picture), title and subtitle. */
  header: '.header',
  avatar: '.avatar',
  avatarImage: '.avatar img',
  title: '.title',
  subtitle: '.subtitle',
  close: 'button.close',
  /** The header's Expand / Collapse button (not on a phone or inline). */
  expand: 'button.expand',
  name: '#acw-name',
  email: '#acw-email',
  start: 'button.start',
  log: '[role="log"]',
  message: '#acw-message',
  messageLabel: 'label[for="acw-message"]',
  send: 'button.send',
  /** Characters left, under the message box near its limit, and the polite region that says it once. */
  counter: '.counter',
  counterStatus: 'p.counter-note',
  visitorMessages: '.msg.visitor',
  visitorBubbles: '.msg.visitor .bubble',
  agentMessages: '.msg.agent',
  agentBubbles: '.msg.agent .bubble',
  /** The welcome message, shown as the log's first agent row (not a message of the conversation). */
  welcome: '.msg[part~="welcome"]',
  /** Any message's bubble, and the times shown under the agent's. */
  bubble: '.bubble',
  agentTimes: '.msg.agent time',
  /** A reply's rendered Markdown. */
  markdown: '.md',
  /** A rich reply's table (its scroll region), code block and the code block's Copy code button (the markdown chunk). */
  tableScroll: '.md .table-scroll',
  codeBlock: '.md .code-block',
  copyCode: '.md button.copy-code',
  /** The polite region inside the log where new messages are said. */
  live: '.live',
  typing: '.typing',
  /** Text for screen readers only. */
  srOnly: '.sr-only',
  notices: '.notice',
  earlier: 'button.earlier',
  newMessages: 'button.new',
  /** The starter questions' group, and each question in it. */
  suggestions: '.suggestions',
  suggestion: 'button.suggestion',
  copy: 'button.copy',
  /** The feedback buttons under a reply (data-feedback). */
  rate: '.rate',
  /** Where a copy's outcome is said. */
  copyStatus: 'p.copy-note',
  /** The conversation menu: its button, the menu, its items; the confirm step of a new conversation and its answers. */
  menuButton: '#acw-menu-button',
  menu: '[role="menu"]',
  menuItems: '[role="menuitem"]',
  confirm: '[role="alertdialog"]',
  confirmYes: '.confirm button.start',
  confirmCancel: '.confirm button.cancel',
  /** The line under the header that says the replies come from an AI assistant (data-ai-notice). */
  aiNotice: '.ai-notice',
  /** The privacy and contact links (data-privacy-url, data-contact-url), wherever they show: the pre-chat form, the menu, a notice, an undelivered message. */
  privacyLink: 'a[part~="privacy-link"]',
  contactLink: 'a[part~="contact-link"]',
  /** The site's notice to accept (data-disclaimer): its region and its I agree button. */
  disclaimer: 'section.disclaimer',
  disclaimerAccept: 'button.disclaimer-accept',
  /** The agent's number (data-phone): the header's Call button (a tel: link on a phone), the card, its number, Copy number and QR code. */
  callButton: '[part~="call-button"]',
  callCard: '[part~="call-card"]',
  callNumber: '[part~="call-number"]',
  callCopy: 'button.call-copy',
  callQr: 'svg[part~="call-qr"]',
  /** The teaser (data-teaser-delay): its live region, its bubble, its Dismiss button. */
  teaser: '.teaser',
  teaserOpen: 'button.teaser-open',
  teaserDismiss: 'button.teaser-dismiss',
} as const
