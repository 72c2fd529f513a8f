// Turns the loader's data-* attributes (untrusted: the site owner types them,
// and the host page can change them) into typed settings. Every value is
// checked against an allow-list; a bad one falls back to its default with one
// warning that names the attribute, so a typo never takes the widget down.
import { localeTag } from './i18n/locale'
import { HEX_COLOR_PATTERN, LIMITS, WIDGET_DEFAULTS, WIDGET_KEY_PATTERN, type WidgetPosition } from './wire'

export type Position = WidgetPosition
export type PageUrlMode = 'path' | 'full'
export type Theme = 'light' | 'dark' | 'auto'

/** The settings the launcher stage reads (loader.js): what a page view needs, and what every stage shares. */
export interface LauncherConfig {
  widgetKey: string
  name: string
  primaryColor: string
  position: Position
  /** Also the loading frame's, when the panel cannot be loaded. */
  offlineMessage: string
  /** `auto` follows prefers-color-scheme. */
  theme: Theme
  /** A canonical BCP 47 tag, or `auto`: the page's `<html lang>`, else the browser's. */
  locale: string
  /** Stacking level of the widget; above almost everything by default. */
  zIndex?: number | undefined
  /** Opens the panel on page load (without taking focus). */
  open: boolean
  /** False: no built-in launcher; the site opens the chat from its own button. */
  launcher: boolean
  /** `required`: nothing is stored in the browser until the site grants consent. */
  consent: 'required' | 'not-required'
  /** `inherit`: the page's font family instead of the system's (--agent-chat-font wins over both). */
  font: 'system' | 'inherit'
  /** Text beside the launcher's icon, also its name; empty: the icon alone. */
  launcherLabel: string
}

/**
 * The settings only the panel reads: parsed by the panel stage from the same
 * attributes (parsePanelSettings), so a page view carries neither their
 * parsing nor their defaults.
 */
export interface PanelSettings {
  /** The service's base URL (the webhook's); by default the loader's origin + `/v1`. */
  apiBase: string
  welcomeMessage: string
  collectVisitorName: boolean
  collectVisitorEmail: boolean
  pageUrl: PageUrlMode
  /** Helpful / Not helpful on each reply the service named (its aiMessageId). */
  feedback: boolean
  /** Starter questions as the attribute gives them (`|` between them), read by the panel (src/shared/suggestions.ts). */
  suggestions: string
  /** data-notify as given (`title`, `sound`, or both), read by the notify chunk. */
  notify: string
  /** A line under the name in the header; empty: none. */
  subtitle: string
  /** An `https:` image beside the name in the header; empty: the name's first letter. */
  avatarUrl: string
}

export type WidgetConfig = LauncherConfig & PanelSettings

/** The create-chat-widget defaults of the service interface. */
export const DEFAULTS = {
  ...WIDGET_DEFAULTS,
  pageUrl: 'path' as PageUrlMode,
  theme: 'auto' as Theme,
  locale: 'auto',
  open: false,
  launcher: true,
  consent: 'not-required' as LauncherConfig['consent'],
  font: 'system' as LauncherConfig['font'],
  launcherLabel: '',
  suggestions: '',
  feedback: false,
  notify: '',
  subtitle: '',
  avatarUrl: '',
}

/** Attribute values as found in `script.dataset` (camelCase keys). */
export type RawAttributes = Partial<Record<string, string>>

/** Why a widget key cannot be used, or null when it can. Shared with the loader. */
export function widgetKeyProblem(key: string | undefined): string | null {
  if (!key?.trim()) return 'data-widget-key is missing'
  if (!WIDGET_KEY_PATTERN.test(key.trim())) return 'data-widget-key must start with "wgt_" followed by letters, digits, "_" or "-"'
  return null
}

function kebab(camel: string): string {
  return 'data-' + camel.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())
}

/** Every setting: the launcher's and the panel's (tests; loader.js reads only the launcher's). */
export function parseConfig(raw: RawAttributes, loaderSrc: string, warn: (message: string) => void): WidgetConfig {
  const read = attributeReader(raw, warn)
  return { ...parseLauncherConfig(read), ...parsePanelSettings(read, loaderSrc) }
}

/** Reads one attribute: its default when absent, `accept`'s value of the trimmed text, or (with a warning that names it) the default. */
export type AttributeReader = <T>(attr: string, fallback: T, accept: (value: string) => T | undefined) => T

/**
 * The reader of a set of attributes. The launcher stage hands its reader to
 * the panel, which reads its own settings with it: one parser per page.
 */
