// The two icons' shapes (24×24 SVG paths): the launcher and the loading frame
// draw them with DOM calls (`icon`), the panel with Preact; both from here, so
// they cannot drift apart.
export const CHAT_PATH = 'M12 3C6.5 3 2 6.8 2 11.5c0 2.4 1.2 4.6 3.1 6.1L4.3 21l4-2c1.2.4 2.4.6 3.7.6 5.5 0 10-3.8 10-8.5S17.5 3 12 3z'
export const CLOSE_PATH = 'M6 6l12 12M18 6L6 18'

/**
 * An icon drawn with DOM calls (no innerHTML: pages that enforce Trusted Types
 * refuse it); fill and stroke come from the stylesheet. Hidden from assistive
 * technology: the buttons carry the names.
 */
export function icon(path: string): SVGSVGElement {
  const create = (tag: string) => document.createElementNS('http://www.w3.org/2000/svg', tag)
  const svg = create('svg') as SVGSVGElement
  svg.setAttribute('viewBox', '0 0 24 24')
  svg.setAttribute('aria-hidden', 'true')
  svg.appendChild(create('path')).setAttribute('d', path)
  return svg
}
