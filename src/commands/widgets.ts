// The page's other widgets: each embed with another key is a widget of its
// own (its conversation, visitor, storage and requests are its key's),
// started by the first widget's API with loader.js's own start and the
// page's one chunk loader, so every chunk is fetched and run once for all of
// them. `AgentChat` addresses the first widget; `AgentChat.widget(key)` (or
// the stub's `AgentChat('widget', key, …)`) another. What the global is told
// about the visitor (identify, reset) and their consent is the page's: every
// widget hears it, and the global's event listeners hear every widget.
import type { EventName } from '../shared/api/public-api'
import type { Namespace, Widget } from '../shared/chunks/interfaces'
import type { StartWidget } from './descriptor'
import { reportWarning } from '../shared/page/console'
import { fail } from '../shared/settings/from-api'
import { placedFor } from '../shared/settings/inline'

export interface PageWidgets {
  /** Another embed (a second tag of loader.js): another key starts a widget; the key of one already here is said once, and ignored. */
  add(script: HTMLScriptElement): void
  /**
   * Runs a command on the other widget with this key. One not on the page yet (its embed tag has not run:
   * the stub's calls come first) is waited for until the page has loaded, then said.
   */
  call(key: unknown, args: unknown[]): void
  /** Runs a command of the page (identify, reset, consent, on, off, destroy: the global's, ./commands.ts) on every other widget, and on each one started later (`on`, `off`). */
  broadcast(args: unknown[]): void
  /** A widget's panel opened (the first's, by its key): on a phone, the other floating panels close. */
  opened(key: string): void
}

/** Where a floating panel fills the screen (src/life/frame.css, `width <= 480px`): there, one open panel at a time. */
const PHONE = '(max-width: 480px)'

/** The site's element placed for this key (inline mode without data-container), if it is on the page now. */
const placed = (key: string | undefined) => !!key && !!document.querySelector(placedFor(key))

/** A floating widget's corner; undefined for one placed on the page (data-container, or the site's element with its key). */
const cornerOf = (attributes: Record<string, string | undefined>) =>
  attributes['container'] || placed(attributes['widgetKey']) ? undefined : attributes['position'] === 'bottom-left' ? 'bottom-left' : 'bottom-right'

export function createPageWidgets(first: Widget, start: StartWidget): PageWidgets {
  const widgets = new Map<string, { api: Namespace; corner: string | undefined }>()
  // The global's listeners, for the widgets started after they were added.
  const listeners: unknown[][] = []
  // Keys already turned away (their corner was taken): said once, however often their embed runs.
  const refused = new Set<string>()
  // Calls for a key whose embed has not run yet, by key.
  const waiting = new Map<string, unknown[][]>()
  const run = (api: Namespace, args: unknown[]) => (api as (...args: unknown[]) => void)(...args)
  /** The first widget's corner as it is now (update may have moved it); none where it is placed on the page. */
  const firstCorner = () => (cornerOf(first.options.attributes) ? first.config()?.position : undefined)
  function giveUp() {
    for (const key of waiting.keys()) fail('widget', `no widget with the key ${JSON.stringify(key)} on this page`)
    waiting.clear()
  }

  return {
    add(script) {
      // The element the site placed for this key (inline mode) may carry settings too; its own win, as for the first widget.
      const key = script.dataset['widgetKey'] ?? ''
      const attributes = { ...script.dataset, ...document.querySelector<HTMLElement>(placedFor(key))?.dataset }
      const firstKey = first.config()?.widgetKey ?? first.options.attributes['widgetKey']
      if (refused.has(key)) return
      if (key === firstKey || widgets.has(key)) return reportWarning(`already loaded on this page; the second embed is ignored`)
      const corner = cornerOf(attributes)
      const taken = corner && [[firstKey, firstCorner()], ...[...widgets].map(([k, w]) => [k, w.corner])].find(([, c]) => c === corner)
      if (taken) {
        refused.add(key)
        return reportWarning(
          `${key} is not shown: ${taken[0]} already floats at ${corner}. Place it inline (data-container) or at the other corner (data-position)`,
        )
      }
      const api = start({ ...first.options, attributes, loaderSrc: script.src, addressed: true, onDestroy: () => widgets.delete(key) })
      if (!api) return
      widgets.set(key, { api, corner })
      if (corner) run(api, ['on', 'open', () => this.opened(key)])
      for (const args of [...listeners, ...(waiting.get(key) ?? [])]) run(api, args)
      waiting.delete(key)
    },
    call(key, args) {
      const widget = widgets.get(key as string)
      if (widget) return run(widget.api, args)
      const calls = waiting.get(key as string) ?? []
      waiting.set(key as string, [...calls, args])
      if (document.readyState === 'complete') queueMicrotask(giveUp)
      else addEventListener('load', () => setTimeout(giveUp), { once: true })
    },
    broadcast(args) {
      const [command, event, listener] = args as [string, EventName, unknown]
      if (command === 'on') listeners.push(args)
      if (command === 'off') {
        const at = listeners.findIndex(([, e, l]) => e === event && l === listener)
        if (at >= 0) listeners.splice(at, 1)
      }
      for (const { api } of widgets.values()) run(api, args)
    },
    opened(key) {
      if (!matchMedia(PHONE).matches) return
      if (key !== first.config()?.widgetKey && firstCorner()) first.stage()?.command('close', false)
      // Closed without moving focus: it stays in the panel the visitor just opened.
      for (const [other, { api, corner }] of widgets) if (other !== key && corner) run(api, ['_close'])
    },
  }
}
