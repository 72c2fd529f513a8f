// marked's inline tokens as elements: text, escapes, emphasis, strikethrough,
// code spans, breaks, links and autolinks. Raw HTML is shown as its text; an
// image becomes a link named by its alt text (nothing is fetched); a link
// whose URL is not web, mail or phone (a relative one included) is its text.
import type { Token, Tokens } from 'marked'
import { safeHref } from '../shared/safe-href'
import { decodeEntities } from './entities'
import type { Make, Node } from './make'

export const LINK_REL = 'noopener noreferrer nofollow ugc'

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
  const link = (href: string, title: string | null | undefined, label: Node[] | string): Node | Node[] => {
    const url = safeHref(decodeEntities(href))
    if (!url) return label
    const props: Record<string, string> = { href: url, target: '_blank', rel: LINK_REL }
    if (title) props.title = decodeEntities(title)
    return make('a', props, label)
  }

  const inline = (tokens: readonly Token[] | undefined, depth: number): Node[] => {
    const out: Node[] = []
    for (const token of tokens ?? []) {
      const node = one(token, depth)
      if (Array.isArray(node)) out.push(...node)
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
        return link(t.href, t.title, inline(t.tokens, depth + 1))
      }
      case 'image': {
        const t = token as Tokens.Image
        return link(t.href, t.title, plain(t.tokens, t.text))
      }
      case 'checkbox':
        // The space the spec puts between the box and the item's text.
        return [make('input', { type: 'checkbox', disabled: true, checked: token.checked === true, class: 'task', part: 'md-task' }), ' ']
      default:
        // Raw HTML, and whatever marked may add: the text as written.
        return token.raw
    }
  }
  return inline
}
