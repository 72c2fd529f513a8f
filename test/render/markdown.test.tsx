import { h, render } from 'preact'
import { afterEach, describe, expect, it } from 'vitest'
import { renderMarkdown } from '../../src/panel/render/markdown'
import { cleanupRendered, domViolations, renderInto, sketch, vnodeViolations } from './dom'

afterEach(() => {
  cleanupRendered()
})

/** Renders, checks the allow-list invariants, and returns the sketch of the DOM. */
function md(text: string): string {
  expect(vnodeViolations(renderMarkdown(text))).toEqual([])
  const container = renderInto(text)
  expect(domViolations(container)).toEqual([])
  return sketch(container)
}

const a = (href: string, text: string) => `<a href="${href}">${text}</a>`

type Case = [name: string, input: string, expected: string]

describe('paragraphs and line breaks', () => {
  const cases: Case[] = [
    ['one paragraph', 'hello world', '<p>hello world</p>'],
    ['blank line splits paragraphs', 'one\n\ntwo', '<p>one</p><p>two</p>'],
    ['several blank lines are one split', 'one\n\n\n\ntwo', '<p>one</p><p>two</p>'],
    ['whitespace-only line splits paragraphs', 'one\n  \t \ntwo', '<p>one</p><p>two</p>'],
    ['single newline becomes br', 'one\ntwo', '<p>one<br>two</p>'],
    ['three lines, two br', 'a\nb\nc', '<p>a<br>b<br>c</p>'],
    ['CRLF line endings', 'one\r\ntwo\r\n\r\nthree', '<p>one<br>two</p><p>three</p>'],
    ['lone CR line endings', 'one\rtwo\r\rthree', '<p>one<br>two</p><p>three</p>'],
    ['leading and trailing blank lines dropped', '\n\nhello\n\n', '<p>hello</p>'],
    ['empty reply renders nothing', '', ''],
    ['raw HTML stays text', '<b>not bold</b>', '<p>&lt;b&gt;not bold&lt;/b&gt;</p>'],
  ]
  it.each(cases)('%s', (_name, input, expected) => {
    expect(md(input)).toBe(expected)
  })
})

describe('emphasis and inline code', () => {
  const cases: Case[] = [
    ['bold', '**bold**', '<p><strong>bold</strong></p>'],
    ['bold inside a sentence', 'a **b c** d', '<p>a <strong>b c</strong> d</p>'],
    ['two bolds', '**a** and **b**', '<p><strong>a</strong> and <strong>b</strong></p>'],
    ['italic with *', '*it*', '<p><em>it</em></p>'],
    ['italic with _', '_it_', '<p><em>it</em></p>'],
    ['italic with _ inside a sentence', 'this is _really_ it', '<p>this is <em>really</em> it</p>'],
    ['snake_case words stay text', 'use snake_case_words here', '<p>use snake_case_words here</p>'],
    ['dunder and identifiers stay text', 'call my_func_name() and __init__', '<p>call my_func_name() and __init__</p>'],
    ['_ inside a word at the end stays text', 'a_b_ c', '<p>a_b_ c</p>'],
    ['spaced asterisks are not emphasis', '2 * 3 * 4', '<p>2 * 3 * 4</p>'],
    ['bold markers with inner spaces are not bold', '** not bold **', '<p>** not bold **</p>'],
    ['inline code', 'run `npm test` now', '<p>run <code>npm test</code> now</p>'],
    [
      'no formatting inside inline code',
      '`**b** _i_ *i* [l](https://x.example) https://y.example <b>`',
      '<p><code>**b** _i_ *i* [l](https://x.example) https://y.example &lt;b&gt;</code></p>',
    ],
    ['italic inside bold', '**bold *it* bold**', '<p><strong>bold <em>it</em> bold</strong></p>'],
    ['_italic_ inside bold', '**bold _it_ bold**', '<p><strong>bold <em>it</em> bold</strong></p>'],
    ['bold inside _italic_', '_it **bold** it_', '<p><em>it <strong>bold</strong> it</em></p>'],
    ['bold inside *italic*', '*it **bold** it*', '<p><em>it <strong>bold</strong> it</em></p>'],
    ['code inside bold', '**run `x` now**', '<p><strong>run <code>x</code> now</strong></p>'],
    ['link inside bold', '**see [docs](https://x.example)**', `<p><strong>see ${a('https://x.example', 'docs')}</strong></p>`],
  ]
  it.each(cases)('%s', (_name, input, expected) => {
    expect(md(input)).toBe(expected)
  })

  it('bold and italic at once (***both***) nests, with no asterisks left over', () => {
    expect(md('***both***')).toMatch(/^<p>(?:<em><strong>both<\/strong><\/em>|<strong><em>both<\/em><\/strong>)<\/p>$/)
  })
})

