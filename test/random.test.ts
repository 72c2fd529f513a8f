import { describe, expect, it, vi } from 'vitest'
import { createVisitorId, randomString } from '../src/panel/random'
import { VISITOR_ID_PATTERN } from '../src/shared/conversation/message'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

describe('createVisitorId', () => {
  it('is "v_" followed by 22 URL-safe characters', () => {
    for (let i = 0; i < 50; i++) {
      const id = createVisitorId()
      expect(id).toMatch(/^v_[A-Za-z0-9_-]{22}$/)
      expect(encodeURIComponent(id)).toBe(id)
    }
  })

  it('draws its characters from the injected fill, once, with 22 bytes', () => {
    const fill = vi.fn((bytes: Uint8Array<ArrayBuffer>) => {
      for (let i = 0; i < bytes.length; i++) bytes[i] = i
    })
    expect(createVisitorId(fill)).toBe('v_' + ALPHABET.slice(0, 22))
    expect(fill).toHaveBeenCalledTimes(1)
    const bytes = fill.mock.calls[0]![0]
    expect(bytes).toBeInstanceOf(Uint8Array)
    expect(bytes.length).toBe(22)
  })

  it('maps every byte value onto the 64-character alphabet by its low 6 bits', () => {
    const values = [0, 25, 26, 51, 52, 61, 62, 63, 64, 127, 128, 200, 255]
    const fill = (bytes: Uint8Array<ArrayBuffer>) => bytes.set(values)
    const out = randomString(values.length, fill)
    expect(out).toBe(values.map((v) => ALPHABET[v % 64]).join(''))
    expect(out).toBe('AZaz09-_A_AI_')
  })

  it('gives distinct values on every call', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => createVisitorId()))
    expect(ids.size).toBe(2000)
  })

  it('uses crypto.getRandomValues by default', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues')
    try {
      createVisitorId()
      expect(spy).toHaveBeenCalledTimes(1)
    } finally {
      spy.mockRestore()
    }
  })

  it('randomString honours the requested length', () => {
    expect(randomString(0)).toBe('')
    expect(randomString(5)).toHaveLength(5)
    expect(randomString(64)).toMatch(/^[A-Za-z0-9_-]{64}$/)
  })
})

describe('VISITOR_ID_PATTERN', () => {
  it('accepts the ids we create', () => {
    expect(VISITOR_ID_PATTERN.test(createVisitorId())).toBe(true)
  })

  it.each(['v_' + 'a'.repeat(16), 'v_' + 'Z9-_'.repeat(16), 'v_abc-DEF_0123456789'])('accepts %j', (id) => {
    expect(VISITOR_ID_PATTERN.test(id)).toBe(true)
  })

  it.each([
    'v_' + 'a'.repeat(15),
    'v_' + 'a'.repeat(65),
    'x_' + 'a'.repeat(22),
    'V_' + 'a'.repeat(22),
    'v-' + 'a'.repeat(22),
    'v_' + 'a'.repeat(21) + '+',
    'v_' + 'a'.repeat(21) + '/',
    'v_' + 'a'.repeat(21) + '=',
    ' v_' + 'a'.repeat(22),
    'v_' + 'a'.repeat(22) + '\n',
    '',
  ])('rejects %j', (id) => {
    expect(VISITOR_ID_PATTERN.test(id)).toBe(false)
  })
})
