// The npm package's mount() with several keys: a widget each, with its own
// API; the same key again returns that widget's API (said once); destroying
// one leaves the others; the first mounted is the page's first widget. The service behind a stubbed fetch.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { mount } from '../../src/npm/index'
import { ELEMENT_NAME } from '../../src/shared/api/public-api'
import { SELECTORS } from '../selectors'
import { stubService } from '../helpers/fake-service'
import { TEST_KEY } from '../helpers/model'

const base = { widgetKey: TEST_KEY, apiBase: 'https://api.example/v1', collectVisitorName: false, locale: 'en' }
let warnings: MockInstance<typeof console.warn>

beforeEach(() => {
  localStorage.clear()
  stubService()
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  document.body.replaceChildren()
  for (const el of document.querySelectorAll(ELEMENT_NAME)) el.remove()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('mount() with several keys', () => {
  it('makes a widget per key; the same key returns its API; destroying one leaves the other', () => {
    const sales = mount(base)!
    const support = mount({ ...base, widgetKey: 'wgt_support_desk', position: 'bottom-left' })!
    expect(support).not.toBe(sales)
    expect(document.querySelectorAll(ELEMENT_NAME)).toHaveLength(2)
    expect(mount(base)).toBe(sales)
    expect(warnings.mock.calls.map((c) => String(c[0]))).toEqual([
      `[agent-chat] mount: the widget ${TEST_KEY} is already on this page; its API is returned (destroy() it first to mount it again)`,
    ])
    sales.destroy()
    expect(document.querySelectorAll(ELEMENT_NAME)).toHaveLength(1)
    const again = mount(base)!
    expect(again).not.toBe(sales)
    expect(document.querySelectorAll(ELEMENT_NAME)).toHaveLength(2)
    again.destroy()
    support.destroy()
    expect(document.querySelectorAll(ELEMENT_NAME)).toHaveLength(0)
  })

  it('marks each element given as a container with its own key', () => {
    const [a, b] = [0, 1].map(() => document.body.appendChild(document.createElement('section')))
    const sales = mount({ ...base, container: a! })!
    const support = mount({ ...base, widgetKey: 'wgt_support_desk', container: b! })!
    expect([a!.getAttribute('data-agent-chat-container'), b!.getAttribute('data-agent-chat-container')]).toEqual([TEST_KEY, 'wgt_support_desk'])
    sales.destroy()
    support.destroy()
  })

  it("the first mount() is the page's first widget: #agent-chat and the site's element that names no widget open it; one naming the other opens that one", async () => {
    const sales = mount(base)!
    const support = mount({ ...base, widgetKey: 'wgt_support_desk', position: 'bottom-left' })!
    const expanded = () =>
      [...document.querySelectorAll(ELEMENT_NAME)].map((host) => host.shadowRoot!.querySelector(SELECTORS.launcher)!.getAttribute('aria-expanded'))
    history.replaceState(null, '', '#agent-chat')
    dispatchEvent(new HashChangeEvent('hashchange'))
    expect(expanded()).toEqual(['true', 'false'])
    // The hash's text is the commands chunk's to take off the address (a close waits behind it).
    await vi.waitFor(() => expect(location.hash).toBe(''))
    sales.close()
    expect(expanded()).toEqual(['false', 'false'])
    document.body.innerHTML =
      '<button id="any" data-agent-chat="open">Chat</button><button id="named" data-agent-chat="open" data-agent-chat-widget="wgt_support_desk">Support</button>'
    document.querySelector<HTMLElement>('#any')!.click()
    expect(expanded()).toEqual(['true', 'false'])
    sales.close()
    expect(expanded()).toEqual(['false', 'false'])
    document.querySelector<HTMLElement>('#named')!.click()
    expect(expanded()).toEqual(['false', 'true'])
    sales.destroy()
    support.destroy()
  })
})
