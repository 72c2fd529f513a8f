// The notice to accept (data-disclaimer): nothing leaves the browser before
// the visitor presses I agree (typed text, starter questions, the pre-chat
// form are held, the typed text kept), the agreement is remembered per
// visitor until the site changes its text, and told to the site once.
import { chunkTexts } from '../helpers/chunk-texts'
import { disclaimerStrings } from '../../src/shared/texts/en'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact'
import { signal } from '@preact/signals'
import { h } from 'preact'
import { useEffect, useRef, useState } from 'preact/hooks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WidgetConfig } from '../../src/shared/settings/panel'
import { storageKeys } from '../../src/shared/storage/ui-state'
import { createDisclaimer, textHash } from '../../src/disclaimer/disclaimer'
import type { ChunkContext } from '../../src/shared/chunks/panel-chunks'
import { flush } from '../helpers/deferred'
import { MemoryStorage } from '../helpers/memory-storage'
import { TEST_KEY, testConfig, raised } from '../helpers/model'
import { cleanupWidgets, loadPanelChunk, renderApp, type RenderOptions } from '../helpers/widget'
import { SELECTORS } from '../selectors'

afterEach(() => {
  cleanupWidgets()
  cleanup()
  vi.restoreAllMocks()
})

const TERMS = 'Chats are recorded.\nBy chatting you accept our terms of use.'
const KEY = storageKeys(TEST_KEY).disclaimer

/** The chunks the panel asked for, by name. */
let requested: string[] = []

/** The widget, opened; the disclaimer's chunk has arrived when this returns. */
async function openChat(config: Partial<WidgetConfig> = {}, options: RenderOptions = {}) {
  requested = []
  const t = renderApp({
    loadChunk: (name) => (requested.push(name), loadPanelChunk(name)),
    ...options,
    config: { disclaimer: TERMS, ...config },
  })
  const events = raised(t.model, 'disclaimer')
  await act(flush)
  // A stored conversation that was left open opens by itself.
  if (!t.model.open.value) fireEvent.click(screen.getByRole('button', { name: 'Open chat' }))
  await act(flush)
  return { ...t, events }
}

const notice = () => screen.queryByRole('region', { name: 'Before you chat' })
const agreeButton = () => screen.getByRole('button', { name: 'I agree' })
const box = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' })
const active = () => (document.activeElement?.shadowRoot?.activeElement ?? document.activeElement) as HTMLElement | null

async function type(text: string) {
  fireEvent.input(box(), { target: { value: text } })
  await act(flush)
}
async function pressEnter() {
  await act(async () => {
    fireEvent.keyDown(box(), { key: 'Enter' })
    await flush()
  })
}
async function agree() {
  await act(async () => {
    fireEvent.click(agreeButton())
    await flush()
  })
}

