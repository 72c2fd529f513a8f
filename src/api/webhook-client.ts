// The client for the service's webhook-chat-message operation. It sends
// exactly the documented fields (the service may reject unknown ones), no
// credentials and no Authorization header, and reads the reply defensively:
// a reply is untrusted input like any other.
import { stringify } from '../json'
import { WebhookError } from './webhook-error'

export interface OutgoingMessage {
  message: string
  visitorId: string
  pageUrl: string
  visitorName?: string | undefined
  visitorEmail?: string | undefined
}

export interface AgentReply {
  sessionId: string | undefined
  messageId: string | undefined
  text: string
}

export interface WebhookClientOptions {
  apiBase: string
  widgetKey: string
  fetch?: typeof fetch
  /** AI replies can take tens of seconds; past this we give up on the request. */
  timeoutMs?: number
}

export const DEFAULT_TIMEOUT_MS = 60_000
/** Replies are chat messages; a megabyte is already absurd. */
export const MAX_REPLY_CHARS = 1_000_000

export interface WebhookClient {
  send(outgoing: OutgoingMessage): Promise<AgentReply>
}

export function webhookBody(widgetKey: string, m: OutgoingMessage): Record<string, string> {
  const body: Record<string, string> = {
    widget_key: widgetKey,
    message: m.message,
    visitor_id: m.visitorId,
    page_url: m.pageUrl,
  }
  if (m.visitorName) body['visitor_name'] = m.visitorName
  if (m.visitorEmail) body['visitor_email'] = m.visitorEmail
  return body
}

export function createWebhookClient(options: WebhookClientOptions): WebhookClient {
  const url = options.apiBase + '/webhook-chat-message'
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  return {
    async send(outgoing) {
      // Looked up per call: the page may load a fetch polyfill or wrapper after us.
      const doFetch = options.fetch ?? window.fetch.bind(window)
      const controller = new AbortController()
      let timedOut = false
      const timer = setTimeout(() => {
        timedOut = true
        controller.abort()
      }, timeoutMs)
      try {
        let response: Response
        try {
          response = await doFetch(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: stringify(webhookBody(options.widgetKey, outgoing)),
            credentials: 'omit',
            mode: 'cors',
            cache: 'no-store',
            referrerPolicy: 'origin',
            signal: controller.signal,
          })
        } catch {
          throw new WebhookError(timedOut ? 'timeout' : 'offline')
        }
        if (!response.ok) throw new WebhookError('http', response.status)
        let text: string
        try {
          text = await response.text()
        } catch {
          throw new WebhookError(timedOut ? 'timeout' : 'offline')
        }
        return parseReply(text)
      } finally {
        clearTimeout(timer)
      }
    },
  }
}

export function parseReply(text: string): AgentReply {
  if (text.length > MAX_REPLY_CHARS) throw new WebhookError('bad-reply')
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw new WebhookError('bad-reply')
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new WebhookError('bad-reply')
  const field = (name: string) => {
    const value = Object.prototype.hasOwnProperty.call(data, name) ? (data as Record<string, unknown>)[name] : undefined
    return typeof value === 'string' ? value : undefined
  }
  const reply = field('aiResponse')
  if (reply === undefined || reply.trim() === '') throw new WebhookError('bad-reply')
  const id = (value: string | undefined) => (value && value.length <= 100 ? value : undefined)
  return { text: reply, sessionId: id(field('session_id')), messageId: id(field('aiMessageId')) }
}
