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
import type { ChunkLoader } from '../launcher/chunks'
import { createAgentChat } from '../launcher/public-api'
import { attributesOf } from '../shared/settings'
import type { AgentChatApi, Settings } from '../shared/public-api'
import { languageChunk } from '../shared/chunk-interfaces'
import { messageOf, reportError, reportWarning } from '../shared/console'
import { onceUntilFailure } from '../shared/once-until-failure'

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
} from '../shared/public-api'

export interface MountOptions extends Omit<Settings, 'container'> {
  /** Inline mode: the element the panel fills, or a CSS selector of it (data-container). */
  container?: string | Element
  /** The chat widget's key, `wgt_...`. */
  widgetKey: string
  /** The service's base URL, such as `https://api.example/v1`. Default: this page's origin + `/v1`. */
  apiBase?: string
}

// One import() each, written out: every bundler can follow a literal path.
const LANGUAGES: Record<string, () => Promise<{ default: unknown }>> = {
  ar: () => import('../i18n/ar'),
  de: () => import('../i18n/de'),
  es: () => import('../i18n/es'),
  fr: () => import('../i18n/fr'),
  ja: () => import('../i18n/ja'),
  pt: () => import('../i18n/pt'),
}

// Each chunk's payload (src/<name>/chunk.ts, listed in src/shared/chunk-manifest.ts):
// the build writes an import() for each, which the site's bundler splits.
const CHUNK_IMPORTS = import.meta.glob<unknown>('../*/chunk.ts', { import: 'chunk' })

const CHUNKS: Record<string, () => Promise<unknown>> = {
  ...Object.fromEntries(Object.entries(CHUNK_IMPORTS).map(([path, load]) => [path.split('/')[1]!, load] as const)),
  ...Object.fromEntries(Object.entries(LANGUAGES).map(([lang, load]) => [languageChunk(lang), () => load().then((m) => m.default)])),
}

/** The CDN build's chunk loader, with import() in place of <script> elements: one import per chunk, a failed one tried again on the next call. */
function importChunks(): ChunkLoader {
  const load = onceUntilFailure((name: string) =>
    CHUNKS[name]!().catch((error: unknown) => {
      reportError(`could not load the ${name} chunk: ${messageOf(error)}`)
      throw error
    }),
  )
  return { define() {}, load }
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
    panelFile: `agent-chat-widget@${__VERSION__} (npm)`,
    // Chunks are imported by name here; the file names are the CDN build's.
    teaserFile: '',
    inlineFile: '',
    restoreFile: '',
    commandsFile: 'commands',
    languages: Object.keys(LANGUAGES),
    languageHash: '',
    onDestroy: () => (mounted = undefined),
  })
  mounted = api
  return api
}
