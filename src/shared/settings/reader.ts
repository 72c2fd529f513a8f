// Turns the loader's data-* attributes (untrusted: the site owner types them,
// and the host page can change them) into typed settings. Every value is
// checked against an allow-list; a bad one falls back to its default with one
// warning that names the attribute, so a typo never takes the widget down.
//
// Each setting is declared once, in the registry part of the stage that reads
// it: ./launcher.ts (loader.js, on every page view), ./panel.ts
// (the panel chunk), ./teaser.ts (the teaser chunk);
// ./registry.ts puts the parts together for the embed code, the public
// types, the API's checks and the docs' table. This module is how a part is
// declared and read, shared by the stages.

/** One setting of a registry part; its name is the part's key, in camelCase (`data-primary-color` is `primaryColor`). */
export interface Setting<T> {
  /** The value when the attribute is absent or invalid. */
  default: T
  /** The value of the trimmed attribute, or undefined when it is not valid. */
  parse: (value: string) => T | undefined
  /** A list: an array of strings in `boot`, `update` and `mount`, joined with `|` in the attribute. */
  list?: true
}

// Marked free of side effects (as are the checks' makers below), so a chunk
// that imports a part for one setting does not carry the part's others: the
// teaser's chunk reads the panel's welcomeMessage and none of the panel's
// other settings.
export const setting = /* @__NO_SIDE_EFFECTS__ */ <T>(fallback: T, parse: (value: string) => T | undefined): Setting<T> => ({ default: fallback, parse })

/** A registry part: its settings by name. */
export type SettingsPart = Record<string, Setting<unknown>>

export type SettingValue<S> = S extends Setting<infer T> ? T : never

/** What a registry part's attributes become once read: each setting's value; one without a default (undefined) is optional. */
export type ConfigOf<P> = { [K in keyof P as undefined extends SettingValue<P[K]> ? never : K]: SettingValue<P[K]> } & {
  [K in keyof P as undefined extends SettingValue<P[K]> ? K : never]?: SettingValue<P[K]>
}

/** Attribute values as found in `script.dataset` (camelCase keys). */
export type RawAttributes = Partial<Record<string, string>>

/** The attribute of a setting: `primaryColor` → `data-primary-color`. */
export function attributeOf(name: string): string {
  return 'data-' + name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())
}

/** An attribute whose value is not valid, as the reader found it. loader.js hands it over as found: its words (`worded`) are the warnings chunk's (src/warnings/). */
export interface Misread {
  /** The setting's name (camelCase). */
  name: string
  value: string
  /** The default used instead. */
  fallback: unknown
}

/** A misread attribute in words. */
export function worded({ name, value, fallback }: Misread): string {
  return `${attributeOf(name)}="${value.slice(0, 60)}" is not valid; using the default ${JSON.stringify(fallback)}`
}

/** Reads one attribute: its default when absent, `accept`'s value of the trimmed text, or (with a warning that names it) the default. */
export type AttributeReader = <T>(attr: string, fallback: T, accept: (value: string) => T | undefined) => T

/**
 * The reader of a set of attributes. The launcher stage hands its reader to
 * the panel, which reads its own settings with it: one parser per page.
 */
export function attributeReader(raw: RawAttributes, warn: (misread: Misread) => void): AttributeReader {
  return function pick<T>(attr: string, fallback: T, accept: (value: string) => T | undefined): T {
    const value = raw[attr]
    if (value === undefined) return fallback
    const parsed = accept(value.trim())
    if (parsed !== undefined) return parsed
    warn({ name: attr, value, fallback })
    return fallback
  }
}

/** Reads every setting of a registry part, in its order. */
export function readSettings<P extends SettingsPart>(pick: AttributeReader, part: P): ConfigOf<P> {
  const config: Record<string, unknown> = {}
  // Own keys only: a page that adds to Object.prototype must not add settings.
  for (const name of Object.keys(part)) config[name] = pick(name, part[name]!.default, part[name]!.parse)
  return config as ConfigOf<P>
}

export const text = /* @__NO_SIDE_EFFECTS__ */ (max: number) => (value: string) => (value !== '' && value.length <= max ? value : undefined)
/** An optional text: empty is "none" (what `update` sends to take it away). */
export const upTo = /* @__NO_SIDE_EFFECTS__ */ (max: number) => (value: string) => (value.length <= max ? value : undefined)
export const oneOf =
  /* @__NO_SIDE_EFFECTS__ */
  <T extends string>(...allowed: T[]) =>
    (value: string) =>
      allowed.find((a) => a === value.toLowerCase())
/**
 * The words of a space-separated list (data-notify, data-voice) that name one of `allowed`, each once, in
 * `allowed`'s order; any other word is ignored with a warning naming the attribute and the word.
 */
export function wordsOf<T extends string>(attr: string, allowed: readonly T[], value: string, warn: (message: string) => void): T[] {
  const words = value.toLowerCase().split(/\s+/).filter(Boolean)
  for (const word of words)
    if (!(allowed as readonly string[]).includes(word))
      warn(`${attributeOf(attr)}="${value.slice(0, 60)}": "${word.slice(0, 20)}" is not ${allowed.join(' or ')}; ignored`)
  return allowed.filter((word) => words.includes(word))
}

// A bare attribute (`data-collect-visitor-email`) reads as "on", as in HTML.
export const bool = (value: string) => {
  const word = value.toLowerCase()
  if (word === 'true' || word === '') return true
  if (word === 'false') return false
  return undefined
}
