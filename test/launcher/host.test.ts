// The one host element: styles adopted as constructable stylesheets, or a
// <style> element where they are missing (Safari before 16.4).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createHost, type Host } from '../../src/launcher/host'
import { ELEMENT_NAME } from '../../src/namespace'

let host: Host | undefined

afterEach(() => {
  host?.remove()
  host = undefined
  vi.restoreAllMocks()
})

describe('createHost', () => {
  it('adds one custom element with an open shadow root and adopts each stylesheet', () => {
    host = createHost(undefined)
    expect(document.querySelectorAll(ELEMENT_NAME)).toHaveLength(1)
    expect(host.element.shadowRoot).toBe(host.root)
    host.adopt('.a { color: red }')
    host.adopt('.b { color: blue }')
    expect(host.root.adoptedStyleSheets).toHaveLength(2)
    expect(host.root.querySelectorAll('style')).toHaveLength(0)
  })

  it('falls back to <style> elements in the shadow root without constructable stylesheets', () => {
    const attach = Element.prototype.attachShadow
    vi.spyOn(Element.prototype, 'attachShadow').mockImplementation(function (this: Element, init: ShadowRootInit) {
      const root = attach.call(this, init)
      Object.defineProperty(root, 'adoptedStyleSheets', { value: undefined })
      return root
    })
    host = createHost(undefined)
    host.adopt('.a { color: red }')
    host.adopt('.b { color: blue }')
    expect([...host.root.querySelectorAll('style')].map((s) => s.textContent)).toEqual(['.a { color: red }', '.b { color: blue }'])
    // Inside the shadow root only: nothing reaches the host page's <head>.
    expect(document.head.querySelectorAll('style')).toHaveLength(0)
  })

  it('sets the stacking order on the element when asked, and removes everything', () => {
    host = createHost(7)
    expect(host.element.style.getPropertyValue('--acw-z')).toBe('7')
    host.remove()
    expect(document.querySelectorAll(ELEMENT_NAME)).toHaveLength(0)
    host = undefined
  })
})
