// The rules chunk (src/rules/) in happy-dom, on a real launcher view: the
// launcher kept away or shown as the path and the device say, again after each
// navigation of a single-page site and each change of the device's media
// query, and nothing more once stopped. The Navigation API's event is sent
// through a double of `window.navigation` (happy-dom has none); real browsers'
// are the e2e's (e2e/rules.spec.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { chunk } from '../../src/rules/chunk'
import { launcherView } from '../helpers/launcher-view'
import { attributeReader, worded, type RawAttributes } from '../../src/shared/settings/reader'
import { AWAY, type StageContext } from '../../src/shared/chunks/interfaces'
import { TEST_KEY } from '../helpers/model'
import { flush } from '../helpers/deferred'
import { MOBILE_QUERY } from '../../src/shared/page/devices'

let container: HTMLElement
let stop: (() => void) | undefined

/** A media query list the test switches, as the browser's does on a resize or a rotation. */
function fakeMedia(matches: boolean) {
  const target = new EventTarget() as EventTarget & { matches: boolean; media: string }
  target.matches = matches
  target.media = MOBILE_QUERY
  const asked: string[] = []
  vi.stubGlobal('matchMedia', (query: string) => {
    asked.push(query)
    return target
  })
  return {
    asked,
    set(next: boolean) {
      target.matches = next
      target.dispatchEvent(new Event('change'))
    },
  }
}

function startRules(attrs: RawAttributes) {
  container = document.body.appendChild(document.createElement('div'))
  const view = launcherView(container)
  const { root } = view
  root.classList.add(AWAY) // as the launcher stage starts it, before the chunk arrives
  const shown = vi.fn()
  const warnings: string[] = []
  // The rules read only these of what the launcher stage starts its chunks with.
  const read = attributeReader({ widgetKey: TEST_KEY, ...attrs }, (misread) => warnings.push(worded(misread)))
  stop = chunk.start({ read, view, shown } as Partial<StageContext> as StageContext) as () => void
  return { away: () => root.classList.contains(AWAY), shown, warnings }
}

beforeEach(() => history.replaceState(null, '', '/'))
afterEach(() => {
  stop?.()
  stop = undefined
  container?.remove()
  vi.unstubAllGlobals()
  history.replaceState(null, '', '/')
})

describe('the page rules', () => {
  it('show the launcher on a page they allow, and say so once', () => {
    history.replaceState(null, '', '/help/billing')
    const { away, shown } = startRules({ showOn: '/pricing /help/*' })
    expect(away()).toBe(false)
    expect(shown).toHaveBeenCalledTimes(1)
  })

  it('keep it away on a page they leave out, and say nothing', () => {
    history.replaceState(null, '', '/checkout/pay')
    const { away, shown } = startRules({ hideOn: '/checkout/*' })
    expect(away()).toBe(true)
    expect(shown).not.toHaveBeenCalled()
  })

  it("follow a history-API site's navigations where the browser has no Navigation API: the new page is drawn, or back and forward", async () => {
    history.replaceState(null, '', '/pricing')
    const { away } = startRules({ hideOn: '/checkout' })
    expect(away()).toBe(false)
    // A router: the address first, then the new page's content.
    history.pushState(null, '', '/checkout')
    document.body.appendChild(document.createElement('main')).remove()
    await flush()
    expect(away()).toBe(true)
    history.replaceState(null, '', '/pricing')
    dispatchEvent(new PopStateEvent('popstate'))
    expect(away()).toBe(false)
  })

  it("follow the Navigation API's currententrychange where the browser has it, and nothing else", () => {
    const navigation = new EventTarget()
    vi.stubGlobal('navigation', navigation)
    const observe = vi.spyOn(MutationObserver.prototype, 'observe')
    history.replaceState(null, '', '/pricing')
    const { away } = startRules({ hideOn: '/checkout' })
    history.pushState(null, '', '/checkout')
    navigation.dispatchEvent(new Event('currententrychange'))
    expect(away()).toBe(true)
    expect(observe).not.toHaveBeenCalled()
    observe.mockRestore()
  })

  it('once stopped (the widget shut down), follow nothing', async () => {
    history.replaceState(null, '', '/pricing')
    const { away } = startRules({ hideOn: '/checkout' })
    stop!()
    history.pushState(null, '', '/checkout')
    document.body.appendChild(document.createElement('main')).remove()
    dispatchEvent(new PopStateEvent('popstate'))
    await flush()
    expect(away()).toBe(false)
  })

  it('a bad pattern is said once and the launcher shows everywhere', () => {
    history.replaceState(null, '', '/checkout')
    const { away, warnings } = startRules({ hideOn: '/checkout ^(' })
    expect(away()).toBe(false)
    expect(warnings).toEqual(['data-hide-on="/checkout ^(" is not valid; using the default ""'])
  })
})

describe('the device rule', () => {
  it.each([
    ['desktop', false, false],
    ['desktop', true, true],
    ['mobile', true, false],
    ['mobile', false, true],
  ] as const)('data-devices="%s" on a phone: %s → away %s', (devices, phone, away) => {
    fakeMedia(phone)
    expect(startRules({ devices }).away()).toBe(away)
  })

  it('asks the media query of a phone (a coarse pointer, or a viewport at most 640 px wide), and follows its changes', () => {
    const media = fakeMedia(false)
    const { away, shown } = startRules({ devices: 'desktop' })
    expect(media.asked).toEqual(['(pointer: coarse), (max-width: 640px)'])
    expect(away()).toBe(false)
    media.set(true) // the window narrowed past 640 px
    expect(away()).toBe(true)
    media.set(false)
    expect(away()).toBe(false)
    expect(shown).toHaveBeenCalledTimes(2)
  })

  it('data-devices="all" (the default) asks no media query', () => {
    const media = fakeMedia(true)
    expect(startRules({ showOn: '/' }).away()).toBe(false)
    expect(media.asked).toEqual([])
  })

  it('with a page rule: shown only where both allow', () => {
    const media = fakeMedia(false)
    history.replaceState(null, '', '/help')
    const { away } = startRules({ showOn: '/help', devices: 'mobile' })
    expect(away()).toBe(true)
    media.set(true)
    expect(away()).toBe(false)
  })
})
