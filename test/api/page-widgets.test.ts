// Several widgets on one page (docs/embedding.md, "Several agents on one
// page"): loader.js's API, the real commands chunk and the real panel stage,
// the service behind a stubbed fetch. A second embed is handed to the first
// widget's API as loader.js does (`AgentChat('_add', script)`).
import { act } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { ELEMENT_NAME } from '../../src/shared/api/public-api'
import type { Namespace } from '../../src/shared/chunks/interfaces'
import { storageKeys } from '../../src/shared/storage/ui-state'
import { flush } from '../helpers/deferred'
import { stubService, type FakeService } from '../helpers/fake-service'
import { destroyWidgets, startWidget } from '../helpers/start-widget'
import { TEST_KEY } from '../helpers/model'
import { InstantChunks } from '../helpers/instant-chunks'
import { SELECTORS } from '../selectors'

const SUPPORT = 'wgt_support_desk'

let service: FakeService
let warnings: MockInstance<typeof console.warn>
let errors: MockInstance<typeof console.error>

const run = (api: unknown, ...args: unknown[]) =>
  act(async () => {
    ;(api as (...a: unknown[]) => void)(...args)
    for (let i = 0; i < 6; i++) await flush()
  })

/** A second embed tag of loader.js, as the page has it. */
function embedTag(attrs: Record<string, string>) {
  const script = document.createElement('script')
  script.src = 'https://cdn.example/w/loader.js'
  Object.assign(script.dataset, attrs)
  return script
}

/** The page's widgets' shadow roots, in the order they were added to the page. */
const roots = () => [...document.querySelectorAll(ELEMENT_NAME)].map((el) => el.shadowRoot!)
const launcherOf = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>(SELECTORS.launcher)!

/** The page's first widget's API: its handles take the others down after each test. */
let page: Namespace | undefined

async function twoWidgets(chunks = new InstantChunks()) {
  const { api } = startWidget(chunks)
  page = api
  await run(api, '_add', embedTag({ widgetKey: SUPPORT, position: 'bottom-left', collectVisitorName: 'false', apiBase: 'https://api.example/v1' }))
  return { api, chunks }
}

