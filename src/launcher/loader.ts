// loader.js, the only file an embed references, and the launcher stage's
// entry. Its only side effects: find its own <script>, mark it as starting,
// wait for the embed tags before it (the first tag's widget is the page's
// first, whichever loader runs first: ./embed-order.ts), refuse a different
// second embed (the same one run again is silent), start the widget from the
// data attributes, expose the public API as `window.AgentChat` and replay the
// calls the documented stub queued before this file arrived.
import { createChunkLoader } from './chunks'
import { createAgentChat } from './public-api'
import { NAMESPACE } from '../shared/api/public-api'
import { placedFor } from '../shared/settings/inline'
import { namespaceOf, type Namespace, type Stub } from '../shared/chunks/interfaces'
import { messageOf, reportError } from '../shared/page/console'
import { STARTING, startInOrder, type EmbedTag } from './embed-order'

const script = (document.currentScript || document.querySelector('script[data-widget-key]')) as HTMLScriptElement | null

/** `embed` says which embed this is: the same loader with the same key is the same embed, wherever its tag sits. */
function boot(script: HTMLScriptElement, stub: Stub | undefined, embed: string) {
  const global = window as unknown as Record<string, unknown>
  const api = createAgentChat({
    // The widget's element placed by the site (inline mode) may carry the settings too; its own win.
    // The key says which element is this widget's: another widget of the page may have one.
    attributes: { ...script.dataset, ...document.querySelector<HTMLElement>(placedFor(script.dataset['widgetKey'] ?? ''))?.dataset },
    loaderSrc: script.src,
    // Pinned (loader-<version>.js with integrity on its tag): so is every chunk.
    chunks: createChunkLoader(script.src, script.nonce, reportError, __PINS__ && !!script.integrity),
    onDestroy: () => {
      if (global[NAMESPACE] === api) delete global[NAMESPACE]
    },
  })
  // A key that cannot start the widget: no widget and no global (the error is in the console).
  if (!api) return
  global[NAMESPACE] = api
  api._embed = embed
  // In the order the page made them; a bad one is reported and skipped.
  const call = api as unknown as (...args: unknown[]) => void
  for (const args of stub?.q ?? []) call(...args)
}

function start(script: HTMLScriptElement) {
  try {
    const existing: unknown = namespaceOf(window)
    const embed = script.src + ' ' + script.dataset['widgetKey']
    // The stub is a plain function; the real API carries `_define`.
    if (!existing || (typeof existing === 'function' && !('_define' in existing))) boot(script, existing as Stub | undefined, embed)
    // Another embed: the first widget's API starts it (another key) or says why not (the commands chunk:
    // src/commands/widgets.ts). The same embed run again (a navigation library running the new page's
    // scripts) has nothing to say: the widget already runs.
    else if ((existing as Namespace)._embed !== embed) (existing as Stub)('_add', script)
  } catch (error) {
    // Never throw into the host page; say once what went wrong.
    reportError('could not start: ' + messageOf(error))
  }
}

if (!script) reportError('cannot find its own <script> element')
// Marked as it runs with the promise of its start: a later tag whose loader ran first waits for it.
else (script as EmbedTag)[STARTING] = startInOrder(script, () => start(script))
