// Unread replies on the launcher, what is announced (and what is not), the
// phone behaviour (modal, focus trap, scroll lock, visual viewport), theme and
// language attributes: DOM assertions in happy-dom.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { formatTime } from '../../src/panel/components/Message'
import { catalogues } from '../../scripts/catalogues'
import { flush, laterQueue } from '../helpers/deferred'
import { webhookError } from '../helpers/errors'
import { MemoryStorage } from '../helpers/memory-storage'
import { FIXED_NOW } from '../helpers/model'
import { renderApp, cleanupWidgets } from '../helpers/widget'
import { SELECTORS } from '../selectors'

const happyDOM = (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM

beforeEach(() => happyDOM.setViewport({ width: 1024, height: 768 }))
afterEach(() => {
  cleanupWidgets()
  cleanup()
  document.documentElement.removeAttribute('style')
  happyDOM.setViewport({ width: 1024, height: 768 })
})

const launcherButton = () => document.querySelector<HTMLButtonElement>(SELECTORS.launcher)!
const badge = () => document.querySelector('.badge:not([hidden])')
const messageBox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' })
/** The nearest live region around `el` (the closest aria-live or live role wins). */
const liveness = (el: Element) => el.closest('[aria-live], [role=alert], [role=status]')?.getAttribute('aria-live') ?? 'assertive'

async function settle(work: () => void) {
  await act(async () => {
    work()
    await flush()
  })
}

function send(text: string) {
  fireEvent.input(messageBox(), { target: { value: text } })
  fireEvent.keyDown(messageBox(), { key: 'Enter' })
}

describe('unread replies on the launcher', () => {
  it('names the count ("Open chat, 2 unread") and shows it on a badge while closed; opening clears it', async () => {
    const { client, model } = renderApp()
    fireEvent.click(launcherButton())
    send('one')
    send('two')
    fireEvent.click(launcherButton()) // closed while the replies are on their way
    expect(launcherButton().getAttribute('aria-label')).toBe('Open chat')
    expect(badge()).toBeNull()
    await settle(() => client.reply(0, 'first'))
    expect(launcherButton().getAttribute('aria-label')).toBe('Open chat, 1 unread')
    await settle(() => client.reply(1, 'second'))
    expect(screen.getByRole('button', { name: 'Open chat, 2 unread' })).toBe(launcherButton())
    expect(badge()!.textContent).toBe('2')
    expect(badge()!.getAttribute('aria-hidden')).toBe('true')
    expect(launcherButton().getAttribute('aria-expanded')).toBe('false')

    fireEvent.click(launcherButton())
    expect(model.unread.value).toBe(0)
    expect(launcherButton().getAttribute('aria-label')).toBe('Close chat')
    expect(badge()).toBeNull()
    fireEvent.click(launcherButton())
    expect(launcherButton().getAttribute('aria-label')).toBe('Open chat')
  })

  it('shows a count restored from storage', () => {
    const storage = new MemoryStorage()
    storage.setItem('agent-chat:wgt_test_key:conversation', JSON.stringify({ v: 1, open: false, started: true, messages: [], unread: 4 }))
    renderApp({ storage })
    expect(screen.getByRole('button', { name: 'Open chat, 4 unread' })).toBeTruthy()
    expect(badge()!.textContent).toBe('4')
  })

  it('uses the catalogue of the interface language', async () => {
    const { client, model } = renderApp({ language: { catalogue: catalogues['ja'], lang: 'ja' } })
    model.send('こんにちは')
    await settle(() => client.reply(0, 'はい'))
    expect(launcherButton().getAttribute('aria-label')).toBe('チャットを開く、未読 1 件')
  })
})

describe('announcements', () => {
  it('keeps the log itself silent and puts new messages in one polite region', async () => {
    const { client } = renderApp()
    fireEvent.click(launcherButton())
    const log = screen.getByRole('log', { name: 'Conversation' })
    expect(log.getAttribute('aria-live')).toBe('off')
    const regions = log.querySelectorAll('[aria-live=polite]')
    expect(regions).toHaveLength(1)
    const live = regions[0]!
    expect(live.textContent).toBe('')

    // Count what is added to the live region: each reply exactly once.
    const added: string[] = []
    const observer = new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach((n) => added.push(n.textContent ?? ''))))
    observer.observe(live, { childList: true, subtree: true, characterData: true })
    send('hello')
    await settle(() => client.reply(0, 'Hi, how can I help?'))
    send('thanks')
    await settle(() => client.reply(1, 'You are welcome.'))
    observer.disconnect()

    const reply = within(log).getByText('Hi, how can I help?')
    expect(liveness(reply)).toBe('polite')
    expect(live.contains(reply)).toBe(true)
    expect(added.filter((t) => t.includes('Hi, how can I help?'))).toHaveLength(1)
    expect(added.filter((t) => t.includes('You are welcome.'))).toHaveLength(1)
    // The welcome message is not news.
    expect(live.contains(within(log).getByText('Welcome to Acme!'))).toBe(false)
  })

  it('never puts history in the live region: not when the panel opens again, not after a reload', async () => {
    const { client, model, storage } = renderApp()
    fireEvent.click(launcherButton())
    send('hello')
    await settle(() => client.reply(0, 'Earlier reply'))
    fireEvent.click(launcherButton())
    fireEvent.click(launcherButton())
    let log = screen.getByRole('log')
    expect(log.querySelector('[aria-live=polite]')!.textContent).toBe('')
    expect(liveness(within(log).getByText('Earlier reply'))).toBe('off')

    // A reload: a new model and a new render on the same storage, restored open.
    model.dispose()
    cleanupWidgets()
    renderApp({ storage, idPrefix: 'reloaded' })
    log = screen.getByRole('log')
    expect(within(log).getByText('Earlier reply')).toBeTruthy()
    expect(log.querySelector('[aria-live=polite]')!.textContent).toBe('')
    expect(liveness(within(log).getByText('Earlier reply'))).toBe('off')
  })

  it('announces a new error as an alert, but not an error from history', async () => {
    const { client, config, model, storage } = renderApp()
    fireEvent.click(launcherButton())
    send('hello')
    await settle(() => client.fail(0, webhookError('offline')))
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe(config.offlineMessage)
    expect(alert.className).toBe('notice')

    model.dispose()
    cleanupWidgets()
    renderApp({ storage, idPrefix: 'reloaded' })
    expect(screen.getByText(config.offlineMessage).className).toBe('notice')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(liveness(screen.getByText(config.offlineMessage))).toBe('off')
  })

  it('announces the typing indicator politely, with a text', () => {
    renderApp()
    fireEvent.click(launcherButton())
    send('anyone?')
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('Agent is typing')
    expect(status.closest('[aria-live=polite]')).toBeTruthy()
  })
})

