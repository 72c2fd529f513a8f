// The npm package's entry (src/npm/index.ts) in happy-dom: mount() with the real
// panel, commands and language modules reached through import(), the service
// behind a stubbed fetch.
import { act, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { ELEMENT_NAME, NAMESPACE } from '../src/shared/api/public-api'
import { mount, type AgentChatApi } from '../src/npm/index'
import { stubService, type FakeService } from './helpers/fake-service'
import { TEST_KEY } from './helpers/model'
import { SELECTORS } from './selectors'

let service: FakeService
let mounted: AgentChatApi[] = []
let errors: MockInstance<typeof console.error>
let warnings: MockInstance<typeof console.warn>

const shadow = () => document.querySelector(ELEMENT_NAME)?.shadowRoot ?? null
const launcher = () => shadow()!.querySelector<HTMLButtonElement>(SELECTORS.launcher)!
const start = (options: Partial<Parameters<typeof mount>[0]> = {}) => {
  const api = mount({ widgetKey: TEST_KEY, apiBase: 'https://api.example/v1', collectVisitorName: false, locale: 'en', ...options })
  if (api) mounted.push(api)
  return api
}

/** A command inside act(), which then waits for what it started (an import(), a render) before flushing. */
const actThen = (run: () => unknown) =>
  act(() => {
    run()
    return Promise.resolve()
  })

beforeEach(() => {
  localStorage.clear()
  service = stubService()
  errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  // Every request went to the service's operation under the apiBase given.
  expect(new Set(service.urls)).toEqual(new Set(service.urls.length ? ['https://api.example/v1/webhook-chat-message'] : []))
  mounted.forEach((api) => api.destroy())
  mounted = []
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('mount()', () => {
  it('takes starter questions as a list', async () => {
    const api = start({ suggestions: ['Opening hours?', 'Shipping costs'] })!
    await actThen(() => api.open())
    await waitFor(() => expect(shadow()!.querySelectorAll('[role="group"] button')).toHaveLength(2))
    expect([...shadow()!.querySelectorAll('[role="group"] button')].map((b) => b.textContent)).toEqual(['Opening hours?', 'Shipping costs'])
  })

  it('takes the widget’s own texts (typed by the catalogue’s keys) in any language; a bad key is named', async () => {
    const api = start({ texts: { openChat: 'Fragen Sie uns', send: 'Abschicken' }, launcherLabel: 'Hilfe' })!
    expect(launcher().getAttribute('aria-label')).toBe('Hilfe')
    await actThen(() => api.open())
    await waitFor(() => expect(shadow()!.querySelector(SELECTORS.send)!.textContent).toBe('Abschicken'))
    api.update({ texts: { send: 'Los' } })
    await waitFor(() => expect(shadow()!.querySelector(SELECTORS.send)!.textContent).toBe('Los'))
    // @ts-expect-error: not a text of the widget (the declarations know the keys)
    api.update({ texts: { sendd: 'x' } })
    expect(String(errors.mock.calls.at(-1)![0])).toContain('texts: "sendd" is not a text of the widget')
  })

  it('adds the widget and returns the API, without any global', () => {
    const api = start({ name: 'Acme Coffee' })!
    expect(typeof api).toBe('function')
    expect(typeof api.open).toBe('function')
    expect(api.version).toBe(__VERSION__)
    expect(document.querySelectorAll(ELEMENT_NAME)).toHaveLength(1)
    expect(launcher().getAttribute('aria-label')).toBe('Open chat')
    expect(NAMESPACE in window).toBe(false)
  })

  it('opens through import() of the panel, sends, and reports both messages', async () => {
    const api = start()!
    const messages: string[] = []
    api.on('message', (m) => messages.push(`${m.role}: ${m.text}`))
    await actThen(() => api.open())
    await waitFor(() => expect(shadow()!.querySelector(SELECTORS.message)).not.toBeNull())
    await actThen(() => api.send('Hello'))
    await waitFor(() => expect(messages).toEqual(['visitor: Hello', 'agent: re: Hello']))
    expect(service.sent.map((s) => s.message)).toEqual(['Hello'])
  })

  it('speaks another language through import() of its catalogue', async () => {
    start({ locale: 'de' })
    await waitFor(() => expect(launcher().getAttribute('aria-label')).toBe('Chat öffnen'))
  })

  it('takes the settings as data attributes would give them: numbers and booleans included', () => {
    start({ primaryColor: '#0f766e', position: 'bottom-left', zIndex: 5 })
    expect(shadow()!.querySelector('.root')!.classList.contains('left')).toBe(true)
    expect((document.querySelector(ELEMENT_NAME) as HTMLElement).style.getPropertyValue('--acw-z')).toBe('5')
  })

  it('checks the settings as boot and update do: an unknown one is named, the widget still starts; not an object: no widget', () => {
    expect(start({ colour: 'red' } as never)).toBeDefined()
    expect(errors).toHaveBeenCalledTimes(1)
    expect(String(errors.mock.calls[0]![0])).toContain('[agent-chat] mount: "colour" is not a setting')
    mounted.forEach((api) => api.destroy())
    mounted = []
    expect(mount('wgt_x' as never)).toBeUndefined()
    expect(String(errors.mock.calls[1]![0])).toContain('[agent-chat] mount: expects an object of settings')
    expect(document.querySelector(ELEMENT_NAME)).toBeNull()
  })

  it("without a usable widget key: undefined, one console error (in the warnings chunk's words, which come after), no widget", async () => {
    expect(start({ widgetKey: 'nope' })).toBeUndefined()
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(1))
    expect(String(errors.mock.calls[0]![0])).toContain('data-widget-key must start with "wgt_"')
    expect(document.querySelector(ELEMENT_NAME)).toBeNull()
  })

  it('one widget per page: a second mount warns and returns the first API; after destroy, mount works again', () => {
    const first = start()!
    expect(start({ name: 'Other' })).toBe(first)
    expect(warnings).toHaveBeenCalledTimes(1)
    expect(document.querySelectorAll(ELEMENT_NAME)).toHaveLength(1)
    first.destroy()
    expect(document.querySelector(ELEMENT_NAME)).toBeNull()
    const second = start()!
    expect(second).not.toBe(first)
    expect(document.querySelectorAll(ELEMENT_NAME)).toHaveLength(1)
  })
})
