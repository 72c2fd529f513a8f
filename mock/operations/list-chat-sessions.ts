// list-chat-sessions: the caller's sessions, filtered and paged.
import { SESSION_FIELDS, type Account, type CallContext, type ServiceCore } from '../state'
import { integer, oneOf, optional, parseBody, timestamp, uuid } from '../validate'

export function listChatSessions(core: ServiceCore, account: Account, ctx: CallContext) {
  const input = parseBody(
    ctx.body,
    {
      limit: optional(integer(0, 100)),
      offset: optional(integer(0, Number.MAX_SAFE_INTEGER)),
      widget_id: optional(uuid),
      status: optional(oneOf('active', 'closed')),
      from_date: optional(timestamp),
    },
    'list-chat-sessions',
  )
  const now = core.now()
  for (const s of core.state.sessions) {
    if (s.status === 'active' && now - Date.parse(s.last_message_at) >= core.idleMs) s.status = 'closed'
  }
  const from = input.from_date === undefined ? undefined : Date.parse(input.from_date)
  const matching = core.state.sessions
    .filter(
      (s) =>
        s.account_id === account.id &&
        (input.widget_id === undefined || s.widget_id === input.widget_id) &&
        (input.status === undefined || s.status === input.status) &&
        (from === undefined || Date.parse(s.created_at) >= from),
    )
    // Most recently active first; ties by creation, then id, so pages are stable.
    .sort((a, b) => b.last_message_at.localeCompare(a.last_message_at) || b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id))
  const offset = input.offset ?? 0
  const limit = input.limit ?? 50
  return {
    sessions: matching.slice(offset, offset + limit).map((s) => Object.fromEntries(SESSION_FIELDS.map((f) => [f, s[f]]))),
    total: matching.length,
  }
}
