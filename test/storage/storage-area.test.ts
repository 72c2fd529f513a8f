// The storage areas data-storage chooses between (src/shared/storage/ui-state.ts):
// which area each mode names, the launcher's state read from it, and the
// widget's keys forgotten everywhere or moved from one area to another.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { areaFor, forgetStored, moveStored, readUiState, storageKey, storageKeys, STORED, type StorageArea } from '../../src/shared/storage/ui-state'
import { MemoryStorage } from '../helpers/memory-storage'

const KEY = 'wgt_area'
const KEYS = storageKeys(KEY)
const memoryArea = (): StorageArea & { data: Map<string, string> } => {
  const data = new Map<string, string>()
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) }
}

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
  sessionStorage.clear()
})

describe('areaFor', () => {
  it('names localStorage, sessionStorage or the page memory it is given', () => {
    const memory = memoryArea()
    expect(areaFor('local', memory)).toBe(localStorage)
    expect(areaFor('session', memory)).toBe(sessionStorage)
    expect(areaFor('memory', memory)).toBe(memory)
  })

  it('is null when the browser refuses its storage (a sandboxed frame throws on the getter)', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    expect(areaFor('session', memoryArea())).toBeNull()
  })
})

describe('readUiState', () => {
  it('reads the launcher state from the area given, not from localStorage', () => {
    localStorage.setItem(KEYS.ui, '{"open":true,"unread":0,"outbox":0}')
    sessionStorage.setItem(KEYS.ui, '{"open":false,"unread":2,"outbox":0}')
    expect(readUiState(KEY, sessionStorage)).toEqual({ open: false, unread: 2, outbox: 0 })
    expect(readUiState(KEY, memoryArea())).toEqual({ open: false, unread: 0, outbox: 0 })
  })

  it('reads as empty when the area throws', () => {
    const broken = new MemoryStorage({ failGet: true })
    broken.setItem(KEYS.ui, '{"open":true}')
    expect(readUiState(KEY, broken)).toEqual({ open: false, unread: 0, outbox: 0 })
  })
})

describe('forgetStored', () => {
  it("removes every key of the widget from both of the browser's storages and from the area given, and nothing else", () => {
    const memory = memoryArea()
    for (const name of STORED) {
      localStorage.setItem(storageKey(KEY, name), 'x')
      sessionStorage.setItem(storageKey(KEY, name), 'x')
      memory.setItem(storageKey(KEY, name), 'x')
    }
    localStorage.setItem('site-own', 'kept')
    forgetStored(KEY, memory)
    expect(Object.keys(localStorage)).toEqual(['site-own'])
    expect(sessionStorage.length).toBe(0)
    expect(memory.data.size).toBe(0)
  })
})

describe('moveStored', () => {
  it('moves each key present from one area to the other, leaving the first empty', () => {
    localStorage.setItem(KEYS.visitor, 'v_x')
    localStorage.setItem(KEYS.conversation, '{"v":1}')
    const memory = memoryArea()
    moveStored(KEY, localStorage, memory)
    expect(localStorage.length).toBe(0)
    expect([...memory.data.entries()]).toEqual([
      [KEYS.visitor, 'v_x'],
      [KEYS.conversation, '{"v":1}'],
    ])
  })

  it('does nothing without both areas (no consent), or from an area to itself', () => {
    localStorage.setItem(KEYS.visitor, 'v_x')
    moveStored(KEY, localStorage, null)
    moveStored(KEY, null, localStorage)
    moveStored(KEY, localStorage, localStorage)
    expect(localStorage.getItem(KEYS.visitor)).toBe('v_x')
  })

  it('leaves a key where it was when the new area is full', () => {
    const full = new MemoryStorage({ maxValueLength: 3 })
    localStorage.setItem(KEYS.visitor, 'v_x')
    localStorage.setItem(KEYS.conversation, 'too long to fit')
    expect(() => moveStored(KEY, localStorage, full)).not.toThrow()
    expect(full.getItem(KEYS.visitor)).toBe('v_x')
    expect(localStorage.getItem(KEYS.visitor)).toBeNull()
    expect(localStorage.getItem(KEYS.conversation)).toBe('too long to fit')
  })
})
