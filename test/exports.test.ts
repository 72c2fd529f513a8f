// The public surface, written out: what a site's code and embed may rely on.
// Removing or renaming any of it breaks sites, so it fails here first (as
// preact's test/shared/exports.test.js does for its exports). Adding to it is
// a decision too: a name in the settings registry or the API that is not
// written out here fails, until it is added here and to the docs.
//
// The lists below are written by hand from the docs (docs/settings.md's
// table, docs/api.md's commands and events), never read from the code they
// check: a list built from the registry would agree with the registry
// whatever it lost. They are checked against the source (the registry,
// src/shared/api/public-api.ts), the docs, and the built files (dist/: the npm
// package's declarations and loader.js's API; `npm test` builds before the
// unit tests).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it, vi } from 'vitest'
import { createAgentChat } from '../src/launcher/public-api'
import { COMMANDS, EVENTS, NAMESPACE, ELEMENT_NAME } from '../src/shared/api/public-api'
import { SETTINGS } from '../src/shared/settings/from-api'
import { REGISTRY } from '../src/shared/settings/registry'

// The commands and events are documented in docs/api.md, the settings in docs/settings.md.
const read = (file: string) => readFileSync(resolve(import.meta.dirname, '..', file), 'utf8')
const API_DOC = read('docs/api.md')
const SETTINGS_DOC = read('docs/settings.md')
const DOCS = API_DOC + '\n' + SETTINGS_DOC
const kebab = (camel: string) => 'data-' + camel.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())

const PUBLIC = {
  global: 'AgentChat',
  element: 'agent-chat-widget',
  commands: ['open', 'close', 'toggle', 'send', 'identify', 'reset', 'update', 'shutdown', 'boot', 'consent', 'on', 'off', 'destroy'],
  events: ['ready', 'open', 'close', 'message', 'unread', 'error', 'feedback', 'disclaimer', 'voice', 'call', 'conversation'],
  // Every setting released so far, in the docs' table's order, and `texts` (the API's only): removing or renaming one breaks the sites that set it.
  settings: [
    'widgetKey',
    'apiBase',
    'name',
    'primaryColor',
    'position',
    'welcomeMessage',
    'offlineMessage',
    'collectVisitorName',
    'collectVisitorEmail',
    'pageUrl',
    'theme',
    'locale',
    'zIndex',
    'open',
    'launcher',
    'consent',
    'storage',
    'suggestions',
    'feedback',
    'teaserDelay',
    'teaserScroll',
    'teaserExit',
    'notify',
    'font',
    'launcherLabel',
    'subtitle',
    'avatarUrl',
    'aiNotice',
    'prefetch',
    'voice',
    'privacyUrl',
    'contactUrl',
    'phone',
    'phoneLabel',
    'disclaimer',
    'container',
    'showOn',
    'hideOn',
    'devices',
    'analytics',
    'texts',
  ],
  npmValues: ['mount'],
  npmTypes: [
    'AgentChatApi',
    'CommandName',
    'Commands',
    'EventName',
    'Events',
    'Listener',
    'MessageEvent',
    'MountOptions',
    'Settings',
    'Texts',
    'Visitor',
    'WidgetError',
  ],
}

/** What `found` lacks of the released names, and what it has beyond them: both empty when the two agree. */
function against(released: readonly string[], found: readonly string[]) {
  return { missing: released.filter((name) => !found.includes(name)), unreleased: found.filter((name) => !released.includes(name)) }
}
const AGREE = { missing: [], unreleased: [] }