describe('on a phone (480 px or narrower)', () => {
  beforeEach(() => happyDOM.setViewport({ width: 375, height: 667 }))

  function focusables() {
    return [...screen.getByRole('dialog').querySelectorAll<HTMLElement>('button, textarea, input, [tabindex="0"]')]
  }

  it('makes the open panel modal; on a wide screen it is not', () => {
    renderApp()
    fireEvent.click(launcherButton())
    expect(screen.getByRole('dialog').getAttribute('aria-modal')).toBe('true')
    cleanupWidgets()
    happyDOM.setViewport({ width: 1024, height: 768 })
    renderApp()
    fireEvent.click(launcherButton())
    expect(screen.getByRole('dialog').hasAttribute('aria-modal')).toBe(false)
  })

  it('traps Tab and Shift+Tab inside the panel', () => {
    renderApp()
    fireEvent.click(launcherButton())
    const [first, ...rest] = focusables()
    const last = rest[rest.length - 1]!
    expect(first!.getAttribute('aria-label')).toBe('Conversation options')
    expect(last.textContent).toBe('Send')
    last.focus()
    expect(fireEvent.keyDown(last, { key: 'Tab' })).toBe(false) // default prevented
    expect(document.activeElement).toBe(first)
    expect(fireEvent.keyDown(first!, { key: 'Tab', shiftKey: true })).toBe(false)
    expect(document.activeElement).toBe(last)
    // In between, Tab is left to the browser.
    messageBox().focus()
    expect(fireEvent.keyDown(messageBox(), { key: 'Tab' })).toBe(true)
    expect(fireEvent.keyDown(messageBox(), { key: 'Tab', shiftKey: true })).toBe(true)
  })

  it('does not trap Tab on a wide screen', () => {
    happyDOM.setViewport({ width: 1024, height: 768 })
    renderApp()
    fireEvent.click(launcherButton())
    const all = focusables()
    const last = all[all.length - 1]!
    last.focus()
    expect(fireEvent.keyDown(last, { key: 'Tab' })).toBe(true)
    expect(document.activeElement).toBe(last)
  })

  it('locks the host page in the task that draws the panel, before its first frame', async () => {
    const tasks = laterQueue()
    const root = document.documentElement
    renderApp({ later: tasks.later })
    void act(() => tasks.run())
    fireEvent.click(launcherButton())
    tasks.run() // the panel is drawn (not inside act: effects run when Preact runs them)
    await Promise.resolve()
    await Promise.resolve()
    expect(screen.getByRole('dialog').getAttribute('aria-modal')).toBe('true')
    expect(root.style.getPropertyValue('overflow-y')).toBe('hidden')
    await act(() => flush())
  })

  it('locks the host page scroll while open and puts the page styles back on close', () => {
    const root = document.documentElement
    root.style.setProperty('overflow-y', 'scroll')
    root.style.setProperty('color', 'red')
    renderApp()
    fireEvent.click(launcherButton())
    expect(root.style.getPropertyValue('overflow-y')).toBe('hidden')
    expect(root.style.getPropertyPriority('overflow-y')).toBe('important')
    expect(root.style.getPropertyValue('overflow-x')).toBe('hidden')
    fireEvent.keyDown(messageBox(), { key: 'Escape' })
    expect(root.style.getPropertyValue('overflow-y')).toBe('scroll')
    expect(root.style.getPropertyPriority('overflow-y')).toBe('')
    expect(root.style.getPropertyValue('overflow-x')).toBe('')
    expect(root.style.getPropertyValue('color')).toBe('red')
  })

  it('leaves the host page alone on a wide screen', () => {
    happyDOM.setViewport({ width: 1024, height: 768 })
    renderApp()
    fireEvent.click(launcherButton())
    expect(document.documentElement.getAttribute('style')).toBeNull()
  })

  it('follows the visual viewport (the on-screen keyboard) through two CSS properties', () => {
    const view = Object.assign(new EventTarget(), { height: 667, offsetTop: 0 })
    Object.defineProperty(window, 'visualViewport', { value: view, configurable: true })
    try {
      renderApp()
      fireEvent.click(launcherButton())
      const panel = screen.getByRole('dialog')
      expect(panel.style.getPropertyValue('--acw-vh')).toBe('667px')
      expect(panel.style.getPropertyValue('--acw-top')).toBe('0px')
      view.height = 350
      view.dispatchEvent(new Event('resize'))
      expect(panel.style.getPropertyValue('--acw-vh')).toBe('350px')
      view.offsetTop = 120
      view.dispatchEvent(new Event('scroll'))
      expect(panel.style.getPropertyValue('--acw-top')).toBe('120px')
      // Closed: no more listening.
      fireEvent.keyDown(messageBox(), { key: 'Escape' })
      view.height = 100
      view.dispatchEvent(new Event('resize'))
      expect(panel.style.getPropertyValue('--acw-vh')).toBe('350px')
    } finally {
      delete (window as unknown as Record<string, unknown>)['visualViewport']
    }
  })

  it('follows the screen width while open: modal and locked at 480 px or less, released when it grows', async () => {
    happyDOM.setViewport({ width: 800, height: 600 })
    renderApp()
    fireEvent.click(launcherButton())
    expect(screen.getByRole('dialog').hasAttribute('aria-modal')).toBe(false)
    await act(async () => {
      happyDOM.setViewport({ width: 400, height: 700 })
      await flush()
    })
    expect(screen.getByRole('dialog').getAttribute('aria-modal')).toBe('true')
    expect(document.documentElement.style.getPropertyValue('overflow-y')).toBe('hidden')
    await act(async () => {
      happyDOM.setViewport({ width: 800, height: 600 })
      await flush()
    })
    expect(screen.getByRole('dialog').hasAttribute('aria-modal')).toBe(false)
    expect(document.documentElement.style.getPropertyValue('overflow-y')).toBe('')
  })
})

