// The teaser (data-teaser-delay) in happy-dom, on a real launcher view, with a
// fake clock: when it shows and when it does not, what activating and
// dismissing it do, bad delays, and texts shown as text.
import { chunk, english } from '../../src/teaser/chunk'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { launcherView } from '../helpers/launcher-view'
import { attributeReader, worded, type RawAttributes } from '../../src/shared/settings/reader'
import { forgetStored, storageKeys, type StorageArea } from '../../src/shared/storage/ui-state'
import { DISMISS_MS, startTeaser, type TeaserContext } from '../../src/teaser/teaser'
import type { StageContext } from '../../src/shared/chunks/interfaces'
import { TEST_KEY, testConfig } from '../helpers/model'
import { chunkTexts, partByLanguage } from '../helpers/chunk-texts'
import { catalogues } from '../../scripts/catalogues'

const TEASER_TEXTS = partByLanguage('teaser')

const KEYS = storageKeys(TEST_KEY)
let warnings: string[] = []
let opened = 0
let allowed = true
// data-storage's area: localStorage unless a test chooses another.
let area: StorageArea = localStorage
let container: HTMLElement

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] })
  localStorage.clear()
  sessionStorage.clear()
  warnings = []
  opened = 0
  allowed = true
  area = localStorage
})
afterEach(() => {
  container?.remove()
  vi.useRealTimers()
})

/** A real launcher view in a fresh container, and the context the launcher stage starts the teaser with (`over`: what a test sets). */
function teaserContext(attrs: RawAttributes = {}, options: { launcher?: boolean } = {}, over: Partial<TeaserContext> = {}): TeaserContext {
  container = document.body.appendChild(document.createElement('div'))
  const config = testConfig({ launcher: options.launcher ?? true })
  const view = launcherView(container, config)
  return {
    config,
    loaderSrc: 'https://cdn.example/loader.js',
    read: attributeReader({ widgetKey: TEST_KEY, teaserDelay: '5', ...attrs }, (misread) => warnings.push(worded(misread))),
    adopt: () => {},
    view,
    catalogue: undefined,
    locale: 'en',
    dir: 'ltr',
    storageArea: () => (allowed ? area : null),
    loadChunk: () => Promise.resolve(undefined),
    restore: () => Promise.reject(new Error('the teaser reads no conversation')),
    renew: () => {},
    open: () => opened++,
    ...over,
  }
}

function start(attrs: RawAttributes = {}, options: { launcher?: boolean; catalogue?: unknown; locale?: string } = {}) {
  const context = teaserContext(attrs, options, { catalogue: options.catalogue, locale: options.locale ?? 'en' })
  startTeaser(context, chunkTexts(english, 'teaser', context.locale, context.catalogue))
  return context.view
}

const bubble = () => container.querySelector<HTMLButtonElement>('button.teaser-open')
const dismiss = () => container.querySelector<HTMLButtonElement>('button.teaser-dismiss')
const region = () => container.querySelector<HTMLElement>('.teaser')