describe('headings render as a bold paragraph', () => {
  const cases: Case[] = [
    ['h1', '# Title', '<p><strong>Title</strong></p>'],
    ['h2', '## Title', '<p><strong>Title</strong></p>'],
    ['h3', '### Title', '<p><strong>Title</strong></p>'],
    ['h4', '#### Title', '<p><strong>Title</strong></p>'],
    ['h5', '##### Title', '<p><strong>Title</strong></p>'],
    ['h6', '###### Title', '<p><strong>Title</strong></p>'],
    ['closing hashes dropped', '## Title ##', '<p><strong>Title</strong></p>'],
    ['up to three spaces of indent', '   # Title', '<p><strong>Title</strong></p>'],
    ['seven hashes are text', '####### Title', '<p>####### Title</p>'],
    ['hashtag is text', '#hashtag', '<p>#hashtag</p>'],
    ['# at the end of a word is kept', '# Learn C#', '<p><strong>Learn C#</strong></p>'],
    ['closing run of # needs a space before it', '## F# and C##', '<p><strong>F# and C##</strong></p>'],
    ['heading of only a closing run is empty', '# #', '<p><strong></strong></p>'],
    ['inline formatting in a heading', '## *Hi* there', '<p><strong><em>Hi</em> there</strong></p>'],
    ['heading ends the paragraph before it', 'text\n# Title\nmore', '<p>text</p><p><strong>Title</strong></p><p>more</p>'],
  ]
  it.each(cases)('%s', (_name, input, expected) => {
    expect(md(input)).toBe(expected)
  })
})

describe('code blocks', () => {
  const cases: Case[] = [
    ['backtick fence', '```\ncode\n```', '<pre><code>code</code></pre>'],
    ['tilde fence', '~~~\ncode\n~~~', '<pre><code>code</code></pre>'],
    ['info string is dropped', '```js\nconst a = 1\n```', '<pre><code>const a = 1</code></pre>'],
    [
      'markdown and HTML inside stay verbatim',
      '```\n# not heading\n- not list\n**not bold** [x](https://x.example)\n<script>alert(1)</script>\n```',
      '<pre><code># not heading\n- not list\n**not bold** [x](https://x.example)\n&lt;script&gt;alert(1)&lt;/script&gt;</code></pre>',
    ],
    ['indentation and blank lines kept', '```\n  a\n\n    b\n```', '<pre><code>  a\n\n    b</code></pre>'],
    ['unclosed fence runs to the end', '```\nunclosed\n\nstill code\n- item', '<pre><code>unclosed\n\nstill code\n- item</code></pre>'],
    ['tilde does not close a backtick fence', '```\n~~~\n```', '<pre><code>~~~</code></pre>'],
    ['a shorter fence does not close a longer one', '````\n```\n````', '<pre><code>```</code></pre>'],
    ['empty code block', '```\n```', '<pre><code></code></pre>'],
    ['paragraphs around a fence', 'before\n```\ncode\n```\nafter', '<p>before</p><pre><code>code</code></pre><p>after</p>'],
    ['fence after a list', '- a\n```\ncode\n```', '<ul><li>a</li></ul><pre><code>code</code></pre>'],
    ['CRLF inside a fence', '```\r\na\r\nb\r\n```', '<pre><code>a\nb</code></pre>'],
  ]
  it.each(cases)('%s', (_name, input, expected) => {
    expect(md(input)).toBe(expected)
  })
})

