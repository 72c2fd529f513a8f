// @vitest-environment node
// create-chat-widget against docs/mock-service.md ("Operations") and the interface
// ("Chat widget", "create-chat-widget").
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MockServer } from '../../mock/server'
import { parseConfig } from '../../src/shared/settings/registry'
import { embedCode } from '../../src/shared/settings/embed-code'
import {
  AGENT_ID,
  ISO_RE,
  TOKEN_A,
  UUID_RE,
  WIDGET_FIELDS,
  WIDGET_KEY_RE,
  call,
  createWidget,
  expectError,
  newVisitor,
  sendMessage,
  startServer,
  stopAllServers,
  type WidgetResponse,
} from './helpers'

let server: MockServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(stopAllServers)

const create = (body: unknown, token: string | null = TOKEN_A) => call<WidgetResponse>(server, 'create-chat-widget', body, { token })

/** The embed code docs/mock-service.md promises: embedCode() of src/shared/settings/embed-code.ts with the widget's settings. */
function expectedEmbed(w: WidgetResponse, offlineMessage: string): string {
  return embedCode({
    loaderUrl: `${server.origin}/loader.js`,
    widgetKey: w.widget_key,
    name: w.name,
    primaryColor: w.primary_color,
    position: w.position,
    welcomeMessage: w.welcome_message,
    offlineMessage,
    collectVisitorName: w.collect_visitor_name,
    collectVisitorEmail: w.collect_visitor_email,
  })
}

