// The little the launcher stage needs to know before any panel code is
// loaded: whether the panel was open, how many replies are unread, whether
// messages wait to be sent. The panel writes it with every save of the
// conversation; the launcher reads it once per page view (a few bytes to
// parse, instead of the whole conversation).
import { own, parseObject } from '../page/json'
import type { StorageMode } from '../settings/launcher'

export interface UiState {
  open: boolean
  unread: number
  /** Visitor messages waiting to be sent (queued or on their way). */
  outbox: number
}

/** What the widget keeps in the storage data-storage chooses, per widget key (docs/behaviour/privacy.md, "What is stored in the visitor's browser"). */
export const STORED = ['visitor', 'conversation', 'ui', 'teaser', 'muted', 'draft', 'disclaimer', 'voice', 'kept'] as const
export type StoredName = (typeof STORED)[number]

/** The storage key of one thing the widget keeps (the same in every area). */
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

/** What the widget reads and writes its keys through: localStorage, sessionStorage, or the page's memory (data-storage). */
export type StorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * The area data-storage names; `memory` is the page's own (the widget's, kept
 * through restarts). Null when the browser refuses it: reaching localStorage
 * throws in a sandboxed frame or with storage blocked.
 */
export function areaFor(mode: StorageMode, memory: StorageArea): StorageArea | null {
  try {
    return mode === 'memory' ? memory : mode === 'session' ? sessionStorage : localStorage
  } catch {
    return null
  }
}

/** Reads the launcher's state; blocked or broken storage reads as empty. */
export function readUiState(widgetKey: string, area: StorageArea): UiState {
  let raw = null
  try {
    raw = area.getItem(storageKey(widgetKey, 'ui'))
  } catch {
    // storage blocked (privacy settings, sandboxed frame)
  }
  return parseUiState(raw)
}

/**
 * Removes everything the widget stored for `widgetKey`: in both of the
 * browser's storages (whichever mode wrote them, now or on an earlier page)
 * and in `area` (the page's memory, in memory mode). Blocked: nothing to remove.
 */
export function forgetStored(widgetKey: string, area?: StorageArea | null) {
  for (const from of [() => localStorage, () => sessionStorage, () => area]) {
    try {
      for (const name of STORED) from()?.removeItem(storageKey(widgetKey, name))
    } catch {
      // storage blocked: nothing was stored
    }
  }
}

/**
 * Moves the widget's keys from one area to another (`update` changed
 * data-storage): the conversation carries on, and the place the visitor
 * left holds nothing of it. Null (no consent, blocked): nothing to move.
 */
export function moveStored(widgetKey: string, from: StorageArea | null, to: StorageArea | null) {
  if (!from || !to || from === to) return
  try {
    for (const name of STORED) {
      const key = storageKey(widgetKey, name)
      const value = from.getItem(key)
      if (value !== null) to.setItem(key, value)
      from.removeItem(key)
    }
  } catch {
    // blocked or full: what moved stays moved; the rest is left where it was
  }
}
