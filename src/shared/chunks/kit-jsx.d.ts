// The chunks the panel loads (menu, suggestions, feedback) render with the
// panel's Preact, handed over as a kit, so their `h` is a parameter, which
// carries no JSX namespace for TypeScript to find. Preact's, as the global
// one: elsewhere `h` is Preact's own import and TypeScript reads its
// namespace first.
import type { JSX as PreactJSX } from 'preact'

declare global {
  namespace JSX {
    type Element = PreactJSX.Element
    type IntrinsicElements = PreactJSX.IntrinsicElements
    type IntrinsicAttributes = PreactJSX.IntrinsicAttributes
    type ElementChildrenAttribute = PreactJSX.ElementChildrenAttribute
  }
}