describe('the disclaimer', () => {
  it('comes with a chunk of its own, asked for as the panel starts and only where data-disclaimer is set', async () => {
    await openChat()
    expect(requested).toEqual(['disclaimer'])
    cleanupWidgets()
    cleanup()
    await openChat({ disclaimer: '' })
    expect(requested).toEqual([])
    expect(notice()).toBeNull()
  })

  it("shows the site's text as text, its line breaks kept, above the message box, in a labelled region with I agree", async () => {
    const { container } = await openChat({ disclaimer: '<b>Recorded</b>\nTerms apply.' })
    const region = notice()!
    expect(region.querySelector('.disclaimer-text')!.textContent).toBe('<b>Recorded</b>\nTerms apply.')
    expect(region.querySelector('b')).toBeNull()
    // Said once, politely: the text is put into its live region after the region is there.
    expect(region.querySelector('.disclaimer-text')!.getAttribute('aria-live')).toBe('polite')
    expect(region.getAttribute('part')).toBe('disclaimer')
    expect(agreeButton().getAttribute('part')).toBe('disclaimer-accept')
    expect(agreeButton().tabIndex).toBe(0)
    // Between the conversation and the composer, where the visitor types.
    expect(region.nextElementSibling!.matches('.composer')).toBe(true)
    expect(container.querySelector(SELECTORS.disclaimer)).toBe(region)
  })

  it('holds a message back until I agree: nothing sent, the text stays in the box, focus to the notice and why', async () => {
    const t = await openChat()
    await type('Do you ship to Norway?')
    await pressEnter()
    expect(t.client.calls).toHaveLength(0)
    expect(box().value).toBe('Do you ship to Norway?')
    expect(t.model.draft.value).toBe('Do you ship to Norway?')
    expect(active()).toBe(notice())
    const why = document.getElementById(notice()!.getAttribute('aria-describedby')!) ?? notice()!.querySelector('#acw-disclaimer-pending')
    expect(why!.textContent).toBe('Your message was not sent: please agree to this notice first.')
    // The Send button is held the same way.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }))
      await flush()
    })
    expect(t.client.calls).toHaveLength(0)
    expect(box().value).toBe('Do you ship to Norway?')
  })

  it('after I agree: the notice goes, focus to the message box, the typed message is not sent until Send; then it is', async () => {
    const t = await openChat()
    await type('Hello')
    await pressEnter()
    await agree()
    expect(notice()).toBeNull()
    expect(active()).toBe(box())
    expect(t.client.calls).toHaveLength(0)
    expect(box().value).toBe('Hello')
    await pressEnter()
    expect(t.client.sentTexts).toEqual(['Hello'])
    expect(box().value).toBe('')
  })

  it('holds starter questions back too', async () => {
    const t = await openChat({ suggestions: 'Opening hours?|Shipping costs' })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Opening hours?' }))
      await flush()
    })
    expect(t.client.calls).toHaveLength(0)
    expect(active()).toBe(notice())
    await agree()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Shipping costs' }))
      await flush()
    })
    expect(t.client.sentTexts).toEqual(['Shipping costs'])
  })

  it("holds the model's send (what the API's send calls): false, nothing sent", async () => {
    const t = await openChat()
    let accepted = true
    await act(() => {
      accepted = t.model.send('From the page')
    })
    expect(accepted).toBe(false)
    expect(t.client.calls).toHaveLength(0)
    await agree()
    await act(() => {
      accepted = t.model.send('From the page')
    })
    expect(accepted).toBe(true)
    expect(t.client.sentTexts).toEqual(['From the page'])
  })

  it('shows above the pre-chat form, whose Start chat waits for the agreement (the fields keep what was typed)', async () => {
    const t = await openChat({ collectVisitorName: true })
    expect(notice()!.nextElementSibling!.matches('form.form')).toBe(true)
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' })
    fireEvent.input(name, { target: { value: 'Ada' } })
    name.value = 'Ada'
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Start chat' }))
      await flush()
    })
    expect(t.model.started.value).toBe(false)
    expect(name.value).toBe('Ada')
    expect(active()).toBe(notice())
    await agree()
    // Back to where the visitor was: the form's first field.
    expect(active()).toBe(name)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Start chat' }))
      await flush()
    })
    expect(t.model.started.value).toBe(true)
    expect(t.model.visitorName.value).toBe('Ada')
  })

  it('is remembered in the panel storage for this text: the next page view shows no notice and sends at once', async () => {
    const storage = new MemoryStorage()
    await openChat({}, { storage })
    await agree()
    expect(storage.getItem(KEY)).toBe(textHash(TERMS))
    cleanupWidgets()
    cleanup()
    const t = await openChat({}, { storage })
    expect(notice()).toBeNull()
    await type('Back again')
    await pressEnter()
    expect(t.client.sentTexts).toEqual(['Back again'])
    expect(t.events).toEqual([])
  })

  it('agreed in another tab: the notice goes here too, and the site is told once, there', async () => {
    const storage = new MemoryStorage()
    const t = await openChat({}, { storage })
    expect(notice()).not.toBeNull()
    // Another tab of the site stored the agreement to another notice: nothing changes; to this one: it opens here.
    await act(async () => {
      dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: textHash('Other terms'), storageArea: storage as unknown as Storage }))
      await flush()
    })
    expect(notice()).not.toBeNull()
    await act(async () => {
      storage.setItem(KEY, textHash(TERMS))
      dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: textHash(TERMS), storageArea: storage as unknown as Storage }))
      await flush()
    })
    expect(notice()).toBeNull()
    await type('Agreed elsewhere')
    await pressEnter()
    expect(t.client.sentTexts).toEqual(['Agreed elsewhere'])
    expect(t.events).toEqual([])
  })

  it('asks again when the site changes its text', async () => {
    const storage = new MemoryStorage()
    await openChat({}, { storage })
    await agree()
    cleanupWidgets()
    cleanup()
    const t = await openChat({ disclaimer: TERMS + ' Updated in May.' }, { storage })
    expect(notice()).not.toBeNull()
    await type('Hi')
    await pressEnter()
    expect(t.client.calls).toHaveLength(0)
  })

  it('a stored value that is not this text’s hash (another text, or something the page wrote) asks', async () => {
    const storage = new MemoryStorage()
    storage.setItem(KEY, '{"agreed":true}')
    await openChat({}, { storage })
    expect(notice()).not.toBeNull()
  })

  it('tells the site once, when the visitor agrees: { accepted: true, at }', async () => {
    const t = await openChat()
    await agree()
    expect(t.events).toHaveLength(1)
    expect(t.events[0]!.accepted).toBe(true)
    expect(new Date(t.events[0]!.at).toISOString()).toBe(t.events[0]!.at)
    await type('One')
    await pressEnter()
    expect(t.events).toHaveLength(1)
  })

  it('"Start a new conversation" keeps the agreement: it is the visitor’s, not the conversation’s', async () => {
    const storage = new MemoryStorage()
    const t = await openChat({}, { storage })
    await agree()
    await type('First')
    await pressEnter()
    await act(async () => {
      t.client.reply(0, 'Hi!')
      await flush()
    })
    await act(() => {
      expect(t.model.newConversation()).toBe(true)
    })
    await act(flush)
    expect(notice()).toBeNull()
    expect(t.model.gate.value).toBe(0)
    expect(storage.getItem(KEY)).toBe(textHash(TERMS))
    await type('Second')
    await pressEnter()
    expect(t.client.sentTexts).toEqual(['First', 'Second'])
  })

  it('its chunk failing to load holds every message: nothing is sent without the notice', async () => {
    const t = renderApp({ config: { disclaimer: TERMS }, loadChunk: async () => Promise.reject(new Error('refused')) })
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }))
    await act(flush)
    await type('Anyone?')
    await pressEnter()
    expect(t.client.calls).toHaveLength(0)
    expect(box().value).toBe('Anyone?')
  })

  it("speaks the page's language from the chunk's own texts, and the site's texts win", async () => {
    await openChat({}, { language: { catalogue: { send: 'Senden' }, lang: 'de' } })
    expect(screen.getByRole('region', { name: 'Bevor Sie chatten' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Ich stimme zu' })).toBeTruthy()
  })

  it("the site's texts (the chunk's catalogue) win over its translation", async () => {
    const gate = signal(1)
    const catalogue = { disclaimerAccept: 'Einverstanden', disclaimerTitle: 42 }
    const ui = createDisclaimer(
      {
        kit: { h, useEffect, useRef, useState },
        config: testConfig({ disclaimer: TERMS }),
        model: { open: signal(true), onReply: () => () => {}, ui: { lang: 'de-AT' }, gate, raise: () => {} },
        storage: { get: () => null, set: () => true, remove: () => {} },
        catalogue,
        adopt: () => {},
      } as unknown as ChunkContext,
      chunkTexts(disclaimerStrings, 'disclaimer', 'de-AT', catalogue),
    )
    render(<ui.Notice />)
    await act(flush)
    expect(screen.getByRole('button', { name: 'Einverstanden' })).toBeTruthy()
    // A value that is not text is ignored: the translation stays.
    expect(screen.getByRole('region', { name: 'Bevor Sie chatten' })).toBeTruthy()
  })
})

describe('textHash', () => {
  it('is short, stable, and differs for another text', () => {
    expect(textHash(TERMS)).toBe(textHash(TERMS))
    expect(textHash(TERMS)).not.toBe(textHash(TERMS + '.'))
    expect(textHash(TERMS)).toMatch(/^[0-9a-z]{1,7}$/)
  })
})