describe('the public surface', () => {
  it('the global and the element keep their names', () => {
    expect(NAMESPACE).toBe(PUBLIC.global)
    expect(ELEMENT_NAME).toBe(PUBLIC.element)
  })

  it('every command, in order (open, close and toggle first: the loader runs those itself)', () => {
    expect(COMMANDS).toEqual(PUBLIC.commands)
  })

  it('every event', () => {
    expect(EVENTS).toEqual(PUBLIC.events)
  })

  it('every setting, as a data attribute and in camelCase', () => {
    expect([...SETTINGS].sort()).toEqual([...PUBLIC.settings].sort())
  })

  it('the settings registry holds every released setting, and no other', () => {
    const registered = [...REGISTRY.map((setting) => setting.name), 'texts']
    expect(
      against(PUBLIC.settings, registered),
      'src/shared/settings/registry.ts against the released settings (a new one is added here and to the docs, on purpose)',
    ).toEqual(AGREE)
  })

  it('window.AgentChat: a function with a method per command, and version', () => {
    const api = createAgentChat({
      attributes: { widgetKey: 'wgt_exports_test', locale: 'en' },
      loaderSrc: 'https://cdn.example/loader.js',
      chunks: { load: () => new Promise(() => {}), languages: [], define() {} },
    })!
    try {
      expect(typeof api).toBe('function')
      for (const command of PUBLIC.commands) expect(typeof (api as unknown as Record<string, unknown>)[command], command).toBe('function')
      expect(api.version).toBe(__VERSION__)
    } finally {
      api('destroy')
    }
  })

  it('the npm package: mount at run time, and its types', async () => {
    const entry = await import('../src/npm/index')
    expect(Object.keys(entry).sort()).toEqual(PUBLIC.npmValues)
    const source = readFileSync(resolve(import.meta.dirname, '../src/npm/index.ts'), 'utf8')
    const types = [...source.matchAll(/^export (?:type \{([^}]*)\}|interface (\w+)|type (\w+))/gm)].flatMap((m) =>
      m[1]
        ? m[1]
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean)
        : [m[2] ?? m[3]!],
    )
    expect(types.sort()).toEqual(PUBLIC.npmTypes)
  })

  it('the docs document every command, event and data attribute', () => {
    const missing = [
      ...PUBLIC.commands.filter((c) => !DOCS.includes(`\`${c}`)),
      ...PUBLIC.events.filter((e) => !DOCS.includes(`\`${e}\``)),
      // texts is the API's only: an object, not an attribute.
      ...PUBLIC.settings
        .filter((s) => s !== 'texts')
        .map(kebab)
        .filter((a) => !DOCS.includes(`\`${a}\``)),
      ...(DOCS.includes('`texts`') ? [] : ['texts']),
    ]
    expect(missing).toEqual([])
  })

  it('the docs list exactly the released commands, events and settings', () => {
    const section = (heading: string) => API_DOC.split(`\n## ${heading}\n`)[1]!.split('\n## ')[0]!
    // A table's first cell: `open`, `close`, `toggle` or `send(text)`.
    const firstCells = (text: string) => [...text.matchAll(/^\| (`.*?) \|/gm)].flatMap((row) => [...row[1]!.matchAll(/`(\w+)/g)].map((name) => name[1]!))
    const table = SETTINGS_DOC.split('<!-- settings-table:start -->')[1]!.split('<!-- settings-table:end -->')[0]!
    const documentedSettings = [...table.matchAll(/^\| `data-[\w-]+` \| `(\w+)` \|/gm)].map((row) => row[1]!)
    expect(against(PUBLIC.commands, firstCells(section('Commands'))), "docs/api.md's commands").toEqual(AGREE)
    expect(against(PUBLIC.events, firstCells(section('Events'))), "docs/api.md's events").toEqual(AGREE)
    expect(against(PUBLIC.settings, [...documentedSettings, 'texts']), "docs/settings.md's table, and `texts`").toEqual(AGREE)
  })
})

// The files a site gets: what `npm run build` wrote to dist/ from the source above.
describe('the built files', () => {
  const dist = resolve(import.meta.dirname, '../dist')
  /** The path of dist/<name>, or of the one file whose name matches `pattern` (a hashed chunk). */
  const built = (name: string, pattern?: RegExp) => {
    const found = existsSync(dist) && readdirSync(dist, { recursive: true, encoding: 'utf8' }).find((file) => (pattern ? pattern.test(file) : file === name))
    if (!found) throw new Error(`dist/${name} is missing: run npm run build first`)
    return resolve(dist, found)
  }

  it("the npm package's declarations (dist/npm/index.d.ts): its exports, and every setting, command and event in its types", () => {
    const file = built('npm/index.d.ts')
    const program = ts.createProgram([file], { strict: true, noEmit: true, skipLibCheck: true, types: [], lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'] })
    const checker = program.getTypeChecker()
    const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(file)!)!)
    const keysOf = (name: string) => {
      let symbol = exported.find((s) => s.name === name)!
      if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol)
      return checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol)).map((property) => property.name)
    }
    expect(exported.map((s) => s.name).sort()).toEqual([...PUBLIC.npmValues, ...PUBLIC.npmTypes].sort())
    expect(against(PUBLIC.settings, keysOf('Settings')), 'the Settings type').toEqual(AGREE)
    expect(against(PUBLIC.commands, keysOf('Commands')), 'the Commands type').toEqual(AGREE)
    expect(against(PUBLIC.events, keysOf('Events')), 'the Events type').toEqual(AGREE)
  })

  it("loader.js's window.AgentChat: a method per command, the package's version, and the settings its commands chunk takes", async () => {
    const version = (JSON.parse(read('package.json')) as { version: string }).version
    const errors: string[] = []
    const error = vi.spyOn(console, 'error').mockImplementation((message: string) => void errors.push(message))
    // A tag the loader finds by its key (no document.currentScript under eval); text/plain, so the test's DOM never fetches it.
    document.head.innerHTML =
      '<script type="text/plain" src="https://cdn.example/loader.js" data-widget-key="wgt_exports_test" data-locale="en" data-prefetch="off"></script>'
    try {
      // Indirect eval: run in the global scope, as a classic <script> is.
      ;(0, eval)(readFileSync(built('loader.js'), 'utf8'))
      const api = (globalThis as unknown as Record<string, unknown>)[PUBLIC.global] as ((...args: unknown[]) => void) & Record<string, unknown>
      expect(typeof api).toBe('function')
      for (const command of PUBLIC.commands) expect(typeof api[command], command).toBe('function')
      expect(api.version).toBe(version)
      // The commands chunk's script run before the call: the loader finds its payload defined and fetches nothing.
      ;(0, eval)(readFileSync(built('commands-<hash>.js', /^commands-[\w-]+\.js$/), 'utf8'))
      // A name that is no setting is refused, with every setting there is.
      api('update', { notASetting: true })
      await vi.waitFor(() => expect(errors.join('\n')).toMatch(/is not a setting/))
      const taken = /the settings are (.*)$/m.exec(errors.join('\n'))![1]!.split(', ')
      expect(against(PUBLIC.settings, taken), 'the settings the built commands chunk takes').toEqual(AGREE)
      api('destroy')
      expect(PUBLIC.global in globalThis).toBe(false)
    } finally {
      error.mockRestore()
      document.head.innerHTML = ''
    }
  })
})
