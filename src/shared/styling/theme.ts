// The widget's styling interface for sites: the custom properties it reads
// and the `part` names it gives, documented in docs/theming.md and kept
// there by test/docs/theme.test.ts; test/styles/theme.test.ts fails when a
// stylesheet stops reading a property, e2e/theming.spec.ts when a part
// disappears from the built widget. Nothing here ships in a chunk:
// the stylesheets and components hold the names themselves.

export interface ThemeProperty {
  name: `--agent-chat-${string}`
  /** Today's look when the site leaves it unset. */
  fallback: string
  what: string
  /** A colour: it has a `-dark` variant for the dark theme. */
  colour?: true
}

export const THEME_PROPERTIES: readonly ThemeProperty[] = [
  {
    name: '--agent-chat-primary',
    fallback: '`data-primary-color` (`#6366f1`)',
    what: 'the launcher, the header, the visitor’s bubbles, the main buttons',
    colour: true,
  },
  {
    name: '--agent-chat-on-primary',
    fallback: 'black or white, whichever contrasts more with the primary colour in force',
    what: 'text and icons on the primary colour',
    colour: true,
  },
  { name: '--agent-chat-background', fallback: '`#fff` (dark: `#1f2937`)', what: 'the panel', colour: true },
  { name: '--agent-chat-text', fallback: '`#111827` (dark: `#f3f4f6`)', what: 'text in the panel', colour: true },
  { name: '--agent-chat-muted', fallback: '`#4b5563` (dark: `#d1d5db`)', what: 'times, hints, the loading text', colour: true },
  { name: '--agent-chat-border', fallback: '`#e5e7eb` (dark: `#4b5563`)', what: 'lines: above the composer, around menus and the teaser', colour: true },
  { name: '--agent-chat-visitor-bubble', fallback: 'the primary colour', what: 'the visitor’s bubbles', colour: true },
  { name: '--agent-chat-visitor-text', fallback: 'the colour on the primary colour', what: 'text in the visitor’s bubbles', colour: true },
  { name: '--agent-chat-agent-bubble', fallback: '`#f1f2f6` (dark: `#374151`)', what: 'the agent’s bubbles and the typing indicator', colour: true },
  { name: '--agent-chat-agent-text', fallback: 'the text colour', what: 'text in the agent’s bubbles', colour: true },
  {
    name: '--agent-chat-focus',
    fallback: '`#2563eb` (dark: `#93c5fd`)',
    what: 'the focus ring (on the primary colour the ring is the colour on it)',
    colour: true,
  },
  { name: '--agent-chat-font', fallback: '`system-ui, sans-serif` (`data-font="inherit"`: the page’s)', what: 'font family' },
  { name: '--agent-chat-font-size', fallback: '`15px`', what: 'base font size; the other sizes follow it (inputs never under 16 px)' },
  {
    name: '--agent-chat-radius',
    fallback: 'panel and bubbles `16px`, buttons and inputs `12px`, header buttons `8px`, launcher round',
    what: 'corner radius of the panel, bubbles, buttons, inputs and the launcher',
  },
  { name: '--agent-chat-launcher-size', fallback: '`60px`', what: 'the launcher’s height (and width without a label)' },
  { name: '--agent-chat-offset-x', fallback: '`20px`', what: 'the launcher’s and the panel’s distance from the side' },
  { name: '--agent-chat-offset-y', fallback: '`20px`', what: 'the launcher’s distance from the bottom (the panel sits 12 px above the launcher)' },
  { name: '--agent-chat-panel-width', fallback: '`370px`', what: 'the panel’s width on wide screens (never wider than the screen)' },
  { name: '--agent-chat-panel-height', fallback: '`600px`', what: 'the panel’s height on wide screens (never taller than the screen)' },
  {
    name: '--agent-chat-shadow',
    fallback: 'launcher `0 4px 14px rgb(0 0 0 / .25)`, panel `0 12px 40px rgb(0 0 0 / .22)`',
    what: 'the launcher’s and the panel’s shadow',
  },
]

export interface ThemePart {
  name: string
  what: string
}

