// The conversation as signals plus the actions that change it, put together
// from its parts (the message log, the delivery queue, the visitor's
// details, the autosave, the draft). I/O (the webhook client, storage, the
// clock, the page URL, timers) is passed in, so the model is tested without
// a browser and one model exists per mount.
import { batch, computed, signal } from '@preact/signals'
import type { AgentReply, WebhookClient } from '../api/webhook-client'
import type { WidgetConfig } from '../../shared/settings/panel'
import { MAX_STORED_MESSAGES, type Conversation, type StoredMessage } from '../../shared/conversation/message'
import type { PanelEvent } from '../../shared/api/public-api'
import { MAX_VISITOR_MESSAGE_CHARS } from '../../shared/service/wire'
import { randomString, uuid } from '../random'
import { afterPaint } from '../schedule'
import { pending, type ConversationStore } from '../storage/conversation-store'
import { storageKey } from '../../shared/storage/ui-state'
import { createUi, type Ui } from '../strings'
import { createAutosave } from './autosave'
import { createDeliveryQueue } from './delivery-queue'
import { createDraft } from './draft'
import { createListeners } from './listeners'
import { createMessageLog } from './message-log'
import { cancellableSleep } from './retry-policy'
import { createVisitorDetails, type VisitorDetails } from './visitor-details'

export interface ChatModelDeps {
  config: WidgetConfig
  client: WebhookClient
  store: ConversationStore
  pageUrl: () => string
  /** This mount's texts and locale; English by default. */
  ui?: Ui
  now?: () => Date
  newId?: () => string
  /** Waits between retries; tests pass a fake clock. Rejects or never settles once `cancel` aborts. */
  sleep?: (ms: number, cancel: AbortSignal) => Promise<void>
  random?: () => number
  /**
   * Where deliveries and storage writes run: after the next paint by default,
   * so the key press that sends a message only shows it (see `flush`).
   */
  later?: (run: () => void) => void
}

export type ChatModel = ReturnType<typeof createChatModel>

