// The only file an embed references. It stays tiny: check the key, remember
// the attributes, fetch the widget bundle from beside itself. No DOM besides
// that one <script>, no globals besides the namespace.
import { widgetKeyProblem } from './config'
import { NAMESPACE, namespaceOf, type Namespace } from './namespace'

declare const __WIDGET_FILE__: string

const PREFIX = '[agent-chat] '
const script = (document.currentScript ||
  document.querySelector('script[data-widget-key]')) as HTMLScriptElement | null

if (!script) {
  console.error(PREFIX + 'cannot find its own <script> element')
} else if (namespaceOf(window)) {
  console.warn(PREFIX + 'already loaded on this page; the second embed is ignored')
} else {
  const attrs = { ...script.dataset }
  const problem = widgetKeyProblem(attrs['widgetKey'])
  if (problem) {
    console.error(PREFIX + problem + '; the chat widget is not shown')
  } else {
    const ns: Namespace = { boot: { attrs, src: script.src }, version: __WIDGET_FILE__ }
    ;(window as unknown as Record<string, unknown>)[NAMESPACE] = ns
    const widget = document.createElement('script')
    // Inserted scripts run async already (no async attribute needed).
    widget.src = new URL(__WIDGET_FILE__, script.src).href
    // Pages with a nonce-based CSP trust scripts by nonce; pass ours on.
    if (script.nonce) widget.nonce = script.nonce
    ;(document.head || document.documentElement).appendChild(widget)
  }
}
