// The conversation's messages as one signal, and the edits the model makes
// to it. Each edit replaces the list (and the message it changes), so the
// components and the save see a new value.
import { signal } from '@preact/signals'
import { stringify } from '../../shared/json'
import type { DeliveryStatus, StoredMessage } from '../../shared/message'

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

    /**
     * Takes in the messages as another copy holds them (another tab's save),
     * keeping the local state of those `keep` names (this page is still
     * delivering them) and adding the ones the copy lacks.
     */
    merge(remote: StoredMessage[], keep: (message: StoredMessage) => boolean) {
      const mine = messages.value.filter(keep)
      const theirs = new Set(remote.map((m) => m.id))
      const merged = [...remote.map((m) => mine.find((x) => x.id === m.id) ?? m), ...mine.filter((m) => !theirs.has(m.id))]
      // Only a real change is taken in (and so saved): each tab keeps its
      // own `open`, so saving an unchanged history would wake the other tab,
      // whose save would wake this one, and so on without end.
      if (stringify(merged) !== stringify(messages.value)) messages.value = merged
    },

    clear() {
      messages.value = []
    },
  }
}