describe('lists', () => {
  const cases: Case[] = [
    ['bullets with -', '- a\n- b', '<ul><li>a</li><li>b</li></ul>'],
    ['bullets with *', '* a\n* b', '<ul><li>a</li><li>b</li></ul>'],
    ['bullets with +', '+ a\n+ b', '<ul><li>a</li><li>b</li></ul>'],
    ['numbered with 1.', '1. a\n2. b', '<ol><li>a</li><li>b</li></ol>'],
    ['numbered with 1)', '1) a\n2) b', '<ol><li>a</li><li>b</li></ol>'],
    ['start number other than 1', '3. a\n4. b', '<ol start="3"><li>a</li><li>b</li></ol>'],
    ['start number with )', '7) a', '<ol start="7"><li>a</li></ol>'],
    ['start number 0', '0. a', '<ol start="0"><li>a</li></ol>'],
    ['later numbers do not matter', '1. a\n1. b\n9. c', '<ol><li>a</li><li>b</li><li>c</li></ol>'],
    ['bullet to numbered starts a new list', '- a\n1. b', '<ul><li>a</li></ul><ol><li>b</li></ol>'],
    ['numbered to bullet starts a new list', '1. a\n- b', '<ol><li>a</li></ol><ul><li>b</li></ul>'],
    ['indented continuation stays in the item', '- a\n  more\n- b', '<ul><li>a<br>more</li><li>b</li></ul>'],
    ['tab-indented continuation stays in the item', '1. a\n\tmore', '<ol><li>a<br>more</li></ol>'],
    ['paragraph then list', 'intro\n- a', '<p>intro</p><ul><li>a</li></ul>'],
    ['list then unindented text ends the list', '- a\ntext', '<ul><li>a</li></ul><p>text</p>'],
    ['blank line ends the list', '- a\n\n- b', '<ul><li>a</li></ul><ul><li>b</li></ul>'],
    ['up to three spaces before a marker', '   - a', '<ul><li>a</li></ul>'],
    ['marker without a space is text', '-a\n1.b', '<p>-a<br>1.b</p>'],
    [
      'formatting inside items',
      '- **b** and `c`\n- [l](https://x.example)',
      `<ul><li><strong>b</strong> and <code>c</code></li><li>${a('https://x.example', 'l')}</li></ul>`,
    ],
  ]
  it.each(cases)('%s', (_name, input, expected) => {
    expect(md(input)).toBe(expected)
  })

  it('sets start as a real attribute that the browser reads', () => {
    const container = renderInto('5. five\n6. six')
    const ol = container.querySelector('ol')
    expect(ol).not.toBeNull()
    expect(ol!.getAttribute('start')).toBe('5')
    expect((ol as HTMLOListElement).start).toBe(5)
  })
})

describe('links', () => {
  const cases: Case[] = [
    ['markdown link', '[text](https://example.com)', `<p>${a('https://example.com', 'text')}</p>`],
    ['http link', '[text](http://example.com/a?b=c)', `<p>${a('http://example.com/a?b=c', 'text')}</p>`],
    ['mailto link', '[mail me](mailto:someone@example.com)', `<p>${a('mailto:someone@example.com', 'mail me')}</p>`],
    ['tel link', '[call](tel:+15551234567)', `<p>${a('tel:+15551234567', 'call')}</p>`],
    ['upper-case scheme kept as written', '[x](HTTPS://EXAMPLE.COM)', `<p>${a('HTTPS://EXAMPLE.COM', 'x')}</p>`],
    ['spaces around the url', '[x](  https://example.com  )', `<p>${a('https://example.com', 'x')}</p>`],
    ['angle-bracketed url', '[x](<https://example.com>)', `<p>${a('https://example.com', 'x')}</p>`],
    ['link inside text', 'see [the docs](https://example.com/docs) now', `<p>see ${a('https://example.com/docs', 'the docs')} now</p>`],
    ['code in link text', '[`cmd`](https://example.com)', `<p>${a('https://example.com', '<code>cmd</code>')}</p>`],
    ['refused scheme shows the markdown as text', '[x](ftp://example.com)', '<p>[x](ftp://example.com)</p>'],
    ['relative link shows as text', '[x](/admin)', '<p>[x](/admin)</p>'],
    ['image becomes a link with the alt text', '![alt text](https://x.example/img.png)', `<p>${a('https://x.example/img.png', 'alt text')}</p>`],
    ['image without alt shows its url', '![](https://x.example/img.png)', `<p>${a('https://x.example/img.png', 'https://x.example/img.png')}</p>`],
    ['image with refused url is text', '![a](data:image/png;base64,AAAA)', '<p>![a](data:image/png;base64,AAAA)</p>'],
  ]
  it.each(cases)('%s', (_name, input, expected) => {
    expect(md(input)).toBe(expected)
  })

  it('every link opens in a new tab with the exact rel', () => {
    const container = renderInto('[a](https://a.example) ![b](https://b.example/i.png) https://c.example [d](mailto:d@example.com)')
    const links = Array.from(container.querySelectorAll('a'))
    expect(links).toHaveLength(4)
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc')
      expect(link.getAttributeNames().sort()).toEqual(['href', 'rel', 'target'])
    }
  })

  it('an image never becomes an img', () => {
    const container = renderInto('![logo](https://x.example/logo.png)')
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('a')?.textContent).toBe('logo')
  })
})

