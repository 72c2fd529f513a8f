// Expand: the floating panel's header button that makes the panel large and
// back. Its name says what a press does (Expand, then Collapse); focus stays
// on it; the panel stays the same dialog; the choice is kept with the stored
// conversation (so a reload restores it) and read as untrusted data; no
// button on a phone, where the panel already fills the screen.
import { act, cleanup, fireEvent, screen } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { catalogues } from '../../scripts/catalogues'
import { storageKeys } from '../../src/shared/storage/ui-state'
import { flush } from '../helpers/deferred'
import { MemoryStorage } from '../helpers/memory-storage'
import { TEST_KEY } from '../helpers/model'
import { cleanupWidgets, renderApp } from '../helpers/widget'
import { SELECTORS } from '../selectors'

const happyDOM = (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM

beforeEach(() => happyDOM.setViewport({ width: 1024, height: 768 }))
afterEach(() => {
  cleanupWidgets()
  cleanup()
  happyDOM.setViewport({ width: 1024, height: 768 })
})

function open(storage = new MemoryStorage(), options: Parameters<typeof renderApp>[0] = {}) {
  const t = renderApp({ storage, ...options })
  fireEvent.click(document.querySelector<HTMLButtonElement>(SELECTORS.launcher)!)
  return t
}

/** The next page of the same visitor: the panel was open, so it is restored open. */
async function reopen(storage: MemoryStorage) {
  cleanupWidgets()
  renderApp({ storage })
  await act(flush)
}

const dialog = () => screen.getByRole('dialog')
const button = () => document.querySelector<HTMLButtonElement>(SELECTORS.expand)
const stored = (storage: MemoryStorage) => JSON.parse(storage.getItem(storageKeys(TEST_KEY).conversation)!) as Record<string, unknown>

async function press() {
  await act(async () => {
    fireEvent.click(button()!)
    await flush()
  })
}

describe('the Expand button', () => {
  it('is in the header, before Close, named "Expand", with the part name expand and no aria-pressed', () => {
    open()
    const expand = screen.getByRole('button', { name: 'Expand' })
    expect(expand).toBe(button())
    expect(expand.closest('.header')).not.toBeNull()
    expect(expand.nextElementSibling!.getAttribute('part')).toBe('close')
    expect(expand.getAttribute('part')).toBe('expand')
    expect(expand.hasAttribute('aria-pressed')).toBe(false)
    expect(expand.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true')
    expect(dialog().classList.contains('expanded')).toBe(false)
  })

  it('makes the panel large and back: the name follows, focus stays on the same button, the panel stays the dialog', async () => {
    open()
    const expand = button()!
    expand.focus()
    await press()
    expect(dialog().classList.contains('expanded')).toBe(true)
    expect(button()).toBe(expand)
    expect(expand.getAttribute('aria-label')).toBe('Collapse')
    expect(document.activeElement).toBe(expand)
    expect(dialog().getAttribute('aria-labelledby')).toBe('acw-title')
    expect(dialog().hasAttribute('aria-modal')).toBe(false)
    await press()
    expect(dialog().classList.contains('expanded')).toBe(false)
    expect(expand.getAttribute('aria-label')).toBe('Expand')
    expect(document.activeElement).toBe(expand)
  })

  it('is remembered with the stored conversation and restored by the next page; Collapse is remembered too', async () => {
    const storage = new MemoryStorage()
    open(storage)
    await press()
    expect(stored(storage)['expanded']).toBe(true)
    await reopen(storage)
    expect(dialog().classList.contains('expanded')).toBe(true)
    expect(button()!.getAttribute('aria-label')).toBe('Collapse')
    await press()
    expect(stored(storage)).not.toHaveProperty('expanded')
    await reopen(storage)
    expect(dialog().classList.contains('expanded')).toBe(false)
  })

  it.each([['"yes"'], ['1'], ['{"a":1}'], ['null']])('reads a stored expanded of %s as not expanded (stored data is untrusted)', (value) => {
    const storage = new MemoryStorage()
    storage.setItem(storageKeys(TEST_KEY).conversation, `{"v":1,"open":false,"started":true,"messages":[],"expanded":${value}}`)
    open(storage)
    expect(dialog().classList.contains('expanded')).toBe(false)
    expect(button()!.getAttribute('aria-label')).toBe('Expand')
  })

  it('a new conversation keeps it', async () => {
    const storage = new MemoryStorage()
    const t = open(storage)
    await press()
    await act(async () => {
      t.model.newConversation()
      await flush()
    })
    expect(dialog().classList.contains('expanded')).toBe(true)
    expect(stored(storage)['expanded']).toBe(true)
  })

  it('on a phone (480 px or narrower) there is no button, and a stored Expand does not apply: the panel already fills the screen', async () => {
    const storage = new MemoryStorage()
    open(storage)
    await press()
    happyDOM.setViewport({ width: 375, height: 667 })
    await reopen(storage)
    expect(button()).toBeNull()
    expect(screen.queryByRole('button', { name: /Expand|Collapse/ })).toBeNull()
    expect(dialog().classList.contains('expanded')).toBe(false)
    expect(dialog().getAttribute('aria-modal')).toBe('true')
  })

  it.each(Object.entries(catalogues))('%s: the names come from the language file', (lang, catalogue) => {
    open(new MemoryStorage(), { language: { lang, catalogue } })
    expect(button()!.getAttribute('aria-label')).toBe(catalogue.expand)
    expect(catalogue.collapse).not.toBe(catalogue.expand)
  })
})
