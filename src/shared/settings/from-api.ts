// The settings the public API takes (`boot`, `update`, and the npm package's
// `mount`): the data attributes in camelCase, turned into attributes as the
// embed's tag would give them, so one set of checks (src/shared/settings/reader.ts and its parts) serves
// the tag and every call. Also how a call reports a mistake.
import type { RawAttributes } from './reader'
import { isText, own, stringify } from '../page/json'
import { reportError } from '../page/console'
import { SUGGESTION_SEPARATOR } from './suggestions'
import { MAX_TEXT } from '../texts/apply'

/** The settings: the registry's (the data attributes, in camelCase; their names built in by vite.config.ts), and `texts` (the API's only). */
export const SETTINGS: readonly string[] = [...__SETTING_NAMES__, 'texts']

/** A mistake in a call, named with its command in the console (never thrown into the page). */
export const fail = (command: string, message: string) => reportError(`${command}: ${message}`)

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
    else if (key === 'texts') {
      // Carried as JSON, like every setting as text: the launcher stage lays them over every language's.
      const texts = textsOf(command, value)
      if (texts) result[key] = stringify(texts)
    } else if (__LIST_SETTINGS__.includes(key)) {
      // A list (of starter questions), as the attribute writes it.
      if (Array.isArray(value) && value.every((item) => typeof item === 'string')) result[key] = value.join(SUGGESTION_SEPARATOR)
      else fail(command, `${key} must be an array of strings (an empty one removes them)`)
    } else if (['string', 'number', 'boolean'].includes(typeof value)) result[key] = String(value)
    else if (value !== undefined) fail(command, `${key} must be a string, a number or a boolean`)
  }
  return result
}

/**
 * The usable texts of `value`: known keys with a non-blank string of at most
 * MAX_TEXT characters; each other key is refused, naming it. They are shown
 * as text (never HTML), wherever they go.
 */
function textsOf(command: string, value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    fail(command, 'texts must be an object of texts by key, such as { send: "Ask" }')
    return undefined
  }
  const texts: Record<string, string> = {}
  for (const key of Object.keys(value)) {
    const text = own(value, key)
    if (!__TEXT_KEYS__.includes(key))
      fail(command, `texts: "${key}" is not a text of the widget (the keys are the English catalogue's, such as send, messagePlaceholder, openChat)`)
    else if (!isText(text, MAX_TEXT)) fail(command, `texts: "${key}" must be a non-blank string of at most ${MAX_TEXT} characters`)
    else texts[key] = text
  }
  return texts
}
