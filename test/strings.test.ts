import { afterEach, describe, expect, it, vi } from 'vitest'
import { catalogueFiles, catalogues } from '../src/i18n/index'
import { localeTag, setLocale, strings, ui } from '../src/strings'

const ENGLISH = { ...strings }
const LOADER = 'https://cdn.widgets.example/v3/loader.js'

afterEach(() => {
  Object.assign(strings, ENGLISH)
  ui.lang = 'en'
  ui.dir = 'ltr'
  vi.unstubAllGlobals()
})

/** fetch answering `body` (a JSON text) for every URL, recording the URLs. */
function stubFetch(body: string | Error) {
  const urls: string[] = []
  vi.stubGlobal('fetch', async (url: URL | string) => {
    urls.push(String(url))
    if (body instanceof Error) throw body
    return new Response(body, { headers: { 'Content-Type': 'application/json' } })
  })
  return urls
}

describe('catalogues', () => {
  it('cover German, Spanish, French, Portuguese, Japanese and Arabic', () => {
    expect(Object.keys(catalogues).sort()).toEqual(['ar', 'de', 'es', 'fr', 'ja', 'pt'])
  })

  it.each(Object.entries(catalogues))('%s has every English key, nothing else, each a non-blank text', (_lang, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(ENGLISH).sort())
    for (const [key, text] of Object.entries(catalogue)) {
      expect(typeof text, key).toBe('string')
      expect(text.trim(), key).not.toBe('')
      expect(text, key).not.toMatch(/[<>]/)
    }
  })

  it.each(Object.entries(catalogues))('%s keeps the one "#" placeholder of the unread label and translates it', (_lang, catalogue) => {
    expect(catalogue.openChatUnread.split('#')).toHaveLength(2)
    expect(catalogue.openChatUnread).not.toBe(ENGLISH.openChatUnread)
    expect(catalogue.openChat).not.toBe(ENGLISH.openChat)
  })

  it('are written as one JSON file per language, named with one content hash', () => {
    const { langs, hash, files } = catalogueFiles()
    expect(langs).toBe('de es fr pt ja ar')
    expect(hash).toMatch(/^[A-Za-z0-9]{8}$/)
    expect(files.map((f) => f.fileName)).toEqual(langs.split(' ').map((l) => `i18n/${l}-${hash}.json`))
    for (const file of files) expect(JSON.parse(file.source)).toEqual(catalogues[file.fileName.slice(5, 7)])
  })

  it('change the hash when any text changes', () => {
    const before = catalogueFiles().hash
    const de = catalogues['de']!
    const saved = de.send
    de.send = 'Abschicken'
    try {
      expect(catalogueFiles().hash).not.toBe(before)
    } finally {
      de.send = saved
    }
    expect(catalogueFiles().hash).toBe(before)
  })
})

describe('localeTag', () => {
  it.each([
    ['de', 'de'],
    ['pt_br', 'pt-BR'],
    [' EN-gb ', 'en-GB'],
    ['ar-EG', 'ar-EG'],
  ])('canonicalises %j to %j', (raw, tag) => {
    expect(localeTag(raw)).toBe(tag)
  })

  it.each([[''], ['  '], [null], [undefined], ['english please'], ['x-klingon'], ['de;drop']])('refuses %j', (raw) => {
    expect(localeTag(raw)).toBeUndefined()
  })
})

describe('setLocale', () => {
  it('fetches the catalogue beside the loader and merges it before anything renders', async () => {
    const urls = stubFetch(JSON.stringify(catalogues['de']))
    await setLocale('de-CH', LOADER)
    const { hash } = catalogueFiles()
    expect(urls).toEqual([`https://cdn.widgets.example/v3/i18n/de-${hash}.json`])
    expect(strings.openChat).toBe('Chat öffnen')
    expect(strings).toEqual(catalogues['de'])
    expect(ui).toEqual({ lang: 'de-CH', dir: 'ltr' })
  })

  it('mirrors the layout for Arabic', async () => {
    stubFetch(JSON.stringify(catalogues['ar']))
    await setLocale('ar', LOADER)
    expect(ui).toEqual({ lang: 'ar', dir: 'rtl' })
    expect(strings.send).toBe('إرسال')
  })

  it('fetches nothing for English, keeping the region for dates and times', async () => {
    const urls = stubFetch('{}')
    await setLocale('en-GB', LOADER)
    expect(urls).toEqual([])
    expect(strings).toEqual(ENGLISH)
    expect(ui).toEqual({ lang: 'en-GB', dir: 'ltr' })
  })

  it.each(['zh', 'he', 'ko-KR'])('stays English for %s, which has no catalogue, and fetches nothing', async (tag) => {
    const urls = stubFetch('{}')
    await setLocale(tag, LOADER)
    expect(urls).toEqual([])
    expect(strings).toEqual(ENGLISH)
    expect(ui).toEqual({ lang: 'en', dir: 'ltr' })
  })

  it.each([
    ['a network error', new TypeError('Failed to fetch')],
    ['a body that is not JSON', '<!doctype html><p>Not found'],
    ['JSON null', 'null'],
  ])('stays English on %s', async (_label, body) => {
    stubFetch(body)
    await setLocale('ar', LOADER)
    expect(strings).toEqual(ENGLISH)
    expect(ui).toEqual({ lang: 'en', dir: 'ltr' })
  })

  it('gives up after 3 seconds and stays English when the file does not come', async () => {
    vi.useFakeTimers()
    try {
      vi.stubGlobal('fetch', () => new Promise(() => {}))
      let done = false
      const switched = setLocale('de', LOADER).then(() => (done = true))
      await vi.advanceTimersByTimeAsync(2900)
      expect(done).toBe(false)
      await vi.advanceTimersByTimeAsync(100)
      await switched
      expect(strings).toEqual(ENGLISH)
      expect(ui).toEqual({ lang: 'en', dir: 'ltr' })
    } finally {
      vi.useRealTimers()
    }
  })

  it('takes only known keys with text values from a catalogue', async () => {
    stubFetch(JSON.stringify({ openChat: 'Chat öffnen', send: 42, retry: { html: '<b>x</b>' }, extra: 'nope', __proto__: { close: 'x' } }))
    await setLocale('de', LOADER)
    expect(strings).toEqual({ ...ENGLISH, openChat: 'Chat öffnen' })
    expect(strings).not.toHaveProperty('extra')
  })
})
