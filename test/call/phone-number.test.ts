// data-phone's check (src/call/phone-number.ts): what is a number, its tel:
// address, and the warnings, each naming its attribute.
import { describe, expect, it, vi } from 'vitest'
import jsQR from 'jsqr'
import { phoneOf, telOf } from '../../src/call/phone-number'
import { qrPath } from '../../src/qr/qr'

describe('telOf: a number as a site writes it, and its tel: address', () => {
  it.each([
    ['+1 555 0100', 'tel:+15550100'],
    ['  +44 20 7946 0958 ', 'tel:+442079460958'],
    ['(555) 010-0100', 'tel:5550100100'],
    ['555.0100', 'tel:5550100'],
    ['+49 (0)30 1234-5678', 'tel:+493012345678'],
    ['(0)30 1234-5678', 'tel:03012345678'],
    ['112', 'tel:112'],
    ['+1\u00a0555\u00a00100', 'tel:+15550100'],
    ['123456789012345', 'tel:123456789012345'],
  ])('%j is %j', (written, tel) => {
    expect(telOf(written)).toBe(tel)
  })

  it.each([
    ['', 'nothing'],
    ['12', 'fewer than 3 digits'],
    ['+1', 'fewer than 3 digits'],
    ['1234567890123456', 'more than 15 digits (E.164)'],
    ['1-800-FLOWERS', 'letters'],
    ['+1 555 0100 ext. 12', 'an extension'],
    ['555 0100 x12', 'an extension'],
    ['1+555 0100', 'a + that is not first'],
    ['++1 555 0100', 'a second +'],
    ['javascript:alert(1)', 'a javascript: URL'],
    ['javascript:5550100', 'a javascript: scheme with digits'],
    ['tel:+15550100', 'a tel: URL (the number is written as the site writes it)'],
    ['sms:+15550100', 'another scheme'],
    ['+1 555 0100;ext=1', 'a tel: parameter'],
    ['+1 555 0100#', 'a # (a fragment in a URL)'],
    ['555/0100', 'a slash'],
    ['- . ( )', 'no digits'],
  ])('%j is refused (%s)', (written) => {
    expect(telOf(written)).toBeUndefined()
  })
})

describe('phoneOf: the settings as the call chunk reads them', () => {
  it('a number: as written (trimmed), its tel: address and the label; nothing said', () => {
    const warn = vi.fn()
    expect(phoneOf({ phone: ' +1 555 0100 ', phoneLabel: ' Talk to our assistant ' }, warn)).toEqual({
      number: '+1 555 0100',
      tel: 'tel:+15550100',
      label: 'Talk to our assistant',
    })
    expect(warn).not.toHaveBeenCalled()
  })

  it('a refused number warns, naming data-phone and the value, and leaves no number', () => {
    const warn = vi.fn()
    expect(phoneOf({ phone: 'javascript:alert(1)', phoneLabel: '' }, warn)).toBeUndefined()
    expect(warn.mock.calls).toEqual([['data-phone="javascript:alert(1)" is not valid; using the default ""']])
  })

  it('a label over 40 characters warns, naming data-phone-label, and is left out; the number stays', () => {
    const warn = vi.fn()
    expect(phoneOf({ phone: '555 0100', phoneLabel: 'x'.repeat(41) }, warn)).toEqual({ number: '555 0100', tel: 'tel:5550100', label: '' })
    expect(String(warn.mock.calls[0]![0])).toMatch(/^data-phone-label="x+" is not valid/)
    expect(phoneOf({ phone: '555 0100', phoneLabel: 'x'.repeat(40) }, warn)!.label).toHaveLength(40)
  })

  it('no number set: nothing, and nothing said', () => {
    const warn = vi.fn()
    expect(phoneOf({ phone: '  ', phoneLabel: '' }, warn)).toBeUndefined()
    expect(warn).not.toHaveBeenCalled()
  })
})

describe('qrPath: the QR code the card draws', () => {
  /** The path's unit squares as black pixels on white, `scale` pixels a module, for a QR reader. */
  function pixels({ size, d }: { size: number; d: string }, scale = 4) {
    const width = size * scale
    const rgba = new Uint8ClampedArray(width * width * 4).fill(255)
    for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g))
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const at = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4
          rgba[at] = rgba[at + 1] = rgba[at + 2] = 0
        }
    return { rgba, width }
  }

  it.each(['tel:+15550100', 'tel:+442079460958', 'tel:123456789012345'])('%s decodes to itself, with a quiet zone of 4 modules', (tel) => {
    const path = qrPath(tel)
    const { rgba, width } = pixels(path)
    expect(jsQR(rgba, width, width)?.data).toBe(tel)
    // Nothing dark in the quiet zone: the first dark module is at (4, 4), the finder pattern's corner.
    expect(path.d.startsWith('M4 4h1v1h-1z')).toBe(true)
  })
})
