// A small markdown subset for AI replies, turned into Preact elements, never
// into HTML strings: paragraphs, line breaks, bold, italic, inline code, code
// blocks, bulleted and numbered lists, links and bare URLs. Raw HTML stays
// text. Only p, br, strong, em, code, pre, ul, ol, li and a are ever created,
// and a link's only attributes are a checked href, target and rel, so a reply
// can neither run script nor make the browser fetch anything.
//
// Every pattern is bounded (a line, a few hundred characters), so the work
// grows linearly with the reply: 300 KB of adversarial input stays fast.
import { h, type ComponentChildren, type VNode } from 'preact'
import { safeHref } from './safe-href'

type Child = VNode<any> | string

// One pass over a block's text; each alternative has a bounded span.
// 1 code  2 bold  3 italic(*)  4 italic(_)  5 image/link bang  6 link text  7 link url  8 bare url
const INLINE =
  /`([^`\n]{1,500})`|\*\*(?=\S)([^\n]{1,300}?)\*\*|\*(?=[^\s*])([^*\n]{1,300}?)\*|(?<!\w)_(?=\S)([^_\n]{1,300}?)_(?!\w)|(!?)\[([^\]\n]{0,500})\]\(\s*<?([^\s()<>]{1,2000})>?\s*\)|(https?:\/\/[^\s<>"'`]{1,2000})/g

const MAX_DEPTH = 4

function link(href: string | null, label: ComponentChildren, raw: string): Child {
  return href ? h('a', { href, target: '_blank', rel: 'noopener noreferrer nofollow ugc' }, label) : raw
}

export function inline(text: string, depth = 0): Child[] {
  const out: Child[] = []
  let last = 0
  // A fresh regex per call: recursion must not share lastIndex.
  const re = new RegExp(INLINE)
  for (let m = re.exec(text); m; m = re.exec(text)) {
    let [whole] = m
    let node: Child
    // Every group but 5 and 6 matches at least one character when it takes part.
    if (m[1]) node = h('code', null, m[1])
    else if (depth >= MAX_DEPTH) node = whole
    else if (m[2]) node = h('strong', null, inline(m[2], depth + 1))
    else if (m[3] || m[4]) node = h('em', null, inline((m[3] || m[4])!, depth + 1))
    else if (m[7]) {
      // An image becomes a link: nothing from a reply is ever fetched.
      const label = m[6] || m[7]
      node = link(safeHref(m[7]), m[5] ? label : inline(label, MAX_DEPTH), whole)
    } else {
      // Trailing punctuation usually ends the sentence, not the URL.
      const url = whole.replace(/[.,;:!?'")\]]+$/, '')
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
    out.push(...inline(line))
  })
  return out
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/
const ITEM = /^ {0,3}(?:([-*+])|(\d{1,9})[.)])[ \t]+(.*)$/
const HEADING = /^ {0,3}#{1,6}[ \t]+(.*?)[ \t#]*$/

export function renderMarkdown(source: string): Child[] {
  const lines = source.split(/\r\n?|\n/)
  const blocks: Child[] = []
  let paragraph: string[] = []
  let list: { tag: 'ul' | 'ol'; start: number; items: string[][] } | null = null

  const flush = () => {
    if (paragraph.length) blocks.push(h('p', null, withBreaks(paragraph)))
    if (list) {
      // A bulleted list always starts at 1.
      blocks.push(h(list.tag, list.start === 1 ? null : { start: list.start }, list.items.map((item) => h('li', null, withBreaks(item)))))
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
    if (!line.trim()) {
      flush()
      continue
    }
    const item = ITEM.exec(line)
    if (item) {
      const tag = item[2] ? 'ol' : 'ul'
      if (paragraph.length || (list && list.tag !== tag)) flush()
      list ??= { tag, start: item[2] ? Math.min(+item[2], 1e6) : 1, items: [] }
      list.items.push([item[3]!])
      continue
    }
    const heading = HEADING.exec(line)
    if (heading) {
      flush()
      blocks.push(h('p', null, h('strong', null, inline(heading[1]!))))
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
