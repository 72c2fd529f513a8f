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

/** The widgets mounted on this page, by key; the first mounted answers the site's unnamed elements and #agent-chat. */
const mounted = new Map<string, AgentChatApi>()

/** One chunk loader for every widget: each chunk is imported once, whatever the number of widgets. */
let chunks: ReturnType<typeof importChunks> | undefined

/** The attribute that marks the element given as mount's container, with the widget's key as its value. */
const MOUNTED_CONTAINER = 'data-agent-chat-container'

/**
 * Adds a widget to the page and returns its API, or undefined (said in the
 * console) when the options cannot start it, such as a missing widget key.
 * One widget per key: several keys make several widgets (a sales agent in
 * the corner, a support agent inline), each with its own conversation; a
 * second call with a key already mounted returns that widget's API until
 * `destroy()`.
 */
export function mount(options: MountOptions): AgentChatApi | undefined {
  const already = mounted.get(options.widgetKey)
  if (already) {
    reportWarning(`mount: the widget ${options.widgetKey} is already on this page; its API is returned (destroy() it first to mount it again)`)
    return already
  }
  // An element has no selector of its own: it is marked with one, which the inline chunk looks for as for any data-container.
  const { container } = options
  const marker = `[${MOUNTED_CONTAINER}="${CSS.escape(String(options.widgetKey))}"]`
  if (container instanceof Element) container.setAttribute(MOUNTED_CONTAINER, String(options.widgetKey))
  // As boot and update take them: the embed's data attributes, the same checks.
  const attributes = attributesOf('mount', container instanceof Element ? { ...options, container: marker } : options)
  if (!attributes) return undefined
  const key = options.widgetKey
  const api = createAgentChat({
    attributes,
    loaderSrc: '',
    chunks: (chunks ??= importChunks()),
    // A widget mounted beside another opens from the site's elements that name its key only.
    addressed: mounted.size > 0,
    onDestroy: () => mounted.delete(key),
  })
  if (api) mounted.set(key, api)
  return api
}
