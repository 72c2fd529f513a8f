// The widget's one element on the host page: a custom element with an open
// shadow root. Styles go in as constructable stylesheets (no <style> element,
// so a strict CSP needs no style-src), with a <style> fallback for browsers
// that lack them (Safari before 16.4).
import { ELEMENT_NAME } from '../namespace'

// Defined (not left as an unknown element) so host rules such as
// `:not(:defined) { display: none }` for their own components do not hide us.
class AgentChatElement extends HTMLElement {}

export interface Host {
  element: HTMLElement
  root: ShadowRoot
  adopt(css: string): void
  remove(): void
}

export function createHost(zIndex: number | undefined): Host {
  if (!customElements.get(ELEMENT_NAME)) customElements.define(ELEMENT_NAME, AgentChatElement)
  const element = document.createElement(ELEMENT_NAME)
  const root = element.attachShadow({ mode: 'open' })
  // Custom properties survive `all: initial`; the stylesheet reads this one.
  if (zIndex !== undefined) element.style.setProperty('--acw-z', String(zIndex))

  // Single-page apps and Turbo-style navigations replace <body> or its
  // content; the widget (its shadow tree and state intact) goes back in.
  const watch = new MutationObserver(attach)
  function attach() {
    if (!element.isConnected && document.body) document.body.appendChild(element)
    watch.disconnect()
    watch.observe(document.documentElement, { childList: true })
    if (document.body) watch.observe(document.body, { childList: true })
  }
  attach()

  return {
    element,
    root,
    adopt(css) {
      if (root.adoptedStyleSheets) {
        const sheet = new CSSStyleSheet()
        sheet.replaceSync(css)
        root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
      } else {
        const style = document.createElement('style')
        style.textContent = css
        root.append(style)
      }
    },
    remove() {
      watch.disconnect()
      element.remove()
    },
  }
}
