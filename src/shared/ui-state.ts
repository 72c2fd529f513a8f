// The little the launcher stage needs to know before any panel code is
// loaded: whether the panel was open, how many replies are unread, whether
// messages wait to be sent. The panel writes it with every save of the
// conversation; the launcher reads it once per page view (a few bytes to
// parse, instead of the whole conversation).
import { own, parseObject } from './json'

export interface UiState {
  open: boolean
  unread: number
  /** Visitor messages waiting to be sent (queued or on their way). */
  outbox: number
}

/** What the widget keeps in the site's localStorage, per widget key (docs/behaviour.md, "What is stored in the visitor's browser"). */
export const STORED = ['visitor', 'conversation', 'ui', 'teaser', 'muted', 'draft', 'disclaimer'] as const
export type StoredName = (typeof STORED)[number]

/** The localStorage key of one thing the widget keeps. */
export const storageKey = (widgetKey: string, name: StoredName) => `agent-chat:${widgetKey}:${name}`

/** Every key, by name: for code that uses several (the panel's conversation store, the tests); code that uses one asks storageKey for it. */
export function storageKeys(widgetKey: string): Record<StoredName, string> {
  return Object.fromEntries(STORED.map((name) => [name, storageKey(widgetKey, name)])) as Record<StoredName, string>
}

// Own properties only: a page that polluted Object.prototype must not show a badge.
const count = (data: object, key: string) => {
  const value = own(data, key)
  return typeof value === 'number' && value > 0 ? Math.min(Math.floor(value), 999) : 0
}

/** Untrusted like all stored data: anything odd reads as "nothing to restore". */
export function parseUiState(raw: string | null): UiState {
  const data = parseObject(raw ?? '') || {}
  return { open: own(data, 'open') === true, unread: count(data, 'unread'), outbox: count(data, 'outbox') }
}

/** Reads the launcher's state; blocked or broken storage reads as empty. */
export function readUiState(widgetKey: string): UiState {
  let raw = null
  try {
    raw = localStorage.getItem(storageKey(widgetKey, 'ui'))
  } catch {
    // storage blocked (privacy settings, sandboxed frame)
  }
  return parseUiState(raw)
}

/** Removes everything the widget stored for `widgetKey` (blocked storage: nothing to remove). */
export function forgetStored(widgetKey: string) {
  try {
    for (const name of STORED) localStorage.removeItem(storageKey(widgetKey, name))
  } catch {
    // storage blocked: nothing was stored
  }
}
