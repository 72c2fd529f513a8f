// A small markdown subset for AI replies, turned into Preact elements, never
// into HTML strings: paragraphs, line breaks, bold, italic, inline code, code
// blocks, bulleted and numbered lists, links and bare URLs. Raw HTML stays
// text. Only p, br, strong, em, code, pre, ul, ol, li and a are ever created,
// and a link's only attributes are a checked href, target and rel, so a reply
// can neither run script nor make the browser fetch anything.
//
// Every pattern is bounded (a line, a few hundred characters), so the work
// grows linearly with the reply: 300 KB of adversarial input stays fast.
import { h, type ComponentChildren, type JSX } from 'preact'
import { safeHref } from '../../shared/conversation/safe-href'

type Child = JSX.Element | string

// One pass over a block's text; each alternative has a bounded span.
// 1 code  2 bold italic  3 bold  4 italic(*)  5 italic(_)  6 image/link bang  7 link text  8 link url  9 bare url
const INLINE =
  /`([^`\n]{1,500})`|\*\*\*(?=[^\s*])([^*\n]{1,300}?)\*\*\*|\*\*(?=\S)([^\n]{1,300}?)\*\*|\*(?=[^\s*])((?:[^*\n]|\*\*(?=\S)[^*\n]{1,300}?\*\*){1,300}?)\*(?!\*)|(?<![\w_])_(?=\S)([^_\n]{1,300}?)_(?![\w])|(!?)\[([^[\]\n]{0,500})\]\(\s*<?([^\s()<>]{1,2000})>?\s*\)|(https?:\/\/[^\s<>"'`]{1,2000})/g

const MAX_DEPTH = 4

function link(href: string | null, label: ComponentChildren, raw: string): Child {
  return href ? h('a', { href, target: '_blank', rel: 'noopener noreferrer nofollow ugc' }, label) : raw
}

export function inline(text: string, depth = 0): Child[] {
  const out: Child[] = []
  let last = 0
  // A fresh regex per call: recursion must not share lastIndex.
  const re = new RegExp(INLINE.source, 'g')
  for (let m = re.exec(text); m; m = re.exec(text)) {
    let [whole] = m
    let node: Child
    if (m[1] !== undefined) node = h('code', null, m[1])
    else if (depth >= MAX_DEPTH) node = whole
    else if (m[2] !== undefined) node = h('em', null, h('strong', null, inline(m[2], depth + 2)))
    else if (m[3] !== undefined) node = h('strong', null, inline(m[3], depth + 1))
    else if (m[4] !== undefined || m[5] !== undefined) node = h('em', null, inline((m[4] ?? m[5])!, depth + 1))
    else if (m[8] !== undefined) {
      // An image becomes a link: nothing from a reply is ever fetched.
      const label = m[7] || m[8]
      node = link(safeHref(m[8]), m[6] ? label : inline(label, MAX_DEPTH), whole)
    } else {
      // Trailing punctuation usually ends the sentence, not the URL.
      let end = whole.length
      while (end > 0 && `.,;:!?'")]`.includes(whole[end - 1]!)) end--
      const url = whole.slice(0, end)
      re.lastIndex -= whole.length - url.length
      whole = url
      node = link(safeHref(url), url, url)
    }
    if (m.index > last) out.push(text.slice(last, m.index))
    out.push(node)
    last = m.index + whole.length
  }
  if (last < text.length) out.push(text.slice(last))
  return out
}

function withBreaks(lines: string[]): Child[] {
  const out: Child[] = []
  lines.forEach((line, i) => {
    if (i) out.push(h('br', null))
    for (const node of inline(line)) out.push(node)
  })
  return out
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/
const ITEM = /^ {0,3}(?:([-*+])|(\d{1,9})[.)])[ \t]+(.*)$/
const HEADING = /^ {0,3}#{1,6}[ \t]+(.*)$/

export function renderMarkdown(source: string): Child[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n')
  const blocks: Child[] = []
  let paragraph: string[] = []
  let list: { ordered: boolean; start: number; items: string[][] } | null = null

  const flush = () => {
    if (paragraph.length) blocks.push(h('p', null, withBreaks(paragraph)))
    if (list) {
      const items = list.items.map((item) => h('li', null, withBreaks(item)))
      blocks.push(list.ordered ? h('ol', list.start === 1 ? null : { start: list.start }, items) : h('ul', null, items))
    }
    paragraph = []
    list = null
  }

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    const fence = FENCE.exec(line)
    if (fence) {
      flush()
      const code: string[] = []
      // Unclosed fences run to the end of the reply, as in CommonMark.
      while (++i < lines.length && !lines[i]!.trimStart().startsWith(fence[1]!)) code.push(lines[i]!)
      blocks.push(h('pre', null, h('code', null, code.join('\n'))))
      continue
    }
    if (line.trim() === '') {
      flush()
      continue
    }
    const item = ITEM.exec(line)
    if (item) {
      const ordered = item[2] !== undefined
      if (paragraph.length || (list && list.ordered !== ordered)) flush()
      list ??= { ordered, start: ordered ? Math.min(Number(item[2]), 1e6) : 1, items: [] }
      list.items.push([item[3]!])
      continue
    }
    const heading = HEADING.exec(line)
    if (heading) {
      flush()
      // A closing run of # goes only after a space ("C#" stays). Each pattern
      // is anchored at the end and cannot backtrack across the line.
      const text = heading[1]!
        .trimEnd()
        .replace(/(^|[ \t])#+$/, '')
        .trimEnd()
      blocks.push(h('p', null, h('strong', null, inline(text))))
      continue
    }
    // An indented line continues the current list item; anything else, the paragraph.
    if (list && /^\s/.test(line)) list.items[list.items.length - 1]!.push(line.trim())
    else {
      if (list) flush()
      paragraph.push(line)
    }
  }
  flush()
  return blocks
}