export const PARTS: readonly ThemePart[] = [
  { name: 'launcher', what: 'the launcher button' },
  { name: 'launcher-label', what: 'its text (`data-launcher-label`)' },
  { name: 'badge', what: 'its unread count' },
  { name: 'teaser', what: 'the teaser’s bubble area (`data-teaser-delay`)' },
  { name: 'panel', what: 'the panel (and its loading frame)' },
  { name: 'inline', what: 'around the panel while it fills the site’s element (`data-container`, or the site’s own `<agent-chat-widget>`)' },
  { name: 'header', what: 'the panel’s header' },
  { name: 'avatar', what: 'the face in the header: the image, or the name’s first letter' },
  { name: 'title', what: 'the widget’s name in the header' },
  { name: 'subtitle', what: 'the line under it (`data-subtitle`)' },
  { name: 'ai-notice', what: 'the line under the header that says the replies come from an AI assistant (`data-ai-notice`)' },
  { name: 'menu-button', what: 'the Conversation options button' },
  { name: 'menu', what: 'its menu' },
  { name: 'menu-item', what: 'each item of the menu' },
  { name: 'confirm', what: 'the “Start a new conversation?” question' },
  { name: 'expand', what: 'the Expand button (named “Expand”, then “Collapse”; not on a phone or inline)' },
  { name: 'close', what: 'the close button' },
  { name: 'wait', what: 'the loading frame’s body (“Loading…”, or the offline message when the panel cannot load)' },
  { name: 'form', what: 'the pre-chat form' },
  { name: 'field', what: 'each of its fields (label, input and error)' },
  { name: 'label', what: 'a field’s label' },
  { name: 'input', what: 'a field’s input' },
  { name: 'error', what: 'a field’s error' },
  { name: 'start', what: 'the form’s Start chat button' },
  { name: 'log', what: 'the conversation' },
  { name: 'message', what: 'each message: with `message-visitor` or `message-agent` (the welcome message also `welcome`)' },
  { name: 'message-visitor', what: 'a visitor’s message' },
  { name: 'message-agent', what: 'an agent’s message' },
  { name: 'welcome', what: 'the welcome message' },
  { name: 'bubble', what: 'a message’s bubble' },
  { name: 'md-heading', what: 'a heading in a reply' },
  { name: 'md-quote', what: 'a block quote in a reply' },
  { name: 'md-rule', what: 'a thematic break in a reply' },
  { name: 'md-task', what: 'a task item’s checkbox in a reply' },
  { name: 'md-table-scroll', what: 'the region around a reply’s table that scrolls sideways' },
  { name: 'md-table', what: 'a reply’s table' },
  { name: 'md-code-block', what: 'a fenced code block in a reply' },
  { name: 'md-code-bar', what: 'the bar above the code: the language and Copy code' },
  { name: 'md-code-lang', what: 'the language named in the fence' },
  { name: 'md-copy-code', what: 'Copy code' },
  { name: 'md-code', what: 'the code itself' },
  { name: 'copy', what: 'Copy under a reply' },
  { name: 'rate', what: 'Helpful / Not helpful (`data-feedback`)' },
  { name: 'suggestions', what: 'the starter questions (`data-suggestions`)' },
  { name: 'suggestion', what: 'each starter question' },
  { name: 'notice', what: 'a notice in the conversation (the offline message, an error)' },
  { name: 'privacy-link', what: 'the “Privacy policy” link, in the pre-chat form and (with `menu-item`) in the menu (`data-privacy-url`)' },
  {
    name: 'contact-link',
    what: 'the “Contact a person” link, in a notice, beside an undelivered message and (with `menu-item`) in the menu (`data-contact-url`)',
  },
  { name: 'typing', what: 'the typing indicator' },
  { name: 'disclaimer', what: 'the site’s notice to accept, above the message box or the pre-chat form, until the visitor agrees (`data-disclaimer`)' },
  { name: 'disclaimer-accept', what: 'its I agree button' },
  { name: 'composer', what: 'the composer' },
  { name: 'message-box', what: 'the message box' },
  { name: 'send', what: 'the send button' },
  { name: 'counter', what: 'the characters left, under the message box near its 4,000-character limit' },
]
