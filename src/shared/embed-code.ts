// The one place that writes the embed snippet, used by the mock service's
// create-chat-widget and by the demo page, so the format cannot drift from
// what the loader reads.

export interface EmbedSettings {
  /** Absolute URL of loader.js. */
  loaderUrl: string
  widgetKey: string
  apiBase?: string
  name?: string
  primaryColor?: string
  position?: string
  welcomeMessage?: string
  offlineMessage?: string
  collectVisitorName?: boolean
  collectVisitorEmail?: boolean
  /** What page_url carries: origin + path (`path`, the default) or the whole URL, query and fragment included. */
  pageUrl?: 'path' | 'full'
  theme?: 'light' | 'dark' | 'auto'
  /** A BCP 47 tag such as `de` or `pt-BR`, or `auto`. */
  locale?: string
  /** An integer; the loader ignores anything else, with a warning. */
  zIndex?: number
  /** Open the panel on every page load (without taking focus from the page). */
  open?: boolean
  /** False hides the built-in launcher, for sites that open the chat from their own button. */
  launcher?: boolean
  /** `required`: nothing is stored in the browser until `AgentChat('consent', true)`. */
  consent?: 'required' | 'not-required'
  /** Starter questions (at most four, each at most 80 characters, no `|` inside), shown until the visitor's first message; an empty list shows none. */
  suggestions?: string[]
  /** Helpful / Not helpful buttons on each reply; the choice comes to the site as the `feedback` event. */
  feedback?: boolean
  /** `title`, `sound` or both (`title sound`): word when a reply comes while the visitor is not looking. */
  notify?: string
  /** Seconds (1–600) on a page before the welcome message shows in a bubble beside the launcher, for a visitor without a conversation. */
  teaserDelay?: number
  /** `inherit`: the page's font family (a web font the page loads shows in the widget); `system` (the default): the system's. */
  font?: 'system' | 'inherit'
  /** Text beside the launcher's icon (at most 40 characters), also its accessible name. */
  launcherLabel?: string
  /** A line under the name in the header (at most 100 characters). */
  subtitle?: string
  /** An absolute `https:` image shown round beside the name; without it (or when it cannot load) the name's first letter. */
  avatarUrl?: string
}

const ATTRIBUTES: ReadonlyArray<[keyof EmbedSettings, string]> = [
  ['widgetKey', 'data-widget-key'],
  ['apiBase', 'data-api-base'],
  ['name', 'data-name'],
  ['primaryColor', 'data-primary-color'],
  ['position', 'data-position'],
  ['welcomeMessage', 'data-welcome-message'],
  ['offlineMessage', 'data-offline-message'],
  ['collectVisitorName', 'data-collect-visitor-name'],
  ['collectVisitorEmail', 'data-collect-visitor-email'],
  ['pageUrl', 'data-page-url'],
  ['theme', 'data-theme'],
  ['locale', 'data-locale'],
  ['zIndex', 'data-z-index'],
  ['open', 'data-open'],
  ['launcher', 'data-launcher'],
  ['consent', 'data-consent'],
  ['suggestions', 'data-suggestions'],
  ['feedback', 'data-feedback'],
  ['teaserDelay', 'data-teaser-delay'],
  ['notify', 'data-notify'],
  ['font', 'data-font'],
  ['launcherLabel', 'data-launcher-label'],
  ['subtitle', 'data-subtitle'],
  ['avatarUrl', 'data-avatar-url'],
]

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

export function embedCode(settings: EmbedSettings): string {
  let tag = `<script src="${escapeAttribute(settings.loaderUrl)}"`
  for (const [field, attribute] of ATTRIBUTES) {
    const value = settings[field]
    if (value !== undefined) tag += ` ${attribute}="${escapeAttribute(Array.isArray(value) ? value.join('|') : String(value))}"`
  }
  return tag + ' async></script>'
}
