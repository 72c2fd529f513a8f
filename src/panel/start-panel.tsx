// The panel stage: Preact, signals, the chat model, markdown and delivery.
// It takes over from the launcher stage without a flash: the launcher button
// stays where it is (the panel only redraws it from the model), and the
// loading frame is removed in the same task that renders the panel.
//
// Its start is spread over several short tasks, none of which holds up a
// visitor's input for long: the model now (the launcher stage and the API
// need it at once), the stylesheet and the first render in the task after
// the next paint, and the first time format in another (Intl's first use on
// a page loads the locale data, tens of milliseconds on a slow phone, which
// would otherwise fall in the key press that sends the first message).
import { h, render } from 'preact'
import { useEffect, useRef, useState } from 'preact/hooks'
import { richSource, RichMarkdown } from './render/rich-source'
import { effect, signal, type Signal } from '@preact/signals'
import { pageUrlFor } from './api/page-url'
import { createWebhookClient } from './api/webhook-client'
import { App } from './components/App'
import { formatTime } from './components/Message'
import { parsePanelSettings } from '../shared/settings/panel'
import { createChatModel, type ChatModel } from './model/chat-model'
import { createConversationStore } from './storage/conversation-store'
import { afterPaint } from './schedule'
import { PANEL_STARTED } from './started'
import { createSafeStorage } from './storage/safe-storage'
import { storageKeys } from '../shared/storage/ui-state'
import { followTabs, type TabFollowingDeps } from './storage/follow-tabs'
import { createUi } from './strings'
import { onceUntilFailure } from '../shared/chunks/once-until-failure'
import { textsOf, withLanguageDefaults } from '../shared/texts/apply'
import panelCss from './panel.css?inline'
import conversationCss from './conversation.css?inline'
import type { PanelApi, PanelContext } from './descriptor'
import type { ChunkContext, LoadedChunk, PanelChunks, PanelOptIn, UiOf } from '../shared/chunks/panel-chunks'
import type { ChunkName } from '../shared/chunks/manifest'
import { chunkTexts } from '../shared/texts/chunk-texts'

export function startPanel(context: PanelContext): PanelApi {
  const ui = createUi(context.catalogue, context.locale, context.dir)
  // The site's name, welcome and offline messages, or the language's where the site left the service's.
  const config = withLanguageDefaults({ ...context.config, ...parsePanelSettings(context.read, context.loaderSrc) }, ui.strings)

  const store = createConversationStore(createSafeStorage(context.storageArea), config.widgetKey, context.storageArea, context.restored)
  const model = createChatModel({
    config,
    client: createWebhookClient(config),
    store,
    pageUrl: () => pageUrlFor(location, config.pageUrl),
    ui,
  })
  return mountPanel(context, model, store)
}

/**
 * Renders the panel for `model` and wires it to the launcher and the page.
 * `later` runs the render, and each opening of the panel, in a task of its
 * own after the next paint (tests pass one that runs at once).
 */
