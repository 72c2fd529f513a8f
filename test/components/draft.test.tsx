// What the visitor types is never lost: the message box's draft is kept per
// widget key through the panel's storage (consent, errors, memory fallback),
// written when the typing pauses and when the panel closes or the page is
// hidden, restored when the panel starts, and gone once sent, on reset and on
// consent(false). Near the 4,000-character limit a counter says what is left,
// announced politely when it appears and at 0, not on every key.
import { act, cleanup, fireEvent, screen } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createCommands } from '../../src/commands/commands'
import type { ChunkLoader } from '../../src/launcher/chunks'
import { COUNTER_LEFT } from '../../src/panel/components/Composer'
import { DRAFT_SAVE_DELAY } from '../../src/panel/model/draft'
import type { Namespace } from '../../src/shared/chunks/interfaces'
import { ELEMENT_NAME } from '../../src/shared/api/public-api'
import { storageKey, storageKeys } from '../../src/shared/storage/ui-state'
import { LIMITS } from '../../src/shared/service/wire'
import { flush } from '../helpers/deferred'
import { stubService } from '../helpers/fake-service'
import { MemoryStorage } from '../helpers/memory-storage'
import { TEST_KEY } from '../helpers/model'
import { openPanel } from '../helpers/panel-steps'
import { destroyWidgets, startWidget } from '../helpers/start-widget'
import { cleanupWidgets, loadPanelChunk, renderApp } from '../helpers/widget'
import { SELECTORS } from '../selectors'

const KEY = storageKey(TEST_KEY, 'draft')

afterEach(() => {
  cleanupWidgets()
  cleanup()
  destroyWidgets()
  vi.useRealTimers()
  vi.restoreAllMocks()
  localStorage.clear()
})

const box = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' })
const type = (text: string) => act(() => void fireEvent.input(box(), { target: { value: text } }))
const draftWrites = (storage: MemoryStorage) => storage.attempts.filter((a) => a.key === KEY).map((a) => a.value)

describe('the draft, in the panel', () => {
  it('is written once the typing pauses, not on every key', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const storage = new MemoryStorage()
    openPanel({}, storage)
    for (const text of ['H', 'He', 'Hel', 'Hell', 'Hello']) {
      await type(text)
      vi.advanceTimersByTime(DRAFT_SAVE_DELAY - 1)
    }
    expect(draftWrites(storage)).toEqual([])
    vi.advanceTimersByTime(1)
    expect(draftWrites(storage)).toEqual(['Hello'])
  })

  it("does not change under the visitor's hands: another tab's draft is not put into an open box, and this box writes only what is typed in it", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const storage = new MemoryStorage()
    storage.setItem(KEY, 'Typed here before')
    openPanel({}, storage)
    await act(() => {
      storage.setItem(KEY, 'Typed in the other tab')
      dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: 'Typed in the other tab', storageArea: storage as unknown as Storage }))
    })
    expect(box().value).toBe('Typed here before')
    // Nothing typed here: nothing written back over the other tab's draft, also when the page is hidden or the panel closes.
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY)
    expect(draftWrites(storage)).toEqual(['Typed here before', 'Typed in the other tab'])
    await type('Typed here now')
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY)
    expect(storage.getItem(KEY)).toBe('Typed here now')
  })

  it('is restored into the box when the panel starts, for its own widget key only', () => {
    const storage = new MemoryStorage()
    storage.setItem(KEY, 'Half a question')
    storage.setItem(storageKey('wgt_other_key', 'draft'), 'Not mine')
    openPanel({}, storage)
    expect(box().value).toBe('Half a question')
  })

  it('stored data is untrusted: no more than the box takes comes back', () => {
    const storage = new MemoryStorage()
    storage.setItem(KEY, 'x'.repeat(LIMITS.visitorMessage + 50))
    openPanel({}, storage)
    expect(box().value).toHaveLength(LIMITS.visitorMessage)
  })

  it('is written at once when the panel closes, and is in the box when it opens again', async () => {
    const storage = new MemoryStorage()
    openPanel({}, storage)
    await type('Do you ship to Canada')
    await act(() => void fireEvent.click(document.querySelector<HTMLButtonElement>(SELECTORS.close)!))
    expect(storage.getItem(KEY)).toBe('Do you ship to Canada')
    await act(() => void fireEvent.click(screen.getByRole('button', { name: 'Open chat' })))
    expect(box().value).toBe('Do you ship to Canada')
  })

  it('is written at once when the page is hidden or left (pagehide, visibilitychange)', async () => {
    const storage = new MemoryStorage()
    const t = openPanel({}, storage)
    await type('Typed, then the tab switched')
    Object.defineProperty(document, 'hidden', { value: true, configurable: true })
    try {
      document.dispatchEvent(new Event('visibilitychange'))
    } finally {
      Object.defineProperty(document, 'hidden', { value: false, configurable: true })
    }
    expect(storage.getItem(KEY)).toBe('Typed, then the tab switched')
    await type('Typed, then the page left')
    dispatchEvent(new Event('pagehide'))
    expect(storage.getItem(KEY)).toBe('Typed, then the page left')
    expect(t.model.draft.value).toBe('Typed, then the page left')
  })

  it('is cleared when sent: the box is empty and nothing is stored', async () => {
    const storage = new MemoryStorage()
    const t = openPanel({}, storage)
    await type('Hello')
    t.model.flush()
    expect(storage.getItem(KEY)).toBe('Hello')
    await act(async () => {
      fireEvent.keyDown(box(), { key: 'Enter' })
      await flush()
    })
    expect(box().value).toBe('')
    t.model.flush()
    expect(storage.getItem(KEY)).toBeNull()
  })
})

