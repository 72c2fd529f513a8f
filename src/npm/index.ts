// The npm package's ES module entry, for sites that bundle their own code:
//
//   import { mount } from 'agent-chat-widget'
//   const chat = mount({ widgetKey: 'wgt_...', apiBase: 'https://api.example/v1' })
//   chat?.on('message', (m) => console.log(m.role, m.text))
//
// The same widget and the same API as loader.js and `window.AgentChat`. The
// panel, the API's commands and each language are dynamic import()s, so the
// site's bundler splits them into chunks of its own, fetched at the same
// moments as the CDN build's (the panel on intent, a language with the page).
// Nothing is global: no `window.AgentChat`, no chunk registry.
import { createAgentChat } from '../launcher/public-api'
import { attributesOf } from '../shared/settings/from-api'
import type { AgentChatApi, Settings } from '../shared/api/public-api'
import { reportWarning } from '../shared/page/console'
import { importChunks } from './import-chunks'

export type {
  AgentChatApi,
  CommandName,
  Commands,
  EventName,
  Events,
  Listener,
  MessageEvent,
  Settings,
  Texts,
  Visitor,
  WidgetError,
} from '../shared/api/public-api'

export interface MountOptions extends Omit<Settings, 'container'> {
  /** Inline mode: the element the panel fills, or a CSS selector of it (data-container). */
  container?: string | Element
  /** The chat widget's key, `wgt_...`. */
  widgetKey: string
  /** The service's base URL, such as `https://api.example/v1`. Default: this page's origin + `/v1`. */
  apiBase?: string
}

let mounted: AgentChatApi | undefined

/** The attribute that marks the element given as mount's container. */
const MOUNTED_CONTAINER = 'data-agent-chat-container'

/**
 * Adds the widget to the page and returns its API, or undefined (said in the
 * console) when the options cannot start it, such as a missing widget key.
 * One widget per page: a second call returns the first one's API until
 * `destroy()`.
 */
export function mount(options: MountOptions): AgentChatApi | undefined {
  if (mounted) {
    reportWarning('mount: the widget is already on this page; its API is returned (destroy() it first to mount another)')
    return mounted
  }
  // An element has no selector of its own: it is marked with one, which the inline chunk looks for as for any data-container.
  const { container } = options
  if (container instanceof Element) container.setAttribute(MOUNTED_CONTAINER, '')
  // As boot and update take them: the embed's data attributes, the same checks.
  const attributes = attributesOf('mount', container instanceof Element ? { ...options, container: `[${MOUNTED_CONTAINER}]` } : options)
  if (!attributes) return undefined
  const api = createAgentChat({
    attributes,
    loaderSrc: '',
    chunks: importChunks(),
    onDestroy: () => (mounted = undefined),
  })
  mounted = api
  return api
}