describe('the teaser', () => {
  it('shows the welcome message beside the launcher after the delay, in a polite status, taking no focus', () => {
    const outside = document.body.appendChild(document.createElement('button'))
    outside.focus()
    start({ welcomeMessage: 'Questions about beans?' })
    // The live region is there before its text, so the text is announced.
    expect(region()!.getAttribute('role')).toBe('status')
    vi.advanceTimersByTime(4_900)
    expect(bubble()).toBeNull()
    vi.advanceTimersByTime(200)
    expect(bubble()!.textContent).toBe('Questions about beans?')
    expect(dismiss()!.getAttribute('aria-label')).toBe('Dismiss')
    expect(region()!.contains(bubble())).toBe(true)
    expect(document.activeElement).toBe(outside)
    outside.remove()
  })

  it('opens the chat when activated, and goes', () => {
    start()
    vi.advanceTimersByTime(5_000)
    bubble()!.click()
    expect(opened).toBe(1)
    expect(region()).toBeNull()
  })

  it('opened through it, it stays away on the next page for 24 hours, as after "Dismiss", from the moment of the click', () => {
    start()
    vi.advanceTimersByTime(5_000)
    bubble()!.click()
    // Written in the click itself: a reload right after it must not show the teaser again.
    expect(Number(localStorage.getItem(KEYS.teaser))).toBe(Date.now())
    container.remove()
    vi.setSystemTime(Date.now() + 60 * 60 * 1000)
    start()
    vi.advanceTimersByTime(5_000)
    expect(bubble()).toBeNull()
    container.remove()
    vi.setSystemTime(Date.now() + DISMISS_MS)
    start()
    vi.advanceTimersByTime(5_000)
    expect(bubble()).not.toBeNull()
  })

  it('"Dismiss" keeps it away for 24 hours, across pages', () => {
    start()
    vi.advanceTimersByTime(5_000)
    dismiss()!.click()
    expect(region()).toBeNull()
    expect(opened).toBe(0)
    expect(Number(localStorage.getItem(KEYS.teaser))).toBe(Date.now())
    container.remove()
    // The next page, an hour later: nothing.
    vi.setSystemTime(Date.now() + 60 * 60 * 1000)
    start()
    vi.advanceTimersByTime(5_000)
    expect(bubble()).toBeNull()
    container.remove()
    // A day later: again.
    vi.setSystemTime(Date.now() + DISMISS_MS)
    start()
    vi.advanceTimersByTime(5_000)
    expect(bubble()).not.toBeNull()
  })

  it('never shows to a visitor who has a conversation', () => {
    localStorage.setItem(KEYS.conversation, JSON.stringify({ v: 1, messages: [{ id: '1', role: 'visitor', text: 'hi', at: '2026-01-01T00:00:00.000Z' }] }))
    start()
    vi.advanceTimersByTime(10_000)
    expect(bubble()).toBeNull()
    expect(region()).toBeNull()
  })

  it('shows when what is stored holds no message of the visitor (the panel was only loaded)', () => {
    localStorage.setItem(KEYS.conversation, JSON.stringify({ v: 1, open: false, started: true, messages: [] }))
    start()
    vi.advanceTimersByTime(5_000)
    expect(bubble()).not.toBeNull()
  })

  it('never shows once the chat was opened, before or after its time', () => {
    const view = start()
    view.update({ open: true, unread: 0 })
    vi.advanceTimersByTime(5_000)
    expect(bubble()).toBeNull()
    view.update({ open: false, unread: 0 })
    vi.advanceTimersByTime(5_000)
    expect(bubble()).toBeNull()
    container.remove()
    // Shown, then the chat opened by the launcher (or the API): it goes.
    const second = start()
    vi.advanceTimersByTime(5_000)
    expect(bubble()).not.toBeNull()
    second.update({ open: true, unread: 0 })
    return Promise.resolve().then(() => expect(region()).toBeNull())
  })

  it.each(['abc', '-1', '99999', '0', '601', ''])('data-teaser-delay="%s": no teaser, one warning naming the attribute', (value) => {
    start({ teaserDelay: value })
    vi.advanceTimersByTime(700_000)
    expect(bubble()).toBeNull()
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('data-teaser-delay=')
  })

  it.each([
    ['1', 1_000],
    ['2.5', 2_500],
    ['600', 600_000],
  ])('data-teaser-delay="%s" is accepted', (value, ms) => {
    start({ teaserDelay: value })
    vi.advanceTimersByTime(ms - 1)
    expect(bubble()).toBeNull()
    vi.advanceTimersByTime(1)
    expect(bubble()).not.toBeNull()
    expect(warnings).toEqual([])
  })

  it("counts from the page's start, not from its chunk's arrival", () => {
    vi.advanceTimersByTime(3_000)
    start()
    vi.advanceTimersByTime(2_000)
    expect(bubble()).not.toBeNull()
  })

  it('not on a page without the built-in launcher (data-launcher="false")', () => {
    start({}, { launcher: false })
    vi.advanceTimersByTime(5_000)
    expect(region()).toBeNull()
  })

  it('shows markup in the welcome message as text', () => {
    start({ welcomeMessage: '<img src=x onerror=alert(1)>' })
    vi.advanceTimersByTime(5_000)
    expect(bubble()!.textContent).toBe('<img src=x onerror=alert(1)>')
    expect(bubble()!.querySelector('img')).toBeNull()
  })

  it('says "Dismiss" in the widget\'s language, from its own texts (the language files do not carry it)', () => {
    start({}, { locale: 'de-AT', catalogue: { openChat: 'Chat öffnen' } })
    vi.advanceTimersByTime(5_000)
    expect(dismiss()!.getAttribute('aria-label')).toBe(TEASER_TEXTS['de']!.dismiss)
  })

  it("shows the service's welcome message in the widget's language where the site set none, the site's own as written", () => {
    const german = catalogues['de']!
    start({}, { locale: 'de', catalogue: german })
    vi.advanceTimersByTime(5_000)
    expect(bubble()!.textContent).toBe(german.welcomeMessage)
    container?.remove()
    start({ welcomeMessage: 'Hi! How can I help you today?' }, { locale: 'de', catalogue: german })
    vi.advanceTimersByTime(5_000)
    expect(bubble()!.textContent).toBe(german.welcomeMessage)
    container?.remove()
    start({ welcomeMessage: 'Fragen zu Bohnen?' }, { locale: 'de', catalogue: german })
    vi.advanceTimersByTime(5_000)
    expect(bubble()!.textContent).toBe('Fragen zu Bohnen?')
  })

  it("says the site's own text for dismiss over its translation", () => {
    start({}, { locale: 'ja', catalogue: { dismiss: 'Not now' } })
    vi.advanceTimersByTime(5_000)
    expect(dismiss()!.getAttribute('aria-label')).toBe('Not now')
  })

  it('with consent required and not given: shows, and a dismissal is not stored', () => {
    allowed = false
    start()
    vi.advanceTimersByTime(5_000)
    dismiss()!.click()
    expect(localStorage.getItem(KEYS.teaser)).toBeNull()
  })

  it('with data-storage="session": its dismissal is kept in sessionStorage, and read from there', () => {
    area = sessionStorage
    start()
    vi.advanceTimersByTime(5_000)
    dismiss()!.click()
    expect(sessionStorage.getItem(KEYS.teaser)).not.toBeNull()
    expect(localStorage.length).toBe(0)
    container.remove()
    start()
    vi.advanceTimersByTime(5_000)
    expect(bubble()).toBeNull()
  })

  it('with data-storage="session": a conversation in localStorage (another mode, another day) does not keep it away', () => {
    area = sessionStorage
    localStorage.setItem(KEYS.conversation, '{"v":1,"messages":[{"role":"visitor"}]}')
    start()
    vi.advanceTimersByTime(5_000)
    expect(bubble()).not.toBeNull()
  })

  it('with data-storage="memory": its dismissal reaches neither of the browser\'s storages', () => {
    const memory = new Map<string, string>()
    area = { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v), removeItem: (k) => void memory.delete(k) }
    start()
    vi.advanceTimersByTime(5_000)
    dismiss()!.click()
    expect([...memory.keys()]).toEqual([KEYS.teaser])
    expect(localStorage.length + sessionStorage.length).toBe(0)
  })

  it('its dismissal is forgotten with everything else (reset, consent withdrawn)', () => {
    start()
    vi.advanceTimersByTime(5_000)
    dismiss()!.click()
    expect(localStorage.getItem(KEYS.teaser)).not.toBeNull()
    forgetStored(TEST_KEY)
    expect(Object.keys(localStorage)).toEqual([])
  })
})

