// The public API's events: who listens to what, and what the launcher stage
// reports (each state it draws, each panel as it starts) turned into events.
// A listener that throws is named in the console and stops no other.
import type { LauncherState } from '../shared/chunks/interfaces'
import type { PanelApi } from '../panel/descriptor'
import { PREFIX } from '../shared/page/console'
import type { StoredMessage } from '../shared/conversation/message'
import type { EventName, Events } from '../shared/api/public-api'

export type AnyListener = (payload: unknown) => void

export interface EventHub {
  emit<E extends EventName>(event: E, payload: Events[E]): void
  add(event: EventName, listener: AnyListener): void
  remove(event: EventName, listener: AnyListener): void
  has(event: EventName, listener: AnyListener): boolean
  /** A launcher state drawn: open, close and unread are reported once per change, after the task that made it (a restart, redrawn closed then open again, reports nothing). */
  state(state: LauncherState): void
  /** Reports what appears in the panel's conversation from now on, the feedback given in it and the visitor's agreement to the disclaimer. */
  watch(panel: PanelApi): void
}

/**
 * `initial`: the launcher state the page shows now (the API may arrive after the visitor opened the chat).
 * `widgetKey`: the widget's key, in every payload, so a listener of several widgets tells them apart.
 */
export function createEventHub(initial: LauncherState, widgetKey: () => string): EventHub {
  const listeners = new Map<EventName, Set<AnyListener>>()

  function emit<E extends EventName>(event: E, payload: Events[E]) {
    const keyed = { ...payload, widgetKey: widgetKey() }
    listeners.get(event)?.forEach((listener) => {
      try {
        listener(keyed)
      } catch (error) {
        console.error(`${PREFIX}a "${event}" listener threw:`, error)
      }
    })
  }

  let reported = initial
  let latest = reported
  let reporting = false
  function state(next: LauncherState) {
    latest = next
    if (reporting) return
    reporting = true
    queueMicrotask(() => {
      reporting = false
      if (latest.open !== reported.open) emit(latest.open ? 'open' : 'close', {})
      if (latest.unread !== reported.unread) emit('unread', { count: latest.unread })
      reported = latest
    })
  }

  /**
   * Reports the messages that appear in this panel (sent from it, or replies
   * that arrived in it, or from another tab) and the visitor messages that
   * could not be delivered. What was there when the panel started is history.
   */
  function watch(panel: PanelApi) {
    const seen = new Set<string>()
    let started = false
    const report = (message: StoredMessage) => {
      const key = message.status === 'failed' ? 'failed:' + message.id : message.id
      if (seen.has(key)) return
      seen.add(key)
      if (!started || message.role === 'notice') return
      if (message.status === 'failed') emit('error', { code: 'delivery', message: 'the message could not be delivered', id: message.id })
      else if (!seen.has('failed:' + message.id)) emit('message', { id: message.id, role: message.role, text: message.text, at: message.at })
    }
    panel.model.messages.subscribe((messages) => messages.forEach(report))
    started = true
    // Feedback pressed in this panel, once per press (another tab's shows here, but is that tab's to report).
    panel.model.onPanelEvent(emit)
  }

  return {
    emit,
    state,
    watch,
    add(event, listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener)
    },
    remove(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    has: (event, listener) => listeners.get(event)?.has(listener) === true,
  }
}
