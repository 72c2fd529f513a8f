// The disclaimer through the public API, as a page uses it: `send` before the
// visitor agreed sends nothing (the text waits in the message box, the panel
// opens on the notice, as before the pre-chat form); on('disclaimer') hears
// the agreement once; `reset` (another visitor) forgets it.
import { act, fireEvent } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createCommands } from '../../src/commands/commands'
import type { ChunkLoader } from '../../src/launcher/chunks'
import { ELEMENT_NAME, EVENTS } from '../../src/shared/api/public-api'
import { storageKeys } from '../../src/shared/storage/ui-state'
import { flush } from '../helpers/deferred'
import { stubService, type FakeService } from '../helpers/fake-service'
import { TEST_KEY } from '../helpers/model'
import { call, destroyWidgets, settle, startWidget } from '../helpers/start-widget'
import { loadPanelChunk } from '../helpers/widget'
import { SELECTORS } from '../selectors'

const chunks: ChunkLoader = {
  load: (name: string) => (name === 'commands' ? Promise.resolve({ createCommands }) : loadPanelChunk(name)),
  languages: [],
  define() {},
}
const TERMS = 'This chat is recorded.'
const KEY = storageKeys(TEST_KEY).disclaimer

let service: FakeService
beforeEach(() => {
  localStorage.clear()
  service = stubService()
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  destroyWidgets()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  localStorage.clear()
})

const root = () => document.querySelector(ELEMENT_NAME)!.shadowRoot!
const agree = async () => {
  await act(() => {
    fireEvent.click(root().querySelector(SELECTORS.disclaimerAccept)!)
  })
  await settle()
}

describe('the disclaimer through the API', () => {
  it('is one of the events on and off take', () => {
    expect(EVENTS).toContain('disclaimer')
  })

  it('send before the agreement: nothing sent, the text waits in the box, the panel open on the notice; sent once the visitor agrees and presses Send', async () => {
    const { api } = startWidget(chunks, { attrs: { disclaimer: TERMS } })
    await call(api, 'send', 'From the page')
    await settle()
    expect(service.sent).toEqual([])
    expect(root().querySelector(SELECTORS.disclaimer)).not.toBeNull()
    const box = root().querySelector<HTMLTextAreaElement>(SELECTORS.message)!
    expect(box.value).toBe('From the page')
    await agree()
    expect(service.sent).toEqual([])
    await act(async () => {
      fireEvent.click(root().querySelector(SELECTORS.send)!)
      await flush()
    })
    await settle()
    expect(service.sent.map((m) => m.message)).toEqual(['From the page'])
  })

  it("on('disclaimer') hears { accepted: true, at } once, when the visitor agrees; off stops it", async () => {
    const { api } = startWidget(chunks, { attrs: { disclaimer: TERMS } })
    const seen: unknown[] = []
    const listener = (e: unknown) => seen.push(e)
    await call(api, 'on', 'disclaimer', listener)
    await call(api, 'open')
    await settle()
    expect(seen).toEqual([])
    await agree()
    expect(seen).toEqual([{ accepted: true, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown, widgetKey: TEST_KEY }])
    await call(api, 'send', 'Hello')
    await settle()
    expect(seen).toHaveLength(1)
    await call(api, 'off', 'disclaimer', listener)
    expect(service.sent.map((m) => m.message)).toEqual(['Hello'])
  })

  it('reset (another visitor) forgets the agreement: the notice asks again', async () => {
    const { api } = startWidget(chunks, { attrs: { disclaimer: TERMS } })
    await call(api, 'open')
    await settle()
    await agree()
    expect(localStorage.getItem(KEY)).not.toBeNull()
    await call(api, 'reset')
    await settle()
    expect(localStorage.getItem(KEY)).toBeNull()
    await call(api, 'open')
    await settle()
    expect(root().querySelector(SELECTORS.disclaimer)).not.toBeNull()
  })
})
