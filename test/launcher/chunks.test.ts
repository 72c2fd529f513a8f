// The chunk loader: classic scripts beside loader.js with the loader's nonce,
// one request per chunk, a failure that names the URL and why, and the
// prefetch of a file into the HTTP cache.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_TIMEOUT_MS, chunkFile, createChunkLoader } from '../../src/launcher/chunks'
import { flush } from '../helpers/deferred'

let scripts: HTMLScriptElement[] = []
let logged: string[] = []

beforeEach(() => {
  scripts = []
  logged = []
  // The scripts are captured instead of fetched; the test plays the browser.
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    scripts.push(node as unknown as HTMLScriptElement)
    return node
  })
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const loader = (nonce = '') => createChunkLoader('https://cdn.example/assets/v1/loader.js?x=1', nonce, (m) => logged.push(m))

describe('createChunkLoader', () => {
  it('names each file by the chunk and the hash loader.js carries: the chunks beside it, the languages in i18n/', () => {
    expect(chunkFile('panel')).toBe('panel-test.js')
    expect(chunkFile('long-conversation')).toBe('long-conversation-test.js')
    expect(chunkFile('lang:de')).toBe('i18n/de-test.js')
  })

  it('adds one classic script beside loader.js, with the nonce, and resolves with what the chunk defines', async () => {
    const chunks = loader('n0nce')
    const first = chunks.load('panel')
    const second = chunks.load('panel')
    expect(scripts).toHaveLength(1)
    expect(scripts[0]!.src).toBe('https://cdn.example/assets/v1/panel-test.js')
    expect(scripts[0]!.nonce).toBe('n0nce')
    expect(scripts[0]!.type).toBe('')
    chunks.define('panel', { ok: 1 })
    scripts[0]!.onload!(new Event('load'))
    await expect(first).resolves.toEqual({ ok: 1 })
    await expect(second).resolves.toEqual({ ok: 1 })
    // Already here: no new request.
    await expect(chunks.load('panel')).resolves.toEqual({ ok: 1 })
    expect(scripts).toHaveLength(1)
    expect(logged).toEqual([])
  })

  it('sets no nonce when the loader had none', () => {
    void loader().load('panel')
    expect(scripts[0]!.hasAttribute('nonce')).toBe(false)
  })

  it('unpinned (no integrity on the loader tag): a plain classic script, no integrity, no CORS mode', () => {
    void loader().load('panel')
    expect(scripts[0]!.hasAttribute('integrity')).toBe(false)
    expect(scripts[0]!.hasAttribute('crossorigin')).toBe(false)
  })

  it('pinned: each chunk carries its build-time sha384 and is fetched with CORS, as SRI needs', async () => {
    void createChunkLoader('https://cdn.example/v1/loader-1.2.3.js', '', (m) => logged.push(m), true).load('panel')
    await flush()
    expect(scripts[0]!.getAttribute('integrity')).toBe('sha384-abc')
    expect(scripts[0]!.getAttribute('crossorigin')).toBe('anonymous')
  })

  it('pinned: a file the build did not hash gets an integrity nothing matches, so it is refused rather than run unpinned', async () => {
    void createChunkLoader('https://cdn.example/v1/loader-1.2.3.js', '', (m) => logged.push(m), true).load('commands')
    await flush()
    expect(scripts[0]!.getAttribute('integrity')).toBe('sha384-none')
  })

  it("pinned: a language's file is pinned by its language's pins file, itself pinned by the loader", async () => {
    const chunks = createChunkLoader('https://cdn.example/v1/loader-1.2.3.js', '', (m) => logged.push(m), true)
    const catalogue = chunks.load('lang:de')
    const feedback = chunks.load('lang:de/feedback')
    await flush()
    // One request for the pins, with the loader's hash for it; the language's files wait for it.
    expect(scripts.map((s) => [s.src, s.getAttribute('integrity')])).toEqual([['https://cdn.example/v1/i18n/de/pins-test.js', 'sha384-pins']])
    chunks.define('lang:de/pins', { 'i18n/de': 'sha384-de', 'i18n/de/feedback': 'sha384-de-feedback' })
    scripts[0]!.onload!(new Event('load'))
    await flush()
    expect(scripts.slice(1).map((s) => [s.src, s.getAttribute('integrity'), s.getAttribute('crossorigin')])).toEqual([
      ['https://cdn.example/v1/i18n/de-test.js', 'sha384-de', 'anonymous'],
      ['https://cdn.example/v1/i18n/de/feedback-test.js', 'sha384-de-feedback', 'anonymous'],
    ])
    chunks.define('lang:de', { openChat: 'Chat öffnen' })
    scripts[1]!.onload!(new Event('load'))
    await expect(catalogue).resolves.toEqual({ openChat: 'Chat öffnen' })
    void feedback
  })

  it("pinned: a language file its pins file does not name is refused; without its pins file, none of the language's is fetched", async () => {
    const chunks = createChunkLoader('https://cdn.example/v1/loader-1.2.3.js', '', (m) => logged.push(m), true)
    const links = chunks.load('lang:de/links')
    await flush()
    chunks.define('lang:de/pins', { 'i18n/de': 'sha384-de' })
    scripts[0]!.onload!(new Event('load'))
    await flush()
    expect(scripts[1]!.getAttribute('integrity')).toBe('sha384-none')
    void links

    const other = createChunkLoader('https://cdn.example/v1/loader-1.2.3.js', '', (m) => logged.push(m), true)
    const fr = other.load('lang:fr')
    await flush()
    // fr's pins file is not in this loader's pins: refused by its integrity, so fr's texts are never asked for.
    expect(scripts[2]!.src).toBe('https://cdn.example/v1/i18n/fr/pins-test.js')
    expect(scripts[2]!.getAttribute('integrity')).toBe('sha384-none')
    scripts[2]!.onerror!(new Event('error'))
    await expect(fr).rejects.toThrow(/integrity/)
    expect(scripts).toHaveLength(3)
  })

  it('on a failed request says which URL and why, removes the script, and asks again next time', async () => {
    const chunks = loader()
    const failed = chunks.load('panel')
    scripts[0]!.onerror!(new Event('error'))
    await expect(failed).rejects.toThrow(/network, HTTP, CSP or integrity error/)
    expect(logged).toEqual(['could not load https://cdn.example/assets/v1/panel-test.js: network, HTTP, CSP or integrity error'])
    void chunks.load('panel')
    expect(scripts).toHaveLength(2)
  })

  it('refuses a file that runs without defining the chunk (another build)', async () => {
    const chunks = loader()
    const loaded = chunks.load('panel')
    chunks.define('something-else', {})
    scripts[0]!.onload!(new Event('load'))
    await expect(loaded).rejects.toThrow(/did not define "panel"/)
    expect(logged[0]).toMatch(/^could not load https:\/\/cdn\.example\/assets\/v1\/panel-test\.js: it did not define "panel"$/)
  })

  it(`gives up after ${CHUNK_TIMEOUT_MS / 1000} s without an answer`, async () => {
    vi.useFakeTimers()
    const chunks = loader()
    const hanging = chunks.load('panel')
    const outcome = hanging.catch((e: Error) => e.message)
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1)
    expect(logged).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toMatch(/no answer in 15 s/)
  })

  describe('prefetch: the file in the HTTP cache, not run', () => {
    const fetched = () => {
      const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.reject(new TypeError('offline')))
      vi.stubGlobal('fetch', fetch)
      return fetch
    }

    it('fetches it once per page, at low priority, as its classic <script> will ask (no CORS, with credentials), and adds no script', async () => {
      const fetch = fetched()
      const chunks = loader()
      chunks.prefetch!('panel')
      chunks.prefetch!('panel')
      expect(fetch.mock.calls).toEqual([['https://cdn.example/assets/v1/panel-test.js', { mode: 'no-cors', credentials: 'include', priority: 'low' }]])
      expect(scripts).toEqual([])
      // A failed prefetch is the browser's to report: nothing said, nothing thrown.
      await flush()
      expect(logged).toEqual([])
    })

    it("fetches every file it is given (the panel's and its life's), all once per page", () => {
      const fetch = fetched()
      const chunks = loader()
      chunks.prefetch!('panel', 'life')
      chunks.prefetch!('panel', 'life')
      expect(fetch.mock.calls.map(([url]) => url)).toEqual(['https://cdn.example/assets/v1/panel-test.js', 'https://cdn.example/assets/v1/life-test.js'])
    })

    it('pinned: with CORS and no credentials, as the pinned <script crossorigin="anonymous"> will ask', () => {
      const fetch = fetched()
      createChunkLoader('https://cdn.example/v1/loader-1.2.3.js', '', (m) => logged.push(m), true).prefetch!('panel')
      expect(fetch.mock.calls).toEqual([['https://cdn.example/v1/panel-test.js', { priority: 'low' }]])
    })
  })
})
