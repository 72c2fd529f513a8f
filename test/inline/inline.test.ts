// Inline mode's chunk in happy-dom, on a real launcher view: the widget's
// element moves into the container (data-container, or the element the site
// placed), the panel is fetched only when it comes near, a container that
// appears later or goes away moves the one widget, and a selector that matches
// nothing or is invalid gives one warning and the corner.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { launcherView } from '../helpers/launcher-view'
import { attributeReader, worded, type RawAttributes } from '../../src/shared/settings/reader'
import { NEAR_MARGIN, startInline } from '../../src/inline/inline'
import { chunk } from '../../src/inline/chunk'
import inlineCss from '../../src/inline/inline.css?inline'
import { flush } from '../helpers/deferred'
import { TEST_KEY } from '../helpers/model'
import { SELECTORS } from '../selectors'
import { FakeIntersection } from './fake-observers'

let warnings: string[]
let stop: (() => void) | undefined

beforeEach(() => {
  warnings = []
  FakeIntersection.all = []
  vi.stubGlobal('IntersectionObserver', FakeIntersection)
  vi.spyOn(console, 'warn').mockImplementation((message: string) => void warnings.push(message))
})
afterEach(() => {
  stop?.()
  stop = undefined
  document.body.replaceChildren()
  document.querySelectorAll('html > .host').forEach((el) => el.remove())
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** The widget as the launcher stage makes it: an element at the end of <html>, a view in it, the panel's life. */
function start(attrs: RawAttributes = {}) {
  const element = document.createElement('div')
  element.className = 'host'
  document.documentElement.appendChild(element)
  const view = launcherView(element)
  const adopted: string[] = []
  const life = { load: vi.fn(), panel: vi.fn((): unknown => undefined), renew: vi.fn() }
  const read = attributeReader({ widgetKey: TEST_KEY, ...attrs }, (misread) => warnings.push(worded(misread)))
  stop = startInline({ host: element, view, life, read, adopt: (css) => void adopted.push(css) })
  const root = element.querySelector<HTMLElement>(SELECTORS.root)!
  return { element, view, life, adopted, root }
}

function container(id = 'help-chat') {
  const el = document.createElement('section')
  el.id = id
  return document.body.appendChild(el)
}

describe('inline in a container', () => {
  it('moves the widget into the element data-container names, marked inline, with its stylesheet', () => {
    const box = container()
    const { element, view, adopted, root } = start({ container: '#help-chat' })
    expect(element.parentElement).toBe(box)
    expect(view.inline).toBe(true)
    expect(root.classList.contains('inline')).toBe(true)
    expect(root.getAttribute('part')).toBe('inline')
    expect(element.classList.contains('inline')).toBe(true)
    expect(adopted).toEqual([inlineCss])
    expect(warnings).toEqual([])
  })

  it('fetches the panel only when the container comes near the viewport, with a margin', () => {
    const box = container()
    const { life } = start({ container: '#help-chat' })
    expect(life.load).not.toHaveBeenCalled()
    expect(FakeIntersection.watching(box)).toBe(true)
    expect(FakeIntersection.all[0]!.options.rootMargin).toBe(NEAR_MARGIN)
    FakeIntersection.near(box)
    expect(life.load).toHaveBeenCalledTimes(1)
    expect(FakeIntersection.watching(box)).toBe(false)
  })

  it("fills the site's own <agent-chat-widget data-widget-key> without data-container", () => {
    const own = document.createElement('agent-chat-widget')
    own.dataset['widgetKey'] = TEST_KEY
    document.body.appendChild(own)
    const { element, view } = start()
    expect(element.parentElement).toBe(own)
    expect(view.inline).toBe(true)
  })

  it('keeps Escape from the launcher, which would close the open chat, while inline', () => {
    container()
    const { view, root } = start({ container: '#help-chat' })
    const closed = vi.fn()
    root.addEventListener('keydown', closed)
    view.mountPoint.appendChild(document.createElement('button')).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(closed).not.toHaveBeenCalled()
    view.mountPoint.firstElementChild!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    expect(closed).toHaveBeenCalledTimes(1)
  })

  it('puts everything back when stopped (the stage destroyed)', () => {
    container()
    const { view, root, element } = start({ container: '#help-chat' })
    stop!()
    stop = undefined
    expect(view.inline).toBe(false)
    expect(root.classList.contains('inline')).toBe(false)
    expect(root.hasAttribute('part')).toBe(false)
    expect(element.classList.contains('inline')).toBe(false)
  })

  it('is the chunk the manifest names', () => {
    expect(chunk.start).toBe(startInline)
  })
})

describe('when the page does not match', () => {
  it('a selector that matches nothing: one warning naming data-container, the widget stays in the corner', () => {
    const { element, view, life } = start({ container: '#nowhere' })
    expect(element.parentElement).toBe(document.documentElement)
    expect(view.inline).toBeFalsy()
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('data-container="#nowhere" matches no element')
    expect(life.load).not.toHaveBeenCalled()
  })

  it('an invalid selector: one warning naming data-container, the corner, nothing more looked for', async () => {
    const { element } = start({ container: 'div[' })
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('data-container="div[" is not a valid CSS selector')
    document.body.appendChild(document.createElement('div'))
    await flush()
    expect(warnings).toHaveLength(1)
    expect(element.parentElement).toBe(document.documentElement)
  })

  it('a container that appears later is found, and one that goes away gives the widget back to the corner: the one element moves', async () => {
    const { element, view, life } = start({ container: '#help-chat' })
    life.panel.mockReturnValue({})
    const box = container()
    await flush()
    expect(element.parentElement).toBe(box)
    expect(view.inline).toBe(true)
    // The running panel is drawn again for its new place (renew keeps the conversation: it is stored).
    expect(life.renew).toHaveBeenCalledTimes(1)
    box.remove()
    await flush()
    expect(element.parentElement).toBe(document.documentElement)
    expect(view.inline).toBe(false)
    expect(life.renew).toHaveBeenCalledTimes(2)
    // The route again: a new container element.
    const again = container()
    await flush()
    expect(element.parentElement).toBe(again)
    expect(document.querySelectorAll('.host')).toHaveLength(1)
    expect(warnings).toHaveLength(1)
  })

  it('does no more than a property read per change while the container stays on the page', async () => {
    container()
    start({ container: '#help-chat' })
    const query = vi.spyOn(document, 'querySelector')
    for (let i = 0; i < 20; i++) document.body.appendChild(document.createElement('p'))
    await flush()
    expect(query).not.toHaveBeenCalled()
  })

  it('a panel not yet fetched is not started by a move', async () => {
    const { life } = start({ container: '#help-chat' })
    container()
    await flush()
    expect(life.renew).not.toHaveBeenCalled()
    expect(life.load).not.toHaveBeenCalled()
  })
})
