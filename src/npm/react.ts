// `agent-chat-widget/react`: the widget as a React component.
//
//   import { AgentChat } from 'agent-chat-widget/react'
//   <AgentChat widgetKey="wgt_..." primaryColor="#0f766e" onMessage={(m) => console.log(m.text)} />
//
// It renders nothing where it stands: the widget is the last child of <html>,
// as with the embed code, so the page's tree (and its hydration) never holds
// it. Effects do not run on a server, so server rendering gives nothing.
// React is the site's (a peer dependency, never bundled).
import { useEffect, useRef } from 'react'
import { bindWidget, type AgentChatProps, type WidgetBinding } from './widget-binding'

export type { AgentChatCallbacks, AgentChatProps } from './widget-binding'

/** The chat widget: mounted with the component, updated with the settings that change, destroyed with it. One per page. */
export function AgentChat(props: AgentChatProps): null {
  const binding = useRef<WidgetBinding | null>(null)
  binding.current ??= bindWidget()
  const widget = binding.current
  // The props at mount, not a dependency: later ones go through `change`, without remounting.
  const initial = useRef(props)
  // StrictMode's second mount in development runs start, stop, start: one widget.
  useEffect(() => {
    widget.start(initial.current)
    return () => widget.stop()
  }, [widget])
  useEffect(() => widget.change(props))
  return null
}
