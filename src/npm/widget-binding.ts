// What the React and Vue components share (src/npm/react.ts, src/npm/vue.ts):
// their props (every setting, and a callback per event), and one widget's life
// as a component sees it: mount when the component mounts, update with only
// the settings that changed, destroy when it unmounts. No framework here, and
// nothing runs at import, so a server that imports a component does nothing.
import { EVENTS, type EventName, type Listener } from '../shared/api/public-api'
import { mount, type MountOptions } from './index'

/** `onMessage` for `message`: a callback prop per event of the public API, so a new event gets its prop. */
export type AgentChatCallbacks = { [E in EventName as `on${Capitalize<E>}`]?: Listener<E> }

/** The components' props: `mount`'s options (every setting, camelCase) and the callbacks. */
export type AgentChatProps = MountOptions & AgentChatCallbacks

type CallbackName = keyof AgentChatCallbacks

const callbackOf = (event: EventName) => `on${event[0]!.toUpperCase()}${event.slice(1)}` as CallbackName

const CALLBACKS: readonly string[] = EVENTS.map(callbackOf)

/** Every prop name, for a framework that declares its props at run time (Vue). */
export const PROP_NAMES: readonly string[] = [...__SETTING_NAMES__, 'texts', ...CALLBACKS]

/** The settings among the props, those given (undefined is "not given"). */
function settingsOf(props: AgentChatProps): Record<string, unknown> {
  const settings: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(props)) if (value !== undefined && !CALLBACKS.includes(name)) settings[name] = value
  return settings
}

/** An element (mount's `container` may be one), which JSON cannot tell from another. */
const isNode = (value: unknown): value is object => typeof value === 'object' && value !== null && 'nodeType' in value

/**
 * Each setting's value as JSON: compared by value, as a framework hands a new
 * array or object on each render (suggestions, texts), and copied, as a list
 * changed in place (Vue) is the same array as before. An element is itself.
 */
const snapshot = (settings: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(settings).map(([name, value]) => [name, isNode(value) ? value : JSON.stringify(value)]))

export interface WidgetBinding {
  /** The component mounted: the widget goes on the page. */
  start(props: AgentChatProps): void
  /** New props: the changed settings to `update`, the callbacks swapped. */
  change(props: AgentChatProps): void
  /** The component unmounted: no widget left. */
  stop(): void
}

export function bindWidget(): WidgetBinding {
  let chat: ReturnType<typeof mount>
  let given: Record<string, unknown> = {}
  // The latest props: each event's listener calls the callback of the last render.
  let latest: AgentChatProps = { widgetKey: '' }
  const listening = new Set<EventName>()

  // `on` is a command of the commands chunk: listen only to events a callback is given for, so a page without any fetches nothing more.
  function listen() {
    for (const event of EVENTS) {
      if (listening.has(event) || !latest[callbackOf(event)] || !chat) continue
      listening.add(event)
      chat.on(event, (payload: Parameters<Listener<typeof event>>[0]) => (latest[callbackOf(event)] as Listener<typeof event> | undefined)?.(payload))
    }
  }

  function start(props: AgentChatProps) {
    latest = props
    const settings = settingsOf(props)
    given = snapshot(settings)
    chat = mount(settings as unknown as MountOptions)
    listen()
  }

  function stop() {
    chat?.destroy()
    chat = undefined
    listening.clear()
  }

  function change(props: AgentChatProps) {
    latest = props
    // Not started (no widget key yet, say): new settings are tried again.
    const settings = settingsOf(props)
    const next = snapshot(settings)
    if (!chat) {
      const unchanged = Object.keys({ ...next, ...given }).every((name) => next[name] === given[name])
      if (!unchanged) start(props)
      return
    }
    // `update` cannot take a setting back to its default, nor an element (only mount can): a removed
    // prop, or another element, starts the widget again (the conversation is kept where it is stored).
    if (Object.keys(given).some((name) => !(name in next)) || Object.entries(next).some(([name, value]) => isNode(value) && value !== given[name])) {
      stop()
      start(props)
      return
    }
    const changed = Object.fromEntries(Object.entries(settings).filter(([name]) => next[name] !== given[name]))
    given = next
    if (Object.keys(changed).length) chat.update(changed)
    listen()
  }

  return { start, change, stop }
}
