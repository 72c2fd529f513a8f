// data-storage end to end in happy-dom: the widget as loader.js starts it,
// the real commands and panel chunks, the service behind a stubbed fetch.
// Which of the browser's storages each mode writes (key by key), with the
// site's consent on top, another tab's `storage` events, and update switching
// the mode while a conversation runs.
import { act } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { createCommands } from '../../src/commands/commands'
import type { ChunkLoader } from '../../src/launcher/chunks'
import { ELEMENT_NAME } from '../../src/shared/api/public-api'
import type { Namespace } from '../../src/shared/chunks/interfaces'
import { storageKeys } from '../../src/shared/storage/ui-state'
import { flush } from '../helpers/deferred'
import { stubService, type SentMessage } from '../helpers/fake-service'
import { loadPanelChunk } from '../helpers/widget'
import { destroyWidgets, startWidget } from '../helpers/start-widget'
import { TEST_KEY } from '../helpers/model'
import { SELECTORS } from '../selectors'

const KEYS = storageKeys(TEST_KEY)

/** Every chunk at once, as if cached. */
const chunks = {
  load: (name: string) => (name === 'commands' ? Promise.resolve({ createCommands }) : loadPanelChunk(name)),
  languages: [],
  define() {},
} as ChunkLoader

let sent: SentMessage[] = []
let warnings: MockInstance<typeof console.warn>

const start = (attrs: Record<string, string> = {}) => startWidget(chunks, { attrs }).api
const root = () => document.querySelector(ELEMENT_NAME)?.shadowRoot ?? null
const shownMessages = () => [...root()!.querySelectorAll(SELECTORS.visitorBubbles)].map((m) => m.textContent)
const call = async (api: Namespace, ...args: unknown[]) => {
  await act(async () => {
    ;(api as unknown as (...a: unknown[]) => void)(...args)
    for (let i = 0; i < 5; i++) await flush()
  })
}
/** The widget's keys each storage holds, sorted. */
const keysIn = (storage: Storage) => Object.keys(storage).sort()
const everyKey = (...names: Array<keyof typeof KEYS>) => names.map((n) => KEYS[n]).sort()

/** A visitor's message sent and answered, the panel closed (the launcher's state written with it). */
async function chat(api: Namespace, text = 'Hello') {
  await call(api, 'open')
  await call(api, 'send', text)
  await call(api, 'close')
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  sent = stubService().sent
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  destroyWidgets()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  localStorage.clear()
  sessionStorage.clear()
})

describe('data-storage, key by key', () => {
  it('local (the default): the visitor id, the conversation and the launcher state in localStorage, nothing in sessionStorage', async () => {
    const api = start()
    await chat(api)
    expect(keysIn(localStorage)).toEqual(everyKey('visitor', 'conversation', 'ui'))
    expect(localStorage.getItem(KEYS.visitor)).toBe(sent[0]!.visitor_id)
    expect(keysIn(sessionStorage)).toEqual([])
  })

  it('session: the same keys in sessionStorage, nothing in localStorage', async () => {
    const api = start({ storage: 'session' })
    await chat(api)
    expect(keysIn(sessionStorage)).toEqual(everyKey('visitor', 'conversation', 'ui'))
    expect(sessionStorage.getItem(KEYS.visitor)).toBe(sent[0]!.visitor_id)
    expect(sessionStorage.getItem(KEYS.conversation)).toContain('Hello')
    expect(keysIn(localStorage)).toEqual([])
  })

  it('memory: nothing in either storage, and the conversation still works', async () => {
    const api = start({ storage: 'memory' })
    await chat(api)
    await call(api, 'open')
    expect(shownMessages()).toEqual(['Hello'])
    expect(sent[0]!.visitor_id).toMatch(/^v_/)
    expect(keysIn(localStorage)).toEqual([])
    expect(keysIn(sessionStorage)).toEqual([])
  })

  it.each(['session', 'memory'])('%s: a conversation stored by local mode earlier is neither shown nor sent as this visitor', async (mode) => {
    localStorage.setItem(KEYS.visitor, 'v_' + 'L'.repeat(22))
    localStorage.setItem(
      KEYS.conversation,
      JSON.stringify({ v: 1, open: true, started: true, messages: [{ id: 'm1', role: 'visitor', text: 'Old', at: '2025-01-01T00:00:00.000Z' }] }),
    )
    const api = start({ storage: mode })
    await chat(api, 'New')
    await call(api, 'open')
    expect(shownMessages()).toEqual(['New'])
    expect(sent[0]!.visitor_id).not.toBe('v_' + 'L'.repeat(22))
  })

  it('memory: the conversation outlives a restart on the same page (update, shutdown and boot)', async () => {
    const api = start({ storage: 'memory' })
    await chat(api)
    await call(api, 'update', { name: 'Renamed' })
    await call(api, 'shutdown')
    await call(api, 'boot', {})
    await call(api, 'open')
    expect(shownMessages()).toEqual(['Hello'])
    expect(keysIn(localStorage)).toEqual([])
  })

  it('memory: reset forgets the page-held conversation too', async () => {
    const api = start({ storage: 'memory' })
    await chat(api)
    await call(api, 'reset')
    await call(api, 'open')
    expect(shownMessages()).toEqual([])
  })

  it('an unknown value: one warning naming data-storage, and local', async () => {
    const api = start({ storage: 'cookie' })
    await chat(api)
    const said = warnings.mock.calls.map(([message]) => String(message)).filter((m) => m.includes('storage'))
    expect(said).toEqual(['[agent-chat] data-storage="cookie" is not valid; using the default "local"'])
    expect(keysIn(localStorage)).toEqual(everyKey('visitor', 'conversation', 'ui'))
  })
})