export function attributeReader(raw: RawAttributes, warn: (message: string) => void): AttributeReader {
  return function pick<T>(attr: string, fallback: T, accept: (value: string) => T | undefined): T {
    const value = raw[attr]
    if (value === undefined) return fallback
    const parsed = accept(value.trim())
    if (parsed !== undefined) return parsed
    warn(`${kebab(attr)}="${value.slice(0, 60)}" is not valid; using the default ${JSON.stringify(fallback)}`)
    return fallback
  }
}
const text = (max: number) => (value: string) => (value !== '' && value.length <= max ? value : undefined)
/** An optional text: empty is "none" (what `update` sends to take it away). */
const upTo = (max: number) => (value: string) => (value.length <= max ? value : undefined)
const oneOf =
  <T extends string>(...allowed: T[]) =>
  (value: string) =>
    allowed.find((a) => a === value.toLowerCase())
// A bare attribute (`data-collect-visitor-email`) reads as "on", as in HTML.
const bool = (value: string) => {
  const v = value.toLowerCase()
  return v === 'true' || v === '' ? true : v === 'false' ? false : undefined
}

export function parseLauncherConfig(pick: AttributeReader): LauncherConfig {
  const widgetKey = pick('widgetKey', '', (key) => key)
  const problem = widgetKeyProblem(widgetKey)
  if (problem) throw new Error(problem)
  return {
    widgetKey,
    name: pick('name', DEFAULTS.name, text(LIMITS.widgetName)),
    primaryColor: pick('primaryColor', DEFAULTS.primaryColor, (v) => (HEX_COLOR_PATTERN.test(v) ? v.toLowerCase() : undefined)),
    position: pick('position', DEFAULTS.position, oneOf<Position>('bottom-right', 'bottom-left')),
    offlineMessage: pick('offlineMessage', DEFAULTS.offlineMessage, text(LIMITS.widgetText)),
    theme: pick('theme', DEFAULTS.theme, oneOf<Theme>('light', 'dark', 'auto')),
    locale: pick('locale', DEFAULTS.locale, localeTag),
    zIndex: pick('zIndex', undefined, (v) => (/^-?\d{1,10}$/.test(v) && Math.abs(+v) < 2 ** 31 ? +v : undefined)),
    open: pick('open', DEFAULTS.open, bool),
    launcher: pick('launcher', DEFAULTS.launcher, bool),
    consent: pick('consent', DEFAULTS.consent, oneOf<LauncherConfig['consent']>('required', 'not-required')),
    font: pick('font', DEFAULTS.font, oneOf<LauncherConfig['font']>('system', 'inherit')),
    launcherLabel: pick('launcherLabel', DEFAULTS.launcherLabel, upTo(LIMITS.launcherLabel)),
  }
}

/** The welcome message: the panel's first message, and the nudge's text (data-teaser-delay). */
export const readWelcomeMessage = (pick: AttributeReader) => pick('welcomeMessage', DEFAULTS.welcomeMessage, text(LIMITS.widgetText))

/** `loaderSrc`: the loader's URL, whose origin is the default API base. */
export function parsePanelSettings(pick: AttributeReader, loaderSrc: string): PanelSettings {
  return {
    apiBase: pick('apiBase', defaultApiBase(loaderSrc), apiBaseOf),
    welcomeMessage: readWelcomeMessage(pick),
    collectVisitorName: pick('collectVisitorName', DEFAULTS.collectVisitorName, bool),
    collectVisitorEmail: pick('collectVisitorEmail', DEFAULTS.collectVisitorEmail, bool),
    pageUrl: pick('pageUrl', DEFAULTS.pageUrl, oneOf<PageUrlMode>('path', 'full')),
    suggestions: pick('suggestions', DEFAULTS.suggestions, (questions) => questions),
    feedback: pick('feedback', DEFAULTS.feedback, bool),
    notify: pick('notify', DEFAULTS.notify, (modes) => modes),
    subtitle: pick('subtitle', DEFAULTS.subtitle, upTo(LIMITS.subtitle)),
    avatarUrl: pick('avatarUrl', DEFAULTS.avatarUrl, (url) => (url === '' ? '' : avatarUrlOf(url))),
  }
}

export function defaultApiBase(loaderSrc: string): string {
  try {
    return new URL(loaderSrc).origin + '/v1'
  } catch {
    return location.origin + '/v1'
  }
}

/**
 * An absolute `https:` URL, or undefined: the avatar is the only thing the
 * widget fetches besides its own files and the webhook, so never a
 * `javascript:`, `data:` or `http:` one, nor one relative to the host page.
 */
function avatarUrlOf(value: string): string | undefined {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && !url.username && !url.password ? url.href : undefined
  } catch {
    return undefined
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
