import { afterEach, describe, expect, it } from 'vitest'
import { createSafeStorage } from '../../src/panel/storage/safe-storage'
import { MemoryStorage } from '../helpers/memory-storage'

describe('createSafeStorage with a working storage', () => {
  it('gets, sets and removes through the storage', () => {
    const backing = new MemoryStorage()
    const kv = createSafeStorage(() => backing)
    expect(kv.get('k')).toBeNull()
    expect(kv.set('k', 'v1')).toBe(true)
    expect(backing.getItem('k')).toBe('v1')
    expect(kv.get('k')).toBe('v1')
    expect(kv.set('k', 'v2')).toBe(true)
    expect(kv.get('k')).toBe('v2')
    kv.remove('k')
    expect(backing.getItem('k')).toBeNull()
    expect(kv.get('k')).toBeNull()
  })

  it('reads what is already in the storage', () => {
    const backing = new MemoryStorage()
    backing.setItem('existing', 'value')
    expect(createSafeStorage(() => backing).get('existing')).toBe('value')
  })

  describe('default storage', () => {
    afterEach(() => window.localStorage.removeItem('safe-storage-test'))

    it('uses window.localStorage', () => {
      const kv = createSafeStorage()
      expect(kv.set('safe-storage-test', 'hello')).toBe(true)
      expect(window.localStorage.getItem('safe-storage-test')).toBe('hello')
    })
  })
})

describe('createSafeStorage when storage is unavailable', () => {
  it.each([
    [
      'the storage getter throws',
      () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    ],
    ['there is no storage', () => null],
    ['the storage is undefined', () => undefined],
  ])('works from memory when %s', (_label, open) => {
    const kv = createSafeStorage(open)
    expect(kv.get('k')).toBeNull()
    expect(kv.set('k', 'v')).toBe(false)
    expect(kv.get('k')).toBe('v')
    expect(kv.set('k', 'w')).toBe(false)
    expect(kv.get('k')).toBe('w')
    kv.remove('k')
    expect(kv.get('k')).toBeNull()
  })

  it('keeps memory separate per instance', () => {
    const a = createSafeStorage(() => null)
    const b = createSafeStorage(() => null)
    a.set('k', 'v')
    expect(b.get('k')).toBeNull()
  })
})

describe('createSafeStorage when the storage misbehaves', () => {
  it('keeps a value that hits the quota in memory and reports false', () => {
    const backing = new MemoryStorage({ maxValueLength: 5 })
    const kv = createSafeStorage(() => backing)
    expect(kv.set('k', 'short')).toBe(true)
    expect(kv.set('k', 'much too long')).toBe(false)
    expect(kv.get('k')).toBe('much too long')
    // The storage still holds the older value; memory wins for this page view.
    expect(backing.getItem('k')).toBe('short')
  })

  it('goes back to the storage once a later write fits', () => {
    const backing = new MemoryStorage({ maxValueLength: 5 })
    const kv = createSafeStorage(() => backing)
    expect(kv.set('k', 'much too long')).toBe(false)
    expect(kv.set('k', 'ok')).toBe(true)
    expect(kv.get('k')).toBe('ok')
    backing.setItem('k', 'ext')
    expect(kv.get('k')).toBe('ext')
  })

  it('remove clears the memory copy too', () => {
    const backing = new MemoryStorage({ maxValueLength: 1 })
    const kv = createSafeStorage(() => backing)
    kv.set('k', 'too long')
    kv.remove('k')
    expect(kv.get('k')).toBeNull()
  })

  it('returns null when getItem throws', () => {
    const backing = new MemoryStorage()
    backing.setItem('k', 'v')
    backing.options.failGet = true
    const kv = createSafeStorage(() => backing)
    expect(kv.get('k')).toBeNull()
  })

  it('does not throw when removeItem throws, and forgets the memory copy', () => {
    const backing = new MemoryStorage({ maxValueLength: 1, failRemove: true })
    const kv = createSafeStorage(() => backing)
    kv.set('k', 'in memory')
    expect(() => kv.remove('k')).not.toThrow()
    expect(kv.get('k')).toBeNull()
  })

  it('survives setItem throwing something that is not a DOMException', () => {
    const backing = new MemoryStorage()
    backing.setItem = () => {
      throw new TypeError('nope')
    }
    const kv = createSafeStorage(() => backing)
    expect(kv.set('k', 'v')).toBe(false)
    expect(kv.get('k')).toBe('v')
  })
})

describe('createSafeStorage asks for its area at each access (data-storage, with the site consent on top)', () => {
  it('without an area (no consent yet) keeps everything in memory and leaves what is stored untouched; once there is one, writes go to it', () => {
    const backing = new MemoryStorage()
    backing.setItem('earlier', 'kept')
    let area: Storage | null = null
    const kv = createSafeStorage(() => area)
    expect(kv.get('earlier')).toBeNull()
    kv.remove('earlier')
    expect(backing.getItem('earlier')).toBe('kept')
    expect(kv.set('k', 'v')).toBe(false)
    expect(backing.getItem('k')).toBeNull()
    area = backing
    expect(kv.get('k')).toBe('v')
    expect(kv.set('k', 'w')).toBe(true)
    expect(backing.getItem('k')).toBe('w')
    expect(kv.get('earlier')).toBe('kept')
  })

  it('follows the area it is given: sessionStorage, not localStorage', () => {
    const kv = createSafeStorage(() => window.sessionStorage)
    try {
      expect(kv.set('safe-storage-test', 'tab')).toBe(true)
      expect(window.sessionStorage.getItem('safe-storage-test')).toBe('tab')
      expect(window.localStorage.getItem('safe-storage-test')).toBeNull()
    } finally {
      window.sessionStorage.removeItem('safe-storage-test')
    }
  })
})
