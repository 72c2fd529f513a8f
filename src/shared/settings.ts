// The settings the public API takes (`boot`, `update`, and the npm package's
// `mount`): the data attributes in camelCase, turned into attributes as the
// embed's tag would give them, so one set of checks (src/shared/config.ts) serves
// the tag and every call. Also how a call reports a mistake.
import { DEFAULTS, type RawAttributes } from './config'
import { own } from './json'
import { PREFIX } from './contract'
import { SUGGESTION_SEPARATOR } from './suggestions'

/** The settings: the data attributes, in camelCase. */
export const SETTINGS = ['widgetKey', 'apiBase', 'zIndex', 'teaserDelay', ...Object.keys(DEFAULTS)]

/** A mistake in a call, named with its command in the console (never thrown into the page). */
export const fail = (command: string, message: string) => console.error(`${PREFIX}${command}: ${message}`)

/** Settings as data attributes would give them, or undefined (after saying why) when unusable. */
export function attributesOf(command: string, settings: unknown): RawAttributes | undefined {
  if (settings === undefined) return {}
  if (!settings || typeof settings !== 'object' || Array.isArray(settings)) {
    fail(command, 'expects an object of settings, such as { primaryColor: "#0f766e" }')
    return undefined
  }
  const result: RawAttributes = {}
  for (const key of Object.keys(settings)) {
    const value = own(settings, key)
    if (!SETTINGS.includes(key)) fail(command, `"${key}" is not a setting; the settings are ${SETTINGS.join(', ')}`)
    else if (key === 'suggestions') {
      // A list of questions, as the attribute writes them.
      if (Array.isArray(value) && value.every((q) => typeof q === 'string')) result[key] = value.join(SUGGESTION_SEPARATOR)
      else fail(command, 'suggestions must be an array of strings (an empty one removes them)')
    } else if (['string', 'number', 'boolean'].includes(typeof value)) result[key] = String(value)
    else if (value !== undefined) fail(command, `${key} must be a string, a number or a boolean`)
  }
  return result
}