export function mountPanel(
  context: Pick<PanelContext, 'view' | 'adopt' | 'catalogue' | 'loadChunk' | 'catalogueTag' | 'restore' | 'renew'>,
  model: ChatModel,
  store: TabFollowingDeps['store'],
  later = afterPaint,
): PanelApi {
  const takeFocus = signal(false)
  // What the panel shows: open follows the model one task later, so the
  // click or key that opens it only redraws the launcher; the panel's render
  // and layout come in the next task, not in the visitor's input.
  const shown = signal(model.open.value)
  let live = true

  const setOpen = (open: boolean, focus: boolean) => {
    takeFocus.value = open && focus
    model.setOpen(open)
    if (!open) shown.value = false
    else
      later(() => {
        shown.value = model.open.value
      })
    // Closed by the visitor: back to the launcher, which stays on the page.
    if (!open && focus) context.view.returnFocus()
  }

  // The chunks this one loads (the menu's, the opt-in features'): each made
  // once, with the same context, rendering with this chunk's Preact. One that
  // fails is asked for again next time (the chunk loader said why).
  const made = onceUntilFailure((name: ChunkName) =>
    // The chunk's own texts in the language shown come beside it; its English, then those, then the language's file and the site's texts.
    Promise.all([context.loadChunk(name), chunkTexts(context, name)]).then(([payload, translation]) => {
      const chunk = payload as LoadedChunk<unknown, Record<string, string>>
      return chunk.create(shared, textsOf(chunk.texts ?? {}, translation, context.catalogue))
    }),
  )
  const make = <K extends ChunkName>(name: K) => made(name) as Promise<UiOf<K>>
  /** A chunk's UI, once made: at once where `on`, else never (missing, its feature is left out). */
  function ready<K extends ChunkName>(name: K, on: unknown) {
    const ui = signal<UiOf<K> | undefined>(undefined)
    if (on)
      make(name).then(
        (made) => {
          if (live) ui.value = made
        },
        () => {},
      )
    return ui
  }
  const config = model.config as Record<string, unknown>
  const copy = signal<UiOf<'copy'> | undefined>(undefined)
  // Each opt-in feature's chunk (src/shared/chunks/manifest.ts), asked for at once where one of its settings is set.
  const optIns = Object.fromEntries(
    __PANEL_OPT_INS__.map(([name, settings]) => [
      name,
      ready(
        name,
        settings.some((setting) => config[setting]),
      ),
    ]),
  ) as {
    [K in PanelOptIn]: Signal<UiOf<K> | undefined>
  }
  const chunks: PanelChunks = {
    menu: () => make('menu'),
    copy,
    longConversation: () => make('long-conversation'),
    load: make,
    ...optIns,
  }
  // The rich renderer, for the first reply that needs more than the simple one.
  const markdown = richSource(
    () => make('markdown'),
    () => live,
  )
  const shared: ChunkContext = { ...context, kit: { h, useEffect, useRef, useState }, config: model.config, model, chunks, storage: store.kv }

  // The launcher follows the model: name, icon, badge, aria-expanded. Inline
  // the panel is always in view: a reply there is read, not counted for the corner.
  const stopLauncher = effect(() => {
    if (context.view.inline) model.unread.value = 0
    context.view.update({ open: model.open.value, unread: model.unread.value })
  })

  // Intl's first use (see above), cut where Chromium lets it be cut: the
  // locale's likely subtags, the numbering systems (the largest piece, about
  // 25 ms at 4x CPU throttling, that no call splits further), the engine's
  // locales for number formats, then the time format itself.
  const steps = [
    () => new Intl.Locale(model.ui.lang).maximize(),
    () => Intl.supportedValuesOf('numberingSystem'),
    () => Intl.NumberFormat.supportedLocalesOf(model.ui.lang),
    () => formatTime(new Date().toISOString(), model.ui.lang),
  ]
  const warmIntl = () =>
    later(() => {
      const step = steps.shift()
      if (!live || !step) return
      step()
      warmIntl()
    })

  later(() => {
    if (!live) return
    // Opened meanwhile (a tap that waited for the panel): drawn open at once,
    // not closed first and opened in the task after.
    shown.value = model.open.value
    context.adopt(panelCss + conversationCss)
    context.view.showFrame('hidden')
    render(
      <RichMarkdown.Provider value={markdown}>
        <App model={model} shown={shown} takeFocus={takeFocus} onClose={() => setOpen(false, true)} chunks={chunks} inline={context.view.inline} />
      </RichMarkdown.Provider>,
      context.view.mountPoint,
    )
    context.view.mountPoint.setAttribute(PANEL_STARTED, '')
    warmIntl()
  })

  // Copy reply, once there is a reply to copy (one arriving, or one restored):
  // not among the bytes up to the first reply. Once asked, the effect reads
  // no signal, so it never runs again.
  let copyAsked = false
  const stopCopy = effect(() => {
    if (copyAsked || !model.messages.value.some((m) => m.role === 'agent')) return
    copyAsked = true
    make('copy').then(
      (made) => {
        if (live) copy.value = made
      },
      () => {},
    )
  })

  // Another tab of this visitor changed the conversation, or this page comes
  // back from the back/forward cache: show what is stored now. Back online:
  // resend what failed for want of a network.
  // Every page listener lives until destroy aborts them together.
  const listening = new AbortController()
  const until = { signal: listening.signal }
  const keys = storageKeys(model.config.widgetKey)
  const tabs = followTabs({
    store,
    model,
    restore: context.restore,
    renew: context.renew,
    live: () => live,
    other(change) {
      if (change.key === keys.disclaimer) chunks.disclaimer.value?.heard(change.newValue)
    },
  })
  // Listened to here, from the panel on, not on every page view: a page's
  // first `storage` listener makes the browser load the origin's storage
  // synchronously (about 2.5 ms of an 8 ms page view, measured), and a
  // launcher that shows nothing stored has nothing to follow.
  addEventListener('storage', tabs.heard, until)
  addEventListener(
    'pageshow',
    (e) => {
      if (e.persisted) tabs.sync()
    },
    until,
  )
  addEventListener('online', model.resume, until)
  // Saves wait for the next paint: a page left right after a message was
  // sent writes it here, so the next page view sends it (the outbox).
  addEventListener('pagehide', model.flush, until)
  // A phone's browser may be closed from the app switcher without a pagehide:
  // hidden is the last sure moment (the draft too). Shown again, a tab takes
  // in what it may have missed while hidden.
  document.addEventListener(
    'visibilitychange',
    () => {
      if (document.hidden) model.flush()
      else tabs.sync()
    },
    until,
  )

  return {
    open: (focus) => setOpen(true, focus),
    close: (focus) => setOpen(false, focus),
    toggle: (focus) => setOpen(!model.open.value, focus),
    model,
    destroy() {
      live = false
      chunks.notify.value?.dispose()
      chunks.voice.value?.dispose()
      listening.abort()
      stopLauncher()
      stopCopy()
      render(null, context.view.mountPoint)
      context.view.mountPoint.removeAttribute(PANEL_STARTED)
      model.dispose()
    },
  }
}
