// The launcher stage in happy-dom, with a fake chunk loader: what a page view
// draws and stores, which intents and saved states fetch the panel, the
// frame, the command queue, failures and the lifecycle (destroy, mount again).
import { chunk as commandsChunk } from '../../src/commands/chunk'
import { chunk as restoreChunk } from '../../src/restore/chunk'
import { chunk as localeChunk } from '../../src/locale/chunk'
import { chunk as rulesChunk } from '../../src/rules/chunk'
import { chunk as lifeChunk } from '../../src/life/chunk'
import { TEASER_SETTINGS } from '../../src/shared/settings/teaser'
import { descriptor as teaser } from '../../src/teaser/descriptor'
import { act, fireEvent } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChunkLoader } from '../../src/launcher/chunks'
import { ELEMENT_NAME } from '../../src/shared/api/public-api'
import { AWAY, type Namespace, type StageContext } from '../../src/shared/chunks/interfaces'
import { startPanel } from '../../src/panel/start-panel'
import { storageKeys } from '../../src/shared/storage/ui-state'
import { afterIdle, afterPaints, deferred, flush, type Deferred } from '../helpers/deferred'
import { TEST_KEY } from '../helpers/model'
import { destroyWidgets, startWidget } from '../helpers/start-widget'
import { SELECTORS } from '../selectors'
import type { PanelApi, PanelContext } from '../../src/panel/descriptor'

/**
 * Chunks are handed out by the test, one deferred per name, each requested
 * once until it fails, as loader.js's loader asks (`requested`). The life
 * chunk (the panel's life and its frame) is served at once, as from the HTTP
 * cache, and its requests are counted apart (`lives`): what the tests below
 * follow is the panel's and the other chunks'.
 */
class FakeChunks implements ChunkLoader {
  // As the build bakes them in: every language with a catalogue file.
  readonly languages = ['de', 'es', 'fr', 'pt-BR', 'ja', 'ar', 'zh-Hant']
  readonly requested: string[] = []
  readonly lives: string[] = []
  readonly pending = new Map<string, Deferred<unknown>>()
  private readonly asked = new Set<string>()
  /** Set to fail the life chunk's next request. */
  lifeFails = false
  load(name: string) {
    if (name === 'life') {
      this.lives.push(name)
      if (this.lifeFails) {
        this.lifeFails = false
        return Promise.reject(new Error('failed'))
      }
      return Promise.resolve(lifeChunk)
    }
    if (!this.asked.has(name)) this.requested.push(name)
    this.asked.add(name)
    let d = this.pending.get(name)
    if (!d) this.pending.set(name, (d = deferred<unknown>()))
    return d.promise
  }
  define() {}
  readonly prefetched: string[] = []
  prefetch(...names: string[]) {
    this.prefetched.push(...names)
  }
  /** Resolves the chunk `name`, asked for already or to be asked for. */
  resolve(name: string, payload: unknown) {
    let d = this.pending.get(name)
    if (!d) this.pending.set(name, (d = deferred<unknown>()))
    d.resolve(payload)
  }
  reject(name: string) {
    const d = this.pending.get(name)!
    this.pending.delete(name)
    this.asked.delete(name)
    d.reject(new Error('failed'))
  }
}

/** A panel stage that records what it is asked to do. */
function fakePanel() {
  const calls: string[] = []
  let context: PanelContext | undefined
  const chunk = {
    startPanel(c: PanelContext): PanelApi {
      context = c
      calls.push('start')
      c.view.showFrame('hidden')
      return {
        open: (focus) => calls.push(`open ${focus}`),
        close: (focus) => calls.push(`close ${focus}`),
        toggle: (focus) => calls.push(`toggle ${focus}`),
        model: undefined as never,
        destroy: () => calls.push('destroy'),
      }
    },
  }
  return { calls, chunk, context: () => context }
}

function start(options: { chunks?: FakeChunks; locale?: string; attrs?: Record<string, string> } = {}) {
  const chunks = options.chunks ?? new FakeChunks()
  const { api, destroyed } = startWidget(chunks, {
    attrs: { locale: options.locale ?? 'en', ...options.attrs },
  })
  const root = document.querySelector(ELEMENT_NAME)!.shadowRoot!
  const launcher = root.querySelector<HTMLButtonElement>(SELECTORS.launcher)!
  return { api, chunks, root, launcher, destroyed }
}

