// What Read aloud says (src/voice/speech-text.ts), from the reply as the
// widget renders it: the GFM spec's own examples through the rich renderer
// (no mark of markdown, no link's address read out), and the cases a reply
// meets most, through the same renderer.
import { afterEach, describe, expect, it } from 'vitest'
import { spokenText, utterances, MAX_UTTERANCE } from '../../src/voice/speech-text'
import { cleanupRich, renderRich } from '../render/rich'
import { examples } from '../render/gfm-examples'

const NAMES = { spokenCodeBlock: 'code block', spokenTable: 'table' }
const say = (markdown: string, lang = 'en') => utterances(spokenText(renderRich(markdown).firstElementChild!, NAMES), lang)

afterEach(() => cleanupRich())

/** The reply's own text, as the visitor reads it outside code blocks and tables (an escaped `*` is the reply's, a link's text too). */
function ownText(root: Element, links = true): string {
  const copy = root.cloneNode(true) as Element
  copy.querySelectorAll(links ? 'pre, table, button' : 'a, pre, table, button').forEach((el) => el.remove())
  return copy.textContent ?? ''
}
const count = (text: string, c: string) => text.split(c).length - 1
const ADDRESS = /(?:https?:\/\/|mailto:|www\.)\S+/gi

describe("the GFM spec's examples, read aloud", () => {
  it(`say no mark of markdown and no link's address: ${examples.length} examples`, () => {
    const problems: string[] = []
    for (const example of examples) {
      const root = renderRich(example.markdown).firstElementChild!
      const spoken = utterances(spokenText(root, NAMES), 'en').join(' ')
      const own = ownText(root)
      // A mark is read only where the reply's own text has it (an escaped asterisk, a code span's content).
      for (const mark of ['#', '*', '|', '`', '_', '~', '>'])
        if (count(spoken, mark) > count(own, mark)) problems.push(`example ${example.example}: "${mark}" read out: ${JSON.stringify(spoken)}`)
      // An address is read only where the reply writes it as text, not as a link.
      for (const address of spoken.match(ADDRESS) ?? [])
        if (!ownText(root, false).includes(address)) problems.push(`example ${example.example}: the address ${address} read out`)
      cleanupRich()
    }
    expect(problems).toEqual([])
    expect(examples.length).toBeGreaterThan(400)
  })
})

describe('a reply read aloud', () => {
  it('says the text without its marks, a link by its text, an address by its host', () => {
    expect(say('# Opening hours\n\nWe are **open** from *9* to ~~5~~ 6.')).toEqual(['Opening hours', 'We are open from 9 to 5 6.'])
    expect(say('See [our menu](https://example.com/menu?x=1) or https://www.example.org/a/b.')).toEqual(['See our menu or example.org.'])
    expect(say('Write to <mailto:help@example.com>.')).toEqual(['Write to help@example.com.'])
  })

  it('says a code block and a table by a short phrase, in the language given', () => {
    expect(say('Run this:\n\n```sh\nnpm install\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nDone.')).toEqual(['Run this:', 'code block', 'table', 'Done.'])
    const root = renderRich('```\nx\n```').firstElementChild!
    expect(utterances(spokenText(root, { spokenCodeBlock: 'Codeblock', spokenTable: 'Tabelle' }), 'de')).toEqual(['Codeblock'])
  })

  it('says each list item and each sentence as an utterance of its own (CLDR sentence breaks through Intl.Segmenter)', () => {
    expect(say('- Espresso. Strong.\n- Latte')).toEqual(['Espresso.', 'Strong.', 'Latte'])
    expect(say('Wir öffnen um 9 Uhr. Bis bald!', 'de')).toEqual(['Wir öffnen um 9 Uhr.', 'Bis bald!'])
  })

  it(`cuts a sentence longer than ${MAX_UTTERANCE} characters at a space (Chrome stops a long utterance)`, () => {
    const long = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ')
    const parts = say(long)
    expect(parts.length).toBeGreaterThan(1)
    expect(parts.every((p) => p.length <= MAX_UTTERANCE)).toBe(true)
    expect(parts.join(' ')).toBe(long)
  })
})