describe("the teaser's scroll and exit triggers (data-teaser-scroll, data-teaser-exit)", () => {
  /** The page's height and where the window is, as the browser reports them; then a scroll event. */
  function scrollTo(percent: number) {
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(4_000)
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(1_000)
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue((percent / 100) * 4_000 - 1_000)
    dispatchEvent(new Event('scroll'))
  }
  /** The primary pointer: a mouse (a desktop) or a finger (a coarse pointer). */
  function pointer(fine: boolean) {
    const asked: string[] = []
    vi.stubGlobal('matchMedia', (query: string) => {
      asked.push(query)
      return { matches: !fine, media: query }
    })
    return asked
  }
  const leave = (init: MouseEventInit) => document.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, ...init }))
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('scroll: shows once the bottom of the window reaches that share of the page, not before, and only on a scroll', () => {
    scrollTo(60)
    start({ teaserDelay: undefined, teaserScroll: '50' })
    // Already there as it starts: a scroll is what counts.
    expect(bubble()).toBeNull()
    scrollTo(40)
    expect(bubble()).toBeNull()
    scrollTo(50)
    expect(bubble()).not.toBeNull()
    expect(warnings).toEqual([])
  })

  it('scroll: `50%` reads as 50; 0, 101 and words are said once and set no trigger', () => {
    start({ teaserDelay: undefined, teaserScroll: '50%' })
    scrollTo(55)
    expect(bubble()).not.toBeNull()
    for (const value of ['0', '101', 'half']) {
      container.remove()
      warnings = []
      start({ teaserDelay: undefined, teaserScroll: value })
      scrollTo(100)
      expect(region(), value).toBeNull()
      expect(warnings, value).toEqual([`data-teaser-scroll="${value}" is not valid; using the default 0`])
    }
  })

  it('exit: shows when a mouse leaves the page through its top edge, not through a side or into the page', () => {
    const asked = pointer(true)
    start({ teaserDelay: undefined, teaserExit: 'true' })
    expect(asked).toEqual(['(pointer: coarse)'])
    leave({ clientY: 300, clientX: -1 })
    leave({ clientY: -2, relatedTarget: document.body })
    expect(bubble()).toBeNull()
    leave({ clientY: -2 })
    expect(bubble()).not.toBeNull()
  })

  it('exit: never on a touch screen', () => {
    pointer(false)
    start({ teaserDelay: undefined, teaserExit: 'true' })
    leave({ clientY: -2 })
    expect(region()!.childElementCount).toBe(0)
  })

  it('the first trigger that fires shows it, once; the others are taken away', () => {
    pointer(true)
    const added = vi.spyOn(window, 'addEventListener')
    start({ teaserDelay: '30', teaserScroll: '50', teaserExit: 'true' })
    scrollTo(80)
    expect(container.querySelectorAll('button.teaser-open')).toHaveLength(1)
    leave({ clientY: -2 })
    vi.advanceTimersByTime(30_000)
    expect(container.querySelectorAll('button.teaser-open')).toHaveLength(1)
    const scrollOptions = added.mock.calls.find(([type]) => type === 'scroll')![2] as AddEventListenerOptions
    expect(scrollOptions.signal!.aborted).toBe(true)
    expect(scrollOptions.passive).toBe(true)
  })

  it('every rule of the teaser holds for them: not after a dismissal, not with a conversation, not once the chat was opened', () => {
    pointer(true)
    area.setItem(storageKeys(TEST_KEY).teaser, String(Date.now()))
    start({ teaserDelay: undefined, teaserScroll: '10' })
    scrollTo(90)
    expect(region()).toBeNull()
    container.remove()

    area.removeItem(storageKeys(TEST_KEY).teaser)
    area.setItem(storageKeys(TEST_KEY).conversation, '{"messages":[{"role":"visitor","text":"hi"}]}')
    start({ teaserDelay: undefined, teaserExit: 'true' })
    leave({ clientY: -2 })
    expect(region()).toBeNull()
    container.remove()

    area.removeItem(storageKeys(TEST_KEY).conversation)
    const view = start({ teaserDelay: undefined, teaserScroll: '10' })
    view.update({ open: true, unread: 0 })
    scrollTo(90)
    expect(bubble()).toBeNull()
  })

  it('without any trigger set, nothing is drawn and nothing listens', () => {
    const added = vi.spyOn(window, 'addEventListener')
    start({ teaserDelay: undefined })
    expect(region()).toBeNull()
    expect(added.mock.calls.filter(([type]) => type === 'scroll')).toEqual([])
  })
})

