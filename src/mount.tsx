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

export function mount(model: ChatModel, doc: Document = document): Mounted {
  if (!customElements.get(ELEMENT_NAME)) customElements.define(ELEMENT_NAME, AgentChatElement)
  const host = doc.createElement(ELEMENT_NAME)
  const root = host.attachShadow({ mode: 'open' })
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(widgetCss)
  root.adoptedStyleSheets = [sheet]
  render(<App model={model} />, root)
  doc.body.appendChild(host)
  return {
    host,
    root,
    unmount() {
      render(null, root)
      host.remove()
    },
  }
}
