// The links chunk (data-privacy-url, data-contact-url): "Privacy policy" and
// "Contact a person", where a visitor gives their details or is left without
// an answer (the pre-chat form, the offline notice, a message that could not
// be delivered) and in the conversation menu. The panel loads it as it
// starts, only where one of the two is set; the URLs are checked here
// (./link-urls.ts), and a refused one shows no link.
// The JSX below compiles to the kit's `h`, which carries no JSX types: kit-jsx makes Preact's the global ones.
import type {} from '../shared/chunks/kit-jsx'
import type { linksStrings } from '../shared/texts/en'
import type { ChunkContext } from '../shared/chunks/panel-chunks'
import type { LinkKind, LinksUi } from './descriptor'
import { warnOnce } from '../shared/page/console'
import { linkHrefs } from './link-urls'
import linksCss from './links.css?inline'

// A restart of the panel (update, a new placement) makes the links again
// from the same settings: each warning is said once a page, as the settings
// reader says its own (src/launcher/widget.ts).
const warn = warnOnce()

export function createLinks(panel: ChunkContext, strings: typeof linksStrings): LinksUi {
  const { h } = panel.kit
  panel.adopt(linksCss)
  const hrefs = linkHrefs(panel.config, warn)
  const links: Record<LinkKind, { href: string; name: string }> = {
    privacy: { href: hrefs.privacy, name: strings.privacyPolicy },
    contact: { href: hrefs.contact, name: strings.contactPerson },
  }

  return {
    kinds: (['privacy', 'contact'] as const).filter((kind) => links[kind].href),
    Link({ kind, class: extra, ...props }) {
      const { href, name } = links[kind]
      if (!href) return null
      // A web page opens beside the chat, which stays where it was; mailto: and tel: hand over to an app and leave the page as it is.
      const newTab = href.startsWith('https:') || href.startsWith('http:')
      return (
        <a
          // The caller's classes beside this chunk's own (the menu's item look).
          class={extra ? `link ${extra}` : 'link'}
          part={`${kind}-link`}
          href={href}
          target={newTab ? '_blank' : undefined}
          // No window.opener for the other page, and no Referer that would tell it which page of the site the visitor came from.
          rel={newTab ? 'noopener noreferrer' : undefined}
          {...props}
        >
          {name}
          {newTab && <span class="sr-only"> {strings.opensInNewTab}</span>}
          {newTab && (
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
            </svg>
          )}
        </a>
      )
    },
  }
}
