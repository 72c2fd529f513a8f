// The rich renderer (the markdown chunk), construct by construct, and what it
// may never create: only the elements and attributes docs/security.md lists.
import { fireEvent } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_NESTING } from '../../src/markdown/tame'
import { cleanupRich, renderRich, rich } from './rich'
import { fill, REL } from './dom'

afterEach(() => {
  cleanupRich()
  vi.restoreAllMocks()
})

/** Elements and the attributes each may carry (docs/security.md). */
const ALLOWED: Record<string, string[]> = {
  P: [],
  BR: [],
  STRONG: [],
  EM: [],
  DEL: [],
  CODE: [],
  UL: [],
  LI: ['class'],
  OL: ['start'],
  BLOCKQUOTE: ['part'],
  HR: ['part'],
  H3: ['class', 'part'],
  H4: ['class', 'part'],
  H5: ['class', 'part'],
  H6: ['class', 'part'],
  A: ['href', 'target', 'rel', 'title'],
  INPUT: ['type', 'disabled', 'checked', 'class', 'part'],
  DIV: ['class', 'part', 'role', 'tabindex', 'aria-label'],
  TABLE: ['part'],
  THEAD: [],
  TBODY: [],
  TR: [],
  TH: ['class'],
  TD: ['class'],
  SPAN: ['class', 'part'],
  BUTTON: ['type', 'class', 'part'],
  PRE: ['tabindex', 'aria-label', 'part'],
}

function violations(root: Element): string[] {
  const out: string[] = []
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const allowed = ALLOWED[el.tagName]
    if (!allowed) out.push(`<${el.tagName.toLowerCase()}>`)
    for (const attr of Array.from(el.attributes)) if (!allowed?.includes(attr.name)) out.push(`<${el.tagName.toLowerCase()} ${attr.name}>`)
    if (el.tagName === 'A') {
      if (!/^(https?|mailto|tel):/.test(el.getAttribute('href')!)) out.push(`href ${el.getAttribute('href')}`)
      if (el.getAttribute('rel') !== REL || el.getAttribute('target') !== '_blank') out.push('link without rel/target')
    }
    if (el.tagName === 'INPUT' && (el.getAttribute('type') !== 'checkbox' || !el.hasAttribute('disabled'))) out.push('an editable input')
  }
  return out
}

const body = (text: string) => renderRich(text).firstElementChild!

