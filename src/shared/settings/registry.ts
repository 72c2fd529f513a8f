// Every setting of the widget, from the registry's parts (one per stage that
// reads them: ./launcher.ts, ./panel.ts, ./teaser.ts, ./inline.ts, ./rules.ts,
// ./analytics.ts),
// for what needs them all: the embed code, the types of `boot`, `update` and
// `mount`, the API's checks, the docs' table (scripts/settings-table.ts) and
// the tests. loader.js never imports it: it reads its own part only.
import { attributeOf, attributeReader, type RawAttributes, type Setting, type SettingValue } from './reader'
import { LAUNCHER_SETTINGS, parseLauncherConfig } from './launcher'
import { PANEL_SETTINGS, parsePanelSettings, type WidgetConfig } from './panel'
import { TEASER_SETTINGS } from './teaser'
import { INLINE_SETTINGS } from './inline'
import { RULES_SETTINGS } from './rules'
import { ANALYTICS_SETTINGS } from './analytics'

/** The registry's parts, by the stage that reads them: loader.js (on every page view), the panel chunk, the teaser chunk, the inline chunk, the rules chunk, the analytics chunk. */
export const SETTINGS_BY_STAGE = {
  launcher: LAUNCHER_SETTINGS,
  panel: PANEL_SETTINGS,
  teaser: TEASER_SETTINGS,
  inline: INLINE_SETTINGS,
  rules: RULES_SETTINGS,
  analytics: ANALYTICS_SETTINGS,
}
export type SettingStage = keyof typeof SETTINGS_BY_STAGE

type AllSettings = typeof LAUNCHER_SETTINGS &
  typeof PANEL_SETTINGS &
  typeof TEASER_SETTINGS &
  typeof INLINE_SETTINGS &
  typeof RULES_SETTINGS &
  typeof ANALYTICS_SETTINGS
export type SettingName = keyof AllSettings

type Input<S> = S extends { list: true } ? string[] : Exclude<SettingValue<S>, undefined>
/** Every setting as `boot`, `update` and `mount` take it: the attribute's name in camelCase, its value typed (a number, a boolean, a list). */
export type SettingsInput = { [K in keyof AllSettings]?: Input<AllSettings[K]> }

export interface RegisteredSetting extends Setting<unknown> {
  name: SettingName
  /** `data-` and the name in kebab-case. */
  attribute: string
  stage: SettingStage
}

// The embed code's order of attributes (and so the docs' table's), as the
// service has always written them; a setting not listed comes after these, in
// its part's order.
const ORDER: SettingName[] = [
  'widgetKey',
  'apiBase',
  'name',
  'primaryColor',
  'position',
  'welcomeMessage',
  'offlineMessage',
  'collectVisitorName',
  'collectVisitorEmail',
  'pageUrl',
  'theme',
  'locale',
  'zIndex',
  'open',
  'launcher',
  'consent',
  'storage',
  'suggestions',
  'feedback',
  'teaserDelay',
  'teaserScroll',
  'teaserExit',
  'notify',
  'font',
  'launcherLabel',
  'subtitle',
  'avatarUrl',
  'aiNotice',
]
const rank = (name: SettingName) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length)

/** Every setting, in the embed code's order. */
export const REGISTRY: readonly RegisteredSetting[] = Object.entries(SETTINGS_BY_STAGE)
  .flatMap(([stage, part]) =>
    Object.entries(part).map(([name, setting]: [string, Setting<unknown>]) => ({
      ...setting,
      name: name as SettingName,
      attribute: attributeOf(name),
      stage: stage as SettingStage,
    })),
  )
  .sort((a, b) => rank(a.name) - rank(b.name))

/** The defaults parseConfig applies (the launcher's and the panel's), but the widget key's (there is none) and the API base's (the loader's origin + `/v1`). */
export const DEFAULTS = /* @__PURE__ */ Object.fromEntries(
  REGISTRY.filter((s) => (s.stage === 'launcher' || s.stage === 'panel') && s.name !== 'widgetKey' && s.name !== 'apiBase').map((s) => [s.name, s.default]),
) as Omit<WidgetConfig, 'widgetKey' | 'apiBase'>

/** The launcher's and the panel's settings, as the launcher stage and the panel read them (tests; loader.js reads only the launcher's). */
export function parseConfig(raw: RawAttributes, loaderSrc: string, warn: (message: string) => void): WidgetConfig {
  const read = attributeReader(raw, warn)
  return { ...parseLauncherConfig(read), ...parsePanelSettings(read, loaderSrc) }
}
