// The call chunk in the real panel, in happy-dom (data-phone, data-phone-label):
// asked for only with data-phone; the Call button in the header and the menu's
// item, a tel: link where the device dials, elsewhere the card (the number,
// Copy number, the QR code from the qr chunk, asked for when the card first
// opens), focus and Escape as in the confirm step; a refused number warns once
// and shows nothing; the `call` event.
import { raised } from '../helpers/model'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WidgetConfig } from '../../src/shared/settings/panel'
import { DIALS } from '../../src/call/call'
import { flush } from '../helpers/deferred'
import { cleanupWidgets, loadPanelChunk, renderApp } from '../helpers/widget'
import { catalogues } from '../../scripts/catalogues'

const NUMBER = '+1 555 0100'
const CALL = `Call ${NUMBER}`

afterEach(() => {
  cleanupWidgets()
  cleanup()
  vi.restoreAllMocks()
})

/** Where the device dials: the call chunk's query matches (and no other, so the panel keeps its floating layout). */
function dialling() {
  const real = window.matchMedia.bind(window)
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => (query === DIALS ? { ...real(query), matches: true } : real(query)))
}

/** Renders the widget with `config`, records the chunks asked for and the `call` events, and opens the panel. */
async function open(config: Partial<WidgetConfig>, language?: { catalogue: unknown; lang: string }) {
  const asked: string[] = []
  const t = renderApp({
    config: { collectVisitorName: false, ...config },
    loadChunk: (name) => (asked.push(name), loadPanelChunk(name)),
    ...(language ? { language } : {}),
  })
  const events = raised(t.model, 'call')
  fireEvent.click(screen.getByRole('button', { name: language ? /./ : 'Open chat' }))
  await act(flush)
  return { ...t, asked, events }
}

const header = () => document.querySelector<HTMLElement>('.header')!

async function press(element: Element) {
  await act(async () => {
    fireEvent.click(element)
    await flush()
  })
}

describe('the call chunk', () => {
  it('is asked for as the panel starts, only with data-phone; the qr chunk only when the card opens', async () => {
    expect((await open({})).asked).toEqual([])
    expect(within(header()).queryByRole('button', { name: /Call/ })).toBeNull()
    cleanupWidgets()
    const t = await open({ phone: NUMBER })
    expect(t.asked).toEqual(['call'])
    await press(within(header()).getByRole('button', { name: CALL }))
    expect(t.asked).toEqual(['call', 'qr'])
  })

  it('a refused number warns once a page, naming data-phone, and shows no button and no menu item', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await open({ phone: 'javascript:alert(1)' })
    expect(within(header()).queryByRole('button', { name: /Call/ })).toBeNull()
    expect(header().querySelector('[part=call-button]')).toBeNull()
    cleanupWidgets()
    // A second panel (update, a restart) reads the same setting: said once.
    await open({ phone: 'javascript:alert(1)' })
    await press(screen.getByRole('button', { name: 'Conversation options' }))
    expect(within(screen.getByRole('menu')).queryByRole('menuitem', { name: /Call/ })).toBeNull()
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual(['[agent-chat] data-phone="javascript:alert(1)" is not valid; using the default ""'])
  })
})

