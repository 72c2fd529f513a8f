// window.AgentChat's commands end to end in happy-dom: the loader's API, the
// real commands chunk and the real panel stage (handed out by a fake chunk
// loader), the service behind a stubbed fetch.
import { act, fireEvent } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { createAgentChat } from '../../src/launcher/public-api'
import { ELEMENT_NAME } from '../../src/shared/api/public-api'
import { storageKeys } from '../../src/shared/storage/ui-state'
import { afterIdle, flush } from '../helpers/deferred'
import { stubService, type FakeService, type SentMessage } from '../helpers/fake-service'
import { call, destroyWidgets, settle, startWidget } from '../helpers/start-widget'
import { TEST_KEY } from '../helpers/model'
import { InstantChunks } from '../helpers/instant-chunks'
import { SELECTORS } from '../selectors'

const KEYS = storageKeys(TEST_KEY)

let service: FakeService
let sent: SentMessage[] = []
let errors: MockInstance<typeof console.error>

function start(attrs: Record<string, string> = {}, chunks = new InstantChunks()) {
  const { api, destroyed } = startWidget(chunks, { attrs })
  return { api, chunks, released: destroyed }
}

const root = () => document.querySelector(ELEMENT_NAME)?.shadowRoot ?? null
const launcher = () => root()!.querySelector<HTMLButtonElement>(SELECTORS.launcher)!

