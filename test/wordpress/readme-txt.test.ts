// @vitest-environment node
// wordpress/agent-chat/readme.txt against wordpress.org's readme format:
// - the Plugin Handbook, "How Your Readme.txt Works"
//   (https://developer.wordpress.org/plugins/wordpress-org/how-your-readme-txt-works/)
//   and its example readme (https://wordpress.org/plugins/readme.txt): the
//   `=== Plugin Name ===` line, the header fields, a short description of no
//   more than 150 characters and no markup, then `== Section ==` headings;
// - the directory's parser (WordPress/wordpress.org,
//   wordpress.org/public_html/wp-content/plugins/plugin-directory/readme/class-parser.php):
//   the header fields it knows, tags after the fifth dropped (its
//   `too_many_tags` warning), the tags `plugin` and `wordpress` ignored, the
//   short description cut at 150 characters;
// - the plugin directory's guidelines: a GPL-compatible licence, and a
//   service the plugin calls named, with links to its terms and privacy
//   policy (the "External services" section).
// Since WordPress 5.8, "Requires at least" and "Requires PHP" are read from the
// main PHP file's header, so the two must agree.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const PLUGIN = join(resolve(import.meta.dirname, '../..'), 'wordpress/agent-chat')
const readme = readFileSync(join(PLUGIN, 'readme.txt'), 'utf8')
const main = readFileSync(join(PLUGIN, 'agent-chat.php'), 'utf8')

/** The header fields the directory's parser reads (its $valid_headers), by their usual names. */
const FIELDS = ['Contributors', 'Tags', 'Requires at least', 'Tested up to', 'Requires PHP', 'Stable tag', 'License', 'License URI']

/** The sections the parser expects, in the handbook's order, and ours: External services. */
const SECTIONS = ['Description', 'Installation', 'Frequently Asked Questions', 'Screenshots', 'Changelog', 'Upgrade Notice', 'External services']

/** The readme's parts: its name line, its header fields, the short description, and its sections by title. */
export function parseReadme(text: string) {
  const lines = text.replace(/\r\n/g, '\n').split('\n')
  const name = /^=== (.+) ===$/.exec(lines[0] ?? '')?.[1]
  const header: Record<string, string> = {}
  let at = 1
  for (; at < lines.length && lines[at] !== ''; at++) {
    const field = /^([^:]+):\s*(.*)$/.exec(lines[at]!)
    if (field) header[field[1]!.trim()] = field[2]!.trim()
  }
  const rest = lines.slice(at).join('\n')
  const firstSection = rest.search(/^== /m)
  const shortDescription = rest.slice(0, firstSection < 0 ? undefined : firstSection).trim()
  const sections = new Map<string, string>()
  for (const match of rest.matchAll(/^== (.+) ==\n([\s\S]*?)(?=^== |(?![\s\S]))/gm)) sections.set(match[1]!, match[2]!.trim())
  return { name, header, shortDescription, sections }
}

/** A header value of the plugin's main file (`Version: 0.1.0`). */
const pluginHeader = (field: string) => new RegExp(`^ \\* ${field}:\\s*(.+)$`, 'm').exec(main)?.[1]?.trim()

/** A string constant of the plugin's main file. */
const constant = (name: string) => new RegExp(`const ${name}\\s*=\\s*'([^']+)';`).exec(main)?.[1]

const { name, header, shortDescription, sections } = parseReadme(readme)

describe("the WordPress plugin's readme.txt", () => {
  it("starts with === Agent chat ===, the plugin's name", () => {
    expect(name).toBe('Agent chat')
    expect(name).toBe(pluginHeader('Plugin Name'))
  })

  it('has every header field, each with a value', () => {
    for (const field of FIELDS) expect(header[field], field).toMatch(/\S/)
    expect(Object.keys(header).filter((field) => !FIELDS.includes(field) && field !== 'Donate link')).toEqual([])
  })

  it('has at most 5 tags, none the directory ignores', () => {
    const tags = header.Tags!.split(',').map((t) => t.trim())
    expect(tags.length).toBeGreaterThan(0)
    expect(tags.length).toBeLessThanOrEqual(5)
    expect(tags.filter((t) => ['plugin', 'wordpress'].includes(t.toLowerCase()))).toEqual([])
  })

  it("has a Stable tag that is the plugin's version (not trunk)", () => {
    expect(header['Stable tag']).toMatch(/^\d+\.\d+(\.\d+)?$/)
    expect(header['Stable tag']).toBe(pluginHeader('Version'))
  })

  it('says the same WordPress and PHP versions as the plugin header, and was tested on one at least as new', () => {
    expect(header['Requires at least']).toBe(pluginHeader('Requires at least'))
    expect(header['Requires PHP']).toBe(pluginHeader('Requires PHP'))
    expect(header['Requires at least']).toBe('6.1')
    expect(header['Requires PHP']).toBe('7.4')
    expect(Number.parseFloat(header['Tested up to']!)).toBeGreaterThanOrEqual(Number.parseFloat(header['Requires at least']!))
  })

  it('is GPL-2.0-or-later, as the plugin header says', () => {
    expect(header.License).toBe('GPL-2.0-or-later')
    expect(pluginHeader('License')).toBe('GPL-2.0-or-later')
    expect(header['License URI']).toBe('https://www.gnu.org/licenses/gpl-2.0.html')
  })

  it('has a short description of at most 150 characters, one paragraph, no markup', () => {
    expect(shortDescription.length).toBeGreaterThan(20)
    expect([...shortDescription].length).toBeLessThanOrEqual(150)
    expect(shortDescription).not.toMatch(/\n|[<>*`[\]]/)
  })

  it('has the sections, in order, none empty', () => {
    expect([...sections.keys()]).toEqual(SECTIONS)
    for (const [title, body] of sections) expect(body, title).toMatch(/\S/)
  })

  it('says in External services what is sent to the service, when, and links to its terms and privacy policy', () => {
    const services = sections.get('External services')!
    expect(services).toContain('Voice and Chat Agent Service')
    for (const sent of ['message', 'visitor id', 'address of the page', 'name and email address', 'Identify logged-in users'])
      expect(services, sent).toContain(sent)
    expect(services).toContain('only when a visitor sends a message')
    expect(services).toContain('served from your site itself by default')
    expect(services).toContain('no "powered by" link')
    // The links are the plugin's constants (placeholders until the service names its pages), so both change together.
    expect(services).toContain(constant('AGENT_CHAT_SERVICE_TERMS_URL'))
    expect(services).toContain(constant('AGENT_CHAT_SERVICE_PRIVACY_URL'))
  })

  it("says where the source of the minified widget files is, and how they are built (the directory's rule on human-readable code)", () => {
    const faq = sections.get('Frequently Asked Questions')!
    expect(faq).toContain("= Where is the source of the widget's files? =")
    expect(faq).toContain('npm install && npm run build')
  })

  it('names an author in the plugin header', () => {
    expect(main).toMatch(/^ \* Author:\s+\S/m)
  })

  it('has a changelog and an upgrade notice for the Stable tag', () => {
    expect(sections.get('Changelog')).toContain(`= ${header['Stable tag']} =`)
    expect(sections.get('Upgrade Notice')).toContain(`= ${header['Stable tag']} =`)
  })
})