beforeEach(() => localStorage.clear())
afterEach(() => {
  destroyWidgets()
  localStorage.clear()
})

describe('a page view', () => {
  it('draws one launcher in a shadow root, fetches no panel and stores nothing', () => {
    const { chunks, launcher } = start()
    expect(document.querySelectorAll(ELEMENT_NAME)).toHaveLength(1)
    expect(launcher.getAttribute('aria-label')).toBe('Open chat')
    expect(launcher.getAttribute('aria-expanded')).toBe('false')
    expect(chunks.requested).toEqual([])
    expect(Object.keys(localStorage)).toEqual([])
  })

  it('formats no number without unread replies (the first toLocaleString on a page costs 20–35 ms)', () => {
    const format = vi.spyOn(Number.prototype, 'toLocaleString')
    try {
      const { root } = start()
      expect(root.querySelector(SELECTORS.badge)!.textContent).toBe('')
      expect((root.querySelector(SELECTORS.badge) as HTMLElement).hidden).toBe(true)
      expect(format).not.toHaveBeenCalled()
    } finally {
      format.mockRestore()
    }
  })

  it('shows the stored unread count on the launcher and fetches the panel at once', async () => {
    localStorage.setItem(storageKeys(TEST_KEY).ui, JSON.stringify({ open: false, unread: 3, outbox: 0 }))
    const { chunks, root, launcher } = start()
    await afterIdle()
    expect(launcher.getAttribute('aria-label')).toBe('Open chat, 3 unread')
    expect(root.querySelector(SELECTORS.badge)!.textContent).toBe('3')
    expect(chunks.requested).toEqual(['panel'])
  })

  it.each([
    ['the panel was open', { open: true, unread: 0, outbox: 0 }],
    ['messages wait to be sent', { open: false, unread: 0, outbox: 1 }],
  ])('fetches the panel at once when %s', async (_label, state) => {
    localStorage.setItem(storageKeys(TEST_KEY).ui, JSON.stringify(state))
    const { chunks } = start()
    await afterIdle()
    expect(chunks.requested).toEqual(['panel'])
  })

  it("reads nothing stored in the launcher's own task, only once the page is idle (a page's first localStorage access waits on the browser)", async () => {
    localStorage.setItem(storageKeys(TEST_KEY).ui, JSON.stringify({ open: false, unread: 3, outbox: 0 }))
    const { chunks, launcher } = start()
    expect(launcher.getAttribute('aria-label')).toBe('Open chat')
    expect(chunks.requested).toEqual([])
    await afterIdle()
    expect(launcher.getAttribute('aria-label')).toBe('Open chat, 3 unread')
    expect(chunks.requested).toEqual(['panel'])
  })

  it("adds no listener of other tabs' storage, on a page view or an intent: the panel listens, once it runs (a page's first storage listener loads the origin's storage synchronously)", async () => {
    const listen = vi.spyOn(window, 'addEventListener')
    const storageListeners = () => listen.mock.calls.filter(([type]) => type === 'storage').length
    try {
      const { launcher } = start()
      await afterIdle()
      fireEvent.pointerEnter(launcher)
      fireEvent.focus(launcher)
      expect(storageListeners()).toBe(0)
    } finally {
      listen.mockRestore()
    }
  })

  it('a stage destroyed before the page was idle fetches nothing for what was stored', async () => {
    localStorage.setItem(storageKeys(TEST_KEY).ui, JSON.stringify({ open: true, unread: 0, outbox: 0 }))
    const { api, chunks } = start()
    api.destroy()
    await afterIdle()
    expect(chunks.requested).toEqual([])
  })

  it.each([['{"open":"yes","unread":-2,"outbox":"1"}'], ['not json'], ['[1,2]'], ['null']])(
    'reads the broken summary %j as nothing to restore',
    async (raw) => {
      localStorage.setItem(storageKeys(TEST_KEY).ui, raw)
      const { chunks, launcher } = start()
      await afterIdle()
      expect(chunks.requested).toEqual([])
      expect(launcher.getAttribute('aria-label')).toBe('Open chat')
    },
  )

  it('fetches the catalogue of another language at once, and names the launcher with it', async () => {
    const { chunks, launcher, root } = start({ locale: 'de-CH' })
    await flush()
    expect(chunks.requested).toEqual(['lang:de'])
    await act(async () => {
      chunks.resolve('lang:de', { openChat: 'Chat öffnen', closeChat: 'Chat schließen' })
      await flush()
    })
    expect(launcher.getAttribute('aria-label')).toBe('Chat öffnen')
    expect(root.querySelector('.root')!.getAttribute('lang')).toBe('de-CH')
  })

  it("with data-locale=auto: <html lang>, then each of the browser's languages in order, the first with a catalogue", async () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ku', 'es-MX', 'de'])
    document.documentElement.lang = 'xh'
    try {
      const { chunks } = start({ locale: 'auto' })
      await flush()
      expect(chunks.requested).toEqual(['lang:es'])
    } finally {
      languages.mockRestore()
      document.documentElement.lang = ''
    }
  })

  it("a language that needs CLDR's likely script or region to choose a file (zh-TW): the locale chunk chooses, then its file", async () => {
    const { chunks, launcher } = start({ locale: 'zh-TW' })
    await flush()
    expect(chunks.requested).toEqual(['locale'])
    await act(async () => {
      chunks.resolve('locale', localeChunk)
      await flush()
    })
    expect(chunks.requested).toEqual(['locale', 'lang:zh-Hant'])
    await act(async () => {
      chunks.resolve('lang:zh-Hant', { openChat: '開啟聊天' })
      await flush()
    })
    expect(launcher.getAttribute('aria-label')).toBe('開啟聊天')
  })

  it("update({ locale }) changes the language: the new one's catalogue, looked up the same way", async () => {
    const { chunks, api } = start({ locale: 'en' })
    api('update', { locale: 'zh-TW' })
    await act(async () => {
      chunks.resolve('commands', commandsChunk)
      chunks.resolve('locale', localeChunk)
      await flush()
    })
    expect(chunks.requested).toEqual(['commands', 'locale', 'lang:zh-Hant'])
  })

  it('a language without a catalogue: English; the locale chunk, its only fetch, says so once, naming the tag, however often the widget restarts', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const { chunks, launcher, root, api } = start({ locale: 'ku' })
      await act(async () => {
        chunks.resolve('locale', localeChunk)
        await flush()
      })
      expect(chunks.requested).toEqual(['locale'])
      expect(launcher.getAttribute('aria-label')).toBe('Open chat')
      expect(root.querySelector('.root')!.getAttribute('lang')).toBe('en')
      api('update', { primaryColor: '#112233' })
      await act(async () => {
        chunks.resolve('commands', commandsChunk)
        await flush()
      })
      // Restarted with the new colour: the same attributes read again.
      expect((document.querySelector(ELEMENT_NAME)!.shadowRoot!.querySelector('.root') as HTMLElement).style.getPropertyValue('--acw-primary')).toBe('#112233')
      expect(warn.mock.calls).toEqual([['[agent-chat] no texts in "ku": the widget shows English']])
    } finally {
      warn.mockRestore()
    }
  })
})