describe("the teaser chunk's texts (src/teaser/chunk.ts)", () => {
  /** The chunk started as the launcher stage starts it, with a chunk loader that records each name and serves the language files. */
  async function startChunk(catalogueTag: string | undefined, catalogue?: unknown) {
    const requested: string[] = []
    chunk.start(
      // The teaser uses none of the rest of what the launcher stage starts its chunks with.
      teaserContext(
        {},
        {},
        {
          catalogue,
          catalogueTag,
          locale: catalogueTag ?? 'en',
          loadChunk: (name) => {
            requested.push(name)
            return Promise.resolve(name === 'lang:de/teaser' ? TEASER_TEXTS['de'] : undefined)
          },
        },
      ) as StageContext,
    )
    // Its texts' promise settles, then the delay passes.
    await vi.advanceTimersByTimeAsync(5000)
    return requested
  }

  it("in another language: fetches its own texts beside it, laid over its English and under the site's texts", async () => {
    expect(await startChunk('de')).toEqual(['lang:de/teaser'])
    expect(dismiss()!.getAttribute('aria-label')).toBe(TEASER_TEXTS['de']!['dismiss'])
    container.remove()
    localStorage.clear()
    await startChunk('de', { dismiss: 'Weg damit' })
    expect(dismiss()!.getAttribute('aria-label')).toBe('Weg damit')
  })

  it('in English: asks for no texts', async () => {
    expect(await startChunk(undefined)).toEqual([])
    expect(dismiss()!.getAttribute('aria-label')).toBe('Dismiss')
  })
})
