// Sending the visitor's messages: one at a time, oldest first, each retried
// with backoff while the service is unreachable or overloaded, each shown as
// queued, sending, sent or failed. The visitor keeps typing and queueing
// meanwhile.
import { batch } from '@preact/signals'
import type { AgentReply, OutgoingMessage, WebhookClient } from '../api/webhook-client'
import { pending } from '../storage/conversation-store'
import type { MessageLog } from './message-log'
import { isRetryable, RETRIES, retryDelay } from './retry-policy'
import type { TabLocks } from '../storage/tab-locks'

export interface DeliveryQueueDeps {
  client: WebhookClient
  log: MessageLog
  /** What goes with each message besides its id and text, read at each attempt (the visitor may identify meanwhile). */
  envelope: () => Omit<OutgoingMessage, 'id' | 'text'>
  /** A reply came: the model takes it in, in the same batch that marks its message sent. */
  onReply: (reply: AgentReply) => void
  /** Read when a message fails: the site owner's offline message, and the apology for anything else. */
  notices: { offline: () => string; failed: () => string }
  /** Writes a pending save now (see each call). */
  saveNow: () => void
  /** The locks across the site's tabs: a message is sent by the page that holds its lock (`lockName`). */
  locks: TabLocks
  lockName: (id: string) => string
  /** Takes in what is stored now, before this page decides to send a message whose lock it was just given. */
  refresh: () => void
  /** Runs `step` once the saves asked for so far are written. */
  afterSave: (step: () => void) => void
  /** Aborted when the model is disposed: stops retry waits and the request in flight. */
  life: AbortSignal
  sleep: (ms: number, cancel: AbortSignal) => Promise<void>
  random: () => number
  /** Where delivery runs: after the next paint, so the key press that sends a message only shows it. */
  later: (run: () => void) => void
}

export type DeliveryQueue = ReturnType<typeof createDeliveryQueue>

export function createDeliveryQueue(deps: DeliveryQueueDeps) {
  const { client, log, envelope, onReply, notices, saveNow, life, sleep, random, later, locks } = deps
  // Messages this page is responsible for delivering, each holding its lock.
  // Another tab's pending messages show here through storage but are its to
  // send; this page asks for their locks, and takes over one whose page went
  // away with it still on its way.
  const owned = new Set<string>()
  const releases = new Map<string, () => void>()
  const asked = new Set<string>()
  // Messages whose last attempt failed for want of a network: resent when the
  // browser comes back online (4xx failures are not retried blindly).
  const waitingForNetwork = new Set<string>()
  let pumping = false

  const deliverLater = () => later(() => void pump())

  /** Holds the message's lock (once granted: at once in the tab that wrote it, when its holder lets go in another), then `granted`. */
  function hold(id: string, granted: () => void) {
    if (owned.has(id) || asked.has(id) || life.aborted) return
    asked.add(id)
    locks.hold(deps.lockName(id), (release) => {
      asked.delete(id)
      if (life.aborted) return release()
      releases.set(id, release)
      owned.add(id)
      granted()
    })
  }

  /** Lets go of a message this page no longer sends, once its last state is written (the next holder reads it). */
  function letGo(id: string) {
    owned.delete(id)
    const release = releases.get(id)
    releases.delete(id)
    if (release) deps.afterSave(release)
  }

  /**
   * Sends a message that was on its way when the page that sent it went away
   * (reload, navigation, crash, a closed tab), with the same id, so the
   * service answers it once; one that has meanwhile been sent, or failed, is
   * let go.
   */
  function takeOver(id: string) {
    hold(id, () => {
      deps.refresh()
      const message = log.find(id)
      if (!message || !pending(message)) return letGo(id)
      log.setStatus(id, 'queued', true)
      deliverLater()
    })
  }

  async function pump() {
    if (pumping || life.aborted) return
    pumping = true
    try {
      for (;;) {
        const next = log.messages.value.find((m) => m.status === 'queued' && owned.has(m.id))
        if (!next || life.aborted) return
        await deliver(next.id, next.text)
        if (life.aborted) return
        // The reply (or the failure) is stored as soon as it arrived, as it
        // is shown: nobody waits on that task, and a page that reads storage
        // next finds it. Then the message's lock goes.
        saveNow()
        letGo(next.id)
      }
    } finally {
      pumping = false
    }
  }

  async function deliver(id: string, text: string) {
    // Stored (as queued) before its request starts, whichever task came first.
    saveNow()
    log.setStatus(id, 'sending')
    for (let attempt = 0; ; attempt++) {
      try {
        const reply = await client.send({ id, text, ...envelope() }, life)
        if (life.aborted) return
        batch(() => {
          log.setStatus(id, 'sent')
          onReply(reply)
        })
        return
      } catch (error) {
        if (life.aborted) return
        // Unreachable or overloaded: the site owner's offline message, at
        // once, while we keep trying. Anything else (refused, unreadable
        // reply): a plain apology with the Retry button.
        const retryable = isRetryable(error)
        if (retryable) {
          if (attempt === 0) log.notice(notices.offline())
          if (attempt < RETRIES) {
            await sleep(retryDelay(attempt, random, error.retryAfter), life)
            if (life.aborted) return
            continue
          }
          waitingForNetwork.add(id)
        }
        batch(() => {
          log.setStatus(id, 'failed')
          log.notice(retryable ? notices.offline() : notices.failed())
        })
        return
      }
    }
  }

  /** Sends a failed visitor message again (anything else is left alone), from whichever tab the visitor pressed Retry in. */
  function retry(id: string) {
    const failed = () => log.find(id)?.status === 'failed'
    if (life.aborted || log.find(id)?.role !== 'visitor' || !failed()) return
    hold(id, () => {
      if (!failed()) return letGo(id)
      log.setStatus(id, 'queued', true)
      deliverLater()
    })
  }

  /** Asks for the lock of every message on its way that this page does not send: another tab's, or the last page's. */
  function watch() {
    for (const m of log.messages.value) if (pending(m)) takeOver(m.id)
  }

  return {
    /**
     * Starts delivering what the last page left on its way, after start-up
     * (never while the model is being built): each message once its lock is
     * here. Without Web Locks, at once: a page that starts while another tab
     * is still sending one of them sends it too (the service answers it once).
     */
    start() {
      queueMicrotask(watch)
    },

    /** Follows the messages on their way after another tab's save: with Web Locks, this page takes over those whose page goes away. */
    watch() {
      if (locks.across) watch()
    },

    /** Queues a visitor message just added to the log: shown in this task, sent after the next paint (once its lock is here). */
    add(id: string) {
      hold(id, deliverLater)
    },

    retry,

    /** Resends what failed for want of a network, e.g. when the browser is back online. */
    resume() {
      waitingForNetwork.forEach(retry)
      waitingForNetwork.clear()
    },

    /** A new conversation: what failed in the old one is not resent. */
    forgetFailed() {
      waitingForNetwork.clear()
    },

    /** The model is gone (its page stays, a new panel takes over): every lock it holds goes, so the next one can have them. */
    releaseAll() {
      releases.forEach((release) => release())
      releases.clear()
    },
  }
}