describe('the teaser (data-teaser-delay)', () => {
  it('fetches its chunk once the page is idle, with the language, only where the attribute is set; hands it the view and a way to open', async () => {
    const plain = start()
    await act(() => afterIdle())
    expect(plain.chunks.requested).toEqual([])
    destroyWidgets()

    const { chunks, launcher } = start({ attrs: { teaserDelay: '5' } })
    expect(chunks.requested).toEqual([])
    // Asked for once the page is idle (a timer here, which a loaded machine may run after a fixed wait): waited for.
    await act(() => vi.waitFor(() => expect(chunks.requested).toEqual(['teaser'])))
    const started: StageContext[] = []
    await act(async () => {
      chunks.resolve('teaser', { start: (c: StageContext) => void started.push(c) })
      await flush()
    })
    expect(started).toHaveLength(1)
    expect(started[0]!.view.button).toBe(launcher)
    expect(started[0]!.read('teaserDelay', 0, Number)).toBe(5)
    // Activating the bubble opens the chat as the launcher does (the panel loads).
    await act(() => started[0]!.open())
    expect(launcher.getAttribute('aria-expanded')).toBe('true')
    expect(chunks.requested).toEqual(['teaser', 'panel'])
  })

  it('in another language: started once the language is here, told which language file is shown (the chunk fetches its own texts beside it)', async () => {
    const { chunks } = start({ locale: 'de-AT', attrs: { teaserDelay: '5' } })
    await act(() => vi.waitFor(() => expect(chunks.requested).toContain('teaser')))
    const started: StageContext[] = []
    await act(async () => {
      chunks.resolve('teaser', { start: (c: StageContext) => void started.push(c) })
      await flush()
    })
    // Nothing starts before the language is here.
    expect(started).toEqual([])
    await act(async () => {
      chunks.resolve('lang:de', { openChat: 'Chat öffnen' })
      await flush()
    })
    expect(started).toHaveLength(1)
    expect([started[0]!.catalogueTag, started[0]!.locale]).toEqual(['de', 'de-AT'])
    expect(chunks.requested).toEqual(['lang:de', 'teaser'])
  })

  it("in English, or in a language without a file, no chunk's texts are asked for", async () => {
    for (const locale of ['en-GB', 'ku']) {
      const { chunks } = start({ locale, attrs: { teaserDelay: '5' } })
      chunks.resolve('locale', localeChunk)
      // The teaser once the page is idle and the language settled, and no chunk's texts, ever (a texts request would come with it).
      await act(() => vi.waitFor(() => expect(chunks.requested, locale).toContain('teaser')))
      await act(() => afterIdle())
      expect(
        chunks.requested.filter((name) => name !== 'locale'),
        locale,
      ).toEqual(['teaser'])
      destroyWidgets()
    }
  })
})

