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
    console.error(PREFIX + 'could not start: ' + ((error as Error)?.message ?? error))
  }
}

function start() {
  const ns = namespaceOf(window)
  if (!ns?.boot || ns.open) return // no hand-over from the loader, or already mounted
  const config = parseConfig(ns.boot.attrs, ns.boot.src, (message) => console.warn(PREFIX + message))
  nextTask(() => {
    const store = createConversationStore(createSafeStorage(), config.widgetKey)
    const model = createChatModel({
      config,
      client: createWebhookClient(config),
      store,
      pageUrl: () => pageUrlFor(location, config.pageUrl),
    })
    nextTask(() => {
      const mounted: Mounted = mount(model, config.zIndex)
      // Another tab of this visitor changed the conversation, or this page
      // comes back from the back/forward cache: show what is stored now.
      const onStorage = (e: StorageEvent) => e.key === store.key && model.sync()
      const onShow = (e: PageTransitionEvent) => e.persisted && model.sync()
      const onOnline = () => model.resume()
      addEventListener('storage', onStorage)
      addEventListener('pageshow', onShow)
      addEventListener('online', onOnline)
      ns.open = () => model.setOpen(true)
      ns.close = () => model.setOpen(false)
      ns.toggle = () => model.setOpen(!model.open.value)
      ns.destroy = () => {
        removeEventListener('storage', onStorage)
        removeEventListener('pageshow', onShow)
        removeEventListener('online', onOnline)
        mounted.unmount()
        model.dispose()
        delete (window as unknown as Record<string, unknown>)[NAMESPACE]
      }
    })
  })
}

if (document.body) guard(start)
else document.addEventListener('DOMContentLoaded', () => guard(start), { once: true })
