// The conversation as signals plus the actions that change it. I/O (the
// webhook client, storage, the clock, the page URL, timers) is passed in, so
// the model is tested without a browser and one model exists per mount.
import { batch, computed, effect, signal } from '@preact/signals'
import type { WebhookClient } from './api/webhook-client'
import { WebhookError } from './api/webhook-error'
import type { WidgetConfig } from '../shared/config'
import type { FeedbackEvent, FeedbackValue, Visitor } from '../shared/public-api'
import { stringify } from '../shared/json'
import { uuid } from './random'
import { pending, type Conversation, type ConversationStore, type DeliveryStatus, type StoredMessage } from './storage/conversation-store'
import { createUi, type Ui } from './strings'
import { afterPaint } from './schedule'
import { EMAIL_PATTERN, LIMITS, MAX_VISITOR_MESSAGE_CHARS } from '../shared/wire'

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

/** Retries after a network error, a timeout, a 5xx or a 429, before a message is marked failed. */
export const RETRIES = 3
const RETRY_BASE_MS = 1000
const RETRY_MAX_MS = 30_000
/** A Retry-After longer than this is not waited for in full: the visitor is still looking. */
const RETRY_AFTER_MAX_S = 120

/**
 * Exponential backoff with jitter: 1 s, 2 s, 4 s... each between half and the
 * whole of its step, so many visitors of a recovering service do not retry in
 * step. A Retry-After from the service wins (capped at two minutes).
 */
export function retryDelay(attempt: number, random: () => number, retryAfter?: number): number {
  if (retryAfter !== undefined) return Math.min(retryAfter, RETRY_AFTER_MAX_S) * 1000
  return ((1 + random()) * Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** attempt)) / 2
}

/** Worth resending: the service was not reached, was slow, failed, or asked us to wait. */
export function isRetryable(error: unknown): error is WebhookError {
  if (!(error instanceof WebhookError)) return false
  if (error.kind === 'http') return error.status! >= 500 || error.status === 429
  return error.kind !== 'bad-reply'
}

export interface VisitorDetails {
  name?: string | undefined
  email?: string | undefined
}

export type ChatModel = ReturnType<typeof createChatModel>

function cancellableSleep(ms: number, cancel: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    // Never resolves once cancelled: the loop waiting on it is simply dropped.
    cancel.addEventListener('abort', () => clearTimeout(timer), { once: true })
  })
}