describe('page and device rules (data-show-on, data-hide-on, data-devices)', () => {
  const away = (root: ShadowRoot) => root.querySelector('.root')!.classList.contains(AWAY)
  afterEach(() => history.replaceState(null, '', '/'))

  it('a page without them fetches no rules chunk and keeps nothing away', () => {
    const { chunks, root } = start()
    expect(chunks.requested).toEqual([])
    expect(away(root)).toBe(false)
  })

  it('keep the launcher away from the first frame until the rules chunk says, then as it says', async () => {
    history.replaceState(null, '', '/pricing')
    const { chunks, root } = start({ attrs: { hideOn: '/checkout' } })
    expect(away(root)).toBe(true)
    expect(chunks.requested).toEqual(['rules'])
    await act(async () => {
      chunks.resolve('rules', rulesChunk)
      await flush()
    })
    expect(away(root)).toBe(false)
  })

  it('on a page they leave out: no teaser, no panel for unread replies, nothing fetched ahead; an open chat and messages on their way are kept', async () => {
    const idle = vi.fn((run: () => void) => setTimeout(run, 1))
    vi.stubGlobal('requestIdleCallback', idle)
    history.replaceState(null, '', '/checkout')
    localStorage.setItem(storageKeys(TEST_KEY).ui, JSON.stringify({ open: false, unread: 2, outbox: 0 }))
    const hidden = start({ attrs: { hideOn: '/checkout', teaserDelay: '5' } })
    hidden.chunks.resolve('rules', rulesChunk)
    await act(() => afterIdle())
    await act(() => afterIdle())
    expect(hidden.chunks.requested).toEqual(['rules'])
    expect(hidden.chunks.prefetched).toEqual([])
    expect(away(hidden.root)).toBe(true)
    destroyWidgets()

    for (const state of [
      { open: true, unread: 0, outbox: 0 },
      { open: false, unread: 0, outbox: 1 },
    ]) {
      localStorage.setItem(storageKeys(TEST_KEY).ui, JSON.stringify(state))
      const kept = start({ attrs: { hideOn: '/checkout' } })
      kept.chunks.resolve('rules', rulesChunk)
      await act(() => afterIdle())
      expect(kept.chunks.requested, JSON.stringify(state)).toEqual(['rules', 'panel'])
      destroyWidgets()
    }
    vi.unstubAllGlobals()
  })

  it('what waited comes once the launcher first shows (a navigation to a page they allow)', async () => {
    history.replaceState(null, '', '/checkout')
    localStorage.setItem(storageKeys(TEST_KEY).ui, JSON.stringify({ open: false, unread: 2, outbox: 0 }))
    const { chunks, root } = start({ attrs: { hideOn: '/checkout', teaserDelay: '5' } })
    chunks.resolve('rules', rulesChunk)
    await act(() => afterIdle())
    expect(chunks.requested).toEqual(['rules'])
    history.pushState(null, '', '/pricing')
    dispatchEvent(new PopStateEvent('popstate'))
    await act(() => afterIdle())
    expect(away(root)).toBe(false)
    expect([...chunks.requested].sort()).toEqual(['panel', 'rules', 'teaser'])
  })

  it("the site's own ways still open the chat on a page they leave out, and closing it gives focus back to what opened it, not the hidden launcher", async () => {
    history.replaceState(null, '', '/checkout')
    const { api, chunks, root, launcher } = start({ attrs: { hideOn: '/checkout' } })
    await act(async () => {
      chunks.resolve('rules', rulesChunk)
      await flush()
    })
    const own = document.body.appendChild(document.createElement('button'))
    own.focus()
    api.open()
    expect(launcher.getAttribute('aria-expanded')).toBe('true')
    expect(chunks.requested).toEqual(['rules', 'panel'])
    // The frame is the life chunk's, here once that is.
    await act(flush)
    // The frame's close button: the visitor closes the chat.
    fireEvent.click(root.querySelector<HTMLButtonElement>(SELECTORS.close)!)
    expect(document.activeElement).toBe(own)
    own.remove()
  })
})