describe('theme and language', () => {
  it.each(['light', 'dark', 'auto'] as const)('marks the root with the theme %s', (theme) => {
    const { container } = renderApp({ config: { theme } })
    expect((container.firstElementChild as HTMLElement).classList.contains(theme)).toBe(true)
  })

  it('sets lang and dir on the widget root only', () => {
    const { container } = renderApp({ language: { catalogue: catalogues['ar'], lang: 'ar', dir: 'rtl' } })
    const root = container.firstElementChild as HTMLElement
    expect(root.getAttribute('lang')).toBe('ar')
    expect(root.getAttribute('dir')).toBe('rtl')
    expect(document.documentElement.hasAttribute('dir')).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'فتح الدردشة' }))
    expect(screen.getByRole('textbox', { name: 'الرسالة' })).toBeTruthy()
    expect(screen.getByText('Welcome to Acme!').getAttribute('dir')).toBe('auto')
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeTruthy()
  })

  it('shows every interface text from the catalogue, and the site owner texts as given', async () => {
    const { client, config } = renderApp({
      config: { collectVisitorName: true, collectVisitorEmail: true },
      language: { catalogue: catalogues['de'], lang: 'de' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Chat öffnen' }))
    expect(screen.getByText(config.welcomeMessage)).toBeTruthy()
    expect(screen.getByRole('dialog', { name: config.name })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Chat starten' }))
    expect(screen.getByText('Bitte geben Sie Ihren Namen ein.')).toBeTruthy()
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeTruthy()
    fireEvent.input(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ann' } })
    fireEvent.input(screen.getByRole('textbox', { name: 'E-Mail' }), { target: { value: 'ann@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Chat starten' }))
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Nachricht' })
    expect(box.placeholder).toBe('Nachricht eingeben …')
    fireEvent.input(box, { target: { value: 'Hallo' } })
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }))
    expect(screen.getByRole('status').textContent).toBe('Agent schreibt')
    expect(screen.getByRole('log', { name: 'Gespräch' }).textContent).toContain('Sie: Hallo')
    await settle(() => client.fail(0, webhookError('bad-reply')))
    expect(screen.getByRole('alert').textContent).toBe('Leider ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.')
    expect(screen.getByText('Nicht zugestellt.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Erneut senden' })).toBeTruthy()
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Chat schließen' })).toBeTruthy()
    expect(launcherButton().getAttribute('aria-label')).toBe('Chat schließen')
  })

  it('texts and locale are per mount: two panels on one page in two languages keep their own', () => {
    const german = renderApp({ language: { catalogue: catalogues['de'], lang: 'de' } })
    const english = renderApp({ idPrefix: 'en' })
    for (const w of [german, english]) fireEvent.click(w.container.querySelector<HTMLElement>(SELECTORS.launcher)!)
    expect(german.container.querySelector(SELECTORS.send)!.textContent).toBe('Senden')
    expect(english.container.querySelector(SELECTORS.send)!.textContent).toBe('Send')
    expect(german.model.ui.strings).not.toBe(english.model.ui.strings)
    expect([german.model.ui.lang, english.model.ui.lang]).toEqual(['de', 'en'])
  })

  it('formats times with Intl in the interface locale', () => {
    const at = new Date(FIXED_NOW)
    const expected = (locale: string) => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(at)
    expect(formatTime(FIXED_NOW, 'en')).toBe(expected('en'))
    expect(formatTime(FIXED_NOW, 'de')).toBe(expected('de'))
    expect(formatTime(FIXED_NOW, 'ja')).toBe(expected('ja'))
    expect(expected('de')).not.toBe(expected('en'))
    expect(formatTime('not a date', 'en')).toBe('')
  })
})
