// Sending the visitor's messages: one at a time, oldest first, each retried
// with backoff while the service is unreachable or overloaded, each shown as
// queued, sending, sent or failed. The visitor keeps typing and queueing
// meanwhile.
import { batch } from '@preact/signals'
import type { AgentReply, OutgoingMessage, WebhookClient } from '../api/webhook-client'
import type { StoredMessage } from '../../shared/conversation/message'
import { pending } from '../storage/conversation-store'
import type { MessageLog } from './message-log'
import { isRetryable, RETRIES, retryDelay } from './retry-policy'

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
  /** Aborted when the model is disposed: stops retry waits and the request in flight. */
  life: AbortSignal
  sleep: (ms: number, cancel: AbortSignal) => Promise<void>
  random: () => number
  /** Where delivery runs: after the next paint, so the key press that sends a message only shows it. */
  later: (run: () => void) => void
}

export type DeliveryQueue = ReturnType<typeof createDeliveryQueue>

export function createDeliveryQueue({ client, log, envelope, onReply, notices, saveNow, life, sleep, random, later }: DeliveryQueueDeps) {
  // Messages this page is responsible for delivering. Another tab's pending
  // messages show here through storage but are its to send.
  const owned = new Set<string>()
  // Messages whose last attempt failed for want of a network: resent when the
  // browser comes back online (4xx failures are not retried blindly).
  const waitingForNetwork = new Set<string>()
  let pumping = false

  const deliverLater = () => later(() => void pump())

  async function pump() {
    if (pumping || life.aborted) return
    pumping = true
    try {
      for (;;) {
        const next = log.messages.value.find((m) => m.status === 'queued' && owned.has(m.id))
        if (!next || life.aborted) return
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

  /** Sends a failed visitor message again (anything else is left alone). */
  function retry(id: string) {
    const message = log.find(id)
    if (life.aborted || message?.role !== 'visitor' || message.status !== 'failed') return
    owned.add(id)
    log.setStatus(id, 'queued')
    deliverLater()
  }

  return {
    /**
     * Takes on the messages that were on their way when the last page went
     * away (reload, navigation, crash): they are sent again, with the same
     * id, so the service answers each once. Called while the model is
     * built, before its first save.
     */
    takeOver() {
      log.messages.value = log.messages.value.map((m) => {
        if (!pending(m)) return m
        owned.add(m.id)
        return { ...m, status: 'queued' as const }
      })
    },

    /** Starts delivering what was taken over, after start-up (never while the model is being built). */
    start() {
      queueMicrotask(deliverLater)
    },

    /** Queues a visitor message just added to the log: shown in this task, sent after the next paint. */
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

    /** This page is still delivering the message: its local state wins over another tab's copy. */
    delivering: (m: StoredMessage) => owned.has(m.id) && pending(m),
  }
}
