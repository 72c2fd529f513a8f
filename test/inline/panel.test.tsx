// The panel inline (the launcher view marked inline by the inline chunk): drawn
// though the corner's panel is closed, never modal (not on a phone either: no
// aria-modal, no focus trap, the page not locked), Escape does not close it,
// it takes no focus as it starts, and the corner's stored open state is left
// as it was. The rest of the panel is the same panel.
import { chunkPart } from '../helpers/chunk-texts'
import { chunk as restoreChunk } from '../../src/restore/chunk'
import { act, cleanup, fireEvent, screen } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createLauncherView } from '../../src/launcher/launcher-view'
import { withFrame } from '../../src/life/frame'
import { mountPanel } from '../../src/panel/start-panel'
import type { PanelApi } from '../../src/panel/descriptor'
import { defaultStrings, launcherStrings } from '../../src/shared/texts/en'
import { storageKeys } from '../../src/shared/storage/ui-state'
import { flush } from '../helpers/deferred'
import { MemoryStorage } from '../helpers/memory-storage'
import { createTestModel, TEST_KEY } from '../helpers/model'
import { loadPanelChunk } from '../helpers/widget'

const happyDOM = (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM
let panel: PanelApi | undefined
let container: HTMLElement

afterEach(() => {
  void act(() => panel?.destroy())
  panel = undefined
  container?.remove()
  cleanup()
  happyDOM.setViewport({ width: 1024, height: 768 })
})

function mountInline(storage = new MemoryStorage()) {
  const t = createTestModel({ storage })
  container = document.body.appendChild(document.createElement('div'))
  const strings = { ...launcherStrings, ...defaultStrings }
  const close = () => panel?.close(true)
  const view = withFrame(
    createLauncherView(container, t.config, strings, () => panel?.toggle(true), close),
    t.config,
    strings,
    close,
    () => t.config.offlineMessage,
  )
  view.inline = true
  void act(() => {
    panel = mountPanel(
      {
        view,
        adopt: () => {},
        // Another tab's reset renews the panel through the launcher stage: test/launcher/public-api.test.ts.
        renew: () => {},
        catalogue: undefined,
        // A chunk's own texts in the model's language come from its language's file, as the launcher stage serves them.
        loadChunk: (name: string) => (name.startsWith('lang:') ? Promise.resolve(chunkPart(name.split('/')[1]!, t.model.ui.lang)) : loadPanelChunk(name)),
        catalogueTag: t.model.ui.lang === 'en' ? undefined : t.model.ui.lang,
        restore: () => Promise.resolve(restoreChunk),
      },
      t.model,
      t.store,
      t.later,
    )
  })
  return { ...t, view }
}

describe('the panel inline', () => {
  beforeEach(() => happyDOM.setViewport({ width: 375, height: 667 }))

  it('is drawn though the chat is not open, and takes no focus', () => {
    const { model } = mountInline()
    expect(model.open.value).toBe(false)
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(screen.getByRole('dialog').querySelector('input, textarea')).toBeTruthy()
    expect(document.activeElement).toBe(document.body)
  })

  it('is not modal on a phone: no aria-modal, Tab leaves it, the page is not locked', () => {
    mountInline()
    const dialog = screen.getByRole('dialog')
    expect(dialog.hasAttribute('aria-modal')).toBe(false)
    const buttons = [...dialog.querySelectorAll<HTMLElement>('button, textarea, input')]
    const last = buttons[buttons.length - 1]!
    last.focus()
    expect(fireEvent.keyDown(last, { key: 'Tab' })).toBe(true) // left to the browser
    expect(document.documentElement.style.getPropertyValue('overflow-y')).toBe('')
  })

  it("is not closed by Escape, and leaves the corner's stored open state as it was", () => {
    const storage = new MemoryStorage()
    const { model } = mountInline(storage)
    const dialog = screen.getByRole('dialog')
    fireEvent.keyDown(dialog.querySelector('input, textarea')!, { key: 'Escape' })
    expect(screen.getByRole('dialog')).toBe(dialog)
    expect(model.open.value).toBe(false)
    const ui = storage.getItem(storageKeys(TEST_KEY).ui)
    expect(ui === null || (JSON.parse(ui) as { open: boolean }).open === false).toBe(true)
  })
})

describe('replies inline', () => {
  it('are read where they arrive: not counted as unread for the corner', async () => {
    const { model, client } = mountInline()
    await act(async () => {
      model.startChat({})
      model.send('Do you ship?')
      await flush()
    })
    await act(async () => {
      client.reply(0, 'Yes, worldwide.')
      await flush()
    })
    expect(model.messages.value.filter((m) => m.role === 'agent').map((m) => m.text)).toContain('Yes, worldwide.')
    expect(model.unread.value).toBe(0)
  })
})