beforeEach(() => {
  localStorage.clear()
  service = stubService()
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
  errors = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(async () => {
  for (const key of [SUPPORT, 'wgt_third', 'wgt_fourth']) if (page) await run(page.widget(key), 'destroy')
  page = undefined
  destroyWidgets()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('a second embed', () => {
  it('with another key is a widget of its own: its launcher, its conversation, its storage keys, its widget_key on every request; the chunks are the page’s', async () => {
    const { api, chunks } = await twoWidgets()
    expect(roots()).toHaveLength(2)
    const [first, support] = roots() as [ShadowRoot, ShadowRoot]
    expect(support.querySelector(SELECTORS.root)!.classList.contains('left')).toBe(true)

    await run(api.widget(SUPPORT), 'send', 'Where is my order?')
    await run(api, 'send', 'Do you ship abroad?')
    expect(service.sent.map((m) => [(m as unknown as { widget_key: string }).widget_key, m.message])).toEqual([
      [SUPPORT, 'Where is my order?'],
      [TEST_KEY, 'Do you ship abroad?'],
    ])
    // Two visitors as the service sees them: each widget keeps its own id, under its own key.
    expect(service.sent[0]!.visitor_id).not.toBe(service.sent[1]!.visitor_id)
    expect(localStorage.getItem(storageKeys(SUPPORT).visitor)).toContain(service.sent[0]!.visitor_id)
    expect(localStorage.getItem(storageKeys(TEST_KEY).visitor)).toContain(service.sent[1]!.visitor_id)
    // Each conversation shows its own messages only.
    await run(api.widget(SUPPORT), 'open')
    await run(api, 'open')
    const texts = (root: ShadowRoot) => [...root.querySelectorAll(SELECTORS.visitorBubbles)].map((b) => b.textContent)
    expect(texts(support)).toEqual(['Where is my order?'])
    expect(texts(first)).toEqual(['Do you ship abroad?'])
    // Both ask the page's one chunk loader (which fetches each file once: test/launcher/chunks.test.ts); the commands chunk serves both.
    const asked = (name: string) => chunks.requested.filter((n) => n === name).length
    expect([asked('commands'), asked('panel')]).toEqual([2, 2])
  })

  it('with the key of a widget already here is ignored, said once', async () => {
    const { api } = startWidget(new InstantChunks())
    page = api
    await run(api, '_add', embedTag({ widgetKey: TEST_KEY, position: 'bottom-left' }))
    expect(roots()).toHaveLength(1)
    expect(warnings.mock.calls.map((c) => String(c[0]))).toEqual(['[agent-chat] already loaded on this page; the second embed is ignored'])
  })

  it('floating at a corner another widget already floats at is not shown, said naming both keys; at the other corner it is', async () => {
    const { api } = startWidget(new InstantChunks())
    page = api
    await run(api, '_add', embedTag({ widgetKey: SUPPORT }))
    expect(roots()).toHaveLength(1)
    expect(warnings.mock.calls.map((c) => String(c[0]))).toEqual([
      `[agent-chat] ${SUPPORT} is not shown: ${TEST_KEY} already floats at bottom-right. Place it inline (data-container) or at the other corner (data-position)`,
    ])
    // The same refused embed again (a navigation library running the page's scripts): nothing more said.
    await run(api, '_add', embedTag({ widgetKey: SUPPORT }))
    expect(warnings.mock.calls).toHaveLength(1)
    await run(api, '_add', embedTag({ widgetKey: 'wgt_fourth', position: 'bottom-left' }))
    expect(roots()).toHaveLength(2)
    await run(api, '_add', embedTag({ widgetKey: 'wgt_third', position: 'bottom-left' }))
    expect(roots()).toHaveLength(2)
    expect(String(warnings.mock.calls.at(-1)![0])).toContain('wgt_third is not shown: wgt_fourth already floats at bottom-left')
  })
})

describe('placed and taken away', () => {
  it("a second widget placed by the site's own element with its key fills it, floating nowhere; the first's corner stays free of it", async () => {
    const { api } = startWidget(new InstantChunks())
    page = api
    const placed = document.createElement(ELEMENT_NAME)
    placed.dataset['widgetKey'] = SUPPORT
    document.body.appendChild(placed)
    try {
      // At the first widget's corner: placed, it floats at none, so it is not turned away.
      await run(api, '_add', embedTag({ widgetKey: SUPPORT }))
      expect(warnings.mock.calls).toEqual([])
      // The support widget went into its element; the first stays in the corner, on <html>.
      const hosts = [...document.querySelectorAll(ELEMENT_NAME)].filter((el) => el.shadowRoot)
      expect(hosts.map((host) => host.parentElement)).toEqual([placed, document.documentElement])
    } finally {
      placed.remove()
    }
  })

  it("destroy through a handle takes that widget away alone; through the global (the first widget's API), every widget of the page", async () => {
    const { api } = await twoWidgets()
    await run(api, '_add', embedTag({ widgetKey: 'wgt_third', container: '#nowhere' }))
    expect(roots()).toHaveLength(3)
    await run(api.widget('wgt_third'), 'destroy')
    expect(roots()).toHaveLength(2)
    await run(api, 'destroy')
    expect(roots()).toHaveLength(0)
    page = undefined
  })
})

describe('AgentChat.widget(key)', () => {
  it('addresses that widget, with every command as a method; the first by its own key; an unknown key is said', async () => {
    const { api } = await twoWidgets()
    const [first, support] = roots() as [ShadowRoot, ShadowRoot]
    const handle = api.widget(SUPPORT)
    expect(typeof handle.open).toBe('function')
    await act(async () => {
      handle.open()
      for (let i = 0; i < 6; i++) await flush()
    })
    expect(launcherOf(support).getAttribute('aria-expanded')).toBe('true')
    expect(launcherOf(first).getAttribute('aria-expanded')).toBe('false')
    await run(api.widget(TEST_KEY), 'open')
    expect(launcherOf(first).getAttribute('aria-expanded')).toBe('true')
    await run(api, 'widget', 'wgt_nobody', 'open')
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual(['[agent-chat] widget: no widget with the key "wgt_nobody" on this page'])
  })

  it('in the stub form, AgentChat("widget", key, command…), waits with every other call until the commands chunk is in', async () => {
    let release = () => {}
    const chunks = new InstantChunks(new Promise<void>((resolve) => (release = resolve)))
    const { api } = startWidget(chunks)
    page = api
    ;(api as unknown as (...a: unknown[]) => void)('_add', embedTag({ widgetKey: SUPPORT, position: 'bottom-left' }))
    ;(api as unknown as (...a: unknown[]) => void)('widget', SUPPORT, 'open')
    expect(roots()).toHaveLength(1)
    await act(async () => {
      release()
      for (let i = 0; i < 6; i++) await flush()
    })
    expect(launcherOf(roots()[1]!).getAttribute('aria-expanded')).toBe('true')
  })
})

describe('a call for a widget whose embed has not run yet', () => {
  it('runs once its embed arrives; a key no embed brings by the time the page has loaded is said', async () => {
    const { api } = startWidget(new InstantChunks())
    page = api
    await run(api, 'widget', SUPPORT, 'open')
    // happy-dom's page has loaded: the key is given up at once.
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([`[agent-chat] widget: no widget with the key "${SUPPORT}" on this page`])
    const loading = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive')
    await run(api, 'widget', SUPPORT, 'open')
    await run(api, '_add', embedTag({ widgetKey: SUPPORT, position: 'bottom-left' }))
    loading.mockRestore()
    expect(launcherOf(roots()[1]!).getAttribute('aria-expanded')).toBe('true')
    expect(errors.mock.calls).toHaveLength(1)
  })
})

describe("the page's commands", () => {
  it("identify, consent and reset through the global reach every widget; through a handle, that widget's alone", async () => {
    const { api } = await twoWidgets()
    await run(api, 'identify', { name: 'Ada' })
    await run(api, 'send', 'one')
    await run(api.widget(SUPPORT), 'send', 'two')
    expect(service.sent.map((m) => m.visitor_name)).toEqual(['Ada', 'Ada'])
    await run(api.widget(SUPPORT), 'identify', { name: 'Grace' })
    await run(api, 'send', 'three')
    await run(api.widget(SUPPORT), 'send', 'four')
    expect(service.sent.slice(2).map((m) => m.visitor_name)).toEqual(['Ada', 'Grace'])
    const supportVisitor = localStorage.getItem(storageKeys(SUPPORT).visitor)
    await run(api, 'reset')
    expect(localStorage.getItem(storageKeys(SUPPORT).visitor)).not.toBe(supportVisitor)
  })

  it("on through the global hears every widget's events, each naming its widget; a handle's on hears its own", async () => {
    const { api } = await twoWidgets()
    const heard: string[] = []
    const mine: string[] = []
    await run(api, 'on', 'open', (e: { widgetKey: string }) => heard.push(e.widgetKey))
    await run(api.widget(SUPPORT), 'on', 'open', (e: { widgetKey: string }) => mine.push(e.widgetKey))
    await run(api.widget(SUPPORT), 'open')
    await run(api, 'open')
    expect(heard.sort()).toEqual([SUPPORT, TEST_KEY].sort())
    expect(mine).toEqual([SUPPORT])
  })
})

describe("the site's elements", () => {
  it('open the widget they name with data-agent-chat-widget, else the first; #agent-chat is the first', async () => {
    await twoWidgets()
    const [first, support] = roots() as [ShadowRoot, ShadowRoot]
    const button = document.body.appendChild(document.createElement('button'))
    button.dataset['agentChat'] = 'open'
    button.dataset['agentChatWidget'] = SUPPORT
    await act(async () => {
      button.click()
      await flush()
    })
    expect(launcherOf(support).getAttribute('aria-expanded')).toBe('true')
    expect(launcherOf(first).getAttribute('aria-expanded')).toBe('false')
    delete button.dataset['agentChatWidget']
    await act(async () => {
      button.click()
      await flush()
    })
    expect(launcherOf(first).getAttribute('aria-expanded')).toBe('true')
    button.remove()
  })
})

describe('on a phone', () => {
  it('opening one floating panel closes the other, leaving focus in the one opened; on a wider screen both stay open', async () => {
    const phone = vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query === '(max-width: 480px)' }) as MediaQueryList)
    const { api } = await twoWidgets()
    const [first, support] = roots() as [ShadowRoot, ShadowRoot]
    await run(api, 'open')
    await run(api.widget(SUPPORT), 'open')
    expect(launcherOf(support).getAttribute('aria-expanded')).toBe('true')
    expect(launcherOf(first).getAttribute('aria-expanded')).toBe('false')
    await run(api, 'open')
    expect(launcherOf(support).getAttribute('aria-expanded')).toBe('false')
    expect(launcherOf(first).getAttribute('aria-expanded')).toBe('true')
    // The closed one did not take focus back to its launcher.
    expect(document.activeElement).not.toBe(document.querySelectorAll(ELEMENT_NAME)[1])
    phone.mockImplementation(() => ({ matches: false }) as MediaQueryList)
    await run(api.widget(SUPPORT), 'open')
    expect([launcherOf(first), launcherOf(support)].map((l) => l.getAttribute('aria-expanded'))).toEqual(['true', 'true'])
  })
})
