// The service contract the widget, the mock service and the embed code share:
// field names on the wire, limits and the create-chat-widget defaults. One
// module, so the three cannot drift apart. Types and constants only: nothing
// here runs or touches the DOM, so Node (the mock) and the browser both import it.

/** The body of `POST {api_base}/webhook-chat-message`. */
export interface WebhookRequest {
  widget_key: string
  message: string
  visitor_id: string
  page_url: string
  visitor_name?: string
  visitor_email?: string
  /** Our UUID of the message: the service answers a resent message once. */
  client_message_id?: string
}

/** A successful answer of `webhook-chat-message`. */
export interface WebhookReply {
  session_id: string
  aiResponse: string
  aiMessageId: string
}

export type WidgetPosition = 'bottom-right' | 'bottom-left'

/** The create-chat-widget defaults of the service interface (camelCase, as the widget reads them). */
export const WIDGET_DEFAULTS = {
  name: 'Website Chat',
  primaryColor: '#6366f1',
  position: 'bottom-right' as WidgetPosition,
  welcomeMessage: 'Hi! How can I help you today?',
  offlineMessage: "Leave a message and we'll get back to you.",
  collectVisitorName: true,
  collectVisitorEmail: false,
}

/** Limits of the wire format, in characters. */
export const LIMITS = {
  /** What a visitor may send in one message. */
  visitorMessage: 4000,
  /** What a reply may hold: chat replies are short; a megabyte is already absurd. */
  reply: 1_000_000,
  /** The widget's name (create-chat-widget), the most data-name takes. */
  widgetName: 80,
  /** Welcome and offline messages. */
  widgetText: 1000,
  /** data-launcher-label: a button's text, not a sentence. */
  launcherLabel: 40,
  /** data-subtitle: one line under the name. */
  subtitle: 100,
  widgetKey: 200,
  /** A visitor_id as a string, before its pattern (WIRE_VISITOR_ID_PATTERN) is checked. */
  visitorId: 200,
  visitorName: 200,
  visitorEmail: 254,
  pageUrl: 2048,
} as const

export const MAX_VISITOR_MESSAGE_CHARS = LIMITS.visitorMessage
export const MAX_REPLY_CHARS = LIMITS.reply

/** `wgt_` and URL-safe characters, as the loader accepts them. */
export const WIDGET_KEY_PATTERN = /^wgt_[A-Za-z0-9_-]{1,128}$/
/**
 * A visitor_id the service accepts: `v_` and 8 to 128 URL-safe characters.
 * Looser than the ids the widget makes and keeps (VISITOR_ID_PATTERN in src/panel/random.ts).
 */
export const WIRE_VISITOR_ID_PATTERN = /^v_[A-Za-z0-9_-]{8,128}$/
export const HEX_COLOR_PATTERN = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i
// Deliberately simple: one @, something on each side, a dot in the domain.
// Stricter patterns reject real addresses; the service validates again.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/
