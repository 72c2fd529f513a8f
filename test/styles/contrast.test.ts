import { describe, expect, it } from 'vitest'
import { contrastRatio, luminance, readableOn } from '../helpers/contrast'

// An independent WCAG 2.x implementation to check against.
function referenceLuminance(hex: string): number {
  const full = hex.length === 4 ? '#' + [...hex.slice(1)].map((c) => c + c).join('') : hex
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function referenceRatio(a: string, b: string): number {
  const la = referenceLuminance(a)
  const lb = referenceLuminance(b)
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

describe('luminance', () => {
  it.each([
    ['#ffffff', 1],
    ['#fff', 1],
    ['#000000', 0],
    ['#000', 0],
    ['#ff0000', 0.2126],
    ['#00ff00', 0.7152],
    ['#0000ff', 0.0722],
    ['#808080', 0.2158605],
  ])('of %s is %f', (hex, expected) => {
    expect(luminance(hex)).toBeCloseTo(expected, 6)
  })

  it('treats #rgb like #rrggbb', () => {
    expect(luminance('#1a2')).toBeCloseTo(luminance('#11aa22'), 12)
    expect(luminance('#ABC')).toBeCloseTo(luminance('#aabbcc'), 12)
  })
})

describe('contrastRatio', () => {
  it('is 21:1 for white on black, in either order', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10)
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 10)
  })

  it('is 1:1 for a colour on itself', () => {
    expect(contrastRatio('#6366f1', '#6366f1')).toBe(1)
  })

  it.each([
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#0000ff', '#ffffff', 8.59],
    ['#ff0000', '#ffffff', 4.0],
  ])('of %s on %s is about %f', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2)
  })
})

describe('readableOn', () => {
  it('picks black on a light yellow and white on a dark navy', () => {
    expect(readableOn('#ffe14d')).toBe('#000000')
    expect(readableOn('#1a1a2e')).toBe('#ffffff')
  })

  it.each([
    ['#ffffff', '#000000'],
    ['#000000', '#ffffff'],
    // Indigo-500: by WCAG 2 arithmetic black (4.7:1) beats white (4.47:1).
    ['#6366f1', '#000000'],
    ['#4f46e5', '#ffffff'],
    ['#fff', '#000000'],
    ['#00ff00', '#000000'],
  ])('on %s is %s', (background, expected) => {
    expect(readableOn(background)).toBe(expected)
  })

  it('always picks the better of black and white, which reaches 4.5:1', () => {
    const samples: string[] = []
    const steps = ['00', '33', '5a', '80', 'a5', 'cc', 'ff']
    for (const r of steps) for (const g of steps) for (const b of steps) samples.push(`#${r}${g}${b}`)
    samples.push('#ffe14d', '#1a1a2e', '#6366f1', '#e11d48', '#0ea5e9', '#22c55e', '#f59e0b', '#777', '#888', '#999')
    for (const background of samples) {
      const chosen = readableOn(background)
      const other = chosen === '#000000' ? '#ffffff' : '#000000'
      const chosenRatio = referenceRatio(background, chosen)
      const otherRatio = referenceRatio(background, other)
      expect(chosenRatio, background).toBeGreaterThanOrEqual(otherRatio)
      expect(chosenRatio, background).toBeGreaterThanOrEqual(4.5)
    }
  })
})
