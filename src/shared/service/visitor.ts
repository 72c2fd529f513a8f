// The visitor's name and email as the widget takes them, whether typed in the
// pre-chat form or given by the site (the API's identify): trimmed, and
// within what the service accepts.
import { EMAIL_PATTERN, LIMITS } from './wire'

/** The name, trimmed; undefined when it is not a string, blank, or longer than LIMITS.visitorName. */
export function visitorName(value: unknown): string | undefined {
  const name = typeof value === 'string' ? value.trim() : ''
  return name !== '' && name.length <= LIMITS.visitorName ? name : undefined
}

/** The email address, trimmed; undefined when it is not a string, not an address, or longer than LIMITS.visitorEmail. */
export function visitorEmail(value: unknown): string | undefined {
  const email = typeof value === 'string' ? value.trim() : ''
  return email.length <= LIMITS.visitorEmail && EMAIL_PATTERN.test(email) ? email : undefined
}
