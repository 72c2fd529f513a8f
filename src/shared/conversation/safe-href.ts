// The only links a reply may carry: web, mail and phone. The check mirrors
// the URL parser of browsers: leading and trailing controls and spaces are
// trimmed and tabs and newlines anywhere are dropped before the scheme is
// read ("\tjava\nscript:" is javascript:), and scheme names are case-folded.
// Anything else, relative links included (they would point into the host
// site), is shown as text.
const ALLOWED = /^(?:https?:|mailto:|tel:)/i

export function safeHref(raw: string): string | null {
  const url = raw.replace(/[\t\n\r]/g, '').replace(/^[\0- ]+|[\0- ]+$/g, '')
  // Control characters are what is checked for here: a URL left with one is refused.
  // eslint-disable-next-line no-control-regex
  return ALLOWED.test(url) && !/[\0-\x1f\x7f]/.test(url) ? url : null
}
