// Character references decoded without the browser's HTML parser (no
// innerHTML, no DOMParser: a reply never reaches one). Numeric references
// are decoded in full; named ones from the table below: the ones chat
// replies use and the GFM spec's own examples. A name outside the table
// stays as written (docs/markdown.md).

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  middot: '·',
  bull: '•',
  deg: '°',
  plusmn: '±',
  times: '×',
  divide: '÷',
  micro: 'µ',
  para: '¶',
  sect: '§',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  sup2: '²',
  sup3: '³',
  larr: '←',
  rarr: '→',
  uarr: '↑',
  darr: '↓',
  harr: '↔',
  lArr: '⇐',
  rArr: '⇒',
  hArr: '⇔',
  le: '≤',
  ge: '≥',
  ne: '≠',
  asymp: '≈',
  infin: '∞',
  minus: '−',
  prime: '′',
  check: '✓',
  iexcl: '¡',
  iquest: '¿',
  shy: '\u00ad',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  aacute: 'á',
  agrave: 'à',
  acirc: 'â',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ntilde: 'ñ',
  ccedil: 'ç',
  Eacute: 'É',
  AElig: 'Æ',
  aelig: 'æ',
  oslash: 'ø',
  aring: 'å',
  Dcaron: 'Ď',
  ngE: '≧̸',
  HilbertSpace: 'ℋ',
  DifferentialD: 'ⅆ',
  ClockwiseContourIntegral: '∲',
}

const REFERENCE = /&(?:#[xX]([0-9a-fA-F]{1,6})|#([0-9]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));/g

function codePoint(value: number): string {
  // CommonMark: 0, surrogates and values past Unicode become U+FFFD.
  return value === 0 || (value >= 0xd800 && value <= 0xdfff) || value > 0x10ffff ? '\ufffd' : String.fromCodePoint(value)
}

/** `text` with its character references decoded (each match is bounded: linear work). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(REFERENCE, (whole, hex?: string, dec?: string, name?: string) => {
    if (hex !== undefined) return codePoint(parseInt(hex, 16))
    if (dec !== undefined) return codePoint(parseInt(dec, 10))
    return Object.prototype.hasOwnProperty.call(NAMED, name!) ? NAMED[name!]! : whole
  })
}
