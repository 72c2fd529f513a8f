// The visitor's feedback on a reply (data-feedback): kept on the message, so
// it is stored and shown with it, and told to the site (the public API's
// feedback event).
import type { FeedbackEvent, FeedbackValue } from '../../shared/public-api'
import type { StoredMessage } from '../../shared/message'
import { createListeners } from './listeners'
import type { MessageLog } from './message-log'

export function createFeedback(log: MessageLog, life: AbortSignal) {
  const listeners = createListeners<FeedbackEvent>()
  return {
    /** The visitor's feedback on a reply the service named; null clears it. Said to the listeners once per call. */
    rate(id: string, value: FeedbackValue | null) {
      const reply = log.messages.value.find((m) => m.id === id && m.rateable)
      if (!reply || (reply.feedback ?? null) === value || life.aborted) return
      const next: StoredMessage = { ...reply }
      if (value) next.feedback = value
      else delete next.feedback
      log.replace(reply, next)
      listeners.tell({ messageId: id, sessionId: reply.sessionId ?? null, value })
    },

    /** Calls `listener` for each feedback the visitor gives in this panel; returns how to stop. */
    onFeedback: listeners.add,
  }
}