export function createChatModel(deps: ChatModelDeps) {
  const { config, client, store } = deps
  const stamp = () => (deps.now?.() ?? new Date()).toISOString()
  const newId = deps.newId ?? uuid
  const sleep = deps.sleep ?? cancellableSleep
  const random = deps.random ?? Math.random
  const later = deps.later ?? afterPaint
  const ui = deps.ui ?? createUi()
  const needsForm = config.collectVisitorName || config.collectVisitorEmail
  // Aborted by dispose(): stops retry timers and the request in flight.
  const life = new AbortController()
  const saved = store.load()

  // Messages this page is responsible for delivering. Another tab's pending
  // messages show here through storage but are its to send.
  const owned = new Set<string>()
  // Messages whose last attempt failed for want of a network: resent when the
  // browser comes back online (4xx failures are not retried blindly).
  const waitingForNetwork = new Set<string>()
  // Told of each feedback the visitor gives here (onFeedback: the public API's
  // `feedback` event), and of each reply this tab received (onReply: data-notify).
  const feedbackListeners = new Set<(event: FeedbackEvent) => void>()
  const replyListeners = new Set<(reply: StoredMessage) => void>()
  const listen = <T>(listeners: Set<T>, listener: T) => (listeners.add(listener), () => void listeners.delete(listener))
  // A message that was on its way when the page went away (reload, navigation,
  // crash) is sent again, with the same id, so the service answers it once.
  const restored = saved.messages.map((m) => {
    if (!pending(m)) return m
    owned.add(m.id)
    return { ...m, status: 'queued' as const }
  })

  const open = signal(saved.open)
  const started = signal(saved.started || !needsForm)
  const visitorName = signal(saved.visitorName)
  const visitorEmail = signal(saved.visitorEmail)
  const sessionId = signal(saved.sessionId)
  const messages = signal<StoredMessage[]>(restored)
  const draft = signal('')
  // Replies that arrived while the panel was closed; shown on the launcher.
  const unread = signal(saved.open ? 0 : saved.unread || 0)
  const awaitingReply = computed(() => messages.value.some((m) => m.status === 'sending'))
  // A message of this conversation is queued or being sent: no new conversation until it has gone.
  const outgoing = computed(() => messages.value.some(pending))

  // One save per burst of changes (a message and its status, a reply and the
  // unread count): each save writes the history. It runs after the next
  // paint, not in the task that made the change (the visitor's key press);
  // `flush` writes it at once when the page goes away before that.
  let saveQueued = false
  let latest: Conversation | undefined
  const saveNow = () => {
    if (!saveQueued) return
    saveQueued = false
    store.save(latest!)
  }
  // The conversation as loaded is written in the task that builds the model
  // (a page that clears storage right after cannot have it written back
  // later); what changes afterwards, after the next paint.
  let queueSave = queueMicrotask
  const stopSaving = effect(() => {
    latest = {
      open: open.value,
      started: started.value,
      visitorName: visitorName.value,
      visitorEmail: visitorEmail.value,
      sessionId: sessionId.value,
      // Read here, not a signal: each change of it comes with a new (empty) history, which is.
      visitorId: store.visitorId,
      messages: messages.value,
      // Left out when zero, so the stored shape is unchanged for most visitors.
      unread: unread.value || undefined,
    }
    if (saveQueued) return
    saveQueued = true
    queueSave(saveNow)
  })
  queueSave = later

  const deliverLater = () => later(() => void pump())
  // After start-up (never while the model is being built).
  queueMicrotask(deliverLater)

  /** The visitor's details from elsewhere (another tab, the site's identify): each one given replaces the one kept. */
  function takeDetails(name: string | undefined, email: string | undefined) {
    visitorName.value = name ?? visitorName.value
    visitorEmail.value = email ?? visitorEmail.value
  }

  function setStatus(id: string, status: DeliveryStatus) {
    messages.value = messages.value.map((m) => (m.id === id ? { ...m, status } : m))
  }

  function append(message: StoredMessage) {
    messages.value = [...messages.value, message]
  }

  function notice(text: string) {
    const last = messages.value[messages.value.length - 1]
    if (last?.role === 'notice' && last.text === text) return
    append({ id: newId(), role: 'notice', text, at: stamp() })
  }

  /** Sends a failed visitor message again (anything else is left alone). */
  function retry(id: string) {
    const message = messages.value.find((m) => m.id === id)
    if (life.signal.aborted || message?.role !== 'visitor' || message.status !== 'failed') return
    owned.add(id)
    setStatus(id, 'queued')
    deliverLater()
  }

  let pumping = false
  // Delivers queued messages strictly one at a time, oldest first; the visitor
  // keeps typing and queueing meanwhile.
  async function pump() {
    if (pumping || life.signal.aborted) return
    pumping = true
    try {
      for (;;) {
        const next = messages.value.find((m) => m.status === 'queued' && owned.has(m.id))
        if (!next || life.signal.aborted) return
        await deliver(next.id, next.text)
        // The reply (or the failure) is stored in the task it arrived in, as
        // it is shown: nobody waits on that task, and a page that reads
        // storage next finds it.
        saveNow()
      }
    } finally {
      pumping = false
    }
  }

  async function deliver(id: string, text: string) {
    // Stored (as queued) before its request starts, whichever task came first.
    saveNow()
    setStatus(id, 'sending')
    for (let attempt = 0; ; attempt++) {
      try {
        const reply = await client.send(
          {
            id,
            text,
            visitorId: store.visitorId,
            pageUrl: deps.pageUrl(),
            visitorName: visitorName.value,
            visitorEmail: visitorEmail.value,
          },
          life.signal,
        )
        if (life.signal.aborted) return
        batch(() => {
          setStatus(id, 'sent')
          const agent: StoredMessage = { id: reply.messageId ?? newId(), role: 'agent', text: reply.text, at: stamp() }
          if (reply.messageId) agent.rateable = true
          if (reply.sessionId) sessionId.value = agent.sessionId = reply.sessionId
          // The same reply may already be here from another tab.
          if (!messages.value.some((m) => m.id === agent.id)) {
            append(agent)
            if (!open.value) unread.value++
            for (const listener of [...replyListeners]) listener(agent)
          }
        })
        return
      } catch (error) {
        if (life.signal.aborted) return
        // Unreachable or overloaded: the site owner's offline message, at
        // once, while we keep trying. Anything else (refused, unreadable
        // reply): a plain apology with the Retry button.
        const retryable = isRetryable(error)
        if (retryable) {
          if (attempt === 0) notice(config.offlineMessage)
          if (attempt < RETRIES) {
            await sleep(retryDelay(attempt, random, error.retryAfter), life.signal)
            if (life.signal.aborted) return
            continue
          }
          waitingForNetwork.add(id)
        }
        batch(() => {
          setStatus(id, 'failed')
          notice(retryable ? config.offlineMessage : ui.strings.errorGeneric)
        })
        return
      }
    }
  }

  return {
    config,
    /** This mount's texts and locale. */
    ui,
    get visitorId() {
      return store.visitorId
    },
    open,
    started,
    visitorName,
    visitorEmail,
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
    },

    /** Validates the pre-chat form; returns the fields in error (empty when accepted). */
    startChat(details: VisitorDetails): Array<'name' | 'email'> {
      const name = details.name?.trim() ?? ''
      const email = details.email?.trim() ?? ''
      const errors: Array<'name' | 'email'> = []
      if (config.collectVisitorName && (name === '' || name.length > LIMITS.visitorName)) errors.push('name')
      if (config.collectVisitorEmail && (!EMAIL_PATTERN.test(email) || email.length > LIMITS.visitorEmail)) errors.push('email')
      if (errors.length) return errors
      batch(() => {
        if (config.collectVisitorName) visitorName.value = name
        if (config.collectVisitorEmail) visitorEmail.value = email
        started.value = true
      })
      return errors
    },

    /** The visitor as the site identified them (the API's identify): sent with every message, no pre-chat form. */
    identify(visitor: Visitor) {
      // No batch needed: the save that follows waits for the next paint either way.
      takeDetails(visitor.name, visitor.email)
      started.value = true
    },

    /** The visitor's feedback on a reply the service named; null clears it. Said to the listeners once per call. */
    rate(id: string, value: FeedbackValue | null) {
      const reply = messages.value.find((m) => m.id === id && m.rateable)
      if (!reply || (reply.feedback ?? null) === value || life.signal.aborted) return
      const next: StoredMessage = { ...reply }
      if (value) next.feedback = value
      else delete next.feedback
      messages.value = messages.value.map((m) => (m === reply ? next : m))
      for (const listener of [...feedbackListeners]) listener({ messageId: id, sessionId: reply.sessionId ?? null, value })
    },

    onFeedback: (listener: (event: FeedbackEvent) => void) => listen(feedbackListeners, listener),

    /** Calls `listener` with each reply this tab received (not those another tab's storage brought). */
    onReply: (listener: (reply: StoredMessage) => void) => listen(replyListeners, listener),

    /** Text waiting in the message box (the API's send before the pre-chat form is filled). */
    prefill(text: string) {
      draft.value = text
    },

    /** Queues a message; false (and nothing sent) when it is blank. */
    send(text: string): boolean {
      const message = text.trim().slice(0, MAX_VISITOR_MESSAGE_CHARS)
      if (message === '' || !started.value || life.signal.aborted) return false
      const id = newId()
      owned.add(id)
      append({ id, role: 'visitor', text: message, at: stamp(), status: 'queued' })
      // Shown in this task, sent after the next paint: the request (its body,
      // fetch) and the save do not hold up the frame that shows the message.
      deliverLater()
      return true
    },

    /**
     * Starts a new conversation: a new visitor id (the service keys chat
     * sessions by visitor, so its next request starts a new session), no
     * history, no unread replies. The visitor's name and email stay, so the
     * pre-chat form is not asked again. Refused (false) while a message is on
     * its way. Other tabs follow: the launcher stage renews a panel whose
     * visitor id another tab changed (src/launcher/stage.ts).
     */
    newConversation(): boolean {
      if (outgoing.value || life.signal.aborted) return false
      store.renewVisitor()
      waitingForNetwork.clear()
      batch(() => {
        messages.value = []
        unread.value = 0
        sessionId.value = undefined
      })
      return true
    },

    /** Writes a pending save now: the page is going away (pagehide) before its task came. */
    flush: saveNow,

    /** Writes the conversation now (consent was given after it started in memory). */
    persist() {
      store.keepVisitor()
      saveQueued = true
      saveNow()
    },

    /** Resends what failed for want of a network, e.g. when the browser is back online. */
    resume() {
      waitingForNetwork.forEach(retry)
      waitingForNetwork.clear()
    },

    /**
     * Takes in the conversation as stored now (another tab saved it, or the
     * page comes back from the back/forward cache). Messages this page is
     * still delivering keep their local state; the rest follow the storage.
     */
    sync() {
      const remote = store.read()
      if (!remote || life.signal.aborted) return
      const mine = messages.value.filter((m) => owned.has(m.id) && pending(m))
      const theirs = new Set(remote.messages.map((m) => m.id))
      const merged = [...remote.messages.map((m) => mine.find((x) => x.id === m.id) ?? m), ...mine.filter((m) => !theirs.has(m.id))]
      batch(() => {
        // Only a real change is taken in (and so saved): each tab keeps its
        // own `open`, so saving an unchanged history would wake the other tab,
        // whose save would wake this one, and so on without end.
        if (stringify(merged) !== stringify(messages.value)) messages.value = merged
        started.value ||= remote.started
        takeDetails(remote.visitorName, remote.visitorEmail)
        sessionId.value = remote.sessionId ?? sessionId.value
      })
    },

    retry,

    /** Stops saving, retry timers and the request in flight; the model is dead afterwards. */
    dispose() {
      life.abort()
      stopSaving()
      // What changed in this task is still written; nothing after.
      saveNow()
    },
  }
}
