// Every setting of the widget, from the registry's parts: the launcher
// stage's (./launcher.ts: loader.js reads it on every page view), and each
// chunk's that reads settings of its own, named by its descriptor
// (src/<name>/descriptor.ts, `settings`: the panel's ./panel.ts, the
// teaser's, the inline, rules and analytics chunks'), for what needs them
// all: the embed code, the types of `boot`, `update` and `mount`, the API's
// checks, the docs' table (scripts/settings-table.ts) and the tests.
// loader.js never imports it: it reads its own part only.
import { attributeOf, attributeReader, worded, type RawAttributes, type Setting, type SettingValue } from './reader'
import { LAUNCHER_SETTINGS, parseLauncherConfig } from './launcher'
import { parsePanelSettings, type WidgetConfig } from './panel'
import { CHUNKS, type ChunkName } from '../chunks/manifest'

type Chunks = typeof CHUNKS
/** The chunks that read settings of their own. */
type ReadingChunk = { [K in ChunkName]: Chunks[K] extends { settings: object } ? K : never }[ChunkName]
type PartOf<K extends ReadingChunk> = Chunks[K] extends { settings: infer P } ? P : never

/** The registry's parts, by the stage that reads them: `launcher` (loader.js, on every page view), or the chunk that does. */
export const SETTINGS_BY_STAGE = {
  launcher: LAUNCHER_SETTINGS,
  ...(Object.fromEntries(Object.entries(CHUNKS).flatMap(([name, chunk]) => ('settings' in chunk ? [[name, chunk.settings]] : []))) as {
    [K in ReadingChunk]: PartOf<K>
  }),
}
export type SettingStage = keyof typeof SETTINGS_BY_STAGE

/** The parts as one: a union of parts turned into their intersection. */
type AllOf<Union> = (Union extends unknown ? (part: Union) => void : never) extends (all: infer All) => void ? All : never
type AllSettings = AllOf<(typeof SETTINGS_BY_STAGE)[SettingStage]>
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
  const read = attributeReader(raw, (misread) => warn(worded(misread)))
  return { ...parseLauncherConfig(read), ...parsePanelSettings(read, loaderSrc) }
}
