// The public surface, written out: what a site's code and embed may rely on.
// Removing or renaming any of it breaks sites, so it fails here first (as
// preact's test/shared/exports.test.js does for its exports); adding to it
// means adding it here and to the docs, on purpose (a setting: its registry
// entry, which the docs' settings table is generated from).
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createAgentChat } from '../src/launcher/public-api'
import { COMMANDS, EVENTS, NAMESPACE, ELEMENT_NAME } from '../src/shared/api/public-api'
import { SETTINGS } from '../src/shared/settings/from-api'
import { REGISTRY } from '../src/shared/settings/registry'

// The commands and events are documented in docs/api.md, the settings in docs/settings.md.
const DOCS = ['../docs/api.md', '../docs/settings.md'].map((doc) => readFileSync(resolve(import.meta.dirname, doc), 'utf8')).join('\n')
const kebab = (camel: string) => 'data-' + camel.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())

const PUBLIC = {
  global: 'AgentChat',
  element: 'agent-chat-widget',
  commands: ['open', 'close', 'toggle', 'send', 'identify', 'reset', 'update', 'shutdown', 'boot', 'consent', 'on', 'off', 'destroy'],
  events: ['ready', 'open', 'close', 'message', 'unread', 'error', 'feedback', 'disclaimer'],
  // The registry's (src/shared/settings/registry.ts), and `texts`: a setting is added by its registry entry.
  settings: [...REGISTRY.map((setting) => setting.name), 'texts'],
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

// Every setting released so far: removing or renaming one breaks the sites that set it.
const RELEASED_SETTINGS = [
  'widgetKey',
  'apiBase',
  'zIndex',
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
  'open',
  'launcher',
  'consent',
  'suggestions',
  'feedback',
  'teaserDelay',
  'notify',
  'font',
  'launcherLabel',
  'subtitle',
  'avatarUrl',
  'texts',
]

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

  it('every released setting is still one', () => {
    expect(PUBLIC.settings).toEqual(expect.arrayContaining(RELEASED_SETTINGS))
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
})
