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
  /** The locks across the site's tabs: each page holds its own (`tabLock(me)`) while it lives, and waits on a sender's to take over what it left. */
  locks: TabLocks
  /** This page's name in the messages it sends (`by`). */
  me: string
  tabLock: (sender: string) => string
  /** Takes in what is stored now, before this page takes over a message whose sender went away. */
  refresh: () => void
  /** Aborted when the model is disposed: stops retry waits and the request in flight. */
  life: AbortSignal
  sleep: (ms: number, cancel: AbortSignal) => Promise<void>
  random: () => number
  /** Where delivery runs: after the next paint, so the key press that sends a message only shows it. */
  later: (run: () => void) => void
}

export type DeliveryQueue = ReturnType<typeof createDeliveryQueue>

export function createDeliveryQueue(deps: DeliveryQueueDeps) {
  const { client, log, envelope, onReply, notices, saveNow, life, sleep, random, later, locks, me } = deps
  // Messages this page is responsible for delivering (their `by` is this
  // page). Another tab's pending messages show here through storage but are
  // its to send: this page waits on that tab's lock, which the browser gives
  // only once the tab is gone, and then takes over what it left on its way.
  const owned = new Set<string>()
  // The senders this page waits on, and the locks of gone ones it holds from then on (so a third tab does not
  // take over the same message after this one did: it waits on this page, the message's sender now).
  const waiting = new Map<string, AbortController>()
  const held: Array<() => void> = []
  // Messages whose last attempt failed for want of a network: resent when the
  // browser comes back online (4xx failures are not retried blindly).
  const waitingForNetwork = new Set<string>()
  let pumping = false

  const deliverLater = () => later(() => void pump())

  // This page's own lock, held while it lives: the other tabs learn it is gone when they are given it.
  locks.hold(deps.tabLock(me), (release) => held.push(release))

  /** This page sends the message from now on: a take-over or Retry, which other tabs take as the later copy. */
  function claim(id: string) {
    owned.add(id)
    log.claim(id, me)
    deliverLater()
  }

  /** Waits until `sender` is gone, then takes over what it left on its way (what is stored then decides). */
  function waitOn(sender: string) {
    const abort = new AbortController()
    waiting.set(sender, abort)
    locks.hold(
      deps.tabLock(sender),
      (release) => {
        held.push(release)
        if (life.aborted) return
        deps.refresh()
        for (const m of log.messages.value) if (pending(m) && m.by === sender && !owned.has(m.id)) claim(m.id)
      },
      abort.signal,
    )
  }

  async function pump() {
    if (pumping || life.aborted) return
    pumping = true
    try {
      for (;;) {
        const next = log.messages.value.find((m) => m.status === 'queued' && owned.has(m.id))
        if (!next || life.aborted) return
        await deliver(next.id, next.text)
        // The reply (or the failure) is stored as soon as it arrived, as it
        // is shown: nobody waits on that task, and a page that reads storage
        // next finds it.
        saveNow()
        owned.delete(next.id)
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
    const message = log.find(id)
    if (life.aborted || message?.role !== 'visitor' || message.status !== 'failed') return
    claim(id)
  }

  /**
   * Follows the messages on their way that another page sends: waits on each
   * sender still sending one, and stops waiting on those that have finished.
   * A message with no sender named (stored by an older version) is taken over.
   */
  function watch() {
    const senders = new Set<string>()
    for (const m of log.messages.value) {
      if (!pending(m) || owned.has(m.id)) continue
      if (m.by) senders.add(m.by)
      else claim(m.id)
    }
    for (const sender of senders) if (!waiting.has(sender)) waitOn(sender)
    waiting.forEach((abort, sender) => {
      if (senders.has(sender)) return
      abort.abort()
      waiting.delete(sender)
    })
  }

  return {
    /**
     * Takes on what the last page left on its way, after start-up (never
     * while the model is being built). With Web Locks, once its sender is
     * gone (a reload's last page is, at once). Without, at once: a page that
     * starts while another tab is still sending one of them sends it too, with
     * the same id (the service answers it once).
     */
    start() {
      queueMicrotask(() => {
        if (locks.across) return watch()
        for (const m of log.messages.value) if (pending(m) && !owned.has(m.id)) claim(m.id)
      })
    },

    /** After another tab's save: with Web Locks, follows who sends what is on its way (see watch). */
    watch() {
      if (locks.across && !life.aborted) watch()
    },

    /** Queues a visitor message just added to the log (sent by this page): shown in this task, sent after the next paint. */
    add(id: string) {
      owned.add(id)
      deliverLater()
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

    /** The model is gone (its page may stay, a new panel takes over): its lock and every lock it waits on or holds go. */
    releaseAll() {
      waiting.forEach((abort) => abort.abort())
      waiting.clear()
      held.forEach((release) => release())
      held.length = 0
    },
  }
}