/** The attributes of the one <script> tag of an embed code, unescaped, as `dataset` would hold them. */
function scriptAttributes(code: string): { src: string; dataset: Record<string, string>; async: boolean } {
  const match = /^<script((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*><\/script>$/.exec(code)
  expect(match, code).not.toBeNull()
  const unescape = (v: string) =>
    v
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  const dataset: Record<string, string> = {}
  let src = ''
  let async = false
  for (const m of match![1]!.matchAll(/\s+([a-z-]+)(?:="([^"]*)")?/g)) {
    const name = m[1]!
    const value = unescape(m[2] ?? '')
    if (name === 'src') src = value
    else if (name === 'async') async = true
    else if (name.startsWith('data-')) dataset[name.slice(5).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value
  }
  return { src, dataset, async }
}

describe('create-chat-widget: authentication', () => {
  it('refuses a request without a Bearer token with 401 unauthorized', async () => {
    const res = await create({ agent_id: AGENT_ID }, null)
    expectError(res, 401, 'unauthorized')
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/)
  })

  it('refuses an unknown token', async () => {
    expectError(await create({ agent_id: AGENT_ID }, 'tok_not_a_real_token'), 401, 'unauthorized')
  })
})

describe('create-chat-widget: response', () => {
  it('applies every default of the interface when only agent_id is sent', async () => {
    const before = Date.now()
    const res = await create({ agent_id: AGENT_ID })
    const after = Date.now()
    expect(res.status, res.text).toBe(200)
    const w = res.body
    expect(w.name).toBe('Website Chat')
    expect(w.primary_color).toBe('#6366f1')
    expect(w.position).toBe('bottom-right')
    expect(w.welcome_message).toBe('Hi! How can I help you today?')
    expect(w.collect_visitor_name).toBe(true)
    expect(w.collect_visitor_email).toBe(false)
    expect(w.is_active).toBe(true)
    expect(w.agent_id).toBe(AGENT_ID)
    expect(w.created_at).toMatch(ISO_RE)
    const created = Date.parse(w.created_at)
    expect(created).toBeGreaterThanOrEqual(before - 1000)
    expect(created).toBeLessThanOrEqual(after + 1000)
    // The default offline message shows in the embed code (it is not returned as a field).
    expect(w.embed_code).toBe(expectedEmbed(w, "Leave a message and we'll get back to you."))
  })

  it('holds exactly the Chat widget fields, in the interface order (no offline_message, no allowed_domains)', async () => {
    const res = await create({ agent_id: AGENT_ID, offline_message: 'Back soon', allowed_domains: ['example.com'] })
    expect(res.status, res.text).toBe(200)
    expect(Object.keys(res.body as object)).toEqual([...WIDGET_FIELDS])
    expect(res.text).not.toContain('"offline_message"')
    expect(res.text).not.toContain('"allowed_domains"')
    expect(res.text).not.toContain('"account_id"')
  })

  it('answers with JSON (application/json) and typed values', async () => {
    const res = await create({ agent_id: AGENT_ID })
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    const w = res.body
    expect(w.id).toMatch(UUID_RE)
    expect(w.widget_key).toMatch(WIDGET_KEY_RE)
    expect(typeof w.embed_code).toBe('string')
    expect(typeof w.collect_visitor_name).toBe('boolean')
    expect(typeof w.collect_visitor_email).toBe('boolean')
    expect(w.is_active).toBe(true)
  })

  it('gives every widget its own id and widget_key', async () => {
    const widgets = await Promise.all(Array.from({ length: 5 }, () => createWidget(server)))
    expect(new Set(widgets.map((w) => w.id)).size).toBe(5)
    expect(new Set(widgets.map((w) => w.widget_key)).size).toBe(5)
    for (const w of widgets) {
      expect(w.id).toMatch(UUID_RE)
      expect(w.widget_key).toMatch(WIDGET_KEY_RE)
    }
  })

  it('keeps every given setting, primary_color lower-cased', async () => {
    const w = await createWidget(server, {
      name: 'Acme Support',
      primary_color: '#ABCDEF',
      position: 'bottom-left',
      welcome_message: 'Welcome!\nAsk us anything.',
      offline_message: 'We are away.',
      collect_visitor_name: false,
      collect_visitor_email: true,
      allowed_domains: ['example.com'],
    })
    expect(w).toMatchObject({
      agent_id: AGENT_ID,
      name: 'Acme Support',
      primary_color: '#abcdef',
      position: 'bottom-left',
      welcome_message: 'Welcome!\nAsk us anything.',
      collect_visitor_name: false,
      collect_visitor_email: true,
      is_active: true,
    })
    expect(w.embed_code).toBe(expectedEmbed(w, 'We are away.'))
    expect(w.embed_code).toContain('data-offline-message="We are away."')
  })

  it('accepts #rgb colours and stores them lower-case', async () => {
    expect((await createWidget(server, { primary_color: '#A1F' })).primary_color).toBe('#a1f')
  })

  it('accepts any UUID as agent_id', async () => {
    const upper = 'F47AC10B-58CC-4372-A567-0E02B2C3D479'
    const w = await createWidget(server, { agent_id: upper })
    expect(w.agent_id.toLowerCase()).toBe(upper.toLowerCase())
  })
})

describe('create-chat-widget: embed_code', () => {
  it('is the script tag of src/shared/settings/embed-code.ts for the loader served by the mock', async () => {
    const w = await createWidget(server, { name: 'Shop', position: 'bottom-left' })
    expect(w.embed_code).toBe(expectedEmbed(w, "Leave a message and we'll get back to you."))
    expect(w.embed_code.startsWith(`<script src="${server.origin}/loader.js"`)).toBe(true)
    expect(w.embed_code).toContain(`data-widget-key="${w.widget_key}"`)
    expect(w.embed_code).toMatch(/ async><\/script>$/)
  })

  it('escapes the settings it carries as attribute values', async () => {
    const w = await createWidget(server, { name: 'Bob\'s "Best" <Shop> & Co', welcome_message: '<img src=x onerror=alert(1)>' })
    expect(w.embed_code).toBe(expectedEmbed(w, "Leave a message and we'll get back to you."))
    expect(w.embed_code).not.toContain('<img')
    expect(w.embed_code).not.toContain('"Best"')
    const { dataset } = scriptAttributes(w.embed_code)
    expect(dataset['name']).toBe('Bob\'s "Best" <Shop> & Co')
    expect(dataset['welcomeMessage']).toBe('<img src=x onerror=alert(1)>')
  })

  it("is read back by the loader's parseConfig without a warning (typical settings)", async () => {
    const w = await createWidget(server, { name: 'Acme', primary_color: '#123', position: 'bottom-left', collect_visitor_email: true })
    const { src, dataset, async } = scriptAttributes(w.embed_code)
    expect(async).toBe(true)
    const warnings: string[] = []
    const config = parseConfig(dataset, src, (m) => warnings.push(m))
    expect(warnings).toEqual([])
    expect(config).toMatchObject({
      widgetKey: w.widget_key,
      apiBase: server.baseUrl,
      name: 'Acme',
      primaryColor: '#123',
      position: 'bottom-left',
      collectVisitorName: true,
      collectVisitorEmail: true,
    })
  })

  it('carries a name of the longest length create-chat-widget accepts (80) in a form the loader keeps', async () => {
    // docs/mock-service.md: create-chat-widget takes `name` up to 80 characters, the loader's data-name
    // limit, so embed_code always carries a name the loader keeps.
    const name = 'N'.repeat(80)
    const w = await createWidget(server, { name })
    expect(w.name).toBe(name)
    const { src, dataset } = scriptAttributes(w.embed_code)
    const warnings: string[] = []
    const config = parseConfig(dataset, src, (m) => warnings.push(m))
    expect(warnings).toEqual([])
    expect(config.name).toBe(name)
  })
})

describe('create-chat-widget: validation', () => {
  const long = (n: number) => 'x'.repeat(n)
  const cases: Array<[string, Record<string, unknown>, number, string, string | RegExp]> = [
    ['agent_id missing', {}, 400, 'missing_field', 'agent_id'],
    ['agent_id null', { agent_id: null }, 400, 'missing_field', 'agent_id'],
    ['agent_id not a UUID', { agent_id: 'agent-1' }, 400, 'invalid_field', 'agent_id'],
    ['agent_id a number', { agent_id: 42 }, 400, 'invalid_field', 'agent_id'],
    ['agent_id a UUID with junk', { agent_id: AGENT_ID + 'x' }, 400, 'invalid_field', 'agent_id'],
    ['primary_color red', { agent_id: AGENT_ID, primary_color: 'red' }, 400, 'invalid_field', 'primary_color'],
    ['primary_color #12345', { agent_id: AGENT_ID, primary_color: '#12345' }, 400, 'invalid_field', 'primary_color'],
    ['primary_color #ggg', { agent_id: AGENT_ID, primary_color: '#ggg' }, 400, 'invalid_field', 'primary_color'],
    ['primary_color without #', { agent_id: AGENT_ID, primary_color: '6366f1' }, 400, 'invalid_field', 'primary_color'],
    ['position top', { agent_id: AGENT_ID, position: 'top' }, 400, 'invalid_field', 'position'],
    ['position a number', { agent_id: AGENT_ID, position: 1 }, 400, 'invalid_field', 'position'],
    ['collect_visitor_name "true"', { agent_id: AGENT_ID, collect_visitor_name: 'true' }, 400, 'invalid_field', 'collect_visitor_name'],
    ['collect_visitor_email "true"', { agent_id: AGENT_ID, collect_visitor_email: 'true' }, 400, 'invalid_field', 'collect_visitor_email'],
    ['collect_visitor_email 1', { agent_id: AGENT_ID, collect_visitor_email: 1 }, 400, 'invalid_field', 'collect_visitor_email'],
    ['name empty', { agent_id: AGENT_ID, name: '' }, 400, 'invalid_field', 'name'],
    ['name blank', { agent_id: AGENT_ID, name: '   ' }, 400, 'invalid_field', 'name'],
    ['name a number', { agent_id: AGENT_ID, name: 7 }, 400, 'invalid_field', 'name'],
    ['name 81 characters', { agent_id: AGENT_ID, name: long(81) }, 400, 'field_too_long', 'name'],
    ['welcome_message 1001 characters', { agent_id: AGENT_ID, welcome_message: long(1001) }, 400, 'field_too_long', 'welcome_message'],
    ['offline_message 1001 characters', { agent_id: AGENT_ID, offline_message: long(1001) }, 400, 'field_too_long', 'offline_message'],
    ['allowed_domains a string', { agent_id: AGENT_ID, allowed_domains: 'example.com' }, 400, 'invalid_field', 'allowed_domains'],
    ['allowed_domains an object', { agent_id: AGENT_ID, allowed_domains: { 0: 'example.com' } }, 400, 'invalid_field', 'allowed_domains'],
    ['allowed_domains with a scheme', { agent_id: AGENT_ID, allowed_domains: ['https://x.com'] }, 400, 'invalid_field', /^allowed_domains(\[0\])?$/],
    ['allowed_domains with a path', { agent_id: AGENT_ID, allowed_domains: ['ok.com', 'x.com/path'] }, 400, 'invalid_field', /^allowed_domains(\[1\])?$/],
    ['allowed_domains with a port', { agent_id: AGENT_ID, allowed_domains: ['x.com:80'] }, 400, 'invalid_field', /^allowed_domains(\[0\])?$/],
    ['allowed_domains with an empty string', { agent_id: AGENT_ID, allowed_domains: [''] }, 400, 'invalid_field', /^allowed_domains(\[0\])?$/],
    ['allowed_domains with a wildcard', { agent_id: AGENT_ID, allowed_domains: ['*.x.com'] }, 400, 'invalid_field', /^allowed_domains(\[0\])?$/],
    ['allowed_domains with a number', { agent_id: AGENT_ID, allowed_domains: [42] }, 400, 'invalid_field', /^allowed_domains(\[0\])?$/],
    [
      'allowed_domains of 101 names',
      { agent_id: AGENT_ID, allowed_domains: Array.from({ length: 101 }, (_, i) => `d${i}.example.com`) },
      400,
      'invalid_field',
      'allowed_domains',
    ],
    ['unknown field foo', { agent_id: AGENT_ID, foo: 1 }, 400, 'unknown_field', 'foo'],
    ['is_active is not a request field', { agent_id: AGENT_ID, is_active: false }, 400, 'unknown_field', 'is_active'],
    ['widget_key is not a request field', { agent_id: AGENT_ID, widget_key: 'wgt_mine_aaaaaaaaaaaaaaaaaaaa' }, 400, 'unknown_field', 'widget_key'],
  ]

  it.each(cases)('%s', async (_label, body, status, code, field) => {
    const widgetsBefore = server.service.state.widgets.length
    expectError(await create(body), status, code, field)
    // A refused request creates nothing.
    expect(server.service.state.widgets.length).toBe(widgetsBefore)
  })

  it('accepts the longest values: name 80, messages 1000, 100 domains', async () => {
    const res = await create({
      agent_id: AGENT_ID,
      name: long(80),
      welcome_message: long(1000),
      offline_message: long(1000),
      allowed_domains: Array.from({ length: 100 }, (_, i) => `d${i}.example.com`),
    })
    expect(res.status, res.text).toBe(200)
    expect(res.body.name).toBe(long(80))
    expect(res.body.welcome_message).toBe(long(1000))
  })

  it('accepts an empty allowed_domains list', async () => {
    expect((await create({ agent_id: AGENT_ID, allowed_domains: [] })).status).toBe(200)
  })
})

describe('create-chat-widget: allowed_domains are lower-cased and de-duplicated', () => {
  it('matches page hosts case-insensitively, and keeps one entry per domain', async () => {
    const w = await createWidget(server, { allowed_domains: ['EXAMPLE.com', 'example.COM', ' Example.com. ', 'Shop.Other.ORG'] })
    const send = (page_url: string, origin?: string) =>
      sendMessage(server, { widget_key: w.widget_key, visitor_id: newVisitor('dom'), page_url }, origin === undefined ? {} : { origin })
    expect((await send('https://example.com/a')).status).toBe(200)
    expect((await send('https://www.example.com/a', 'https://www.example.com')).status).toBe(200)
    expect((await send('https://shop.other.org/a')).status).toBe(200)
    expectError(await send('https://other.org/a'), 403, 'domain_not_allowed')
    expectError(await send('https://evil.com/a'), 403, 'domain_not_allowed')
    // Not returned by the operation: visible in the stored widget only.
    const stored = server.service.state.widgets.find((x) => x.id === w.id)
    expect(stored?.allowed_domains).toEqual(['example.com', 'shop.other.org'])
  })
})
