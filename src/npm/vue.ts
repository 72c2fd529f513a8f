// `agent-chat-widget/vue`: the widget as a Vue 3 component.
//
//   import { AgentChat } from 'agent-chat-widget/vue'
//   <AgentChat widget-key="wgt_..." primary-color="#0f766e" @message="(m) => console.log(m.text)" />
//
// It renders nothing where it stands: the widget is the last child of <html>,
// as with the embed code. onMounted does not run on a server, so server
// rendering gives an empty comment. Vue is the site's (a peer dependency,
// never bundled). `@message` reaches the `onMessage` prop: Vue passes
// listeners as `on…` props.
import { defineComponent, onBeforeUnmount, onMounted, watch, type DefineSetupFnComponent } from 'vue'
import { bindWidget, PROP_NAMES, type AgentChatProps } from './widget-binding'

export type { AgentChatCallbacks, AgentChatProps } from './widget-binding'

/** The chat widget: mounted with the component, updated with the settings that change, destroyed with it. One per page. */
export const AgentChat: DefineSetupFnComponent<AgentChatProps> = defineComponent(
  (props: AgentChatProps) => {
    const widget = bindWidget()
    onMounted(() => widget.start({ ...props }))
    // Deep: a starter question pushed into the same array is a change too.
    watch(
      () => ({ ...props }),
      (next) => widget.change(next),
      { deep: true },
    )
    onBeforeUnmount(() => widget.stop())
    return () => null
  },
  // Declared without types: a setting not given stays undefined (a Boolean prop would become false).
  { name: 'AgentChat', props: PROP_NAMES as (keyof AgentChatProps)[] },
)
