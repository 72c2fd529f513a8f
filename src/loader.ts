// loader.js, the only file an embed references, and the launcher stage's
// entry. Its only side effects: find its own <script>, refuse a second
// mount, read the data attributes, start the launcher stage and expose the
// public API as `window.AgentChat`.
import { parseConfig, widgetKeyProblem } from './config'
import { NAMESPACE, namespaceOf } from './namespace'
import { startLauncherStage } from './launcher/stage'

const PREFIX = '[agent-chat] '
const script = (document.currentScript || document.querySelector('script[data-widget-key]')) as HTMLScriptElement | null

function boot(script: HTMLScriptElement) {
  const attrs = { ...script.dataset }
  const problem = widgetKeyProblem(attrs['widgetKey'])
  if (problem) return console.error(PREFIX + problem + '; the chat widget is not shown')
  const config = parseConfig(attrs, script.src, (message) => console.warn(PREFIX + message))
  const global = window as unknown as Record<string, unknown>
  const api = startLauncherStage({
    config,
    base: script.src,
    nonce: script.nonce,
    panelFile: __PANEL_FILE__,
    languages: __LANGS__,
    languageHash: __I18N_HASH__,
    log: (message) => console.error(PREFIX + message),
    onDestroy: () => {
      if (global[NAMESPACE] === api) delete global[NAMESPACE]
    },
  })
  global[NAMESPACE] = api
}

function start() {
  try {
    if (!script) console.error(PREFIX + 'cannot find its own <script> element')
    else if (namespaceOf(window)) console.warn(PREFIX + 'already loaded on this page; the second embed is ignored')
    else boot(script)
  } catch (error) {
    // Never throw into the host page; say once what went wrong.
    console.error(PREFIX + 'could not start: ' + (error instanceof Error ? error.message : String(error)))
  }
}

// An embed placed in <head> runs before <body> exists.
if (document.body) start()
else document.addEventListener('DOMContentLoaded', start, { once: true })