describe('the counter', () => {
  const counter = () => document.querySelector<HTMLElement>(SELECTORS.counter)
  const said = () => document.querySelector<HTMLElement>(SELECTORS.counterStatus)!.textContent
  const ofLength = (n: number) => type('x'.repeat(n))

  it('shows from the last tenth on, says how many characters are left and describes the box', async () => {
    openPanel()
    await ofLength(LIMITS.visitorMessage - COUNTER_LEFT - 1)
    expect(counter()).toBeNull()
    expect(box().hasAttribute('aria-describedby')).toBe(false)
    await ofLength(LIMITS.visitorMessage - COUNTER_LEFT)
    expect(counter()!.textContent).toBe(`Characters left: ${COUNTER_LEFT}`)
    expect(box().getAttribute('aria-describedby')).toBe(counter()!.id)
    await ofLength(LIMITS.visitorMessage - 7)
    expect(counter()!.textContent).toBe('Characters left: 7')
  })

  it('is announced politely once when it appears and once more at 0, not on every key', async () => {
    openPanel()
    const region = document.querySelector<HTMLElement>(SELECTORS.counterStatus)!
    expect(region.getAttribute('aria-live')).toBe('polite')
    expect(said()).toBe('')
    const heard: string[] = []
    const listen = new MutationObserver(() => heard.push(region.textContent ?? ''))
    listen.observe(region, { childList: true, characterData: true, subtree: true })
    for (let n = LIMITS.visitorMessage - COUNTER_LEFT - 2; n <= LIMITS.visitorMessage; n += 50) await ofLength(n)
    await ofLength(LIMITS.visitorMessage)
    await ofLength(LIMITS.visitorMessage - 3)
    await act(() => Promise.resolve())
    listen.disconnect()
    expect(heard.filter((text, i) => text !== heard[i - 1] && text)).toEqual([`Characters left: ${COUNTER_LEFT - 48}`, 'Characters left: 0'])
    // The region is the same element throughout (a new one would not be heard).
    expect(document.querySelector(SELECTORS.counterStatus)).toBe(region)
  })

  it('goes, and its announcement with it, when the text is short again', async () => {
    openPanel()
    await ofLength(LIMITS.visitorMessage - 10)
    expect(said()).toBe('Characters left: 10')
    await ofLength(20)
    expect(counter()).toBeNull()
    expect(said()).toBe('')
  })

  it("speaks the widget's language", async () => {
    renderApp({ language: { catalogue: { charactersLeft: 'Verbleibende Zeichen: #', message: 'Nachricht' }, lang: 'de' } })
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }))
    fireEvent.input(screen.getByRole('textbox', { name: 'Nachricht' }), { target: { value: 'x'.repeat(LIMITS.visitorMessage - 5) } })
    await act(() => Promise.resolve())
    expect(counter()!.textContent).toBe('Verbleibende Zeichen: 5')
  })
})

