// What reading a reply aloud says: the reply as the visitor sees it (the
// rendered bubble, so markdown's marks are already gone), a code block and a
// table by a short phrase in the visitor's language, a link by its text (one
// whose text is an address said short: its host, or without its scheme), then cut into sentences by
// CLDR's rules (Intl.Segmenter): Chrome stops an utterance after about 15 s,
// so each sentence is an utterance of its own.

/** Utterances longer than this are cut at a space: a sentence without a full stop (a list item, a long line) still ends in time. */
export const MAX_UTTERANCE = 240

/** Blocks end a sentence where their text does not: a heading, a list item, a paragraph without a full stop. */
const BLOCKS = new Set(['P', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'DIV', 'DT', 'DD', 'BR', 'HR'])

export interface SpokenNames {
  spokenCodeBlock: string
  spokenTable: string
}

/** A link whose text is an address (an autolink, a pasted link), said short: a web address by its host, another (mailto:, tel:) without its scheme. */
function addressOf(text: string): string | undefined {
  const address = text.trim()
  if (/^(https?:\/\/|www\.)\S+$/i.test(address)) {
    try {
      return new URL(/^www\./i.test(address) ? `https://${address}` : address).hostname.replace(/^www\./, '')
    } catch {
      return undefined
    }
  }
  return /^[a-z][a-z0-9+.-]*:\S+$/i.test(address) ? address.replace(/^[a-z][a-z0-9+.-]*:(\/\/)?/i, '') : undefined
}

/** The rendered reply as lines of text to speak (a block per line). */
export function spokenText(root: Element, names: SpokenNames): string {
  let out = ''
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      out += node.textContent
      return
    }
    if (!(node instanceof Element)) return
    const tag = node.tagName
    // The rich renderer's own controls (a code block's bar: its language and Copy code) are not the reply.
    if (tag === 'BUTTON' || node.classList.contains('code-bar') || node.getAttribute('aria-hidden') === 'true') return
    if (tag === 'PRE') return void (out += `\n${names.spokenCodeBlock}\n`)
    if (tag === 'TABLE') return void (out += `\n${names.spokenTable}\n`)
    if (tag === 'IMG') return void (out += node.getAttribute('alt') ?? '')
    if (tag === 'A') {
      const address = addressOf(node.textContent ?? '')
      if (address) return void (out += address)
    }
    if (BLOCKS.has(tag)) out += '\n'
    node.childNodes.forEach(walk)
    if (BLOCKS.has(tag)) out += '\n'
  }
  root.childNodes.forEach(walk)
  return out
}

/** The text cut into utterances: a line each, each line by sentence (CLDR's rules for `lang`), none over MAX_UTTERANCE. */
export function utterances(text: string, lang: string): string[] {
  const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(lang, { granularity: 'sentence' }) : undefined
  const out: string[] = []
  for (const line of text.split('\n')) {
    const sentences = segmenter ? [...segmenter.segment(line)].map((s) => s.segment) : [line]
    for (let sentence of sentences.map((s) => s.replace(/\s+/g, ' ').trim())) {
      while (sentence.length > MAX_UTTERANCE) {
        const cut = sentence.lastIndexOf(' ', MAX_UTTERANCE)
        const at = cut > 0 ? cut : MAX_UTTERANCE
        out.push(sentence.slice(0, at))
        sentence = sentence.slice(at).trim()
      }
      if (sentence) out.push(sentence)
    }
  }
  return out
}
