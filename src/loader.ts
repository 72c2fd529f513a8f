// loader.js, the only file an embed references, and the launcher stage's
// entry. Its only side effects: find its own <script>, refuse a second
// mount, start the widget from the data attributes, expose the public API as
// `window.AgentChat` and replay the calls the documented stub queued before
// this file arrived.
import { createChunkLoader } from './launcher/chunks'
import { createAgentChat, PREFIX } from './launcher/public-api'
import { NAMESPACE, namespaceOf, type Stub } from './namespace'

const script = (document.currentScript || document.querySelector('script[data-widget-key]')) as HTMLScriptElement | null

function boot(script: HTMLScriptElement, stub: Stub | undefined) {
  const global = window as unknown as Record<string, unknown>
  const api = createAgentChat({
    attributes: { ...script.dataset },
    loaderSrc: script.src,
    // Pinned (loader-<version>.js with integrity on its tag): so is every chunk.
    chunks: createChunkLoader(script.src, script.nonce, (message) => console.error(PREFIX + message), __PINS__ && !!script.integrity),
    panelFile: __PANEL_FILE__,
    commandsFile: __COMMANDS_FILE__,
    languages: __LANGS__,
    languageHash: __I18N_HASH__,
    onDestroy: () => {
      if (global[NAMESPACE] === api) delete global[NAMESPACE]
    },
  })
  // A key that cannot start the widget: no widget and no global (the error is in the console).
  if (!api) return
  global[NAMESPACE] = api
  // In the order the page made them; a bad one is reported and skipped.
  const call = api as unknown as (...args: unknown[]) => void
  Array.from(stub?.q ?? [], (args) => call(...Array.from(args)))
}

function start() {
  try {
    const existing: unknown = namespaceOf(window)
    if (!script) console.error(PREFIX + 'cannot find its own <script> element')
    // The stub is a plain function; the real API carries `_define`.
    else if (existing && (typeof existing !== 'function' || '_define' in existing)) console.warn(PREFIX + 'already loaded on this page; the second embed is ignored')
    else boot(script, existing as Stub | undefined)
  } catch (error) {
    // Never throw into the host page; say once what went wrong.
    console.error(PREFIX + 'could not start: ' + (error instanceof Error ? error.message : String(error)))
  }
}

// An embed placed in <head> runs before <body> exists.
if (document.body) start()
else document.addEventListener('DOMContentLoaded', start, { once: true })