export function createChatModel(deps: ChatModelDeps) {
  const { config, client, store } = deps
  const stamp = () => (deps.now?.() ?? new Date()).toISOString()
  const newId = deps.newId ?? uuid
  const later = deps.later ?? afterPaint
  const ui = deps.ui ?? createUi()
  // Aborted by dispose(): stops retry timers and the request in flight.
  const life = new AbortController()
  const saved = store.load()

  const open = signal(saved.open)
  // The floating panel made large (Expand), remembered for the visitor with the stored conversation.
  const expanded = signal(saved.expanded === true)
  const sessionId = signal(saved.sessionId)
  const drafts = createDraft(store.kv, storageKey(config.widgetKey, 'draft'), () => store.kv.get(storageKey(config.widgetKey, 'visitor')) === store.visitorId)
  const draft = drafts.text
  // Replies that arrived while the panel was closed; shown on the launcher.
  const unread = signal(saved.open ? 0 : saved.unread || 0)
  const log = createMessageLog(saved.messages, newId, stamp)
  // This page's name in the messages it sends (see delivery-queue.ts).
  const me = randomString(8)
  const messages = log.messages
  const awaitingReply = computed(() => messages.value.some((m) => m.status === 'sending'))
  // A message of this conversation is queued or being sent: no new conversation until it has gone.
  const outgoing = computed(() => messages.value.some(pending))
  const visitor = createVisitorDetails(config, saved)
  // Told of each reply this tab received (not those another tab's storage brought): data-notify.
  // Kept until heard: the notify chunk, fetched as the panel starts, may arrive after a reply the service gave at once.
  const replies = createListeners<StoredMessage>(!!config.notify)
  // data-disclaimer: closed until the disclaimer chunk opens it (the visitor agreed, now or earlier). Each
  // attempt it holds back counts, so the notice can point at itself; nothing leaves the browser meanwhile.
  const gate = signal(config.disclaimer ? 1 : 0)
  /** Whether the gate is closed; an attempt it holds back is counted. */
  function held() {
    if (gate.value <= 0) return false
    gate.value++
    return true
  }
  // What the visitor did in a chunk (a rating, an agreement...), raised by the chunk, for the site's events.
  const panelEvents = createListeners<PanelEvent>()

  /** A reply to one of this page's messages: shown, counted while the panel is closed, told to the listeners. */
  function takeReply(reply: AgentReply) {
    const agent: StoredMessage = { id: reply.messageId ?? newId(), role: 'agent', text: reply.text, at: stamp() }
    if (reply.messageId) agent.rateable = true
    if (reply.sessionId) {
      agent.sessionId = reply.sessionId
      sessionId.value = reply.sessionId
    }
    // The same reply may already be here from another tab.
    if (log.has(agent.id)) return
    log.append(agent)
    if (!open.value) unread.value++
    replies.tell(agent)
  }

  const delivery = createDeliveryQueue({
    client,
    log,
    envelope: () => ({
      visitorId: store.visitorId,
      pageUrl: deps.pageUrl(),
      visitorName: visitor.name.value,
      visitorEmail: visitor.email.value,
    }),
    onReply: takeReply,
    locks: store.locks,
    me,
    tabLock: (sender) => `${store.key}:page:${sender}`,
    // A sender's lock comes to this page once that page is gone: what is
    // stored now decides what it left on its way.
    refresh: () => model.sync(),
    notices: { offline: () => config.offlineMessage, failed: () => ui.strings.errorGeneric },
    // The autosave is made below; delivery starts after that (start), so nothing is saved before it exists.
    saveNow: () => autosave.flush(),
    life: life.signal,
    sleep: deps.sleep ?? cancellableSleep,
    random: deps.random ?? Math.random,
    later,
  })
  const autosave = createAutosave(
    store,
    () => ({
      open: open.value,
      started: visitor.started.value,
      visitorName: visitor.name.value,
      visitorEmail: visitor.email.value,
      sessionId: sessionId.value,
      // Read here, not a signal: each change of it comes with a new (empty) history, which is.
      visitorId: store.visitorId,
      messages: messages.value,
      // Left out when zero, so the stored shape is unchanged for most visitors.
      unread: unread.value || undefined,
      expanded: expanded.value || undefined,
    }),
    later,
  )
  delivery.start()
  store.onHeard(() => model.sync())

  /** Another copy of the conversation taken into this page: its messages merged in, who the visitor is, whether the chat has started, the session. */
  function follow(remote: Conversation) {
    messages.value = store.merge(messages.value, remote.messages)
    if (remote.started) visitor.started.value = true
    visitor.name.value = remote.visitorName ?? visitor.name.value
    visitor.email.value = remote.visitorEmail ?? visitor.email.value
    sessionId.value = remote.sessionId ?? sessionId.value
  }

  const model = {
    config,
    /** This mount's texts and locale. */
    ui,
    get visitorId() {
      return store.visitorId
    },
    open,
    expanded,
    started: visitor.started,
    visitorName: visitor.name,
    visitorEmail: visitor.email,
    sessionId,
    messages,
    draft,
    awaitingReply,
    outgoing,
    unread,

    setOpen(value: boolean) {
      batch(() => {
        open.value = value
        if (value) unread.value = 0
      })
      if (!value) drafts.flush()
    },

    gate,
    /** The pre-chat form's details; held back (no field in error, the form stays) while the disclaimer's gate is closed. */
    startChat: (details: VisitorDetails) => (held() ? [] : visitor.startChat(details)),
    identify: visitor.identify,
    onPanelEvent: (listener: (...event: PanelEvent) => void) => panelEvents.add((event) => listener(...event)),
    raise: (...event: PanelEvent) => panelEvents.tell(event),

    /** Calls `listener` with each reply this tab received (not those another tab's storage brought). */
    onReply: replies.add,

    /** Text waiting in the message box (the API's send before the pre-chat form is filled). */
    prefill(text: string) {
      draft.value = text
    },

    /** Queues a message; false (and nothing sent) when it is blank, before the pre-chat form or the disclaimer's agreement. */
    send(text: string): boolean {
      const message = text.trim().slice(0, MAX_VISITOR_MESSAGE_CHARS)
      if (message === '' || held() || !visitor.started.value || life.signal.aborted) return false
      const id = newId()
      log.append({ id, role: 'visitor', text: message, at: stamp(), status: 'queued', by: me })
      // Shown in this task, sent after the next paint: the request (its body,
      // fetch) and the save do not hold up the frame that shows the message.
      delivery.add(id)
      return true
    },

    /**
     * Starts a new conversation: a new visitor id (the service keys chat
     * sessions by visitor, so its next request starts a new session), no
     * history, no unread replies. The visitor's name and email stay, so the
     * pre-chat form is not asked again. Refused (false) while a message is on
     * its way. Other tabs follow: the launcher stage renews a panel whose
     * visitor id another tab changed.
     */
    newConversation(): boolean {
      if (outgoing.value || life.signal.aborted) return false
      store.renewVisitor()
      delivery.forgetFailed()
      batch(() => {
        log.clear()
        unread.value = 0
        sessionId.value = undefined
      })
      return true
    },

    /** Writes a pending save and the draft now: the page is going away or hidden before their time came. */
    flush() {
      autosave.flush(true)
      drafts.flush()
    },

    /** Writes the conversation now (consent was given after it started in memory). */
    persist() {
      store.keepVisitor()
      autosave.write()
      drafts.flush()
    },

    /** Resends what failed for want of a network, e.g. when the browser is back online. */
    resume: delivery.resume,

    /**
     * Takes in another copy of the conversation: `copy`, another tab's write
     * as its `storage` event told it, or what is stored now (the page comes
     * back from the back/forward cache or is shown again). What it adds is
     * merged in (src/restore/merge-messages.ts). Where this page holds
     * what the stored record lacks (a tab wrote what it had read before this
     * page's write reached it) it writes it back, so the record loses nothing
     * either.
     */
    sync(copy?: string | null) {
      const remote = store.read(copy)
      if (!remote || life.signal.aborted) return
      batch(() => follow(remote))
      // What is stored now: mostly the copy the event told of, read and checked once; another only where a later write came.
      const stored = copy === undefined || copy === store.kv.get(store.key) ? remote : store.read()
      if (stored && store.merge(stored.messages, messages.value.slice(-MAX_STORED_MESSAGES)) !== stored.messages) autosave.write()
      delivery.watch()
    },

    /** Sends a failed visitor message again (anything else is left alone). */
    retry: delivery.retry,

    /** Stops saving, retry timers and the request in flight; the model is dead afterwards. */
    dispose() {
      life.abort()
      autosave.stop()
      // What changed in this task is still written, at once; nothing after.
      autosave.flush(true)
      drafts.dispose()
      delivery.releaseAll()
    },
  }
  return model
}
