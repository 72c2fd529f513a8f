// Bounds marked's recursion before it lexes: every nesting level of a quote
// or list makes marked lex the nested text again, so a reply of 10,000 `>`
// would cost its length times its depth (and the stack). Past MAX_NESTING
// container markers on a line, the next marker is escaped and shows as text;
// past MAX_INDENT columns, leading whitespace is cut to MAX_INDENT, which
// bounds nesting made by indentation. One pass, a bounded look at each line.

export const MAX_NESTING = 16
const MAX_INDENT = 64

function markerEnd(line: string, at: number): number {
  const c = line[at]
  if (c === '>') return at + 1
  let end = at
  if (c === '-' || c === '*' || c === '+') end = at + 1
  else {
    while (end < line.length && end - at < 9 && line[end]! >= '0' && line[end]! <= '9') end++
    if (end === at || (line[end] !== '.' && line[end] !== ')')) return -1
    end++
  }
  return line[end] === ' ' || line[end] === '\t' ? end : -1
}

function tameLine(line: string): string {
  let indent = 0
  while (indent < line.length && (line[indent] === ' ' || line[indent] === '\t')) indent++
  if (indent > MAX_INDENT) line = line.slice(indent - MAX_INDENT)
  let at = 0
  for (let depth = 0; ; depth++) {
    while (at < line.length && (line[at] === ' ' || line[at] === '\t')) at++
    const end = markerEnd(line, at)
    if (end < 0) return line
    if (depth === MAX_NESTING) {
      // Escaping the marker's last punctuation makes it text: `\>`, `\-`, `1\.`.
      const mark = line[at] === '>' || end - at === 1 ? at : end - 1
      return `${line.slice(0, mark)}\\${line.slice(mark)}`
    }
    at = end
  }
}

export function tame(source: string): string {
  return source.replace(/\r\n?/g, '\n').split('\n').map(tameLine).join('\n')
}
