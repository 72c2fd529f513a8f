import { act, fireEvent, within } from '@testing-library/preact'
import { afterEach, describe, expect, it } from 'vitest'
import { mount, type Mounted } from '../src/mount'
import { ELEMENT_NAME } from '../src/namespace'
import { createTestModel } from './helpers/model'

let mounted: Mounted[] = []

afterEach(() => {
  for (const m of mounted) m.unmount()
  mounted = []
})

function mountModel() {
  const t = createTestModel()
  let m!: Mounted
  act(() => {
    m = mount(t.model)
  })
  mounted.push(m)
  return { ...t, mounted: m }
}

describe('mount', () => {
  it('adds exactly one agent-chat-widget element to the body', () => {
    const before = document.body.querySelectorAll(ELEMENT_NAME).length
    const { mounted: m } = mountModel()
    const hosts = document.body.querySelectorAll(ELEMENT_NAME)
    expect(before).toBe(0)
    expect(hosts).toHaveLength(1)
    expect(hosts[0]).toBe(m.host)
    expect(m.host.parentNode).toBe(document.body)
    expect(ELEMENT_NAME).toBe('agent-chat-widget')
  })

  it('defines the custom element so it counts as :defined', () => {
    const { mounted: m } = mountModel()
    expect(customElements.get(ELEMENT_NAME)).toBeDefined()
    expect(m.host).toBeInstanceOf(customElements.get(ELEMENT_NAME)!)
  })

  it('renders the launcher inside an open shadow root with one adopted stylesheet', () => {
    const { mounted: m } = mountModel()
    expect(m.host.shadowRoot).toBe(m.root)
    expect(m.root.mode).toBe('open')
    expect(m.root.adoptedStyleSheets).toHaveLength(1)
    const launcher = m.root.querySelector('button[aria-label="Open chat"]')
    expect(launcher).not.toBeNull()
    expect(launcher!.getAttribute('aria-expanded')).toBe('false')
    // Nothing leaks into the light DOM.
    expect(m.host.childNodes).toHaveLength(0)
    expect(document.querySelector('button[aria-label="Open chat"]')).toBeNull()
  })

  it('adopts a stylesheet with the widget rules', () => {
    const { mounted: m } = mountModel()
    const sheet = m.root.adoptedStyleSheets[0]!
    expect(sheet).toBeInstanceOf(CSSStyleSheet)
    expect(sheet.cssRules.length).toBeGreaterThan(0)
  })

  it('is interactive inside the shadow root', () => {
    const { mounted: m, model, config } = mountModel()
    const root = within(m.root as unknown as HTMLElement)
    fireEvent.click(root.getByRole('button', { name: 'Open chat' }))
    expect(model.open.value).toBe(true)
    expect(root.getByRole('dialog', { name: config.name })).toBeTruthy()
  })

  it('unmount removes the element from the page', () => {
    const { mounted: m } = mountModel()
    act(() => m.unmount())
    mounted = mounted.filter((x) => x !== m)
    expect(document.body.querySelectorAll(ELEMENT_NAME)).toHaveLength(0)
    expect(m.host.isConnected).toBe(false)
    expect(m.root.childNodes).toHaveLength(0)
  })

  it('can mount again after an unmount', () => {
    const first = mountModel()
    act(() => first.mounted.unmount())
    mounted = []
    const second = mountModel()
    expect(document.body.querySelectorAll(ELEMENT_NAME)).toHaveLength(1)
    expect(second.mounted.host).not.toBe(first.mounted.host)
  })
})
