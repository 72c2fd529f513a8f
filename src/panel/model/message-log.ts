// The conversation's messages as one signal, and the edits the model makes
// to it. Each edit replaces the list (and the message it changes), so the
// components and the save see a new value.
import { signal } from '@preact/signals'
import type { DeliveryStatus, StoredMessage } from '../../shared/conversation/message'

export type MessageLog = ReturnType<typeof createMessageLog>

export function createMessageLog(initial: StoredMessage[], newId: () => string, stamp: () => string) {
  const messages = signal(initial)

  function append(message: StoredMessage) {
    messages.value = [...messages.value, message]
  }

  return {
    messages,
    find: (id: string) => messages.value.find((m) => m.id === id),
    has: (id: string) => messages.value.some((m) => m.id === id),
    append,

    setStatus(id: string, status: DeliveryStatus) {
      messages.value = messages.value.map((m) => (m.id === id ? { ...m, status } : m))
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
