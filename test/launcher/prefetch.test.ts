// The first tap ready (data-prefetch, src/launcher/prefetch.ts): the panel's
// file and the life chunk's (src/life/) are fetched once the page has loaded and gone idle, and not for a
// visitor saving data, on 2G, with data-prefetch="off", when the panel is on
// its way already, in inline mode, or where the browser cannot say the page
// is idle. The fetch itself (its mode, once per page): chunks.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChunkLoader } from '../../src/launcher/chunks'
import { ELEMENT_NAME } from '../../src/shared/api/public-api'
import { deferred, flush } from '../helpers/deferred'
import { destroyWidgets, startWidget } from '../helpers/start-widget'
import { SELECTORS } from '../selectors'

/** A chunk loader that never delivers: what counts is what is asked of it. */
class RecordingChunks implements ChunkLoader {
  readonly loaded: string[] = []
  readonly prefetched: string[] = []
  load(name: string) {
    this.loaded.push(name)
    return deferred<never>().promise
  }
  readonly languages: readonly string[] = []
  define() {}
  prefetch(...names: string[]) {
    this.prefetched.push(...names)
  }
}

/** The browser's idle callbacks, run when the test says the page is idle (and what they start, once the launcher shows, after them). */
let idleQueue: Array<() => void> = []
const goIdle = async () => {
  for (const run of idleQueue.splice(0)) run()
  await flush()
}

function start(attrs: Record<string, string> = {}) {
  const chunks = new RecordingChunks()
  startWidget(chunks, { attrs })
  return chunks
}

function connection(value: { saveData?: boolean; effectiveType?: string } | undefined) {
  vi.spyOn(navigator as Navigator & { connection?: unknown }, 'connection', 'get').mockReturnValue(value)
}

beforeEach(() => {
  idleQueue = []
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idleQueue.push(run))
  // happy-dom has no navigator.connection: defined here so each test can say what it reports.
  Object.defineProperty(navigator, 'connection', { configurable: true, get: () => undefined })
})
afterEach(() => {
  destroyWidgets()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  document.querySelector('#inline-here')?.remove()
  localStorage.clear()
})

describe('the first tap ready (data-prefetch)', () => {
  it("fetches the panel's file once the page is idle, and nothing before", async () => {
    const chunks = start()
    expect(chunks.prefetched).toEqual([])
    await goIdle()
    expect(chunks.prefetched).toEqual(['panel', 'life'])
    // Fetched, not loaded: no script, no panel code.
    expect(chunks.loaded).toEqual([])
  })

  it("waits for the page's load event before it waits for idle", async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive')
    const chunks = start()
    await goIdle()
    expect(chunks.prefetched).toEqual([])
    dispatchEvent(new Event('load'))
    await goIdle()
    expect(chunks.prefetched).toEqual(['panel', 'life'])
  })

  it('fetches nothing on a page that never goes idle', () => {
    const chunks = start()
    expect(idleQueue.length).toBeGreaterThan(0)
    expect(chunks.prefetched).toEqual([])
  })

  it('fetches nothing where the browser cannot say when the page is idle (WebKit: no requestIdleCallback)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    const chunks = start()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(chunks.prefetched).toEqual([])
  })

  it('fetches nothing with data-prefetch="off"', async () => {
    const chunks = start({ prefetch: 'off' })
    await goIdle()
    expect(chunks.prefetched).toEqual([])
  })

  it.each([
    ['the visitor asked to save data (Save-Data)', { saveData: true, effectiveType: '4g' }],
    ['2G', { effectiveType: '2g' }],
    ['slow 2G', { effectiveType: 'slow-2g' }],
  ])('fetches nothing when %s', async (_label, value) => {
    connection(value)
    const chunks = start()
    await goIdle()
    expect(chunks.prefetched).toEqual([])
  })

  it('fetches on 3G and where the browser does not describe the connection', async () => {
    connection({ saveData: false, effectiveType: '3g' })
    const chunks = start()
    await goIdle()
    expect(chunks.prefetched).toEqual(['panel', 'life'])
  })

  it('fetches nothing when the panel is on its way already (an intent before idle)', async () => {
    const chunks = start()
    const launcher = document.querySelector(ELEMENT_NAME)!.shadowRoot!.querySelector(SELECTORS.launcher)!
    launcher.dispatchEvent(new Event('pointerenter'))
    expect(chunks.loaded).toEqual(['panel', 'life'])
    await goIdle()
    expect(chunks.prefetched).toEqual([])
  })

  it('fetches nothing in inline mode, which loads the panel as it comes near the viewport', async () => {
    document.body.insertAdjacentHTML('beforeend', '<div id="inline-here"></div>')
    const chunks = start({ container: '#inline-here' })
    await flush()
    await goIdle()
    expect(chunks.loaded).toEqual(['inline'])
    expect(chunks.prefetched).toEqual([])
  })

  it('fetches nothing once the widget is shut down', async () => {
    const chunks = new RecordingChunks()
    const { api } = startWidget(chunks)
    api.destroy()
    await goIdle()
    expect(chunks.prefetched).toEqual([])
  })
})