describe('the chunks the stage starts', () => {
  it.each([
    ['teaser', { teaserDelay: '5' }],
    ['rules', { devices: 'mobile' }],
    ['inline', { container: '#nowhere' }],
  ])('a %s chunk that arrives after the widget was shut down starts nothing', async (name, attrs) => {
    const { chunks, api } = start({ attrs })
    await act(() => afterIdle())
    expect(chunks.requested).toContain(name)
    api.destroy()
    const startChunk = vi.fn()
    await act(async () => {
      chunks.resolve(name, { start: startChunk })
      await flush()
    })
    expect(startChunk).not.toHaveBeenCalled()
  })
})

describe("the teaser's triggers", () => {
  it.each([
    ['teaserScroll', '50'],
    ['teaserExit', 'true'],
    ['teaserDelay', '5'],
  ])('%s alone brings its chunk at idle', async (name, value) => {
    const { chunks } = start({ attrs: { [name]: value } })
    // Its idle task waits for the launcher to show, which takes as long as the machine needs.
    await act(() => vi.waitFor(() => expect(chunks.requested).toEqual(['teaser'])))
  })

  it("each of the teaser's settings brings it: its descriptor's opt-in list is its registry part", () => {
    expect([...teaser.optIn].sort()).toEqual(Object.keys(TEASER_SETTINGS).sort())
  })
})

