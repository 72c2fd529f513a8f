// The widget's one element on the host page: a custom element with an open
// shadow root. Styles go in as constructable stylesheets (no <style> element,
// so a strict CSP needs no style-src). Browsers without them (Safari before
// 16.4, older than the build's targets) get no widget: adopting throws, the
// loader says so in the console, and nothing unstyled is drawn.
//
// Where it lives is what keeps it alive through a site's navigations: the
// last child of <html>, after <body>, not inside it. Every page-changing
// library works on <body>: Turbo Drive replaces it, Turbo 8's morphing
// refresh rewrites its children, htmx's boosted links swap its content and
// save it (innerHTML) for the back button, history-API routers rewrite parts
// of it. None of them sees the widget, so none can remove it, copy it, or
// take focus from the message box. One rule instead of one per library.
import { ELEMENT_NAME } from '../shared/api/public-api'

// Defined (not left as an unknown element) so host rules such as
// `:not(:defined) { display: none }` for their own components do not hide us.
class AgentChatElement extends (__NPM__ ? globalThis.HTMLElement || Object : HTMLElement) {
  // A copy is not the widget: markup saved with an earlier version's element
  // in <body>, or a page's own clone, has no shadow root. Left in place it
  // would be an empty element that `querySelector` finds first. One with a
  // widget key is the site's own placement (inline mode): the widget with that key goes in it.
  connectedCallback() {
    if (this.shadowRoot) return
    if (this.dataset['widgetKey']) tell()
    else this.remove()
  }
}

/**
 * The page's running widgets (several embeds, or several `mount()`s, share
 * this one loader), each by what it does when the page changes under it: the
 * site placed a widget's element (now, or later on a single-page app's route;
 * the widget its key names moves into it), or another widget came or went
 * (each launcher says whose it is while there are several).
 */
const hosts = new Set<() => void>()
/** Tells every widget but `except` (one being made is not told of itself: its launcher is not drawn yet). */
const tell = (except?: () => void) => {
  for (const changed of hosts) if (changed !== except) changed()
}

/** Whether more than one widget is on the page: each launcher then says whose it is. */
export const severalWidgets = () => hosts.size > 1

export interface Host {
  element: HTMLElement
  root: ShadowRoot
  adopt(css: string): void
  remove(): void
}

export function createHost(zIndex: number | undefined, changed: () => void): Host {
  // Defining the element upgrades what the site placed before this widget is told of anything: its stage
  // looks for its own element once it is drawn.
  if (!customElements.get(ELEMENT_NAME)) customElements.define(ELEMENT_NAME, AgentChatElement)
  hosts.add(changed)
  tell(changed)
  const element = document.createElement(ELEMENT_NAME)
  const root = element.attachShadow({ mode: 'open' })
  // Custom properties survive `all: initial`; the stylesheet reads this one.
  if (zIndex !== undefined) element.style.setProperty('--acw-z', String(zIndex))

  // A script that rewrites the whole of <html> takes the widget with it: it
  // goes back in, its shadow tree and state intact.
  const page = document.documentElement
  const observer = new MutationObserver(attach)
  function attach() {
    if (!element.isConnected) page.appendChild(element)
  }
  attach()
  observer.observe(page, { childList: true })
  // Each stylesheet once: a panel started again (a new visitor, a reset, an
  // inline redraw) and its chunks ask for theirs again.
  const adopted = new Set<string>()

  return {
    element,
    root,
    adopt(css) {
      if (adopted.has(css)) return
      const sheet = new CSSStyleSheet()
      sheet.replaceSync(css)
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
      adopted.add(css)
    },
    remove() {
      observer.disconnect()
      element.remove()
      hosts.delete(changed)
      tell()
    },
  }
}
