// @vitest-environment node
// Every relative link in README.md and docs/**/*.md points to a file that
// exists and, when it names a heading (`file.md#heading`, `#heading`), to a
// heading that exists, with GitHub's anchors. Docs move and headings get
// renamed; a link that points nowhere fails here, not in a reader's browser.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')
const DOCS = resolve(ROOT, 'docs')
const FILES = [
  resolve(ROOT, 'README.md'),
  ...readdirSync(DOCS, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => resolve(DOCS, f)),
]

/** The text outside fenced code blocks and inline code, where a `[x](y)` is not a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '')
}

/** GitHub's anchor for a heading: lower case, punctuation and symbols dropped, spaces as hyphens. */
export function slug(heading: string): string {
  return heading
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

/** The anchors of a markdown file's headings; a repeated heading gets -1, -2... as on GitHub. */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>()
  const result = new Set<string>()
  for (const [, heading] of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(heading!)
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    result.add(count ? `${base}-${count}` : base)
  }
  return result
}

/** The relative links of `file` (its text `markdown`) that point nowhere, each with why. */
export function brokenLinks(file: string, markdown: string, read: (path: string) => string | undefined): string[] {
  const broken: string[] = []
  for (const [, target] of prose(markdown).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target!)) continue
    const [path, anchor] = target!.split('#', 2) as [string, string | undefined]
    const linked = path ? resolve(dirname(file), decodeURIComponent(path)) : file
    const text = linked === file ? markdown : read(linked)
    if (text === undefined) {
      broken.push(`${target}: no such file`)
      continue
    }
    if (anchor !== undefined && !anchors(text).has(anchor)) broken.push(`${target}: no heading with this anchor`)
  }
  return broken
}

const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined)

describe('links in README.md and docs/', () => {
  it('covers the README and every page of docs/', () => {
    expect(FILES.map((f) => relative(ROOT, f))).toEqual(
      expect.arrayContaining(['README.md', 'docs/README.md', 'docs/settings.md', 'docs/performance.md', 'docs/behaviour/loading.md']),
    )
  })

  it.each(FILES.map((f) => [relative(ROOT, f), f]))('%s: every relative link and image points to an existing file and heading', (_name, file) => {
    expect(brokenLinks(file, readFileSync(file, 'utf8'), read)).toEqual([])
  })

  it('makes GitHub’s anchors', () => {
    expect(slug('What is stored in the visitor’s browser')).toBe('what-is-stored-in-the-visitors-browser')
    expect(slug('Budgets: what fails `npm test`')).toBe('budgets-what-fails-npm-test')
    expect([...anchors('# A\n## B\n```\n# not a heading\n```\n## B\n')]).toEqual(['a', 'b', 'b-1'])
  })

  it('finds a missing file, a missing heading and a link to a heading of the same page (so it can fail)', () => {
    const page = resolve(DOCS, 'page.md')
    const text = [
      '# Page',
      '## Here',
      '[ok](#here) [ok too](api.md) [gone](no-such-page.md) [no heading](api.md#no-such-heading) [not here](#nowhere)',
      '![picture](screenshots/no-such.png) [site](https://example.com/x.md) `[code](nowhere.md)`',
      '```',
      '[in a block](nowhere-either.md)',
      '```',
    ].join('\n')
    const files: Record<string, string> = { [resolve(DOCS, 'api.md')]: '# JavaScript API\n' }
    expect(brokenLinks(page, text, (path) => files[path])).toEqual([
      'no-such-page.md: no such file',
      'api.md#no-such-heading: no heading with this anchor',
      '#nowhere: no heading with this anchor',
      'screenshots/no-such.png: no such file',
    ])
  })
})
