// The check of a URL the site gives the widget in a setting: the avatar
// (./panel.ts) and the privacy and contact links (the links chunk,
// src/links/link-urls.ts).

/**
 * Empty (none: what `update` sends to take it away), or an absolute URL with
 * one of `schemes` and no credentials, or undefined:
 * never a `javascript:` or `data:` one (what the page would run or show as
 * ours), nor one relative to the host page. The avatar is the only thing the
 * widget fetches besides its own files and the webhook; the links are what a
 * visitor follows.
 */
export function urlOf(value: string, schemes: RegExp, base?: string): string | undefined {
  if (!value) return ''
  try {
    const url = new URL(value, base)
    return schemes.test(url.protocol) && !url.username && !url.password ? url.href : undefined
  } catch {
    return undefined
  }
}
