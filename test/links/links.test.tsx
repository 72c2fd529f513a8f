// The links chunk (data-privacy-url, data-contact-url): asked for only where
// one of them is set; "Privacy policy" beside the pre-chat form's fields and
// in the menu, "Contact a person" in the menu, in a notice and beside a
// message that could not be delivered; a web page opens in a new tab and says
// so; texts in the interface's language, the site's texts over them.
import { h } from 'preact'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WidgetConfig } from '../../src/shared/settings/panel'
import type { ChunkContext } from '../../src/shared/chunks/panel-chunks'
import type { LinkKind, LinksUi } from '../../src/links/descriptor'
import { createLinks } from '../../src/links/links'
import { linksStrings } from '../../src/shared/texts/en'
import { RETRIES } from '../../src/panel/model/retry-policy'
import { SELECTORS } from '../selectors'
import { flush } from '../helpers/deferred'
import { webhookError } from '../helpers/errors'
import { testConfig } from '../helpers/model'
import { sendFromComposer } from '../helpers/panel-steps'
import { cleanupWidgets, loadPanelChunk, renderApp } from '../helpers/widget'
import { chunkTexts, partByLanguage } from '../helpers/chunk-texts'
import { translations } from '../../scripts/catalogues'

const LINKS_TEXTS = partByLanguage('links')

const PRIVACY = 'https://shop.example/privacy'
const CONTACT = 'mailto:help@shop.example'

afterEach(() => {
  cleanupWidgets()
  cleanup()
  vi.restoreAllMocks()
})

/** Renders the widget with `config`, records the chunks asked for, and opens the panel. */
async function open(config: Partial<WidgetConfig>) {
  const asked: string[] = []
  const t = renderApp({ config, loadChunk: (name) => (asked.push(name), loadPanelChunk(name)) })
  fireEvent.click(screen.getByRole('button', { name: 'Open chat' }))
  await act(flush)
  return { ...t, asked }
}

const t = () => document.body
const query = (selector: string) => t().querySelectorAll<HTMLAnchorElement>(selector)

async function openMenu() {
  const button = screen.getByRole('button', { name: 'Conversation options' })
  await act(async () => {
    fireEvent.pointerEnter(button)
    fireEvent.click(button)
    await flush()
  })
  return screen.getByRole('menu')
}

/** A links chunk made as the panel makes it, in `lang`, with `catalogue` (the site's texts) over it. */
function made(config: Partial<WidgetConfig>, lang = 'en', catalogue?: unknown): LinksUi {
  const context = {
    kit: { h },
    config: testConfig(config),
    model: { ui: { lang } },
    catalogue,
    adopt: () => {},
  } as unknown as ChunkContext
  return createLinks(context, chunkTexts(linksStrings, 'links', lang, catalogue))
}

function drawn(ui: LinksUi, kind: LinkKind) {
  const { container } = render(<div>{ui.Link({ kind }) as never}</div>)
  return container.querySelector('a')
}

describe('the links chunk', () => {
  it('is asked for as the panel starts, only where data-privacy-url or data-contact-url is set', async () => {
    expect((await open({ privacyUrl: PRIVACY })).asked).toEqual(['links'])
    cleanupWidgets()
    expect((await open({ contactUrl: CONTACT })).asked).toEqual(['links'])
    cleanupWidgets()
    expect((await open({})).asked).toEqual([])
  })

  it('failing to load leaves the links out; the pre-chat form works', async () => {
    renderApp({ config: { privacyUrl: PRIVACY, collectVisitorName: true }, loadChunk: () => Promise.reject(new Error('refused')) })
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }))
    await act(flush)
    expect(query(SELECTORS.privacyLink)).toHaveLength(0)
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeTruthy()
  })
})