describe('the draft, with the API and the storage rules', () => {
  const KEYS = storageKeys(TEST_KEY)
  // Every chunk at once, as if cached.
  const chunks: ChunkLoader = {
    load: (name: string) => (name === 'commands' ? Promise.resolve({ createCommands }) : loadPanelChunk(name)),
    languages: [],
    define() {},
  } as ChunkLoader
  const root = () => document.querySelector(ELEMENT_NAME)!.shadowRoot!
  const shadowBox = () => root().querySelector<HTMLTextAreaElement>(SELECTORS.message)!
  const call = async (api: Namespace, ...args: unknown[]) => {
    await act(async () => {
      ;(api as unknown as (...a: unknown[]) => void)(...args)
      for (let i = 0; i < 5; i++) await flush()
    })
  }
  const typeInto = (text: string) => act(() => void fireEvent.input(shadowBox(), { target: { value: text } }))
  const start = async (attrs: Record<string, string> = {}) => {
    const { api } = startWidget(chunks, { attrs })
    await call(api, 'open')
    return api
  }

  beforeEach(() => {
    localStorage.clear()
    stubService()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })

  it('reset clears it: from the storage and from the box', async () => {
    const api = await start()
    await typeInto('About my order')
    await call(api, 'close')
    expect(localStorage.getItem(KEYS.draft)).toBe('About my order')
    await call(api, 'open')
    await call(api, 'reset')
    expect(localStorage.getItem(KEYS.draft)).toBeNull()
    expect(shadowBox().value).toBe('')
  })

  it('a reset in another tab clears it here too, and this tab writes nothing back', async () => {
    const api = await start()
    await typeInto('About my order')
    await call(api, 'close')
    await call(api, 'open')
    // Typed here, not yet written, when the other tab resets.
    await typeInto('About my order, and')
    const old = localStorage.getItem(KEYS.visitor)
    Object.values(KEYS).forEach((k) => localStorage.removeItem(k))
    await act(async () => {
      dispatchEvent(new StorageEvent('storage', { key: KEYS.visitor, oldValue: old, newValue: null, storageArea: localStorage }))
      await flush()
    })
    await call(api, 'close')
    expect(shadowBox()?.value ?? '').toBe('')
    expect(localStorage.getItem(KEYS.draft)).toBeNull()
  })

  it('with data-consent="required" it stays in memory until consent(true), which stores it and keeps it in the box', async () => {
    const api = await start({ consent: 'required' })
    await typeInto('Before consent')
    await call(api, 'close')
    expect(Object.keys(localStorage)).toEqual([])
    await call(api, 'open')
    expect(shadowBox().value).toBe('Before consent')
    await call(api, 'consent', true)
    expect(localStorage.getItem(KEYS.draft)).toBe('Before consent')
    expect(shadowBox().value).toBe('Before consent')
  })

  it('consent(false) removes it from the storage; the box keeps it for this page view', async () => {
    const api = await start()
    await typeInto('Withdrawn')
    await call(api, 'close')
    expect(localStorage.getItem(KEYS.draft)).toBe('Withdrawn')
    await call(api, 'consent', false)
    expect(localStorage.getItem(KEYS.draft)).toBeNull()
    await call(api, 'open')
    await typeInto('Withdrawn, then more')
    await call(api, 'close')
    expect(localStorage.getItem(KEYS.draft)).toBeNull()
    await call(api, 'open')
    expect(shadowBox().value).toBe('Withdrawn, then more')
  })

  it('send through the API before the pre-chat form is passed puts its text in the box, over a stored draft', async () => {
    localStorage.setItem(KEYS.draft, 'An earlier send')
    const { api } = startWidget(chunks, { attrs: { collectVisitorName: 'true' } })
    await call(api, 'send', 'Tell me about the Acme 3000')
    await act(() => void fireEvent.input(root().querySelector<HTMLInputElement>(SELECTORS.name)!, { target: { value: 'Ada' } }))
    await act(async () => {
      fireEvent.click(root().querySelector<HTMLButtonElement>(SELECTORS.start)!)
      await flush()
    })
    expect(shadowBox().value).toBe('Tell me about the Acme 3000')
  })

  it('a new conversation keeps the text in the box', () => {
    const storage = new MemoryStorage()
    const t = openPanel({}, storage)
    fireEvent.input(box(), { target: { value: 'For the next conversation' } })
    expect(t.model.newConversation()).toBe(true)
    t.model.flush()
    expect(t.model.draft.value).toBe('For the next conversation')
    expect(storage.getItem(KEY)).toBe('For the next conversation')
  })

  it('send through the API leaves a draft alone once the chat has started', async () => {
    const api = await start()
    await typeInto('Still typing this')
    await call(api, 'send', 'From the site')
    expect(shadowBox().value).toBe('Still typing this')
  })
})
