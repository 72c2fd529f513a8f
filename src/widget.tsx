// Entry of the widget bundle, loaded by loader.js. The only side effects of
// the bundle live here: read the loader's hand-over, build the parts, mount,
// expose the public methods on the namespace.
import { pageUrlFor } from './api/page-url'
import { createWebhookClient } from './api/webhook-client'
import { parseConfig } from './config'
import { mount, type Mounted } from './mount'
import { NAMESPACE, namespaceOf } from './namespace'
import { createChatModel } from './state/chat-model'
import { createConversationStore } from './storage/conversation-store'
import { createSafeStorage } from './storage/safe-storage'
import { localeTag, setLocale } from './strings'

const PREFIX = '[agent-chat] '

// Start-up is cut into small tasks that run when the host page is idle, so
// the widget never adds a long task (50 ms or more) to the page: evaluating
// this bundle, opening localStorage (a synchronous read the first time) and
// the first render each get their own turn.
function nextTask(fn: () => void) {
  const run = () => guard(fn)
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 })
  else setTimeout(run, 1)
}

function guard(fn: () => void) {
  try {
    fn()
  } catch (error) {
    // Never throw into the host page; say once what went wrong.
    console.error(PREFIX + 'could not start: ' + (error instanceof Error ? error.message : String(error)))
  }
}

function start() {
  const ns = namespaceOf(window)
  if (!ns?.boot || ns.open) return // no hand-over from the loader, or already mounted
  const config = parseConfig(ns.boot.attrs, ns.boot.src, (message) => console.warn(PREFIX + message))
  // The language: data-locale, else the page's <html lang>, else the browser's.
  // Its catalogue (none for English) is fetched while the model is built.
  const tag = config.locale != 'auto' ? config.locale : localeTag(document.documentElement.lang) || localeTag(navigator.language) || 'en'
  const ready = setLocale(tag, ns.boot.src)
  nextTask(() => {
    const model = createChatModel({
      config,
      client: createWebhookClient({ apiBase: config.apiBase, widgetKey: config.widgetKey }),
      store: createConversationStore(createSafeStorage(), config.widgetKey),
      pageUrl: () => pageUrlFor(location, config.pageUrl),
    })
    void ready.then(() => nextTask(() => {
      let mounted: Mounted | null = mount(model)
      ns.open = () => model.setOpen(true)
      ns.close = () => model.setOpen(false)
      ns.toggle = () => model.setOpen(!model.open.value)
      ns.destroy = () => {
        mounted?.unmount()
        mounted = null
        model.dispose()
        delete (window as unknown as Record<string, unknown>)[NAMESPACE]
      }
    }))
  })
}

if (document.body) guard(start)
else document.addEventListener('DOMContentLoaded', () => guard(start), { once: true })