describe('data-storage with data-consent="required"', () => {
  it.each([
    ['local', localStorage],
    ['session', sessionStorage],
  ])('%s: nothing written until consent(true), then its keys in its storage only', async (mode, storage) => {
    const other = storage === localStorage ? sessionStorage : localStorage
    const api = start({ storage: mode, consent: 'required' })
    await chat(api, 'Before consent')
    expect(keysIn(localStorage)).toEqual([])
    expect(keysIn(sessionStorage)).toEqual([])
    await call(api, 'consent', true)
    expect(keysIn(storage)).toEqual(everyKey('visitor', 'conversation', 'ui'))
    expect(storage.getItem(KEYS.conversation)).toContain('Before consent')
    expect(keysIn(other)).toEqual([])
    await call(api, 'consent', false)
    expect(keysIn(storage)).toEqual([])
  })

  // A panel started before the site's consent call used to remove a stored conversation it could not read.
  it.each([
    ['local', localStorage],
    ['session', sessionStorage],
  ])('%s: what an earlier page stored is neither read nor removed before consent', async (mode, storage) => {
    storage.setItem(KEYS.visitor, 'v_' + 'S'.repeat(22))
    storage.setItem(KEYS.conversation, '{"v":1,"messages":[]}')
    storage.setItem(KEYS.ui, '{"open":true,"unread":0,"outbox":0}')
    const api = start({ storage: mode, consent: 'required' })
    await call(api, 'open')
    await call(api, 'send', 'Hi')
    expect(sent[0]!.visitor_id).not.toBe('v_' + 'S'.repeat(22))
    expect(storage.getItem(KEYS.visitor)).toBe('v_' + 'S'.repeat(22))
    expect(storage.getItem(KEYS.conversation)).toBe('{"v":1,"messages":[]}')
  })

  it('memory: nothing written before or after consent', async () => {
    const api = start({ storage: 'memory', consent: 'required' })
    await chat(api)
    await call(api, 'consent', true)
    await call(api, 'send', 'After consent')
    expect(keysIn(localStorage)).toEqual([])
    expect(keysIn(sessionStorage)).toEqual([])
  })
})

describe("another tab's storage events", () => {
  /** Another tab forgot the visitor (reset), as its `storage` event reaches this one. */
  async function otherTabForgets(storage: Storage) {
    const old = storage.getItem(KEYS.visitor) ?? 'v_' + 'O'.repeat(22)
    for (const key of Object.values(KEYS)) storage.removeItem(key)
    await act(async () => {
      dispatchEvent(new StorageEvent('storage', { key: KEYS.visitor, oldValue: old, newValue: null, storageArea: storage }))
      await flush()
    })
  }

  it('local: a reset in another tab empties this one', async () => {
    const api = start()
    await chat(api)
    await otherTabForgets(localStorage)
    await call(api, 'open')
    expect(shownMessages()).toEqual([])
  })

  it.each(['session', 'memory'])('%s: a reset in another tab (localStorage) leaves this one alone', async (mode) => {
    const api = start({ storage: mode })
    await chat(api)
    await otherTabForgets(localStorage)
    await call(api, 'open')
    expect(shownMessages()).toEqual(['Hello'])
  })
})

describe('update switching data-storage: the conversation moves with the visitor, the old place is emptied', () => {
  it('local -> memory: localStorage emptied, the conversation on screen and its visitor id kept', async () => {
    const api = start()
    await chat(api)
    await call(api, 'update', { storage: 'memory' })
    expect(keysIn(localStorage)).toEqual([])
    await call(api, 'open')
    expect(shownMessages()).toEqual(['Hello'])
    await call(api, 'send', 'Again')
    expect(sent[1]!.visitor_id).toBe(sent[0]!.visitor_id)
    expect(keysIn(localStorage)).toEqual([])
    expect(keysIn(sessionStorage)).toEqual([])
  })

  it('local -> session: the keys now in sessionStorage only', async () => {
    const api = start()
    await chat(api)
    await call(api, 'update', { storage: 'session' })
    expect(keysIn(localStorage)).toEqual([])
    expect(keysIn(sessionStorage)).toEqual(everyKey('visitor', 'conversation', 'ui'))
    expect(sessionStorage.getItem(KEYS.conversation)).toContain('Hello')
  })

  it('memory -> local: the conversation held in memory is written to localStorage', async () => {
    const api = start({ storage: 'memory' })
    await chat(api)
    await call(api, 'update', { storage: 'local' })
    expect(localStorage.getItem(KEYS.conversation)).toContain('Hello')
    expect(localStorage.getItem(KEYS.visitor)).toBe(sent[0]!.visitor_id)
  })

  it('without consent there is nothing to move, and nothing is written', async () => {
    const api = start({ consent: 'required' })
    await chat(api)
    await call(api, 'update', { storage: 'session' })
    expect(keysIn(localStorage)).toEqual([])
    expect(keysIn(sessionStorage)).toEqual([])
  })
})
