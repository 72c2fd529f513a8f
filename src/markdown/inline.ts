// marked's inline tokens as elements: text, escapes, emphasis, strikethrough,
// code spans, breaks, links and autolinks. Raw HTML is shown as its text; an
// image becomes a link named by its alt text (nothing is fetched); a link
// whose URL is not web, mail or phone (a relative one included) is its text.
import type { Token, Tokens } from 'marked'
import { safeHref } from '../shared/conversation/safe-href'
import { decodeEntities } from './entities'
import type { Make, Node } from './make'

export const LINK_REL = 'noopener noreferrer nofollow ugc'

/** A URL with a scheme, read as a browser reads it (leading controls and spaces skipped). */
const SCHEME = /^[\0- ]*[a-z][a-z0-9+.-]*:/i

/** The plain text of inline tokens (an image's alt text, as the spec gives it). */
export function plain(tokens: readonly Token[] | undefined, fallback: string): string {
  if (!tokens) return decodeEntities(fallback)
  return tokens
    .map((t): string => {
      if ('tokens' in t && t.tokens) return plain(t.tokens, '')
      const text = 'text' in t && typeof t.text === 'string' ? t.text : ''
      return t.type === 'escape' ? text : decodeEntities(text)
    })
    .join('')
}

export function inlineRenderer(make: Make) {
  const link = (href: string, title: string | null | undefined, label: Node[] | string, raw: string): Node | Node[] => {
    const decoded = decodeEntities(href)
    const url = safeHref(decoded)
    // A refused scheme (javascript:, data:...) behind a label shows the markdown as written, so the
    // attempt stays visible, as in the simple renderer; a relative URL, which would point into the host
    // site, and an autolink (<irc://...>, whose label is its URL) show their text.
    if (!url) return !raw.startsWith('<') && SCHEME.test(decoded.replace(/[\t\n\r]/g, '')) ? raw : label
    const props: Record<string, string> = { href: url, target: '_blank', rel: LINK_REL }
    if (title) props.title = decodeEntities(title)
    return make('a', props, label)
  }

  /** A task item's box, named by the item's text (a box needs a name: axe, screen readers). */
  const checkbox = (token: Tokens.Checkbox, rest: readonly Token[]): Node[] => [
    make('input', {
      type: 'checkbox',
      disabled: true,
      checked: token.checked,
      class: 'task',
      part: 'md-task',
      'aria-label': plain(rest, '').trim().slice(0, 200) || undefined,
    }),
    // The space the spec puts between the box and the item's text.
    ' ',
  ]

  const inline = (tokens: readonly Token[] | undefined, depth: number): Node[] => {
    const out: Node[] = []
    for (const [i, token] of (tokens ?? []).entries()) {
      const node: Node | Node[] = token.type === 'checkbox' ? checkbox(token as Tokens.Checkbox, tokens!.slice(i + 1)) : one(token, depth)
      if (Array.isArray(node)) out.push(...(node as Node[]))
      else if (node !== null) out.push(node)
    }
    return out
  }

  const one = (token: Token, depth: number): Node | Node[] => {
    // Deeper than the cap, a token is its source text.
    if (depth > 32) return token.raw
    switch (token.type) {
      case 'text':
        return token.tokens ? inline(token.tokens, depth + 1) : decodeEntities((token as Tokens.Text).text)
      case 'escape':
        return (token as Tokens.Escape).text
      case 'strong':
      case 'em':
      case 'del':
        return make(token.type, null, inline(token.tokens, depth + 1))
      case 'codespan':
        return make('code', null, token.text)
      case 'br':
        return make('br', null)
      case 'link': {
        const t = token as Tokens.Link
        return link(t.href, t.title, inline(t.tokens, depth + 1), t.raw)
      }
      case 'image': {
        const t = token as Tokens.Image
        // Named by its alt text, or by its URL when it has none (never an empty link).
        return link(t.href, t.title, plain(t.tokens, t.text) || decodeEntities(t.href), t.raw)
      }
      default:
        // Raw HTML, and whatever marked may add: the text as written.
        return token.raw
    }
  }
  return { inline, checkbox }
}
