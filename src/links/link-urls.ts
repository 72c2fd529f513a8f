// The checks of data-privacy-url and data-contact-url. The settings registry
// (src/shared/settings/panel.ts) carries both as given, so their checks ship
// here, in the links chunk, which the panel loads only where one is set, not
// in every first reply; only what they let through becomes an href.
import { urlOf } from '../shared/settings/checked-url'
import { worded } from '../shared/settings/reader'
import type { WidgetConfig } from '../shared/settings/panel'
import type { LinkKind } from './descriptor'

/**
 * A path on the host page's own site (one leading `/`), made absolute, or
 * undefined. The parser drops tabs and newlines and reads `\` as `/`, so a
 * path can still turn into another host (`/\tevil.example`): the origin is
 * checked on the result, not only on the text.
 */
function sitePathOf(path: string): string | undefined {
  const url = urlOf(path, /^https?:$/, location.origin)
  return url?.startsWith(location.origin + '/') ? url : undefined
}

/**
 * The hrefs of the links, given the settings as the registry carries them
 * (trimmed): empty where a setting is not set, or is refused; a refused one
 * is said through `warn`, in the settings reader's words (`worded`).
 */
export function linkHrefs(
  { privacyUrl, contactUrl }: Pick<WidgetConfig, 'privacyUrl' | 'contactUrl'>,
  warn: (message: string) => void,
): Record<LinkKind, string> {
  const checked = (name: string, value: string, href: string | undefined) => {
    if (href === undefined) warn(worded({ name, value, fallback: '' }))
    return href ?? ''
  }
  return {
    // An absolute https: URL, or a path on the site: one leading `/`, not `//` nor `/\` (another host).
    privacy: checked('privacyUrl', privacyUrl, /^\/(?![/\\])/.test(privacyUrl) ? sitePathOf(privacyUrl) : urlOf(privacyUrl, /^https:$/)),
    contact: checked('contactUrl', contactUrl, urlOf(contactUrl, /^(https|mailto|tel):$/)),
  }
}
