// What each of the widget's events becomes in the site's analytics
// (data-analytics): its name there, `agent_chat_` and a word, and its
// fields, each prefixed the same way so none meets a field of the site's own
// (a `value` or a `count` means something else to Google Analytics). Only
// kinds, counts and ids: never a message's text, a name or an email. The
// table in docs/api.md ("Analytics") is this one; test/analytics/ checks it.
import type { EventName, Events } from '../shared/api/public-api'

/** An event's fields as pushed; an absent one is left out. */
export type AnalyticsFields = Record<string, string | number | null | undefined>

/** Each event as the analytics see it: its name after `agent_chat_`, and its fields. */
export const ANALYTICS_EVENTS: { [E in EventName]: (payload: Events[E]) => [name: string, fields: AnalyticsFields] } = {
  ready: ({ version }) => ['ready', { agent_chat_version: version }],
  open: () => ['open', {}],
  close: () => ['close', {}],
  message: ({ role, id }) => [role === 'visitor' ? 'message_sent' : 'reply_received', { agent_chat_message_id: id }],
  unread: ({ count }) => ['unread', { agent_chat_unread: count }],
  error: ({ code, id }) => ['error', { agent_chat_error: code, agent_chat_message_id: id }],
  feedback: ({ value, messageId, sessionId }) => [
    'feedback',
    { agent_chat_feedback: value ?? 'cleared', agent_chat_message_id: messageId, agent_chat_session_id: sessionId },
  ],
  disclaimer: () => ['disclaimer', {}],
  voice: ({ kind, state, error }) => ['voice', { agent_chat_voice: kind, agent_chat_voice_state: state, agent_chat_voice_error: error }],
  // How, never the number.
  call: ({ method }) => ['call', { agent_chat_call: method }],
  conversation: ({ action }) => ['conversation', { agent_chat_conversation: action }],
}

/** The event's name and fields as pushed: `agent_chat_<name>`, the widget's key, and the event's own fields that are there. */
export function analyticsEvent<E extends EventName>(
  event: E,
  payload: Events[E],
  widgetKey: string,
): [name: string, fields: Record<string, string | number | null>] {
  const [name, fields] = ANALYTICS_EVENTS[event](payload)
  const present = Object.entries(fields).filter((entry): entry is [string, string | number | null] => entry[1] !== undefined)
  return ['agent_chat_' + name, { agent_chat_widget: widgetKey, ...Object.fromEntries(present) }]
}
