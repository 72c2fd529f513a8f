// Which renderer a reply needs. The simple renderer (./markdown.ts, in the
// panel chunk) renders paragraphs, tight lists, bold, italic, code spans and
// links exactly as a markdown reader would when they are written plainly;
// anything it might render otherwise goes to the rich renderer (the markdown
// chunk, loaded then). Conservative on purpose: a false "rich" costs a chunk
// load, a false "simple" shows raw characters. Every pattern is bounded or
// anchored to its line: linear in the reply's length.

/**
 * Plainly written spans the simple renderer gets right, each with what is
 * left of it before the leftovers are checked: its text without the
 * delimiters, or a placeholder letter where that text is not markdown (a code
 * span, a URL).
 */
const SIMPLE_SPANS: ReadonlyArray<readonly [RegExp, string]> = [
  [/`[^`\s](?:[^`\n]{0,498}[^`\s])?`/g, 'x'],
  // An image: a link in both renderers (nothing is fetched); its exact look is not worth a chunk.
  [/!\[[^[\]\n]{0,500}\]\([^()\n]{1,2000}\)/g, 'x'],
  // A link to a refused scheme (javascript:, data:...): both renderers show it as written.
  [/\[[^[\]\n]{0,500}\]\(\s*<?(?!(?:https?|mailto|tel):)[a-zA-Z][\w+.-]{0,31}:/g, 'x'],
  [/\[([^[\]\n*_`~\\<&]{1,500})\]\((?:https?:\/\/|mailto:|tel:)[\w\-./%?=#:@+]{1,2000}\)/g, '$1'],
  [/https?:\/\/[\w\-./%?=#:@+]{1,2000}/g, 'x'],
  [/(^|[\s(])\*\*(?=[^\s*])([^*_\n]{0,300}?[^\s*])\*\*(?=$|[\s.,;:!?)])/gm, '$1$2'],
  [/(^|[\s(])\*(?=[^\s*])([^*_\n]{0,300}?[^\s*])\*(?=$|[\s.,;:!?)])/gm, '$1$2'],
  [/(^|[\s(])_(?=[^\s_])([^*_\n]{0,300}?[^\s_])_(?=$|[\s.,;:!?)])/gm, '$1$2'],
]

/**
 * Left over, markdown the simple renderer does not know: emphasis it might
 * read otherwise, brackets, escapes, strikethrough, pipes, an autolink in
 * <>, an entity, www., an address, a hard break. Raw HTML is not in it: both
 * renderers show it as text.
 */
const SPECIAL = /[*`[\]\\~|\t]|&#?\w{1,32};|www\.|\w@\w|[ ]{2}$/m

/** An autolink in <>, looked for before the URLs inside are taken out. */
const AUTOLINK = /<[A-Za-z][\w+.-]{0,31}:|<[^\s<>@]{1,200}@/

/**
 * Underscores are emphasis only when a run that can open (not after a letter
 * or digit, not before a space) is followed by one that can close (not after
 * a space, not before a letter or digit): snake_case and window.__name are
 * text in both renderers.
 */
function underscoreEmphasis(line: string): boolean {
  const word = /[\p{L}\p{N}]/u
  let opener = false
  for (const m of line.matchAll(/_+/g)) {
    const before = line[m.index - 1] ?? ' '
    const after = line[m.index + m[0].length] ?? ' '
    if (opener && before.trim() && !word.test(after)) return true
    if (!word.test(before) && after.trim()) opener = true
  }
  return false
}

const ITEM = /^([-*+]|(\d{1,9})[.)]) +\S/
/** Lines that start a block the simple renderer does not know: headings, quotes, fences, tables, rules, setext underlines, indentation. */
const BLOCK = /^(?:#|>|\||```|~~~|\s|([-*_=])[ ]*\1[ ]*\1|[-=]+[ ]*$)/

export function needsRichMarkdown(text: string): boolean {
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  let marker: string | null = null
  let blankInList = false
  for (const raw of lines) {
    if (raw.trim() === '') {
      if (marker) blankInList = true
      continue
    }
    if (BLOCK.test(raw)) return true
    const item = ITEM.exec(raw)
    if (item) {
      const kind = item[2] === undefined ? item[1]! : raw[item[1]!.length - 1]!
      // A new list must start at 1; a changed marker, or a blank line between items (a loose list), is the rich renderer's.
      if (marker === null && item[2] !== undefined && item[2] !== '1') return true
      if (marker !== null && (kind !== marker || blankInList)) return true
      marker = kind
    } else if (marker !== null && !blankInList) return true
    else marker = null
    blankInList = false
    if (AUTOLINK.test(raw)) return true
    let rest = item ? raw.slice(item[1]!.length) : raw
    for (const [span, left] of SIMPLE_SPANS) rest = rest.replace(span, left)
    if (SPECIAL.test(rest) || underscoreEmphasis(rest)) return true
  }
  return false
}
