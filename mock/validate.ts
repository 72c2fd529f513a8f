// Field checks for request bodies: unknown fields are refused (the service
// may reject what it does not know, so the mock does, to catch clients that
// send extra fields), missing required ones and wrong types are named.
import { EMAIL_PATTERN, HEX_COLOR_PATTERN, LIMITS } from '../src/shared/service/wire'
import { ApiError } from './api-error'

export type Check<T> = (value: unknown, field: string) => T

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

const invalid = (field: string, what: string) => new ApiError(400, 'invalid_field', `${field} must be ${what}`, field)

export function text(max: number, options: { allowBlank?: boolean } = {}): Check<string> {
  return (value, field) => {
    if (typeof value !== 'string') throw invalid(field, 'a string')
    if (!options.allowBlank && value.trim() === '') throw invalid(field, 'a non-empty string')
    if (value.length > max) throw new ApiError(400, 'field_too_long', `${field} is longer than ${max} characters`, field)
    return value
  }
}

export const uuid: Check<string> = (value, field) => {
  if (typeof value !== 'string' || !UUID.test(value)) throw invalid(field, 'a UUID')
  return value.toLowerCase()
}

export const hexColor: Check<string> = (value, field) => {
  if (typeof value !== 'string' || !HEX_COLOR_PATTERN.test(value)) throw invalid(field, 'a hex colour like #6366f1')
  return value.toLowerCase()
}

export const boolean: Check<boolean> = (value, field) => {
  if (typeof value !== 'boolean') throw invalid(field, 'true or false')
  return value
}

export function oneOf<T extends string>(...allowed: T[]): Check<T> {
  return (value, field) => {
    if (!allowed.includes(value as T)) throw invalid(field, 'one of ' + allowed.join(', '))
    return value as T
  }
}

export function integer(min: number, max: number): Check<number> {
  return (value, field) => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) throw invalid(field, `an integer from ${min} to ${max}`)
    return value
  }
}

export const timestamp: Check<string> = (value, field) => {
  const date = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null
  // Date.parse rolls 2031-02-30 over to 1 March; a real calendar date must read back the same.
  const [y, m, d] = (date ?? []).slice(1).map(Number) as [number, number, number]
  const real = date !== null && new Date(Date.UTC(y, m - 1, d)).getUTCDate() === d && m >= 1 && m <= 12
  if (!real || isNaN(Date.parse(value as string))) throw invalid(field, 'an ISO 8601 timestamp')
  return new Date(value as string).toISOString()
}

/** Blank (ignored) or an address with one @ and a dot in its domain, as the widget checks. */
export const email: Check<string> = (value, field) => {
  const s = text(LIMITS.visitorEmail, { allowBlank: true })(value, field)
  if (s.trim() !== '' && !EMAIL_PATTERN.test(s.trim())) throw invalid(field, 'an email address')
  return s
}

/** A host name such as example.com (no scheme, port or path), lower-cased. */
export const domains: Check<string[]> = (value, field) => {
  if (!Array.isArray(value) || value.length > 100) throw invalid(field, 'an array of at most 100 domains')
  return value.map((d, i) => {
    const name = typeof d === 'string' ? d.trim().toLowerCase().replace(/\.$/, '') : ''
    if (!DOMAIN.test(name)) throw invalid(`${field}[${i}]`, 'a domain name such as example.com')
    return name
  })
}

/** An absolute http(s) URL of at most `max` characters. */
export function url(max: number): Check<string> {
  return (value, field) => {
    const s = text(max)(value, field)
    try {
      const parsed = new URL(s)
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error()
    } catch {
      throw invalid(field, 'an http(s) URL')
    }
    return s
  }
}

type Shape = Record<string, { check: Check<unknown>; required?: boolean }>
type Parsed<S extends Shape> = { [K in keyof S]: S[K] extends { required: true } ? ReturnType<S[K]['check']> : ReturnType<S[K]['check']> | undefined }

export function parseBody<S extends Shape>(body: Record<string, unknown>, shape: S, operation: string): Parsed<S> {
  const unknown = Object.keys(body).find((k) => !Object.prototype.hasOwnProperty.call(shape, k))
  if (unknown !== undefined) throw new ApiError(400, 'unknown_field', `${unknown.slice(0, 60)} is not a field of ${operation}`, unknown.slice(0, 60))
  const out: Record<string, unknown> = {}
  for (const [field, { check, required }] of Object.entries(shape)) {
    const value = body[field]
    if (value === undefined || value === null) {
      if (required) throw new ApiError(400, 'missing_field', `${field} is required`, field)
      continue
    }
    out[field] = check(value, field)
  }
  return out as Parsed<S>
}

export function required<T>(check: Check<T>) {
  return { check, required: true as const }
}

export function optional<T>(check: Check<T>) {
  return { check }
}
