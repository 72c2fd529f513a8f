// marked's block tokens as elements. Headings start at h3 (the panel's own
// title is its h2), tables scroll sideways in a focusable region of their
// own, code blocks come with their language and a Copy code button.
// Nesting deeper than MAX_NESTING is shown as its source text.
import type { Token, Tokens } from 'marked'
import { inlineRenderer } from './inline'
import type { Make, Node } from './make'
import { MAX_NESTING } from './tame'

export interface BlockTexts {
  /** The table region's accessible name. */
  table: string
}

const ALIGN: Record<string, string> = { left: 'align-start', center: 'align-center', right: 'align-end' }

export function blockRenderer(make: Make, texts: BlockTexts, codeBlock: (code: string, lang: string) => Node) {
  const { inline, checkbox } = inlineRenderer(make)

  const cell = (tag: 'th' | 'td', c: Tokens.TableCell) => make(tag, c.align ? { class: ALIGN[c.align] } : null, inline(c.tokens, 0))

  const table = (t: Tokens.Table) =>
    make(
      'div',
      { class: 'table-scroll', part: 'md-table-scroll', role: 'region', tabIndex: 0, 'aria-label': texts.table },
      make(
        'table',
        { part: 'md-table' },
        make(
          'thead',
          null,
          make(
            'tr',
            null,
            t.header.map((c) => cell('th', c)),
          ),
        ),
        t.rows.length
          ? make(
              'tbody',
              null,
              t.rows.map((row) =>
                make(
                  'tr',
                  null,
                  row.map((c) => cell('td', c)),
                ),
              ),
            )
          : null,
      ),
    )

  const list = (t: Tokens.List, depth: number) => {
    const items = t.items.map((item) => make('li', item.task ? { class: 'task-item' } : null, blocks(item.tokens, depth + 1)))
    if (!t.ordered) return make('ul', null, items)
    const start = Number(t.start)
    return make('ol', start === 1 || !Number.isFinite(start) ? null : { start }, items)
  }

  const block = (token: Token, depth: number): Node | Node[] => {
    if (depth > MAX_NESTING) return make('p', null, token.raw)
    switch (token.type) {
      case 'space':
      case 'def':
        return null
      case 'paragraph':
        return make('p', null, inline(token.tokens, 0))
      case 'text': {
        // A tight list item's text.
        const t = token as Tokens.Text
        return inline(t.tokens ?? [{ type: 'text', raw: t.raw, text: t.text }], 0)
      }
      case 'heading': {
        // Setext headings are headings too, as marked reads them.
        const level = Math.min(6, (token as Tokens.Heading).depth + 2)
        return make(`h${level}`, { class: 'heading', part: 'md-heading' }, inline(token.tokens, 0))
      }
      case 'code':
        // Indented code is left out by design: a reply's indented text stays text.
        return (token as Tokens.Code).codeBlockStyle === 'indented'
          ? make('p', null, token.raw.trim())
          : codeBlock((token as Tokens.Code).text, (token as Tokens.Code).lang ?? '')
      case 'blockquote':
        return make('blockquote', { part: 'md-quote' }, blocks(token.tokens, depth + 1))
      case 'hr':
        return make('hr', { part: 'md-rule' })
      case 'list':
        return list(token as Tokens.List, depth)
      case 'table':
        return table(token as Tokens.Table)
      default:
        // Raw HTML blocks, and whatever marked may add: the text as written.
        return make('p', null, token.raw.trim())
    }
  }

  const blocks = (tokens: readonly Token[] | undefined, depth: number): Node[] => {
    const out: Node[] = []
    for (const [i, token] of (tokens ?? []).entries()) {
      // A tight task item: its box, then its text as the next token.
      const node: Node | Node[] = token.type === 'checkbox' ? checkbox(token as Tokens.Checkbox, tokens!.slice(i + 1, i + 2)) : block(token, depth)
      if (Array.isArray(node)) out.push(...(node as Node[]))
      else if (node !== null) out.push(node)
    }
    return out
  }
  return blocks
}