describe('the privacy link', () => {
  it('is beside the pre-chat form’s fields, before Start chat, opening in a new tab without opener or referrer, named so', async () => {
    await open({ privacyUrl: PRIVACY, collectVisitorName: true, collectVisitorEmail: true })
    const form = t().querySelector('form')!
    const link = within(form).getByRole<HTMLAnchorElement>('link', { name: 'Privacy policy (opens in a new tab)' })
    expect(link.getAttribute('href')).toBe(PRIVACY)
    expect(link.target).toBe('_blank')
    expect(link.rel).toBe('noopener noreferrer')
    expect(link.getAttribute('part')).toBe('privacy-link')
    // In reading order: after the fields, before the button that sends them.
    const order = [...form.querySelectorAll('input, a, button')].map((e) => e.tagName)
    expect(order).toEqual(['INPUT', 'INPUT', 'A', 'BUTTON'])
    // The new-tab mark is drawn, and hidden from screen readers (the words say it).
    expect(link.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true')
  })

  it('is not in the form where only data-contact-url is set', async () => {
    await open({ contactUrl: CONTACT, collectVisitorName: true })
    expect(within(t().querySelector('form')!).queryByRole('link')).toBeNull()
  })

  it('is an item of the conversation menu, after its own items, reached with the arrows like them', async () => {
    await open({ privacyUrl: PRIVACY, contactUrl: CONTACT, collectVisitorName: false })
    const menu = await openMenu()
    const items = within(menu).getAllByRole('menuitem')
    expect(items.map((i) => i.textContent)).toEqual([
      'Start a new conversation',
      'Earlier conversations',
      'Download the conversation (no messages yet)',
      'Privacy policy (opens in a new tab)',
      'Contact a person',
    ])
    const [privacy, contact] = items.slice(3) as HTMLAnchorElement[]
    expect(privacy!.tagName).toBe('A')
    expect(privacy!.getAttribute('href')).toBe(PRIVACY)
    expect(privacy!.target).toBe('_blank')
    expect(privacy!.rel).toBe('noopener noreferrer')
    expect(privacy!.getAttribute('part')).toBe('menu-item privacy-link')
    expect(privacy!.tabIndex).toBe(-1)
    // mailto: hands over to an app: same tab, no new-tab words.
    expect(contact!.getAttribute('href')).toBe(CONTACT)
    expect(contact!.hasAttribute('target')).toBe(false)
    expect(contact!.getAttribute('part')).toBe('menu-item contact-link')
    // Keys: End reaches the last item (the contact link), ArrowUp the privacy link, ArrowDown wraps to the first.
    await act(() => void fireEvent.keyDown(document.activeElement!, { key: 'End' }))
    expect(document.activeElement).toBe(contact)
    await act(() => void fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' }))
    expect(document.activeElement).toBe(privacy)
    await act(() => void fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' }))
    await act(() => void fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' }))
    expect(document.activeElement).toBe(items[0])
  })

  it('following it from the menu closes the menu, focus back on its button; the browser opens the page', async () => {
    await open({ privacyUrl: PRIVACY, collectVisitorName: false })
    const menu = await openMenu()
    const link = within(menu).getByRole('menuitem', { name: /Privacy policy/ })
    let prevented: boolean | undefined
    // Listened to after the menu's own handler: what it left to the browser; then held back here (the test page goes nowhere).
    link.addEventListener('click', (e) => {
      prevented = e.defaultPrevented
      e.preventDefault()
    })
    await act(() => void fireEvent.click(link))
    expect(prevented).toBe(false)
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Conversation options' }))
  })

  it('without the settings, the menu is as before', async () => {
    await open({ collectVisitorName: false })
    const menu = await openMenu()
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(3)
    expect(within(menu).queryByRole('link')).toBeNull()
  })
})

describe('the contact link', () => {
  it('is in the offline notice, and beside the message that could not be delivered', async () => {
    const w = await open({ contactUrl: CONTACT, offlineMessage: 'We are away.', collectVisitorName: false })
    await sendFromComposer('Hello?')
    for (let attempt = 0; attempt <= RETRIES; attempt++)
      await act(async () => {
        w.client.fail(attempt, webhookError('offline'))
        await flush()
      })
    const notice = t().querySelector(SELECTORS.notices)!
    expect(notice.textContent).toBe('We are away.Contact a person')
    expect(
      within(notice as HTMLElement)
        .getByRole('link', { name: 'Contact a person' })
        .getAttribute('href'),
    ).toBe(CONTACT)
    const failed = t().querySelector('.msg.failed')!
    expect(failed.textContent).toContain('Not delivered.')
    const link = within(failed as HTMLElement).getByRole('link', { name: 'Contact a person' })
    expect(link.getAttribute('href')).toBe(CONTACT)
    expect(link.getAttribute('part')).toBe('contact-link')
    // Retry is still there, before it.
    expect(link.previousElementSibling!.textContent).toBe('Retry')
  })

  it('is nowhere without data-contact-url: the notice and the undelivered message are as before', async () => {
    const w = await open({ privacyUrl: PRIVACY, offlineMessage: 'We are away.', collectVisitorName: false })
    await sendFromComposer('Hello?')
    for (let attempt = 0; attempt <= RETRIES; attempt++)
      await act(async () => {
        w.client.fail(attempt, webhookError('offline'))
        await flush()
      })
    expect(t().querySelector(SELECTORS.notices)!.textContent).toBe('We are away.')
    expect(t().querySelector('.msg.failed')).not.toBeNull()
    expect(query(SELECTORS.contactLink)).toHaveLength(0)
  })

  it('an https: page opens in a new tab, named so, like the privacy policy', () => {
    const link = drawn(made({ contactUrl: 'https://shop.example/contact' }), 'contact')!
    expect(link.target).toBe('_blank')
    expect(link.rel).toBe('noopener noreferrer')
    expect(link.textContent).toBe('Contact a person (opens in a new tab)')
  })

  it('a tel: link stays in the tab and says nothing of one', () => {
    const link = drawn(made({ contactUrl: 'tel:+441234567890' }), 'contact')!
    expect(link.getAttribute('href')).toBe('tel:+441234567890')
    expect(link.hasAttribute('target')).toBe(false)
    expect(link.hasAttribute('rel')).toBe(false)
    expect(link.textContent).toBe('Contact a person')
  })
})

describe('a refused URL', () => {
  it('is said by the chunk in one warning naming its attribute, once a page even when the panel makes the links again; no link, no href', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const config = { privacyUrl: 'javascript:alert(document.cookie)', contactUrl: CONTACT }
    const uis = [made(config), made(config)]
    expect(warn.mock.calls).toEqual([['[agent-chat] data-privacy-url="javascript:alert(document.cookie)" is not valid; using the default ""']])
    for (const ui of uis) {
      expect(ui.kinds).toEqual(['contact'])
      expect(drawn(ui, 'privacy')).toBeNull()
    }
  })

  it('reaches no href in the panel: the form and the menu are as without it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { asked } = await open({ privacyUrl: '//evil.example/privacy', collectVisitorName: true })
    // Carried as given, the setting still brings the chunk, which refuses it.
    expect(asked).toEqual(['links'])
    expect(within(t().querySelector('form')!).queryByRole('link')).toBeNull()
    expect([...t().querySelectorAll('a')].map((a) => a.getAttribute('href'))).not.toContain('//evil.example/privacy')
  })
})

describe('the links’ texts', () => {
  it('lists only the links that are set, privacy first', () => {
    expect(made({ privacyUrl: PRIVACY, contactUrl: CONTACT }).kinds).toEqual(['privacy', 'contact'])
    expect(made({ contactUrl: CONTACT }).kinds).toEqual(['contact'])
    expect(drawn(made({ contactUrl: CONTACT }), 'privacy')).toBeNull()
  })

  it.each(Object.entries(LINKS_TEXTS))('%s: every text translated, non-blank, no markup', (_lang, texts) => {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(linksStrings).sort())
    for (const [key, text] of Object.entries(texts)) {
      expect(text.trim(), key).not.toBe('')
      expect(text, key).not.toBe(linksStrings[key as keyof typeof linksStrings])
      expect(text, key).not.toMatch(/[<>]/)
    }
  })

  it('covers every language the widget has besides English', () => {
    expect(Object.keys(LINKS_TEXTS).sort()).toEqual(Object.keys(translations).sort())
  })

  it('are in the interface’s language (its region ignored)', () => {
    const link = drawn(made({ privacyUrl: PRIVACY }, 'pt-BR'), 'privacy')!
    expect(link.textContent).toBe(`${LINKS_TEXTS['pt-BR']!.privacyPolicy} ${LINKS_TEXTS['pt-BR']!.opensInNewTab}`)
    const arabic = drawn(made({ contactUrl: CONTACT }, 'ar'), 'contact')!
    expect(arabic.textContent).toBe('التواصل مع شخص')
  })

  it('English where the language has none of its own', () => {
    expect(drawn(made({ privacyUrl: PRIVACY }, 'ku'), 'privacy')!.textContent).toBe('Privacy policy (opens in a new tab)')
  })

  it('the site’s texts go over the language’s; unknown keys and non-texts are ignored', () => {
    const catalogue = { privacyPolicy: 'Datenschutz', opensInNewTab: '(neues Fenster)', contactPerson: 42, __proto__: { contactPerson: 'x' } }
    const ui = made({ privacyUrl: PRIVACY, contactUrl: CONTACT }, 'de', catalogue)
    expect(drawn(ui, 'privacy')!.textContent).toBe('Datenschutz (neues Fenster)')
    expect(drawn(ui, 'contact')!.textContent).toBe(LINKS_TEXTS['de']!.contactPerson)
  })
})
