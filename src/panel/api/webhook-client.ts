// The client for the service's webhook-chat-message operation. It sends
// exactly the documented fields (the service may reject unknown ones), no
// credentials and no Authorization header, and reads the reply defensively:
// a reply is untrusted input like any other.
import { ownString, parseObject, stringify } from '../../shared/page/json'
import { MAX_REPLY_CHARS, type WebhookRequest } from '../../shared/service/wire'
import { WebhookError } from './webhook-error'

export interface OutgoingMessage {
  /** Our id of the message, a UUID, sent as client_message_id: the service answers a resent message once. */
  id: string
  text: string
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
export { MAX_REPLY_CHARS }

export interface WebhookClient {
  /** `cancel` aborts the request (the widget is being destroyed); it then fails as 'offline'. */
  send(outgoing: OutgoingMessage, cancel?: AbortSignal): Promise<AgentReply>
}

export function webhookBody(widgetKey: string, m: OutgoingMessage): WebhookRequest {
  const body: WebhookRequest = {
    widget_key: widgetKey,
    message: m.text,
    visitor_id: m.visitorId,
    page_url: m.pageUrl,
    client_message_id: m.id,
  }
  if (m.visitorName) body.visitor_name = m.visitorName
  if (m.visitorEmail) body.visitor_email = m.visitorEmail
  return body
}

export function createWebhookClient(options: WebhookClientOptions): WebhookClient {
  const url = options.apiBase + '/webhook-chat-message'
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  return {
    async send(outgoing, cancel) {
      // Looked up per call: the page may load a fetch polyfill or wrapper after us.
      const doFetch = options.fetch ?? window.fetch.bind(window)
      const controller = new AbortController()
      let timedOut = false
      const timer = setTimeout(() => {
        timedOut = true
        controller.abort()
      }, timeoutMs)
      const abort = () => controller.abort()
      cancel?.addEventListener('abort', abort)
      if (cancel?.aborted) abort()
      try {
        let response: Response
        try {
          response = await doFetch(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: stringify(webhookBody(options.widgetKey, outgoing)),
            credentials: 'omit',
            referrerPolicy: 'origin',
            signal: controller.signal,
          })
        } catch {
          throw new WebhookError(timedOut ? 'timeout' : 'offline')
        }
        if (!response.ok) {
          // Retry-After in seconds (the HTTP-date form is rare for APIs and
          // ignored). An error answer's body is not read.
          const wait = parseInt(response.headers.get('Retry-After') ?? '', 10)
          throw new WebhookError('http', response.status, wait >= 0 ? wait : undefined)
        }
        let text: string
        try {
          text = await response.text()
        } catch {
          throw new WebhookError(timedOut ? 'timeout' : 'offline')
        }
        return parseReply(text)
      } finally {
        clearTimeout(timer)
        cancel?.removeEventListener('abort', abort)
      }
    },
  }
}

export function parseReply(text: string): AgentReply {
  const data = text.length > MAX_REPLY_CHARS ? undefined : parseObject(text)
  const reply = data && ownString(data, 'aiResponse', MAX_REPLY_CHARS)
  if (!reply?.trim()) throw new WebhookError('bad-reply')
  return { text: reply, sessionId: ownString(data!, 'session_id', 100) || undefined, messageId: ownString(data!, 'aiMessageId', 100) || undefined }
}
