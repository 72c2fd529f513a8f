// Test knobs: faults injected into operation responses, off by default. A
// rule applies to the next `times` matching requests (or to every one when
// `times` is left out), optionally only to one operation or to webhook
// messages containing a text. Latency rules add up; the first matching
// terminal fault (status, malformed, empty, huge, drop, reply) decides the
// response. `reply` answers a well-formed reply with any text: hostile
// content for the widget's rendering tests.
import { LIMITS } from '../src/shared/service/wire'
import { ApiError } from './api-error'
import { integer, oneOf, optional, parseBody, required, text } from './validate'

export type FaultKind = 'latency' | 'status' | 'malformed' | 'empty' | 'huge' | 'drop' | 'reply'

export interface FaultRule {
  fault: FaultKind
  /** For latency: milliseconds to wait (at most 120000). */
  ms?: number
  /** For status: the HTTP status to answer with (400 to 599). */
  status?: number
  /** For status 429 or 503: the Retry-After header, in seconds. */
  retry_after?: number
  /** For reply: the aiResponse to answer with (a well-formed reply of any content). */
  text?: string
  times?: number
  operation?: string
  message_includes?: string
}

export interface FaultDecision {
  latencyMs: number
  terminal: FaultRule | undefined
}

const RULE_SHAPE = {
  fault: required(oneOf<FaultKind>('latency', 'status', 'malformed', 'empty', 'huge', 'drop', 'reply')),
  ms: optional(integer(0, 120_000)),
  status: optional(integer(400, 599)),
  retry_after: optional(integer(0, 86_400)),
  // Up to the longest reply the widget accepts; `huge` is the one beyond it.
  text: optional(text(LIMITS.reply, { allowBlank: true })),
  times: optional(integer(1, 1_000_000)),
  operation: optional(text(100)),
  message_includes: optional(text(1000)),
}

export function parseFaultRule(value: unknown): FaultRule {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new ApiError(400, 'invalid_field', 'each rule must be an object', 'rules')
  const rule = parseBody(value as Record<string, unknown>, RULE_SHAPE, 'a fault rule')
  if (rule.fault === 'latency' && rule.ms === undefined) throw new ApiError(400, 'missing_field', 'a latency rule needs ms', 'ms')
  if (rule.fault === 'status' && rule.status === undefined) throw new ApiError(400, 'missing_field', 'a status rule needs status', 'status')
  if (rule.fault === 'reply' && rule.text === undefined) throw new ApiError(400, 'missing_field', 'a reply rule needs text', 'text')
  const out: FaultRule = { fault: rule.fault }
  for (const key of ['ms', 'status', 'retry_after', 'text', 'times', 'operation', 'message_includes'] as const) {
    if (rule[key] !== undefined) (out as unknown as Record<string, unknown>)[key] = rule[key]
  }
  return out
}

export class Faults {
  rules: FaultRule[] = []

  add(...rules: FaultRule[]) {
    this.rules.push(...rules.map((r) => ({ ...r })))
  }

  clear() {
    this.rules = []
  }

  /** Picks the faults for one request and counts them down. */
  take(operation: string, body: Record<string, unknown>): FaultDecision {
    const decision: FaultDecision = { latencyMs: 0, terminal: undefined }
    const message = typeof body['message'] === 'string' ? body['message'] : ''
    for (const rule of this.rules) {
      if (rule.operation !== undefined && rule.operation !== operation) continue
      if (rule.message_includes !== undefined && !message.includes(rule.message_includes)) continue
      if (rule.fault === 'latency') decision.latencyMs += rule.ms ?? 0
      else if (decision.terminal) continue
      else decision.terminal = rule
      if (rule.times !== undefined) rule.times--
    }
    this.rules = this.rules.filter((r) => r.times === undefined || r.times > 0)
    return decision
  }
}
