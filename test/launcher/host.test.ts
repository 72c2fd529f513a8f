// The one host element: styles adopted as constructable stylesheets; where
// they are missing (Safari before 16.4) no unstyled widget is drawn.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createHost, type Host } from '../../src/launcher/host'
import { ELEMENT_NAME } from '../../src/shared/api/public-api'

let host: Host | undefined

afterEach(() => {
  host?.remove()
  host = undefined
  vi.restoreAllMocks()
})

describe('createHost', () => {
  it('adds one custom element with an open shadow root and adopts each stylesheet', () => {
    host = createHost(undefined, () => {})
    expect(document.querySelectorAll(ELEMENT_NAME)).toHaveLength(1)
    expect(host.element.shadowRoot).toBe(host.root)
    host.adopt('.a { color: red }')
    host.adopt('.b { color: blue }')
    expect(host.root.adoptedStyleSheets).toHaveLength(2)
    expect(host.root.querySelectorAll('style')).toHaveLength(0)
  })

  it('adopts a stylesheet once, however often it is asked for (a panel started again asks again)', () => {
    host = createHost(undefined, () => {})
    host.adopt('.a { color: red }')
    host.adopt('.b { color: blue }')
    host.adopt('.a { color: red }')
    expect(host.root.adoptedStyleSheets).toHaveLength(2)
  })

  it('without constructable stylesheets, adopting throws (the loader reports it) and adds no <style> anywhere', () => {
    const attach = Element.prototype.attachShadow
    vi.spyOn(Element.prototype, 'attachShadow').mockImplementation(function (this: Element, init: ShadowRootInit) {
      const root = attach.call(this, init)
      Object.defineProperty(root, 'adoptedStyleSheets', { value: undefined })
      return root
    })
    host = createHost(undefined, () => {})
    expect(() => host!.adopt('.a { color: red }')).toThrow()
    expect(host.root.querySelectorAll('style')).toHaveLength(0)
    expect(document.head.querySelectorAll('style')).toHaveLength(0)
  })

  it('lives after <body>, as the last child of <html>, where navigations that replace or rewrite <body> never reach it', async () => {
    host = createHost(undefined, () => {})
    expect(host.element.parentNode).toBe(document.documentElement)
    expect(document.body.contains(host.element)).toBe(false)
    const removed: Node[] = []
    const record = new MutationObserver((list) => list.forEach((m) => removed.push(...m.removedNodes)))
    record.observe(document.documentElement, { childList: true, subtree: true })
    // Turbo Drive replaces <body>; htmx and routers rewrite its content.
    const next = document.createElement('body')
    next.innerHTML = '<main><h1>Next page</h1></main>'
    document.body.replaceWith(next)
    document.body.innerHTML = '<main><h1>Another page</h1></main>'
    await Promise.resolve()
    record.disconnect()
    expect(removed).not.toContain(host.element)
    expect(document.documentElement.lastElementChild).toBe(host.element)
  })

  it('a copy of the element that is not the widget (a saved snapshot of the page put back) removes itself', async () => {
    host = createHost(undefined, () => {})
    // As htmx restores its history cache: the saved markup of <body> put back.
    document.body.innerHTML = `<main>page</main><${ELEMENT_NAME} style="--acw-z: 3"></${ELEMENT_NAME}>`
    document.body.appendChild(document.createElement(ELEMENT_NAME))
    document.body.appendChild(host.element.cloneNode(true))
    await Promise.resolve()
    expect(document.querySelectorAll(ELEMENT_NAME)).toHaveLength(1)
    expect(document.querySelector(ELEMENT_NAME)).toBe(host.element)
    expect(document.body.innerHTML).toBe('<main>page</main>')
  })

  it('goes back in, the same element with its shadow tree, when a script takes it out of the page', async () => {
    host = createHost(undefined, () => {})
    host.root.appendChild(document.createElement('button'))
    host.element.remove()
    await Promise.resolve()
    expect(host.element.isConnected).toBe(true)
    expect(document.documentElement.lastElementChild).toBe(host.element)
    expect(host.root.querySelectorAll('button')).toHaveLength(1)
    // Removed on purpose: it stays out.
    host.remove()
    await Promise.resolve()
    expect(host.element.isConnected).toBe(false)
    host = undefined
  })

  it('sets the stacking order on the element when asked, and removes everything', () => {
    host = createHost(7, () => {})
    expect(host.element.style.getPropertyValue('--acw-z')).toBe('7')
    host.remove()
    expect(document.querySelectorAll(ELEMENT_NAME)).toHaveLength(0)
    host = undefined
  })
})
