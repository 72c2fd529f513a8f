// Turns the loader's data-* attributes (untrusted: the site owner types them,
// and the host page can change them) into typed settings. Every value is
// checked against an allow-list; a bad one falls back to its default with one
// warning that names the attribute, so a typo never takes the widget down.

export type Position = 'bottom-right' | 'bottom-left'
export type PageUrlMode = 'path' | 'full'

export interface WidgetConfig {
  widgetKey: string
  apiBase: string
  name: string
  primaryColor: string
  position: Position
  welcomeMessage: string
  offlineMessage: string
  collectVisitorName: boolean
  collectVisitorEmail: boolean
  pageUrl: PageUrlMode
  /** Stacking level of the widget; above almost everything by default. */
  zIndex?: number | undefined
}

/** The create-chat-widget defaults of the service interface. */
export const DEFAULTS = {
  name: 'Website Chat',
  primaryColor: '#6366f1',
  position: 'bottom-right' as Position,
  welcomeMessage: 'Hi! How can I help you today?',
  offlineMessage: "Leave a message and we'll get back to you.",
  collectVisitorName: true,
  collectVisitorEmail: false,
  pageUrl: 'path' as PageUrlMode,
}

/** Attribute values as found in `script.dataset` (camelCase keys). */
export type RawAttributes = Partial<Record<string, string>>

const KEY_PATTERN = /^wgt_[A-Za-z0-9_-]{1,128}$/
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i
// Free texts are shown in a small panel; longer ones are a mistake, not content.
const MAX_TEXT = { name: 80, message: 1000 }

/** Why a widget key cannot be used, or null when it can. Shared with the loader. */
export function widgetKeyProblem(key: string | undefined): string | null {
  if (!key?.trim()) return 'data-widget-key is missing'
  if (!KEY_PATTERN.test(key.trim())) return 'data-widget-key must start with "wgt_" followed by letters, digits, "_" or "-"'
  return null
}

function kebab(camel: string): string {
  return 'data-' + camel.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())
}

export function parseConfig(raw: RawAttributes, loaderSrc: string, warn: (message: string) => void): WidgetConfig {
  const problem = widgetKeyProblem(raw['widgetKey'])
  if (problem) throw new Error(problem)

  // One reader per attribute, given the trimmed value: absent means default
  // silently, present-but-bad means default with a warning.
  function pick<T>(attr: string, fallback: T, accept: (value: string) => T | undefined): T {
    const value = raw[attr]
    if (value === undefined) return fallback
    const parsed = accept(value.trim())
    if (parsed !== undefined) return parsed
    warn(`${kebab(attr)}="${value.slice(0, 60)}" is not valid; using the default ${JSON.stringify(fallback)}`)
    return fallback
  }
  const text = (max: number) => (value: string) => (value !== '' && value.length <= max ? value : undefined)
  const oneOf =
    <T extends string>(...allowed: T[]) =>
    (value: string) =>
      allowed.find((a) => a === value.toLowerCase())
  // A bare attribute (`data-collect-visitor-email`) reads as "on", as in HTML.
  const bool = (value: string) => {
    const v = value.toLowerCase()
    return v === 'true' || v === '' ? true : v === 'false' ? false : undefined
  }

  return {
    widgetKey: (raw['widgetKey'] as string).trim(),
    apiBase: pick('apiBase', defaultApiBase(loaderSrc), apiBaseOf),
    name: pick('name', DEFAULTS.name, text(MAX_TEXT.name)),
    primaryColor: pick('primaryColor', DEFAULTS.primaryColor, (v) => (HEX_COLOR.test(v) ? v.toLowerCase() : undefined)),
    position: pick('position', DEFAULTS.position, oneOf<Position>('bottom-right', 'bottom-left')),
    welcomeMessage: pick('welcomeMessage', DEFAULTS.welcomeMessage, text(MAX_TEXT.message)),
    offlineMessage: pick('offlineMessage', DEFAULTS.offlineMessage, text(MAX_TEXT.message)),
    collectVisitorName: pick('collectVisitorName', DEFAULTS.collectVisitorName, bool),
    collectVisitorEmail: pick('collectVisitorEmail', DEFAULTS.collectVisitorEmail, bool),
    pageUrl: pick('pageUrl', DEFAULTS.pageUrl, oneOf<PageUrlMode>('path', 'full')),
    zIndex: pick('zIndex', undefined, (v) => (/^-?\d{1,10}$/.test(v) && Math.abs(+v) < 2 ** 31 ? +v : undefined)),
  }
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