beforeEach(() => {
  localStorage.clear()
  service = stubService()
  sent = service.sent
  errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  // destroy runs without the commands chunk, so a test that failed before it arrived leaves nothing behind.
  destroyWidgets()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('calling it', () => {
  it('takes commands as AgentChat(name, ...args) and as methods; open, close and toggle need no commands chunk', async () => {
    const { api, chunks } = start()
    await call(api, 'open')
    expect(launcher().getAttribute('aria-expanded')).toBe('true')
    await act(() => api.close())
    expect(launcher().getAttribute('aria-expanded')).toBe('false')
    // The panel, and beside it the panel's life (src/life/).
    expect(chunks.requested).toEqual(['panel', 'life'])
    await call(api, 'on', 'open', () => {})
    expect(chunks.requested).toEqual(['panel', 'life', 'commands'])
  })

  it.each([
    [['nope'], '[agent-chat] nope: is not a command'],
    [['send', ''], '[agent-chat] send: expects the message'],
    [['send', 42], '[agent-chat] send: expects the message'],
    [['identify', { email: 'not-an-email' }], '[agent-chat] identify: expects { name, email }'],
    [['identify', 'Ada'], '[agent-chat] identify: expects { name, email }'],
    [['update', 'red'], '[agent-chat] update: expects an object of settings'],
    [['update', { colour: 'red' }], '[agent-chat] update: "colour" is not a setting'],
    [['update', { name: { first: 'x' } }], '[agent-chat] update: name must be a string'],
    [['consent', 'yes'], '[agent-chat] consent: expects true'],
    [['on', 'click', () => {}], '[agent-chat] on: expects an event'],
    [['on', 'open', 'not a function'], '[agent-chat] on: expects an event'],
    [['on'], '[agent-chat] on: expects an event'],
    [['off', 'open', 42], '[agent-chat] off: expects an event'],
    [['off', 'click', () => {}], '[agent-chat] off: expects an event'],
    [['off', 'open'], '[agent-chat] off: expects an event'],
    [['off'], '[agent-chat] off: expects an event'],
    [['boot'], '[agent-chat] boot: the widget is already running'],
  ])('%j logs one error naming the command and throws nothing', async (args, message) => {
    const { api } = start()
    await call(api, ...args)
    expect(errors).toHaveBeenCalledTimes(1)
    expect(String(errors.mock.calls[0]![0])).toContain(message)
  })

  it('off removes the listener on gave it, and only that one, without a word', async () => {
    const { api } = start()
    const kept = vi.fn()
    const removed = vi.fn()
    await call(api, 'on', 'open', kept)
    await call(api, 'on', 'open', removed)
    // A listener that was never added: nothing to remove, nothing wrong.
    await call(api, 'off', 'open', () => {})
    await call(api, 'off', 'open', removed)
    await call(api, 'open')
    await settle()
    expect(kept).toHaveBeenCalledTimes(1)
    expect(removed).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
  })

  it('a listener that throws is reported, and the widget goes on', async () => {
    const { api } = start()
    const after = vi.fn()
    await call(api, 'on', 'open', () => {
      throw new Error('site bug')
    })
    await call(api, 'on', 'open', after)
    await call(api, 'open')
    await settle()
    expect(after).toHaveBeenCalledTimes(1)
    expect(String(errors.mock.calls[0]![0])).toContain('a "open" listener threw')
  })
})

describe('events', () => {
  it('ready (also for a late listener), open, close, unread and messages in both directions with their ids; off stops them', async () => {
    const { api } = start()
    const seen: string[] = []
    const log = (name: string) => (payload: unknown) => seen.push(`${name} ${JSON.stringify(payload)}`)
    const onMessage = log('message')
    await call(api, 'on', 'ready', log('ready'))
    await call(api, 'on', 'open', log('open'))
    await call(api, 'on', 'close', log('close'))
    await call(api, 'on', 'message', onMessage)
    await settle()
    await call(api, 'on', 'ready', log('late ready'))
    await settle()
    await call(api, 'open')
    await settle()
    const box = root()!.querySelector('textarea')!
    fireEvent.input(box, { target: { value: 'Hello' } })
    fireEvent.keyDown(box, { key: 'Enter' })
    await settle()
    await call(api, 'off', 'message', onMessage)
    await call(api, 'close')
    await settle()
    const visitorId = sent[0]!.client_message_id
    expect(seen.map((s) => s.replace(/"at":"[^"]+"/, '"at":T'))).toEqual([
      // The package's version (vitest.config.ts defines it as the build does); every payload names its widget.
      `ready {"version":"${__VERSION__}","widgetKey":"${TEST_KEY}"}`,
      `late ready {"version":"${__VERSION__}","widgetKey":"${TEST_KEY}"}`,
      `open {"widgetKey":"${TEST_KEY}"}`,
      `message {"id":"${visitorId}","role":"visitor","text":"Hello","at":T,"widgetKey":"${TEST_KEY}"}`,
      `message {"id":"ai-1","role":"agent","text":"re: Hello","at":T,"widgetKey":"${TEST_KEY}"}`,
      `close {"widgetKey":"${TEST_KEY}"}`,
    ])
  })

  /** The panel chunk at once, the commands chunk when `release` is called: what the e2e stub test met once in CI. */
  function startWithLateCommands(attrs: Record<string, string> = {}) {
    let release!: () => void
    const { api } = start(attrs, new InstantChunks(new Promise((resolve) => (release = resolve))))
    const arrive = () => {
      release()
      return settle()
    }
    return { api, arrive }
  }

  it('calls queued for the commands chunk keep their order: an open after identify waits for it', async () => {
    const { api, arrive } = startWithLateCommands({ collectVisitorName: 'true' })
    await call(api, 'identify', { name: 'Ada' })
    await call(api, 'open')
    await settle()
    expect(launcher().getAttribute('aria-expanded')).toBe('false')
    await arrive()
    expect(launcher().getAttribute('aria-expanded')).toBe('true')
    // identify ran first: the pre-chat form never showed.
    expect(root()!.querySelector('form input')).toBeNull()
    await call(api, 'send', 'Hi')
    await settle()
    expect(sent[0]).toMatchObject({ visitor_name: 'Ada' })
  })

  it('destroy while calls wait for the commands chunk: they are dropped, not run against the destroyed widget', async () => {
    const { api, arrive } = startWithLateCommands()
    await call(api, 'send', 'never sent')
    await call(api, 'destroy')
    await arrive()
    expect(sent).toEqual([])
    expect(errors).not.toHaveBeenCalled()
    expect(document.querySelector(ELEMENT_NAME)).toBeNull()
  })

  it('a panel that started before the commands chunk arrived: its messages from then on are reported', async () => {
    const { api, arrive } = startWithLateCommands({ collectVisitorName: 'false' })
    const seen: string[] = []
    await call(api, 'on', 'message', (m: { role: string; text: string }) => seen.push(`${m.role} ${m.text}`))
    // The visitor opens the chat while the commands chunk is on its way.
    await act(() => launcher().click())
    await settle()
    expect(root()!.querySelector('textarea')).not.toBeNull()
    await arrive()
    const box = root()!.querySelector('textarea')!
    fireEvent.input(box, { target: { value: 'Hello' } })
    fireEvent.keyDown(box, { key: 'Enter' })
    await settle()
    expect(seen).toEqual(['visitor Hello', 'agent re: Hello'])
  })

  it('unread counts replies that arrive while closed; a refused message is an error event with its id', async () => {
    const { api } = start()
    await act(() => afterIdle())
    const seen: unknown[] = []
    await call(api, 'on', 'unread', (p: unknown) => seen.push(p))
    await call(api, 'on', 'error', (p: unknown) => seen.push(p))
    await call(api, 'send', 'while closed')
    await settle()
    service.failing = true
    await call(api, 'send', 'refused')
    await settle()
    expect(seen).toEqual([
      { count: 1, widgetKey: TEST_KEY },
      { code: 'delivery', message: 'the message could not be delivered', id: sent[1]!.client_message_id, widgetKey: TEST_KEY },
    ])
  })
})

describe('starting', () => {
  it("a key that cannot start the widget: no API, no element, one error (in the warnings chunk's words, which come after)", async () => {
    const chunks = new InstantChunks()
    const api = createAgentChat({
      attributes: { widgetKey: 'nope' },
      loaderSrc: 'https://cdn.example/w/loader.js',

      chunks,
    })
    expect(api).toBeUndefined()
    expect(document.querySelector(ELEMENT_NAME)).toBeNull()
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(1))
    expect(String(errors.mock.calls[0]![0])).toContain('data-widget-key must start with "wgt_"')
    expect(chunks.requested).toEqual(['warnings'])
  })

  it('unread is reported when it changes, not for the count the launcher already showed', async () => {
    const reply = (id: string) => ({ id, role: 'agent', text: 'Earlier reply', at: '2025-01-01T00:00:00.000Z' })
    localStorage.setItem(KEYS.conversation, JSON.stringify({ v: 1, open: false, started: true, messages: [reply('a1'), reply('a2')], unread: 2 }))
    localStorage.setItem(KEYS.ui, JSON.stringify({ open: false, unread: 2, outbox: 0 }))
    const { api } = start()
    await act(() => afterIdle())
    const seen: unknown[] = []
    await call(api, 'on', 'unread', (p: unknown) => seen.push(p))
    await settle()
    await call(api, 'open')
    await settle()
    expect(seen).toEqual([{ count: 0, widgetKey: TEST_KEY }])
  })
})

describe('commands', () => {
  it('send loads the panel and sends as the visitor, without opening it', async () => {
    const { api } = start()
    await call(api, 'send', 'From the site')
    await settle()
    expect(sent.map((s) => s.message)).toEqual(['From the site'])
    expect(launcher().getAttribute('aria-expanded')).toBe('false')
    expect(launcher().getAttribute('aria-label')).toBe('Open chat, 1 unread')
  })

  it('send before the pre-chat form opens the panel with the text waiting in the box', async () => {
    const { api } = start({ collectVisitorName: 'true' })
    await call(api, 'send', 'Question')
    await settle()
    expect(sent).toEqual([])
    expect(root()!.querySelector('[role=dialog]')).not.toBeNull()
    fireEvent.input(root()!.querySelector('input')!, { target: { value: 'Ada' } })
    fireEvent.submit(root()!.querySelector('form')!)
    await settle()
    expect(root()!.querySelector('textarea')!.value).toBe('Question')
  })

  it('identify skips the pre-chat form and sends name and email with every message, also when given before the panel', async () => {
    const { api } = start({ collectVisitorName: 'true', collectVisitorEmail: 'true' })
    await call(api, 'identify', { name: ' Ada ', email: 'ada@example.com' })
    await call(api, 'open')
    await settle()
    expect(root()!.querySelector('form input')).toBeNull()
    await call(api, 'send', 'Hi')
    await settle()
    expect(sent[0]).toMatchObject({ visitor_name: 'Ada', visitor_email: 'ada@example.com' })
  })

  it('reset forgets the visitor: a new v_ id, the history cleared, the panel stays open', async () => {
    const { api } = start()
    await call(api, 'open')
    await call(api, 'send', 'Before')
    await settle()
    const before = localStorage.getItem(KEYS.visitor)
    await call(api, 'reset')
    await settle()
    expect(root()!.querySelectorAll(SELECTORS.visitorMessages)).toHaveLength(0)
    expect(launcher().getAttribute('aria-expanded')).toBe('true')
    await call(api, 'send', 'After')
    await settle()
    expect(sent[1]!.visitor_id).toMatch(/^v_/)
    expect(sent[1]!.visitor_id).not.toBe(before)
    expect(localStorage.getItem(KEYS.conversation)).not.toContain('Before')
  })

  it('reset in another tab (the visitor key changes under us) empties this tab too', async () => {
    const { api } = start()
    await call(api, 'open')
    await call(api, 'send', 'Mine')
    await settle()
    const sheets = root()!.adoptedStyleSheets.length
    const old = localStorage.getItem(KEYS.visitor)
    Object.values(KEYS).forEach((k) => localStorage.removeItem(k))
    await act(async () => {
      dispatchEvent(new StorageEvent('storage', { key: KEYS.visitor, oldValue: old, newValue: null, storageArea: localStorage }))
      await flush()
    })
    await settle()
    expect(root()!.querySelectorAll(SELECTORS.visitorMessages)).toHaveLength(0)
    expect(localStorage.getItem(KEYS.visitor)).not.toBe(old)
    // The panel started again asks for its stylesheets again: each is adopted once.
    expect(root()!.adoptedStyleSheets).toHaveLength(sheets)
  })

  it('a new conversation in another tab (a new visitor id, the old history in storage) empties this tab; its next message carries the new id, its name kept (n8n issue 22050)', async () => {
    const { api } = start({ collectVisitorName: 'true' })
    await call(api, 'identify', { name: 'Ada' })
    await call(api, 'open')
    await call(api, 'send', 'Mine')
    await settle()
    const old = localStorage.getItem(KEYS.visitor)!
    // What the other tab's panel writes, in its order: the new id first; its
    // empty conversation comes a frame later.
    const renewed = 'v_' + 'N'.repeat(22)
    localStorage.setItem(KEYS.visitor, renewed)
    await act(async () => {
      dispatchEvent(new StorageEvent('storage', { key: KEYS.visitor, oldValue: old, newValue: renewed, storageArea: localStorage }))
      await flush()
    })
    await settle()
    expect(root()!.querySelectorAll(SELECTORS.visitorMessages)).toHaveLength(0)
    expect(launcher().getAttribute('aria-expanded')).toBe('true')
    // No pre-chat form: the visitor's name stayed.
    expect(root()!.querySelector('#acw-name')).toBeNull()
    await call(api, 'send', 'After')
    await settle()
    expect(sent.map((m) => [m.message, m.visitor_id, m.visitor_name])).toEqual([
      ['Mine', old, 'Ada'],
      ['After', renewed, 'Ada'],
    ])
    expect(localStorage.getItem(KEYS.conversation)).not.toContain('Mine')
  })

  it('update changes colour, position and texts at run time; the conversation and the open panel stay', async () => {
    const { api } = start()
    await call(api, 'open')
    await call(api, 'send', 'Kept')
    await settle()
    await call(api, 'update', { primaryColor: '#0f766e', position: 'bottom-left', name: 'Help desk' })
    await settle()
    const widgetRoot = root()!.querySelector<HTMLElement>('.root')!
    expect(widgetRoot.style.getPropertyValue('--acw-primary')).toBe('#0f766e')
    expect(widgetRoot.classList.contains('left')).toBe(true)
    expect(root()!.querySelector('[role=dialog] .title')!.textContent).toBe('Help desk')
    expect(root()!.querySelector(SELECTORS.visitorMessages)!.textContent).toContain('Kept')
    expect(document.querySelectorAll(ELEMENT_NAME)).toHaveLength(1)
  })

  it('shutdown removes the widget and answers only boot; boot brings it back with new settings; destroy releases the global once', async () => {
    const { api, released } = start()
    await call(api, 'shutdown')
    expect(document.querySelector(ELEMENT_NAME)).toBeNull()
    await call(api, 'open')
    expect(String(errors.mock.calls.at(-1)![0])).toContain("open: the widget is shut down; call AgentChat('boot') first")
    await call(api, 'boot', { primaryColor: '#111111' })
    expect(root()!.querySelector<HTMLElement>('.root')!.style.getPropertyValue('--acw-primary')).toBe('#111111')
    await call(api, 'destroy')
    await call(api, 'destroy')
    expect(document.querySelector(ELEMENT_NAME)).toBeNull()
    expect(released).toHaveBeenCalledTimes(1)
  })

  it('a send still waiting for its panel when the widget shuts down is dropped: the next boot, perhaps for another visitor, never sends it', async () => {
    const { api } = start({ collectVisitorName: 'false' })
    // The commands chunk here first, so the send waits for the panel only.
    await call(api, 'on', 'message', () => {})
    await act(async () => {
      const run = api as unknown as (...a: unknown[]) => void
      run('send', 'meant for the first visitor')
      run('shutdown')
      run('boot', {})
      await flush()
    })
    await call(api, 'open')
    await settle()
    expect(root()!.querySelector('textarea')).not.toBeNull()
    expect(sent).toEqual([])
    // The next send is this stage's, and goes.
    await call(api, 'send', 'Hello')
    await settle()
    expect(sent.map((m) => m.message)).toEqual(['Hello'])
  })
})

describe('the site’s look through the API', () => {
  it('texts: over the launcher, the panel and the chunks; each call replaces the last; bad keys and values refused by name, the rest applied', async () => {
    const { api } = start({ collectVisitorName: 'false' })
    await call(api, 'update', {
      texts: { openChat: 'Ask us', send: 'Ask', suggestedQuestions: 'Try these', nosuch: 'x', closeChat: '  ', copy: 7, loading: 'y'.repeat(501) },
    })
    const refused = errors.mock.calls.map((c: unknown[]) => String(c[0])).filter((m: string) => m.startsWith('[agent-chat] update: texts: '))
    expect(refused).toHaveLength(4)
    for (const key of ['nosuch', 'closeChat', 'copy', 'loading'])
      expect(
        refused.some((m: string) => m.includes(`"${key}"`)),
        key,
      ).toBe(true)
    expect(launcher().getAttribute('aria-label')).toBe('Ask us')
    await call(api, 'open')
    await settle()
    expect(root()!.querySelector(SELECTORS.send)!.textContent).toBe('Ask')
    // Not overridden: English.
    expect(root()!.querySelector('[role=dialog] button.close')!.getAttribute('aria-label')).toBe('Close chat')
    await call(api, 'update', { texts: { send: '<img src=x onerror=alert(1)>' } })
    await settle()
    expect(root()!.querySelector(SELECTORS.send)!.textContent).toBe('<img src=x onerror=alert(1)>')
    expect(root()!.querySelectorAll('img')).toHaveLength(0)
    expect(launcher().getAttribute('aria-label')).toBe('Close chat')
    await call(api, 'close')
    expect(launcher().getAttribute('aria-label')).toBe('Open chat')
    await call(api, 'update', { texts: 'Ask' })
    expect(String(errors.mock.calls.at(-1)![0])).toContain('update: texts must be an object')
  })

  it('launcherLabel, subtitle and avatarUrl at run time: the label names the launcher with the unread count, the header shows the face and the line', async () => {
    const { api } = start({ collectVisitorName: 'false' })
    await call(api, 'update', { launcherLabel: 'Chat with us', subtitle: 'Answers in seconds', avatarUrl: 'https://cdn.example/face.png', name: 'Acme' })
    expect(launcher().getAttribute('aria-label')).toBe('Chat with us')
    expect(launcher().querySelector('[part="launcher-label"]')!.textContent).toBe('Chat with us')
    await call(api, 'send', 'Hello')
    await settle()
    expect(launcher().getAttribute('aria-label')).toBe('Chat with us, 1 unread')
    await call(api, 'open')
    await settle()
    expect(root()!.querySelector('[part="subtitle"]')!.textContent).toBe('Answers in seconds')
    const avatar = root()!.querySelector('[part="avatar"]')!
    expect(avatar.getAttribute('aria-hidden')).toBe('true')
    expect(avatar.textContent).toBe('A')
    const img = avatar.querySelector('img')!
    expect([img.getAttribute('src'), img.getAttribute('alt'), img.className]).toEqual(['https://cdn.example/face.png', '', ''])
    await act(() => void img.dispatchEvent(new Event('load')))
    expect(img.className).toBe('shown')
    await act(() => void img.dispatchEvent(new Event('error')))
    expect(avatar.querySelector('img')).toBeNull()
    expect(avatar.textContent).toBe('A')
  })
})

describe('data attributes', () => {
  it('data-open opens on load without taking focus from the page', async () => {
    const outside = document.body.appendChild(document.createElement('button'))
    outside.focus()
    start({ open: 'true' })
    await settle()
    expect(launcher().getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement).toBe(outside)
    outside.remove()
  })

  it('data-launcher="false" hides the launcher; closing gives focus back to the site button that opened it', async () => {
    const { api } = start({ launcher: 'false' })
    expect(root()!.querySelector('.root')!.classList.contains('bare')).toBe(true)
    const own = document.body.appendChild(document.createElement('button'))
    own.focus()
    await call(api, 'open')
    await settle()
    await call(api, 'close')
    expect(document.activeElement).toBe(own)
    own.remove()
  })
})

describe('consent', () => {
  it('data-consent="required" stores nothing until consent(true), which keeps the conversation on screen', async () => {
    const { api } = start({ consent: 'required' })
    await call(api, 'open')
    await call(api, 'send', 'Before consent')
    await settle()
    expect(sent).toHaveLength(1)
    expect(Object.keys(localStorage)).toEqual([])
    await call(api, 'consent', true)
    await settle()
    expect(localStorage.getItem(KEYS.visitor)).toBe(sent[0]!.visitor_id)
    expect(localStorage.getItem(KEYS.conversation)).toContain('Before consent')
  })

  it('consent(true) before anything was said shows what was stored earlier; consent(false) removes it', async () => {
    const reply = (id: string) => ({ id, role: 'agent', text: 'Earlier reply', at: '2025-01-01T00:00:00.000Z' })
    localStorage.setItem(KEYS.conversation, JSON.stringify({ v: 1, open: false, started: true, messages: [reply('a1'), reply('a2')], unread: 2 }))
    localStorage.setItem(KEYS.ui, JSON.stringify({ open: false, unread: 2, outbox: 0 }))
    const { api } = start({ consent: 'required' })
    await act(() => afterIdle())
    expect(launcher().getAttribute('aria-label')).toBe('Open chat')
    await call(api, 'consent', true)
    await settle()
    expect(launcher().getAttribute('aria-label')).toBe('Open chat, 2 unread')
    await call(api, 'consent', false)
    expect(Object.keys(localStorage)).toEqual([])
  })
})

describe('starter questions through the API (a single-page app sets them per route: Flowise issue 4129)', () => {
  const questions = () => [...(root()!.querySelector('[role="group"]')?.querySelectorAll('button') ?? [])].map((b) => b.textContent)

  it('update replaces them, an empty list removes them; the open panel and the conversation stay', async () => {
    const { api } = start({ suggestions: 'Opening hours?|Shipping costs' })
    await call(api, 'open')
    await settle()
    expect(questions()).toEqual(['Opening hours?', 'Shipping costs'])
    await call(api, 'update', { suggestions: ['Do you ship to Canada?', 'Return policy'] })
    await settle()
    expect(launcher().getAttribute('aria-expanded')).toBe('true')
    expect(questions()).toEqual(['Do you ship to Canada?', 'Return policy'])
    await call(api, 'update', { suggestions: [] })
    await settle()
    expect(questions()).toEqual([])
    expect(errors).not.toHaveBeenCalled()
  })

  it('a question picked goes through the same delivery as a typed message', async () => {
    const { api } = start({ suggestions: 'Opening hours?' })
    await call(api, 'open')
    await settle()
    await act(() => {
      fireEvent.click(root()!.querySelector('[role="group"] button')!)
    })
    await settle()
    expect(sent.map((m) => m.message)).toEqual(['Opening hours?'])
    expect(questions()).toEqual([])
  })

  it.each([
    ['a string', 'Opening hours?'],
    ['numbers', [1, 2]],
  ])('suggestions as %s: one error naming update, nothing changed', async (_, value) => {
    const { api } = start({ suggestions: 'Kept?' })
    await call(api, 'open')
    await settle()
    await call(api, 'update', { suggestions: value })
    await settle()
    expect(errors).toHaveBeenCalledTimes(1)
    expect(String(errors.mock.calls[0]![0])).toContain('[agent-chat] update: suggestions must be an array of strings')
    expect(questions()).toEqual(['Kept?'])
  })
})

describe('feedback through the API', () => {
  it("on('feedback') gets { messageId, sessionId, value } once per press; off stops it", async () => {
    const { api } = start({ feedback: 'true' })
    const seen: unknown[] = []
    const listener = (e: unknown) => seen.push(e)
    await call(api, 'on', 'feedback', listener)
    await call(api, 'open')
    await settle()
    await call(api, 'send', 'Hello')
    await settle()
    const helpful = () => root()!.querySelector<HTMLButtonElement>('button.rate')!
    await act(() => {
      fireEvent.click(helpful())
    })
    await settle()
    expect(seen).toEqual([{ messageId: 'ai-1', sessionId: 's1', value: 'positive', widgetKey: TEST_KEY }])
    await call(api, 'off', 'feedback', listener)
    await act(() => {
      fireEvent.click(helpful())
    })
    await settle()
    expect(seen).toHaveLength(1)
    expect(helpful().getAttribute('aria-pressed')).toBe('false')
  })
})
