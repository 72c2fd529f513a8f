// The conversation's messages as one signal, and the edits the model makes
// to it. Each edit replaces the list (and the message it changes), so the
// components and the save see a new value.
import { signal } from '@preact/signals'
import type { DeliveryStatus, StoredMessage } from '../../shared/conversation/message'

export type MessageLog = ReturnType<typeof createMessageLog>

export function createMessageLog(initial: StoredMessage[], newId: () => string, stamp: () => string) {
  const messages = signal(initial)

  function append(message: StoredMessage) {
    // Tabs order a merged conversation by time (src/restore/merge-messages.ts): a message
    // is stamped after the last one shown, a millisecond later at least, so a
    // reply never sorts before its question however fast it came.
    const last = messages.value[messages.value.length - 1]
    const after = last ? Date.parse(last.at) : NaN
    if (Date.parse(message.at) <= after) message.at = new Date(after + 1).toISOString()
    messages.value = [...messages.value, message]
  }

  return {
    messages,
    find: (id: string) => messages.value.find((m) => m.id === id),
    has: (id: string) => messages.value.some((m) => m.id === id),
    append,

    /** Its sender (`by`) is kept while it is on its way, and no longer once delivered or failed (Retry names the next). */
    setStatus(id: string, status: DeliveryStatus) {
      messages.value = messages.value.map((m) => {
        if (m.id !== id) return m
        const { by, ...rest } = m
        return status === 'queued' || status === 'sending' ? { ...rest, status, ...(by && { by }) } : { ...rest, status }
      })
    },

    /** Page `by` sends the message from now on (a take-over, Retry): queued again, a step back other tabs take as the later copy (its `rev` goes up). */
    claim(id: string, by: string) {
      messages.value = messages.value.map((m) => (m.id === id ? { ...m, status: 'queued', by, rev: (m.rev ?? 0) + 1 } : m))
    },

    /** A line from the widget itself (offline, an error), not repeated when it is already the last one. */
    notice(text: string) {
      const last = messages.value[messages.value.length - 1]
      if (last?.role === 'notice' && last.text === text) return
      append({ id: newId(), role: 'notice', text, at: stamp() })
    },

    clear() {
      messages.value = []
    },
  }
}
