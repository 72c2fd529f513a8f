// Puts the widget on the page: one custom element with an open shadow root,
// styles adopted as a constructable stylesheet, the Preact tree inside.
import { h, render } from 'preact'
import { App } from './components/App'
import { ELEMENT_NAME } from './namespace'
import type { ChatModel } from './state/chat-model'
import { widgetCss } from './styles/widget-css'

// Defined (not left as an unknown element) so host rules such as
// `:not(:defined) { display: none }` for their own components do not hide us.
class AgentChatElement extends HTMLElement {}

export interface Mounted {
  host: HTMLElement
  root: ShadowRoot
  unmount(): void
}

export function mount(model: ChatModel, zIndex?: number): Mounted {
  if (!customElements.get(ELEMENT_NAME)) customElements.define(ELEMENT_NAME, AgentChatElement)
  const host = document.createElement(ELEMENT_NAME)
  const root = host.attachShadow({ mode: 'open' })
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(widgetCss)
  root.adoptedStyleSheets = [sheet]
  // Custom properties survive `all: initial`; the stylesheet reads this one.
  if (zIndex !== undefined) host.style.setProperty('--acw-z', String(zIndex))
  render(<App model={model} />, root)
  // Single-page apps and Turbo-style navigations replace <body> or its
  // content; the widget (its shadow tree and state intact) goes back in.
  const attach = () => {
    if (!host.isConnected && document.body) document.body.appendChild(host)
    watch.disconnect()
    watch.observe(document.documentElement, { childList: true })
    if (document.body) watch.observe(document.body, { childList: true })
  }
  const watch = new MutationObserver(attach)
  attach()
  return {
    host,
    root,
    unmount() {
      watch.disconnect()
      render(null, root)
      host.remove()
    },
  }
}
