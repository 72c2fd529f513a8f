import { afterEach, describe, expect, it } from 'vitest'
import { stringify } from '../src/shared/page/json'

type Proto = Record<string, unknown>
const PROTOS: Array<[string, Proto]> = [
  ['Array', Array.prototype as unknown as Proto],
  ['Object', Object.prototype as unknown as Proto],
  ['String', String.prototype as unknown as Proto],
]

function cleanUp() {
  for (const [, proto] of PROTOS) delete proto['toJSON']
}

afterEach(cleanUp)

// What prototype.js 1.6 did: arrays serialise themselves to a JSON *string*,
// so JSON.stringify({ a: [1] }) gives {"a":"[1]"}.
function prototypeJsArrayToJSON(this: unknown[]): string {
  return '[' + this.map((v) => JSON.stringify(v)).join(',') + ']'
}

describe('stringify', () => {
  it('serialises plain values like JSON.stringify', () => {
    const value = { a: 1, b: 'two', c: [1, { d: null }], e: true, f: undefined }
    expect(stringify(value)).toBe(JSON.stringify(value))
    expect(stringify('x')).toBe('"x"')
  })

  it('keeps arrays as arrays when the page patched Array.prototype.toJSON, and restores the patch', () => {
    ;(Array.prototype as unknown as Proto)['toJSON'] = prototypeJsArrayToJSON
    let patchedNative: string
    let ours: string
    let after: unknown
    try {
      patchedNative = JSON.stringify({ messages: [1, 2] })
      ours = stringify({ messages: [1, 2], nested: { list: ['a'] } })
      after = (Array.prototype as unknown as Proto)['toJSON']
    } finally {
      cleanUp()
    }
    // Sanity: the patch really breaks the native call.
    expect(patchedNative).toBe('{"messages":"[1,2]"}')
    expect(ours).toBe('{"messages":[1,2],"nested":{"list":["a"]}}')
    expect(JSON.parse(ours)).toEqual({ messages: [1, 2], nested: { list: ['a'] } })
    expect(after).toBe(prototypeJsArrayToJSON)
  })

  it('ignores toJSON patched onto Object.prototype and String.prototype too, restoring both', () => {
    const objectPatch = () => 'object!'
    const stringPatch = () => 'string!'
    ;(Object.prototype as unknown as Proto)['toJSON'] = objectPatch
    ;(String.prototype as unknown as Proto)['toJSON'] = stringPatch
    let ours: string
    let restored: unknown[]
    try {
      ours = stringify({ a: 'x', b: { c: 1 } })
      restored = [(Object.prototype as unknown as Proto)['toJSON'], (String.prototype as unknown as Proto)['toJSON']]
    } finally {
      cleanUp()
    }
    expect(ours).toBe('{"a":"x","b":{"c":1}}')
    expect(restored).toEqual([objectPatch, stringPatch])
  })

  it('restores the patch when JSON.stringify throws (BigInt)', () => {
    ;(Array.prototype as unknown as Proto)['toJSON'] = prototypeJsArrayToJSON
    let error: unknown
    let after: unknown
    try {
      try {
        stringify({ list: [1n] })
      } catch (e) {
        error = e
      }
      after = (Array.prototype as unknown as Proto)['toJSON']
    } finally {
      cleanUp()
    }
    expect(error).toBeInstanceOf(TypeError)
    expect(after).toBe(prototypeJsArrayToJSON)
  })

  it('does not add toJSON where the page had none', () => {
    stringify({ a: [1] })
    for (const [, proto] of PROTOS) expect(Object.prototype.hasOwnProperty.call(proto, 'toJSON')).toBe(false)
  })

  it('still honours toJSON on our own values (Date)', () => {
    expect(stringify({ at: new Date('2025-01-02T03:04:05.000Z') })).toBe('{"at":"2025-01-02T03:04:05.000Z"}')
  })

  it('restores a patched toJSON with its original property attributes', () => {
    // Polyfills define toJSON non-enumerable; turning it enumerable after our
    // first save would make it show up in every for...in loop on the page.
    const patch = function (this: unknown) {
      return 'patched'
    }
    const original: PropertyDescriptor = { value: patch, writable: true, configurable: true, enumerable: false }
    const after: Record<string, PropertyDescriptor | undefined> = {}
    try {
      for (const [, proto] of PROTOS) Object.defineProperty(proto, 'toJSON', original)
      stringify({ a: [1], s: 'x' })
      for (const [name, proto] of PROTOS) after[name] = Object.getOwnPropertyDescriptor(proto, 'toJSON')
    } finally {
      cleanUp()
    }
    expect(after).toEqual({ Array: original, Object: original, String: original })
  })
})
