// The config: what the settings' attributes become once read (each registry
// part's, declared in launcher-settings.ts and panel-settings.ts), and how
// the stages read it, from one place.
export type { AttributeReader, RawAttributes } from './settings-reader'
export { attributeReader } from './settings-reader'
export type { LauncherConfig, Position, Theme } from './launcher-settings'
export { parseLauncherConfig, widgetKeyProblem } from './launcher-settings'
export type { PageUrlMode, PanelSettings, WidgetConfig } from './panel-settings'
