// The settings the launcher stage reads (loader.js, on every page view): what
// a page view needs, and what every stage shares. Its part of the registry is
// all loader.js carries of the settings (see ./reader.ts).
import { bool, oneOf, readSettings, setting, text, upTo, type AttributeReader, type ConfigOf } from './reader'
import { localeTag } from '../texts/locale'
import { HEX_COLOR_PATTERN, LIMITS, WIDGET_DEFAULTS, WIDGET_KEY_PATTERN, type WidgetPosition } from '../service/wire'

export type Position = WidgetPosition
export type Theme = 'light' | 'dark' | 'auto'
export type StorageMode = 'local' | 'session' | 'memory'

/**
 * The launcher's part of the registry. Each line of docs is the docs' table's
 * (scripts/settings-table.ts); `@default` words a default the value cannot say.
 */
export const LAUNCHER_SETTINGS = {
  /**
   * The widget's key, as `create-chat-widget` gives it: `wgt_` followed by letters, digits, `_` or `-`.
   * @default required
   */
  widgetKey: setting('', (key) => key), // checked before anything else (usableKey, widgetKeyProblem)
  /** The widget's name in the panel's header: non-blank text, at most 80 characters. */
  name: setting(WIDGET_DEFAULTS.name, text(LIMITS.widgetName)),
  /** The launcher's, the header's, the visitor's bubbles' and the main buttons' colour: `#rgb` or `#rrggbb`. */
  primaryColor: setting(WIDGET_DEFAULTS.primaryColor, (v) => (HEX_COLOR_PATTERN.test(v) ? v.toLowerCase() : undefined)),
  /** The corner the launcher and the panel sit in. */
  position: setting(WIDGET_DEFAULTS.position, oneOf<Position>('bottom-right', 'bottom-left')),
  /** `auto` follows the visitor's `prefers-color-scheme`, also when it changes. */
  theme: setting<Theme>('auto', oneOf<Theme>('light', 'dark', 'auto')),
  /**
   * A BCP 47 language tag such as `de` or `pt-BR` (`pt_BR` is read as `pt-BR`), or `auto`: the page's `<html lang>`, then each of the browser's languages, the first the widget has (54: docs/languages.md), else English.
   * @default `auto`
   */
  locale: setting('auto', (value) => (value.toLowerCase() === 'auto' ? 'auto' : localeTag(value))),
  /**
   * An integer: the widget's stacking level, for pages whose own overlays must sit above it.
   * @default the stylesheet's, `2147480000`
   */
  zIndex: setting<number | undefined>(undefined, (v) => (/^-?\d{1,10}$/.test(v) && Math.abs(+v) < 2 ** 31 ? +v : undefined)),
  /** `true`: the panel opens on every page load, without taking focus from the page (for a dedicated support page). */
  open: setting(false, bool),
  /** `false`: no built-in launcher; the site opens the chat from its own button (`AgentChat('open')`), and the panel takes the launcher's corner. */
  launcher: setting(true, bool),
  /** `required`: nothing is stored in the browser until `AgentChat('consent', true)`; until then the conversation lives in memory for the page view. */
  consent: setting<'required' | 'not-required'>('not-required', oneOf('required', 'not-required')),
  /** Where the conversation is kept: `local` (localStorage: across tabs and visits), `session` (sessionStorage: this tab, until it closes), `memory` (no browser storage: until the page is left or reloaded). */
  storage: setting<StorageMode>('local', oneOf('local', 'session', 'memory')),
  /** `inherit`: the page's font family (a web font the page loads shows in the widget); `system`: the system's. `--agent-chat-font` wins over both. */
  font: setting<'system' | 'inherit'>('system', oneOf('system', 'inherit')),
  /** Text beside the launcher's icon, also its accessible name, at most 40 characters; empty: the icon alone. */
  launcherLabel: setting('', upTo(LIMITS.launcherLabel)),
  /** `auto`: once the page has loaded and gone idle, the panel's file is fetched (not run), so the first tap does not wait for the network; not when the visitor asked to save data (Save-Data) or is on 2G. `off`: fetched on the visitor's first intent only. */
  prefetch: setting<'auto' | 'off'>('auto', oneOf('auto', 'off')),
}

/** The settings the launcher stage reads (loader.js): what a page view needs, and what every stage shares. */
export type LauncherConfig = ConfigOf<typeof LAUNCHER_SETTINGS>

/** Whether a widget key can start a widget (loader.js's check: why not is widgetKeyProblem's to say). */
export const usableKey = (key: string | undefined) => WIDGET_KEY_PATTERN.test(key?.trim() ?? '')

/** Why a widget key cannot be used, or null when it can. */
export function widgetKeyProblem(key: string | undefined): string | null {
  if (!key?.trim()) return 'data-widget-key is missing'
  if (!usableKey(key)) return 'data-widget-key must start with "wgt_" followed by letters, digits, "_" or "-"'
  return null
}

/** The launcher's settings; throws when the widget key is unusable, before anything else is read (and warned about). */
export function parseLauncherConfig(pick: AttributeReader): LauncherConfig {
  const problem = widgetKeyProblem(pick('widgetKey', '', (key) => key))
  if (problem) throw new Error(problem)
  return readSettings(pick, LAUNCHER_SETTINGS)
}