describe('constructs', () => {
  it('headings start at h3, under the panel title (h2), down to h6', () => {
    const root = body('# a\n\n## b\n\n### c\n\n###### f')
    expect(Array.from(root.querySelectorAll('h3,h4,h5,h6'), (h) => `${h.tagName}:${h.textContent}`)).toEqual(['H3:a', 'H4:b', 'H5:c', 'H6:f'])
    expect(root.querySelector('h3')!.getAttribute('part')).toBe('md-heading')
  })

  it('a table: header cells, alignment as classes, in a named, focusable scroll region', () => {
    const root = body('| a | b | c |\n|:-|:-:|-:|\n| 1 | 2 | 3 |')
    const region = root.querySelector('div.table-scroll')!
    expect(region.getAttribute('role')).toBe('region')
    expect(region.getAttribute('tabindex')).toBe('0')
    expect(region.getAttribute('aria-label')).toBe('Table')
    expect(Array.from(root.querySelectorAll('th'), (c) => c.className)).toEqual(['align-start', 'align-center', 'align-end'])
    expect(Array.from(root.querySelectorAll('td'), (c) => c.textContent)).toEqual(['1', '2', '3'])
    expect(root.querySelector('[style]')).toBeNull()
  })

  it('nested block quotes, a rule, strikethrough', () => {
    const root = body('> a\n>> b\n\n---\n\n~~gone~~')
    expect(root.querySelector('blockquote blockquote')!.textContent).toBe('b')
    expect(root.querySelector('hr')).not.toBeNull()
    expect(root.querySelector('del')!.textContent).toBe('gone')
  })

  it('task lists: disabled checkboxes, checked as written', () => {
    const boxes = Array.from(body('- [x] done\n- [ ] todo').querySelectorAll('input'))
    expect(boxes.map((b) => [b.type, b.disabled, b.checked])).toEqual([
      ['checkbox', true, true],
      ['checkbox', true, false],
    ])
  })

  it('nested and loose lists keep their start numbers', () => {
    const root = body('3. three\n4. four\n   - nested\n\n5. five')
    expect(root.querySelector('ol')!.getAttribute('start')).toBe('3')
    expect(root.querySelector('ol ul li')!.textContent).toBe('nested')
    expect(root.querySelectorAll('ol > li > p').length).toBeGreaterThan(0)
  })

  it('a fenced code block: language beside it, a named focusable pre, Copy code copies the code alone', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const root = body('Run:\n\n```js\nconst a = 1 < 2\n```\n\nDone.')
    expect(root.querySelector('.code-lang')!.textContent).toBe('js')
    const pre = root.querySelector('pre')!
    expect(pre.getAttribute('tabindex')).toBe('0')
    expect(pre.getAttribute('aria-label')).toBe('Code (js)')
    expect(pre.textContent).toBe('const a = 1 < 2')
    const button = root.querySelector('button')!
    expect(button.textContent).toBe('Copy code')
    fireEvent.click(button)
    await vi.waitFor(() => expect(button.textContent).toBe('Copied'))
    expect(writeText).toHaveBeenCalledWith('const a = 1 < 2')
    vi.unstubAllGlobals()
  })

  it('escapes and entities are decoded as text, never parsed as HTML', () => {
    const root = body('\\*not em\\* &copy; &#x1F600; &#0; &unknown; &lt;b&gt;')
    expect(root.textContent).toBe('*not em* © 😀 \ufffd &unknown; <b>')
    expect(root.querySelector('b,em')).toBeNull()
  })

  it('www. autolinks, hard breaks and single newlines as breaks', () => {
    const root = body('see www.example.com\nnext  \nlast')
    expect(root.querySelector('a')!.getAttribute('href')).toBe('http://www.example.com')
    expect(root.querySelectorAll('br').length).toBe(2)
  })

  it('links: web, mail and phone only, rel and target set; a relative or script URL is its text', () => {
    const root = body('[a](https://x.example "T") [b](mailto:x@y.example) [c](/relative) [d](javascript:alert(1)) [e](tel:+1)')
    expect(Array.from(root.querySelectorAll('a'), (a) => a.getAttribute('href'))).toEqual(['https://x.example', 'mailto:x@y.example', 'tel:+1'])
    // A relative URL shows the link's text; a refused scheme, the markdown as written (the attempt stays visible).
    expect(root.textContent).toContain(' c ')
    expect(root.textContent).toContain('[d](javascript:alert(1))')
    expect(root.querySelector('a')!.getAttribute('title')).toBe('T')
    expect(violations(root)).toEqual([])
  })

  it('an image stays a link named by its alt text; nothing is fetched', () => {
    const root = body('![the *alt*](https://x.example/i.png)')
    expect(root.querySelector('img')).toBeNull()
    expect(root.querySelector('a')!.textContent).toBe('the alt')
  })

  it('raw HTML shows as text', () => {
    const root = body('<script>alert(1)</script>\n\nand <img src=x onerror=alert(1)> inline')
    expect(root.querySelector('script,img')).toBeNull()
    expect(root.textContent).toContain('<script>alert(1)</script>')
    expect(root.textContent).toContain('<img src=x onerror=alert(1)>')
  })
})

describe('hostile replies', () => {
  const HOSTILE = [
    '<svg onload=alert(1)>',
    '[x](javascript:alert(1)) [y](JaVaScRiPt:alert(1)) [z](data:text/html,<b>) [w](vbscript:x)',
    '[x](java\tscript:alert(1)) <javascript:alert(1)> [x](&#106;avascript:alert(1))',
    '| <img src=x onerror=alert(1)> | [a](javascript:x) |\n|-|-|\n| <script>x</script> | ![i](https://evil.example/p.png) |',
    '```html\n<script>alert(1)</script>\n```',
    '> <iframe src=https://evil.example></iframe>\n> - [x] <form><input></form>',
    '<style>*{display:none}</style> <a href="https://x" style="x">y</a>',
    '[![a](https://evil.example/i.png)](https://x.example)',
  ]
  it.each(HOSTILE)('%s: only the allowed elements and attributes', (input) => {
    expect(violations(body(input))).toEqual([])
  })
})

describe('nesting is capped', () => {
  it(`past ${MAX_NESTING} levels of quotes, the rest is text`, () => {
    const root = body(`${'>'.repeat(10_000)} deep`)
    expect(root.querySelectorAll('blockquote').length).toBe(MAX_NESTING)
    expect(root.textContent).toContain('> deep')
  })

  it(`past ${MAX_NESTING} levels of lists, the rest is text`, () => {
    const root = body(`${'- '.repeat(5_000)}deep`)
    expect(root.querySelectorAll('ul').length).toBeLessThanOrEqual(MAX_NESTING + 1)
    expect(root.textContent).toContain('deep')
  })

  it('a reply built to exhaust the stack gives null (the panel keeps the simple rendering)', () => {
    const result = rich.render(fill('[', 100_000))
    expect(result === null || Array.isArray(result)).toBe(true)
  })
})
