// webhook-chat-message: the visitor's message in, the agent's reply out. No
// Authorization: the widget key and the allowed domains are the gate.
import { randomUUID } from 'node:crypto'
import { LIMITS, WIRE_VISITOR_ID_PATTERN } from '../../src/shared/service/wire'
import { ApiError } from '../api-error'
import { replyTo } from '../replies'
import type { CallContext, ServiceCore, Widget } from '../state'
import { email, optional, parseBody, required, text, url, uuid } from '../validate'

/** How much of the reply a session keeps as its last_message. */
const PREVIEW_CHARS = 200

export function webhookChatMessage(core: ServiceCore, ctx: CallContext) {
  const input = parseBody(
    ctx.body,
    {
      widget_key: required(text(LIMITS.widgetKey)),
      message: required(text(LIMITS.visitorMessage)),
      visitor_id: required(text(LIMITS.visitorId)),
      page_url: required(url(LIMITS.pageUrl)),
      visitor_name: optional(text(LIMITS.visitorName, { allowBlank: true })),
      visitor_email: optional(email),
      client_message_id: optional(uuid),
    },
    'webhook-chat-message',
  )
  if (!WIRE_VISITOR_ID_PATTERN.test(input.visitor_id)) {
    throw new ApiError(400, 'invalid_field', 'visitor_id must be v_ followed by 8 to 128 URL-safe characters', 'visitor_id')
  }
  const widget = core.state.widgets.find((w) => w.widget_key === input.widget_key)
  if (!widget || !widget.is_active) throw new ApiError(404, 'unknown_widget', 'no active widget has this widget_key', 'widget_key')
  checkDomain(widget, ctx.origin, input.page_url)

  const now = core.now()
  let session = core.state.sessions.find((s) => s.widget_id === widget.id && s.visitor_id === input.visitor_id && s.status === 'active')
  // A message sent again (the widget retries after timeouts and network
  // errors) is answered once: the same reply, nothing counted twice.
  const earlier = input.client_message_id === undefined ? undefined : session?.answered?.[input.client_message_id]
  if (earlier) return { ...earlier }

  // Refused messages are not counted, so one visitor over the limit does not use up the widget's.
  const visitorKey = widget.id + ' ' + input.visitor_id
  const wait = Math.max(core.perWidget.wait(widget.id, now), core.perVisitor.wait(visitorKey, now))
  if (wait) throw new ApiError(429, 'rate_limited', 'too many messages; try again later', undefined, wait)
  core.perWidget.count(widget.id)
  core.perVisitor.count(visitorKey)

  const iso = new Date(now).toISOString()
  if (session && now - Date.parse(session.last_message_at) >= core.idleMs) {
    session.status = 'closed'
    session = undefined
  }
  if (!session) {
    session = {
      id: randomUUID(),
      account_id: widget.account_id,
      widget_id: widget.id,
      widget_name: widget.name,
      visitor_id: input.visitor_id,
      visitor_name: '',
      visitor_email: '',
      status: 'active',
      last_message: '',
      last_message_at: iso,
      message_count: 0,
      page_url: input.page_url,
      created_at: iso,
    }
    core.state.sessions.push(session)
  }
  const aiResponse = replyTo(input.message)
  if (input.visitor_name !== undefined && input.visitor_name.trim()) session.visitor_name = input.visitor_name.trim()
  if (input.visitor_email !== undefined && input.visitor_email.trim()) session.visitor_email = input.visitor_email.trim()
  session.page_url = input.page_url
  // The visitor's message and the reply both count; the preview is the latest, the reply.
  session.message_count += 2
  session.last_message = aiResponse.slice(0, PREVIEW_CHARS)
  session.last_message_at = iso
  const reply = { session_id: session.id, aiResponse, aiMessageId: randomUUID() }
  if (input.client_message_id !== undefined) {
    const answered = (session.answered ??= {})
    answered[input.client_message_id] = reply
    // Retries come within minutes; the last 100 answers per session are plenty.
    const ids = Object.keys(answered)
    if (ids.length > 100) delete answered[ids[0]!]
  }
  core.changed()
  return { ...reply }
}

/** A listed domain allows itself and its subdomains; an empty list allows all. */
function checkDomain(widget: Widget, origin: string | undefined, pageUrl: string) {
  if (widget.allowed_domains.length === 0) return
  const allowed = (host: string) => widget.allowed_domains.some((d) => host === d || host.endsWith('.' + d))
  const hosts = [new URL(pageUrl).hostname]
  if (origin !== undefined && origin !== 'null') {
    try {
      hosts.push(new URL(origin).hostname)
    } catch {
      hosts.push('')
    }
  } else if (origin === 'null') hosts.push('')
  if (!hosts.every(allowed)) throw new ApiError(403, 'domain_not_allowed', 'this widget may not be used on this domain')
}