describe('bare URLs', () => {
  const u = 'https://example.com/path'
  const cases: Case[] = [
    ['bare https url', `go to ${u} now`, `<p>go to ${a(u, u)} now</p>`],
    ['bare http url', 'http://example.com', `<p>${a('http://example.com', 'http://example.com')}</p>`],
    ['query and fragment kept', 'https://example.com/a?b=1&c=2#d', `<p>${a('https://example.com/a?b=1&c=2#d', 'https://example.com/a?b=1&amp;c=2#d')}</p>`],
    ['trailing period outside', `see ${u}.`, `<p>see ${a(u, u)}.</p>`],
    ['trailing comma outside', `${u}, then`, `<p>${a(u, u)}, then</p>`],
    ['trailing ) outside', `(see ${u})`, `<p>(see ${a(u, u)})</p>`],
    ['trailing ! outside', `${u}!`, `<p>${a(u, u)}!</p>`],
    ['trailing ? outside', `${u}?`, `<p>${a(u, u)}?</p>`],
    ['several trailing marks outside', `(${u}?!).`, `<p>(${a(u, u)}?!).</p>`],
    [
      'two bare urls',
      'https://a.example and https://b.example',
      `<p>${a('https://a.example', 'https://a.example')} and ${a('https://b.example', 'https://b.example')}</p>`,
    ],
    ['url in bold', `**${u}**`, `<p><strong>${a(u, u)}</strong></p>`],
    ['url in inline code is not a link', `\`${u}\``, `<p><code>${u}</code></p>`],
    ['url ends at <', `<${u}>`, `<p>&lt;${a(u, u)}&gt;</p>`],
    ['bare mailto is not linked', 'mailto:someone@example.com', '<p>mailto:someone@example.com</p>'],
    ['bare javascript is not linked', 'javascript:alert(1)', '<p>javascript:alert(1)</p>'],
  ]
  it.each(cases)('%s', (_name, input, expected) => {
    expect(md(input)).toBe(expected)
  })
})

describe('renderMarkdown output', () => {
  it('is an array of VNodes, one per block', () => {
    const blocks = renderMarkdown('para\n\n- item\n\n```\ncode\n```')
    expect(blocks).toHaveLength(3)
    expect(blocks.map((b) => (typeof b === 'string' ? b : b.type))).toEqual(['p', 'ul', 'pre'])
  })

  it('renders the same inside a JSX wrapper', () => {
    const container = document.createElement('div')
    document.body.appendChild(container)
    render(<div>{renderMarkdown('**x** and [y](https://y.example)')}</div>, container)
    expect(container.innerHTML).toBe(
      '<div><p><strong>x</strong> and <a href="https://y.example" target="_blank" rel="noopener noreferrer nofollow ugc">y</a></p></div>',
    )
    render(null, container)
    container.remove()
  })
})