describe('intent', () => {
  it.each(['pointerenter', 'focus'])('%s on the launcher fetches the panel once, without opening it', (type) => {
    const { chunks, launcher, root } = start()
    launcher.dispatchEvent(new Event(type))
    launcher.dispatchEvent(new Event(type))
    expect(chunks.requested).toEqual(['panel'])
    expect(root.querySelector('[role=dialog]')).toBeNull()
  })

  // A finger's contact fires pointerenter (the e2e test touches the built
  // launcher); a touchstart listener would make the browser track the
  // launcher as a touch handler, work on every page view for nothing.
  it('adds no touch listener', () => {
    const added = vi.spyOn(HTMLElement.prototype, 'addEventListener')
    start()
    expect(added.mock.calls.map(([type]) => type)).not.toContain('touchstart')
    expect(added.mock.calls.map(([type]) => type)).toContain('pointerenter')
    added.mockRestore()
  })

  it('a click without a hover shows the frame at once, then hands over to the panel with the queued command', async () => {
    const { chunks, launcher, root } = start()
    const panel = fakePanel()
    fireEvent.click(launcher)
    // Drawn by the life chunk, here a moment later (at once from the HTTP cache after the idle prefetch).
    await act(flush)
    const frame = root.querySelector('[role=dialog]')!
    expect(frame.getAttribute('aria-label')).toBe('Acme Support')
    expect(root.querySelector('[role=status]')!.textContent).toBe('Loading…')
    expect(launcher.getAttribute('aria-expanded')).toBe('true')
    await act(async () => {
      chunks.resolve('panel', panel.chunk)
      await flush()
    })
    expect(panel.calls).toEqual(['start', 'open true'])
    expect(root.querySelector('[role=dialog]')).toBeNull() // the fake panel draws nothing
    // Later presses go straight to the panel, as what the launcher shows: open, so a press closes.
    fireEvent.click(launcher)
    expect(panel.calls.at(-1)).toBe('close true')
  })

  it("asks for the panel's life (the life chunk: src/life/) beside the panel, once", () => {
    const { chunks, launcher } = start()
    expect(chunks.lives).toEqual([])
    launcher.dispatchEvent(new Event('pointerenter'))
    launcher.dispatchEvent(new Event('focus'))
    expect(chunks.requested).toEqual(['panel'])
    expect(chunks.lives).toEqual(['life'])
  })

  it('a life chunk that cannot be had: an error event, the launcher closed again (no frame to say it in), and the next intent asks again', async () => {
    const { api, chunks, launcher, root } = start()
    const errors: unknown[] = []
    api('on', 'error', (e: unknown) => errors.push(e))
    await act(async () => {
      chunks.resolve('commands', commandsChunk)
      await flush()
    })
    chunks.lifeFails = true
    fireEvent.click(launcher)
    expect(launcher.getAttribute('aria-expanded')).toBe('true')
    await act(flush)
    expect(errors).toEqual([{ code: 'load', message: 'failed', widgetKey: TEST_KEY }])
    expect(launcher.getAttribute('aria-expanded')).toBe('false')
    // Nothing queued opens the chat later: a hover brings the life, which opens nothing.
    launcher.dispatchEvent(new Event('pointerenter'))
    expect(chunks.lives).toEqual(['life', 'life'])
    await act(flush)
    expect(launcher.getAttribute('aria-expanded')).toBe('false')
    expect(root.querySelector('[role=dialog]')).toBeNull()
  })

  it('a new visitor (nothing stored) fetches the panel alone; a returning one the restore chunk beside it', async () => {
    const first = start()
    fireEvent.click(first.launcher)
    await act(flush)
    expect(first.chunks.requested).toEqual(['panel'])
    destroyWidgets()
    localStorage.setItem(storageKeys(TEST_KEY).conversation, JSON.stringify({ v: 1, open: false, started: true, messages: [] }))
    const again = start()
    fireEvent.click(again.launcher)
    // The restore chunk is the life's to ask for, beside the panel (the life chunk is here a moment after the click).
    await act(flush)
    expect(again.chunks.requested).toEqual(['panel', 'restore'])
  })

  it('a click queued while the stored conversation was open still opens the panel', async () => {
    // The summary says closed, the conversation (its own state) says open.
    localStorage.setItem(storageKeys(TEST_KEY).conversation, JSON.stringify({ v: 1, open: true, started: true, messages: [] }))
    localStorage.setItem(storageKeys(TEST_KEY).ui, JSON.stringify({ open: false, unread: 0, outbox: 0 }))
    const { chunks, launcher, root } = start()
    fireEvent.click(launcher)
    // A conversation is stored: the panel starts once the restore chunk, which checks it, is here too.
    await act(async () => {
      chunks.resolve('panel', { startPanel })
      await afterPaints()
    })
    expect(root.querySelector('textarea')).toBeNull()
    await act(async () => {
      chunks.resolve('restore', restoreChunk)
      await afterPaints()
    })
    expect(root.querySelector('textarea')).not.toBeNull()
    expect(launcher.getAttribute('aria-expanded')).toBe('true')
  })

  it('Escape or the close button closes the frame and gives focus back to the launcher', async () => {
    const { root, launcher } = start()
    fireEvent.click(launcher)
    await act(flush)
    fireEvent.keyDown(root.querySelector('[role=dialog]')!, { key: 'Escape' })
    expect(root.querySelector('[role=dialog]')).toBeNull()
    expect(launcher.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(launcher)
    await act(flush)
    fireEvent.click(root.querySelector('[role=dialog] button.close')!)
    expect(root.querySelector('[role=dialog]')).toBeNull()
    expect(root.activeElement).toBe(launcher)
  })

  it('a panel that fails to load shows the offline message; the next intent asks again', async () => {
    const { chunks, launcher, root } = start({ attrs: { offlineMessage: 'Back soon.' } })
    fireEvent.click(launcher)
    await act(async () => {
      chunks.reject('panel')
      await flush()
    })
    expect(root.querySelector('[role=alert]')!.textContent).toBe('Back soon.')
    launcher.dispatchEvent(new Event('pointerenter'))
    expect(chunks.requested).toEqual(['panel', 'panel'])
  })
})

describe('a reload with the chat open: the saved panel on its way', () => {
  const ui = { open: true, unread: 0, outbox: 0 }
  /** Lets promise callbacks run and no timer: the page's idle (the stored state read, the panel's idle start) has not come. */
  const microtasks = () =>
    act(async () => {
      for (let i = 0; i < 20; i++) await Promise.resolve()
    })

  it('the launcher says so once the stored state is read (open, Close chat, the loading frame), takes no focus, and the panel starts at idle restoring it', async () => {
    localStorage.setItem(storageKeys(TEST_KEY).ui, JSON.stringify(ui))
    const { chunks, root, launcher } = start()
    const panel = fakePanel()
    // The first frame: nothing stored is read in the launcher's own task.
    expect(launcher.getAttribute('aria-expanded')).toBe('false')
    await act(() => afterIdle())
    expect(launcher.getAttribute('aria-expanded')).toBe('true')
    expect(launcher.getAttribute('aria-label')).toBe('Close chat')
    expect(root.querySelector('[role=dialog] [role=status]')!.textContent).toBe('Loading…')
    expect(document.activeElement).toBe(document.body)
    expect(chunks.requested).toEqual(['panel'])
    chunks.resolve('panel', panel.chunk)
    await microtasks()
    expect(panel.calls).toEqual([])
    await act(() => afterIdle())
    // No command replayed: the panel restores its own open state.
    expect(panel.calls).toEqual(['start'])
  })

  it("a press before the stored state is read, the panel's code here and its idle start to come, opens the chat (it used to close it)", async () => {
    localStorage.setItem(storageKeys(TEST_KEY).ui, JSON.stringify(ui))
    localStorage.setItem(storageKeys(TEST_KEY).conversation, JSON.stringify({ v: 1, open: true, started: true, messages: [] }))
    const { chunks, root, launcher } = start()
    // The pointer reaches the launcher: the panel and the restore chunk are fetched and arrive.
    fireEvent.pointerEnter(launcher)
    chunks.resolve('panel', { startPanel })
    chunks.resolve('restore', restoreChunk)
    await microtasks()
    expect(launcher.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(launcher)
    await act(() => afterPaints())
    await act(() => afterIdle())
    expect(launcher.getAttribute('aria-expanded')).toBe('true')
    expect(root.querySelector('textarea')).not.toBeNull()
  })

  const whileOnItsWay: Array<[string, (api: Namespace, launcher: HTMLButtonElement) => void]> = [
    ['a press on the launcher', (_api, launcher) => fireEvent.click(launcher)],
    ['Escape', (_api, launcher) => fireEvent.keyDown(launcher, { key: 'Escape' })],
    ["AgentChat('close')", (api) => api.close()],
    ["AgentChat('toggle')", (api) => api.toggle()],
  ]
  it.each(whileOnItsWay)('%s closes it, focus on the launcher, and the panel that arrives then stays closed', async (_name, act_) => {
    localStorage.setItem(storageKeys(TEST_KEY).ui, JSON.stringify(ui))
    const { api, chunks, root, launcher } = start()
    const panel = fakePanel()
    await act(() => afterIdle())
    expect(launcher.getAttribute('aria-expanded')).toBe('true')
    launcher.focus()
    act_(api, launcher)
    expect(launcher.getAttribute('aria-expanded')).toBe('false')
    expect(launcher.getAttribute('aria-label')).toBe('Open chat')
    expect(root.querySelector('[role=dialog]')).toBeNull()
    expect(root.activeElement).toBe(launcher)
    await act(async () => {
      chunks.resolve('panel', panel.chunk)
      await flush()
    })
    expect(panel.calls).toEqual(['start', 'close true'])
  })

  it("AgentChat('open') keeps it open; the panel is asked to open once it starts", async () => {
    localStorage.setItem(storageKeys(TEST_KEY).ui, JSON.stringify(ui))
    const { api, chunks, launcher } = start()
    const panel = fakePanel()
    await act(() => afterIdle())
    api.open()
    expect(launcher.getAttribute('aria-expanded')).toBe('true')
    await act(async () => {
      chunks.resolve('panel', panel.chunk)
      await flush()
    })
    expect(panel.calls).toEqual(['start', 'open true'])
  })

  it("the visitor's own presses before the stored state was read win: opened and closed again, it stays closed", async () => {
    localStorage.setItem(storageKeys(TEST_KEY).ui, JSON.stringify(ui))
    const { chunks, root, launcher } = start()
    const panel = fakePanel()
    fireEvent.click(launcher)
    fireEvent.click(launcher)
    await act(() => afterIdle())
    expect(launcher.getAttribute('aria-expanded')).toBe('false')
    expect(root.querySelector('[role=dialog]')).toBeNull()
    await act(async () => {
      chunks.resolve('panel', panel.chunk)
      await flush()
    })
    expect(chunks.requested).toEqual(['panel'])
    expect(panel.calls).toEqual(['start', 'open true', 'close true'])
  })

  it('a saved panel that cannot be had: the frame says the offline message, and a press closes it', async () => {
    localStorage.setItem(storageKeys(TEST_KEY).ui, JSON.stringify(ui))
    const { chunks, root, launcher } = start({ attrs: { offlineMessage: 'Back soon.' } })
    await act(() => afterIdle())
    await act(async () => {
      chunks.reject('panel')
      await flush()
    })
    expect(root.querySelector('[role=alert]')!.textContent).toBe('Back soon.')
    fireEvent.click(launcher)
    expect(root.querySelector('[role=dialog]')).toBeNull()
    expect(launcher.getAttribute('aria-expanded')).toBe('false')
  })
})

describe('the public API', () => {
  it('queues open, close and toggle before the panel and replays them in order', async () => {
    const { api, chunks, root } = start()
    const panel = fakePanel()
    api.open()
    await act(flush)
    expect(root.querySelector('[role=dialog]')).not.toBeNull()
    api.close()
    expect(root.querySelector('[role=dialog]')).toBeNull()
    api.toggle()
    expect(chunks.requested).toEqual(['panel'])
    await act(async () => {
      chunks.resolve('panel', panel.chunk)
      await flush()
    })
    // The toggle is replayed as the open the visitor saw.
    expect(panel.calls).toEqual(['start', 'open true', 'close true', 'open true'])
    api.close()
    expect(panel.calls.at(-1)).toBe('close true')
  })

  it('hands the panel the config, the view and the loaded catalogue', async () => {
    const { api, chunks } = start({ locale: 'fr' })
    const panel = fakePanel()
    await act(async () => {
      chunks.resolve('lang:fr', { send: 'Envoyer' })
      await flush()
    })
    api.open()
    await act(async () => {
      chunks.resolve('panel', panel.chunk)
      await flush()
    })
    const context = panel.context()!
    expect(context.config.widgetKey).toBe(TEST_KEY)
    expect(context.catalogue).toEqual({ send: 'Envoyer' })
    expect(context.locale).toBe('fr')
    expect(context.dir).toBe('ltr')
  })

  it('destroy removes the element, destroys the panel, ignores later calls and late chunks, and lets a new stage mount', async () => {
    const { api, chunks, launcher, destroyed } = start()
    const panel = fakePanel()
    launcher.dispatchEvent(new Event('pointerenter'))
    api.open()
    await act(async () => {
      chunks.resolve('panel', panel.chunk)
      await flush()
    })
    api.destroy()
    expect(panel.calls.at(-1)).toBe('destroy')
    expect(document.querySelector(ELEMENT_NAME)).toBeNull()
    expect(destroyed).toHaveBeenCalledTimes(1)
    api.open()
    api.destroy()
    expect(panel.calls.filter((c) => c === 'destroy')).toHaveLength(1)
    expect(destroyed).toHaveBeenCalledTimes(1)

    // A panel that arrives after destroy starts nothing.
    const second = start()
    const late = fakePanel()
    second.api.open()
    second.api.destroy()
    await act(async () => {
      second.chunks.resolve('panel', late.chunk)
      await flush()
    })
    expect(late.calls).toEqual([])

    // And a fresh stage works.
    const third = start()
    expect(document.querySelectorAll(ELEMENT_NAME)).toHaveLength(1)
    expect(third.launcher.getAttribute('aria-label')).toBe('Open chat')
  })
})

describe('with the real panel stage', () => {
  it('destroy stops delivery: the request in flight is aborted and nothing queued is sent', async () => {
    const sent: string[] = []
    const aborted: string[] = []
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as { message: string }
      sent.push(body.message)
      return new Promise((_resolve, reject) =>
        init.signal!.addEventListener('abort', () => (aborted.push(body.message), reject(new DOMException('aborted', 'AbortError')))),
      )
    })
    try {
      const { api, chunks, root } = start()
      api.open()
      await act(async () => {
        chunks.resolve('panel', { startPanel })
        await afterPaints()
      })
      const box = root.querySelector('textarea')!
      for (const text of ['first', 'second']) {
        fireEvent.input(box, { target: { value: text } })
        fireEvent.keyDown(box, { key: 'Enter' })
      }
      await act(afterPaints)
      expect(sent).toEqual(['first'])
      api.destroy()
      await act(flush)
      expect(aborted).toEqual(['first'])
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(sent).toEqual(['first'])
      expect(document.querySelector(ELEMENT_NAME)).toBeNull()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
