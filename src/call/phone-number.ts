// The check of data-phone. The settings registry (src/shared/settings/panel.ts)
// carries it as given, so its check ships here, in the call chunk, which the
// panel loads only where it is set: only what it lets through becomes a
// `tel:` address.
import { worded } from '../shared/settings/reader'

/** E.164: a number has at most 15 digits, country code included. */
export const MOST_DIGITS = 15
/** Short numbers (112, 911, 116 123) have 3 digits; fewer is no number. */
export const FEWEST_DIGITS = 3

/**
 * The `tel:` address of a number as a site writes it (`+1 (555) 010-0`,
 * `+44 20 7946 0958`, `555.0100`): its digits, with a leading `+` kept; or
 * undefined where it is not a number. Spaces, dots, dashes and parentheses
 * between the digits are dropped (and a `(0)` after a country code); anything else (a letter, an extension, a
 * `+` that is not first, a scheme such as `javascript:` or `tel:`), fewer than
 * 3 digits or more than 15 refuses it.
 */
export function telOf(number: string): string | undefined {
  const written = number.trim()
  if (!/^\+?[\d\s().-]+$/.test(written)) return undefined
  // `+49 (0)30 …`: the trunk prefix in brackets is dialled only at home, never after a country code.
  const digits = (written.startsWith('+') ? written.replace(/\(0\)/, '') : written).replace(/\D/g, '')
  if (digits.length < FEWEST_DIGITS || digits.length > MOST_DIGITS) return undefined
  return 'tel:' + (written.startsWith('+') ? '+' : '') + digits
}

/** data-phone-label: visible text on the Call button, at most this long. */
export const LABEL_LENGTH = 40

/**
 * The number as the site wrote it (trimmed), its `tel:` address and the
 * button's visible text; a refused value is said through `warn`, in the
 * settings reader's words (`worded`), and leaves no number (no button).
 */
export function phoneOf(
  { phone, phoneLabel }: { phone: string; phoneLabel: string },
  warn: (message: string) => void,
): { number: string; tel: string; label: string } | undefined {
  const label = phoneLabel.trim()
  const refused = (name: string, value: string) => warn(worded({ name, value, fallback: '' }))
  if (label.length > LABEL_LENGTH) refused('phoneLabel', label)
  const number = phone.trim()
  const tel = telOf(number)
  if (!tel) {
    if (number) refused('phone', number)
    return undefined
  }
  return { number, tel, label: label.length > LABEL_LENGTH ? '' : label }
}
