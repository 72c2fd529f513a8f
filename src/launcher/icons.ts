// The two icons, drawn with DOM calls (no innerHTML: pages that enforce
// Trusted Types refuse it); fill and stroke come from the stylesheet. Hidden
// from assistive technology: the buttons carry the names. The panel's Preact
// icons use the same shapes (src/shared/styling/icons.ts).

export function icon(path: string): SVGSVGElement {
  const create = (tag: string) => document.createElementNS('http://www.w3.org/2000/svg', tag)
  const svg = create('svg') as SVGSVGElement
  svg.setAttribute('viewBox', '0 0 24 24')
  svg.setAttribute('aria-hidden', 'true')
  svg.appendChild(create('path')).setAttribute('d', path)
  return svg
}
