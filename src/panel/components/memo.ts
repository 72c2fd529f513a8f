// preact/compat's memo without compat (whose import patches Preact's global
// options and adds bytes): a component that renders again only when a prop
// changed by identity.
import type { Component, FunctionComponent } from 'preact'

function changed(a: object, b: object): boolean {
  for (const key in a) if (!(key in b)) return true
  for (const key in b) if ((a as Record<string, unknown>)[key] !== (b as Record<string, unknown>)[key]) return true
  return false
}

export function memo<P extends object>(render: FunctionComponent<P>): FunctionComponent<P> {
  function Memo(this: Component<P>, props: P) {
    this.shouldComponentUpdate = function (this: Component<P>, next: P) {
      return changed(this.props, next)
    }
    // Called here, not as a child component: its hooks belong to this one.
    return render(props)
  }
  return Memo
}
