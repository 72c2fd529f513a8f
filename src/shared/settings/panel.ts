// The settings only the panel reads: loader.js carries their attributes as
// given, and the panel stage reads them with the launcher stage's reader as it
// starts (parsePanelSettings), so a page view carries neither their checks
// nor their defaults.
import { bool, oneOf, readSettings, setting, text, upTo, type AttributeReader, type ConfigOf } from './reader'
import type { LauncherConfig } from './launcher'
import { LIMITS, WIDGET_DEFAULTS } from '../service/wire'
import { urlOf } from './checked-url'

export type PageUrlMode = 'path' | 'full'

/** data-ai-notice's words: `on` and `off` (in any case) besides what `bool` reads. */
function onOff(value: string): boolean | undefined {
  const word = value.toLowerCase()
  if (word === 'on') return true
  if (word === 'off') return false
  return bool(value)
}

// Declared apart for the teaser, which reads it alone (readWelcomeMessage).
/** The panel's first message, and the teaser's text: non-blank text, at most 1000 characters. */
const welcomeMessage = setting(WIDGET_DEFAULTS.welcomeMessage, text(LIMITS.widgetText))

// Declared apart for the loading frame (the life chunk: src/life/frame.ts), which reads it alone when the panel
// cannot be loaded.
/** Shown when a message cannot be delivered, and in the loading frame when the panel cannot be loaded: non-blank text, at most 1000 characters. */
export const offlineMessage = setting(WIDGET_DEFAULTS.offlineMessage, text(LIMITS.widgetText))

/** The panel's part of the registry (see LAUNCHER_SETTINGS). */
export const PANEL_SETTINGS = {
  /**
   * The service's base URL: an `http:` or `https:` URL without credentials; query, fragment and a trailing `/` are dropped. Messages go to `{api_base}/webhook-chat-message`.
   * @default the loader's origin + `/v1`
   */
  apiBase: setting('', apiBaseOf), // its default is the loader's origin's (parsePanelSettings)
  welcomeMessage,
  offlineMessage,
  /** `true`: the panel asks for the visitor's name before the first message (a bare attribute means `true`). */
  collectVisitorName: setting(WIDGET_DEFAULTS.collectVisitorName, bool),
  /** `true`: the panel asks for the visitor's email before the first message (a bare attribute means `true`). */
  collectVisitorEmail: setting(WIDGET_DEFAULTS.collectVisitorEmail, bool),
  /** What `page_url` carries: origin + path (`path`), or the whole URL, query and fragment included (`full`). */
  pageUrl: setting<PageUrlMode>('path', oneOf('path', 'full')),
  /** Starter questions, `|` between them (at most four, each at most 80 characters), shown until the visitor's first message; a list in `boot`, `update` and `mount`. */
  suggestions: { default: '', parse: (questions: string): string | undefined => questions, list: true as const }, // checked by the suggestions chunk
  /** `true`: Helpful and Not helpful buttons on each reply the service named (its `aiMessageId`); the choice comes to the site as the `feedback` event. */
  feedback: setting(false, bool),
  /** `title`, `sound` or both (`title sound`): word when a reply comes while the visitor is not looking. */
  notify: setting('', (modes) => modes), // checked by the notify chunk
  /** `dictation`, `read-aloud` or both (`dictation read-aloud`): a microphone beside Send that writes what the visitor says into the message box, and Read aloud on each reply, where the browser offers them ([voice](behaviour/features.md#voice)). */
  voice: setting('', (modes) => modes), // checked by the voice chunk
  /** A line under the name in the header, at most 100 characters. */
  subtitle: setting('', upTo(LIMITS.subtitle)),
  /** An absolute `https:` image shown round beside the name; without it (or when it cannot load), the name's first letter. */
  avatarUrl: setting('', (url) => urlOf(url, /^https:$/)),
  /**
   * The site's privacy policy: a "Privacy policy" link beside the pre-chat form's fields and in the conversation menu, opened in a new tab. Any other URL is refused with a warning.
   * @values an absolute `https:` URL, or a path on the site (`/privacy`)
   */
  privacyUrl: setting('', (url) => url), // checked by the links chunk
  /**
   * How to reach a person: a "Contact a person" link in the conversation menu, in a notice (the service unreachable) and beside a message that could not be delivered. Any other URL is refused with a warning.
   * @values a `mailto:`, `tel:` or `https:` URL
   */
  contactUrl: setting('', (url) => url), // checked by the links chunk
  /**
   * The agent's phone number, as the site writes it (`+1 555 0100`): a Call button in the panel's header and an item in the conversation menu. On a phone (a coarse pointer and a screen up to 480 px wide) it dials (`tel:`); elsewhere it opens a card with the number, Copy number and a QR code to scan with a phone. A value with letters, another scheme, fewer than 3 or more than 15 digits is refused with a warning ([calling the agent](behaviour/features.md#calling-the-agent)).
   * @values digits, spaces, `.`, `-`, `(`, `)`, and a leading `+`
   */
  phone: setting('', (number) => number), // checked by the call chunk
  /** Visible text on the Call button ("Talk to our assistant"), at most 40 characters; without it the button shows only its phone icon. Its accessible name still says the number. */
  phoneLabel: setting('', (label) => label), // checked by the call chunk
  /** The site's own notice (terms of use, a recording notice), plain text of at most 1000 characters, with an I agree button: no message is sent before the visitor agrees; the agreement is remembered per visitor until the text changes, and comes to the site as the `disclaimer` event. */
  disclaimer: setting('', upTo(LIMITS.widgetText)),
  /**
   * `true`: a line under the header says the replies come from an AI assistant, and each reply says so to screen readers; `off` (or `false`) removes both, and the site then owns the duty to disclose it.
   * @values `true`, `false`, `on` or `off` (`true` or `false` in `boot`, `update`, `mount`)
   */
  aiNotice: setting(true, onOff),
}

/** The settings only the panel reads. */
export type PanelSettings = ConfigOf<typeof PANEL_SETTINGS>

/** Every setting of the widget's stages but the teaser's, as the panel sees them. */
export type WidgetConfig = LauncherConfig & PanelSettings

/** The welcome message: the panel's first message, and the teaser's text (data-teaser-delay). */
export const readWelcomeMessage = (pick: AttributeReader) => pick('welcomeMessage', welcomeMessage.default, welcomeMessage.parse)

/** `loaderSrc`: the loader's URL, whose origin is the default API base. */
export function parsePanelSettings(pick: AttributeReader, loaderSrc: string): PanelSettings {
  return readSettings(pick, { ...PANEL_SETTINGS, apiBase: setting(defaultApiBase(loaderSrc), apiBaseOf) })
}

export function defaultApiBase(loaderSrc: string): string {
  try {
    return new URL(loaderSrc).origin + '/v1'
  } catch {
    return location.origin + '/v1'
  }
}

/** An http(s) URL without query, fragment or trailing slash, or undefined (given a trimmed value). */
function apiBaseOf(value: string): string | undefined {
  // An empty value would resolve to the page's own URL.
  if (value === '') return undefined
  try {
    const url = new URL(value, location.href)
    return /^https?:$/.test(url.protocol) && !url.username && !url.password ? (url.origin + url.pathname).replace(/\/+$/, '') : undefined
  } catch {
    return undefined
  }
}
