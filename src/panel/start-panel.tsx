// The panel stage: Preact, signals, the chat model, markdown and delivery.
// It takes over from the launcher stage without a flash: the launcher button
// stays where it is (the panel only redraws it from the model), and the
// loading frame is removed in the same task that renders the panel.
import { h, render } from 'preact'
import { effect, signal } from '@preact/signals'
import { pageUrlFor } from '../api/page-url'
import { createWebhookClient } from '../api/webhook-client'
import { App } from '../components/App'
import { applyCatalogue } from '../i18n/apply'
import { createChatModel, type ChatModel } from '../state/chat-model'
import { createConversationStore } from '../storage/conversation-store'
import { createSafeStorage } from '../storage/safe-storage'
import { strings, ui } from '../strings'
import panelCss from '../styles/panel.css?inline'
import type { PanelApi, PanelContext } from './contract'

export function startPanel(context: PanelContext): PanelApi {
  const { config } = context
  context.adopt(panelCss)
  applyCatalogue(strings, context.catalogue)
  ui.lang = context.locale
  ui.dir = context.dir

  const store = createConversationStore(createSafeStorage(undefined, context.storageAllowed), config.widgetKey)
  const model = createChatModel({
    config,
    client: createWebhookClient(config),
    store,
    pageUrl: () => pageUrlFor(location, config.pageUrl),
  })
  return mountPanel(context, model, store.key)
}

/** Renders the panel for `model` and wires it to the launcher and the page. */
export function mountPanel(context: Pick<PanelContext, 'view'>, model: ChatModel, storageKey: string): PanelApi {
  const takeFocus = signal(false)

  const setOpen = (open: boolean, focus: boolean) => {
    takeFocus.value = open && focus
    model.setOpen(open)
    // Closed by the visitor: back to the launcher, which stays on the page.
    if (!open && focus) context.view.returnFocus()
  }

  // The launcher follows the model: name, icon, badge, aria-expanded.
  const stopLauncher = effect(() => context.view.update({ open: model.open.value, unread: model.unread.value }))

  context.view.showFrame('hidden')
  render(<App model={model} takeFocus={takeFocus} onClose={() => setOpen(false, true)} />, context.view.mountPoint)

  // Another tab of this visitor changed the conversation, or this page comes
  // back from the back/forward cache: show what is stored now. Back online:
  // resend what failed for want of a network.
  const onStorage = (e: StorageEvent) => e.key === storageKey && model.sync()
  const onShow = (e: PageTransitionEvent) => e.persisted && model.sync()
  const onOnline = () => model.resume()
  addEventListener('storage', onStorage)
  addEventListener('pageshow', onShow)
  addEventListener('online', onOnline)
  // Saves wait for the next paint: a page left right after a message was
  // sent writes it here, so the next page view sends it (the outbox).
  addEventListener('pagehide', model.flush)

  return {
    open: (focus) => setOpen(true, focus),
    close: (focus) => setOpen(false, focus),
    toggle: (focus) => setOpen(!model.open.value, focus),
    model,
    destroy() {
      removeEventListener('storage', onStorage)
      removeEventListener('pageshow', onShow)
      removeEventListener('online', onOnline)
      removeEventListener('pagehide', model.flush)
      stopLauncher()
      render(null, context.view.mountPoint)
      model.dispose()
    },
  }
}
