// The WCAG 2.x contrast arithmetic the tests measure with: the stylesheet
// picks black or white on the primary colour (src/launcher/launcher.css,
// --on-auto), and readableOn is the choice it must agree with.

function channel(c: number): number {
  const s = c / 255
  return s <= 0.04045 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4)
}

/** Relative luminance of a #rgb or #rrggbb colour (WCAG 2.2 definition). */
export function luminance(hex: string): number {
  let h = hex.replace('#', '')
  if (h.length === 3) h = h.replace(/./g, '$&$&')
  const n = parseInt(h, 16)
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
}

/** The #rrggbb of a computed `rgb()` or `rgba()` colour (its alpha left out), for the functions here. */
export function hexOf(rgb: string): string {
  return (
    '#' +
    rgb
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((n) => Math.round(Number(n)).toString(16).padStart(2, '0'))
      .join('')
  )
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/**
 * Black or white, whichever contrasts more with `background`. Against black
 * the ratio is (L + 0.05) / 0.05, against white 1.05 / (L + 0.05): black wins
 * when (L + 0.05)² ≥ 0.0525 (the unit tests hold it to contrastRatio).
 */
export function readableOn(background: string): '#000000' | '#ffffff' {
  return (luminance(background) + 0.05) ** 2 >= 0.0525 ? '#000000' : '#ffffff'
}