describe('where the device cannot dial: the card', () => {
  it('the Call button opens the card: its heading, the number, focus on Copy number, the QR code named by its line; the qr event', async () => {
    const t = await open({ phone: NUMBER })
    const button = within(header()).getByRole('button', { name: CALL })
    expect(button.getAttribute('part')).toBe('call-button')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    // Only the icon shows, hidden from screen readers: the name says it.
    expect(button.textContent).toBe('')
    expect(button.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true')
    await press(button)
    const card = screen.getByRole('dialog', { name: 'Call us' })
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(card.querySelector('.call-number')!.textContent).toBe(NUMBER)
    // Left to right in every language, isolated from the words around it.
    expect(card.querySelector('.call-number bdi')!.getAttribute('dir')).toBe('ltr')
    expect(card.querySelector('figcaption bdi')!.textContent).toBe(NUMBER)
    expect(document.activeElement).toBe(within(card).getByRole('button', { name: 'Copy number' }))
    // The qr chunk arrives after the card is drawn.
    const qr = await within(card).findByRole('img', { name: `Scan with a phone to call ${NUMBER}` })
    expect(qr.tagName.toLowerCase()).toBe('svg')
    expect(qr.querySelector('path')!.getAttribute('d')).toMatch(/^M4 4h1v1h-1z/)
    expect(t.events).toEqual([{ method: 'qr' }])
  })

  it('Copy number writes the number to the clipboard and says so; the copy event, never the number', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard)
    const t = await open({ phone: NUMBER })
    await press(within(header()).getByRole('button', { name: CALL }))
    await press(screen.getByRole('button', { name: 'Copy number' }))
    expect(writeText).toHaveBeenCalledWith(NUMBER)
    const note = document.querySelector('.call-note')!
    expect(note.getAttribute('aria-live')).toBe('polite')
    expect(note.textContent).toBe('Number copied')
    expect(t.events).toEqual([{ method: 'qr' }, { method: 'copy' }])
    expect(JSON.stringify(t.events)).not.toContain('555')
  })

  it('where the clipboard is refused, the number is selected instead and the note says how to copy it; no copy event', async () => {
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText: () => Promise.reject(new Error('denied')) } as unknown as Clipboard)
    const t = await open({ phone: NUMBER })
    await press(within(header()).getByRole('button', { name: CALL }))
    await press(screen.getByRole('button', { name: 'Copy number' }))
    expect(document.querySelector('.call-note')!.textContent).toMatch(/^Number selected: press (Ctrl\+C|⌘C) to copy$/)
    expect(getSelection()!.toString()).toBe(NUMBER)
    expect(t.events).toEqual([{ method: 'qr' }])
  })

  it('Escape closes the card, not the panel, with focus back on the Call button; Close does the same', async () => {
    await open({ phone: NUMBER })
    const button = within(header()).getByRole('button', { name: CALL })
    await press(button)
    await act(() => void fireEvent.keyDown(document.activeElement!, { key: 'Escape' }))
    expect(screen.queryByRole('dialog', { name: 'Call us' })).toBeNull()
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(document.activeElement).toBe(button)
    await press(button)
    await press(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog', { name: 'Call us' })).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it("the menu's item opens the card; closed, focus goes back to the menu button", async () => {
    await open({ phone: NUMBER })
    const menuButton = screen.getByRole('button', { name: 'Conversation options' })
    await press(menuButton)
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Start a new conversation',
      'Earlier conversations',
      'Download the conversation (no messages yet)',
      CALL,
    ])
    expect(items[3]!.tagName).toBe('BUTTON')
    await press(items[3]!)
    expect(screen.queryByRole('menu')).toBeNull()
    expect(screen.getByRole('dialog', { name: 'Call us' })).toBeTruthy()
    await act(() => void fireEvent.keyDown(document.activeElement!, { key: 'Escape' }))
    expect(document.activeElement).toBe(menuButton)
  })

  it('data-phone-label shows beside the icon; the name starts with it and still says the number', async () => {
    await open({ phone: NUMBER, phoneLabel: 'Talk to our assistant' })
    const button = within(header()).getByRole('button', { name: `Talk to our assistant, ${CALL}` })
    expect(button.textContent).toBe('Talk to our assistant')
  })

  it("in the visitor's language, the number as the site wrote it", async () => {
    await open({ phone: '030 1234 5678' }, { catalogue: catalogues['de'], lang: 'de' })
    await press(within(header()).getByRole('button', { name: '030 1234 5678 anrufen' }))
    const card = screen.getByRole('dialog', { name: 'Rufen Sie uns an' })
    expect(within(card).getByRole('button', { name: 'Nummer kopieren' })).toBeTruthy()
    expect(await within(card).findByRole('img', { name: 'Mit einem Telefon scannen, um 030 1234 5678 anzurufen' })).toBeTruthy()
  })
})

describe('where the device dials', () => {
  it('the Call button is a tel: link of the digits; pressing it is the dial event, no card, no qr chunk', async () => {
    dialling()
    const t = await open({ phone: '+1 (555) 010-0100' })
    const link = within(header()).getByRole('link', { name: 'Call +1 (555) 010-0100' })
    expect(link.getAttribute('href')).toBe('tel:+15550100100')
    link.addEventListener('click', (e) => e.preventDefault())
    await press(link)
    expect(t.events).toEqual([{ method: 'dial' }])
    expect(screen.queryByRole('dialog', { name: 'Call us' })).toBeNull()
    expect(t.asked).toEqual(['call'])
  })

  it("the menu's item is the same tel: link", async () => {
    dialling()
    const t = await open({ phone: NUMBER })
    await press(screen.getByRole('button', { name: 'Conversation options' }))
    const item = within(screen.getByRole('menu')).getByRole('menuitem', { name: CALL })
    expect(item.tagName).toBe('A')
    expect(item.getAttribute('href')).toBe('tel:+15550100')
    item.addEventListener('click', (e) => e.preventDefault())
    await press(item)
    expect(screen.queryByRole('menu')).toBeNull()
    expect(t.events).toEqual([{ method: 'dial' }])
  })
})
