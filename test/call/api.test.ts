// The call event through the public API, as a page uses it: on('call') hears
// how the visitor reached for the number (the card opened, the number
// copied), with the widget's key and never the number; off stops it.
import { act, fireEvent } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createCommands } from '../../src/commands/commands'
import type { ChunkLoader } from '../../src/launcher/chunks'
import { ELEMENT_NAME, EVENTS } from '../../src/shared/api/public-api'
import { stubService } from '../helpers/fake-service'
import { TEST_KEY } from '../helpers/model'
import { call, destroyWidgets, settle, startWidget } from '../helpers/start-widget'
import { loadPanelChunk } from '../helpers/widget'
import { SELECTORS } from '../selectors'

const chunks: ChunkLoader = {
  load: (name: string) => (name === 'commands' ? Promise.resolve({ createCommands }) : loadPanelChunk(name)),
  languages: [],
  define() {},
}

beforeEach(() => {
  localStorage.clear()
  stubService()
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
const press = async (selector: string) => {
  await act(() => {
    fireEvent.click(root().querySelector(selector)!)
  })
  await settle()
}

describe('the call event through the API', () => {
  it('is one of the events on and off take', () => {
    expect(EVENTS).toContain('call')
  })

  it("on('call') hears { method: 'qr' } when the card opens and { method: 'copy' } when the number is copied, with the key, never the number; off stops it", async () => {
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText: () => Promise.resolve() } as unknown as Clipboard)
    const { api } = startWidget(chunks, { attrs: { phone: '+1 555 0100', collectVisitorName: 'false' } })
    const seen: unknown[] = []
    const listener = (e: unknown) => seen.push(e)
    await call(api, 'on', 'call', listener)
    await call(api, 'open')
    await settle()
    expect(seen).toEqual([])
    await press(SELECTORS.callButton)
    expect(root().querySelector(SELECTORS.callNumber)!.textContent).toBe('+1 555 0100')
    await press(SELECTORS.callCopy)
    expect(seen).toEqual([
      { method: 'qr', widgetKey: TEST_KEY },
      { method: 'copy', widgetKey: TEST_KEY },
    ])
    await call(api, 'off', 'call', listener)
    await press(SELECTORS.callCopy)
    expect(seen).toHaveLength(2)
  })
})
