import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact'
import { afterEach, describe, expect, it } from 'vitest'
import type { WidgetConfig } from '../../src/shared/settings/panel'
import { RETRIES } from '../../src/panel/model/retry-policy'
import { flush, laterQueue } from '../helpers/deferred'
import { webhookError } from '../helpers/errors'
import { renderApp, cleanupWidgets } from '../helpers/widget'
import { MemoryStorage } from '../helpers/memory-storage'
import { TEST_KEY } from '../helpers/model'
import { storageKeys } from '../../src/shared/storage/ui-state'

afterEach(() => {
  cleanupWidgets()
  cleanup()
})

/** The launcher is the one "… chat" button that carries aria-expanded. */
function launcher(): HTMLButtonElement {
  const buttons = screen.getAllByRole('button', { name: /^(Open|Close) chat$/ }).filter((b) => b.hasAttribute('aria-expanded'))
  expect(buttons).toHaveLength(1)
  return buttons[0] as HTMLButtonElement
}

function openLauncher(): HTMLButtonElement {
  return screen.getByRole<HTMLButtonElement>('button', { name: 'Open chat' })
}

function openChat(config: Partial<WidgetConfig> = {}) {
  const t = renderApp({ config })
  fireEvent.click(openLauncher())
  return t
}

function messageBox(): HTMLTextAreaElement {
  return screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' })
}

function type(text: string) {
  fireEvent.input(messageBox(), { target: { value: text } })
}

async function settle(work: () => void) {
  await act(async () => {
    work()
    await flush()
  })
}

describe('launcher', () => {
  it('is a button named "Open chat", collapsed, controlling the panel', () => {
    renderApp()
    const button = openLauncher()
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(button.getAttribute('aria-controls')).toBe('acw-panel')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens a dialog named after the widget, showing the welcome message', () => {
    const { model, config } = renderApp()
    fireEvent.click(openLauncher())
    const dialog = screen.getByRole('dialog', { name: config.name })
    expect(dialog.id).toBe('acw-panel')
    expect(within(dialog).getByText(config.welcomeMessage)).toBeTruthy()
    const toggle = launcher()
    expect(toggle.getAttribute('aria-label')).toBe('Close chat')
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(model.open.value).toBe(true)
  })

  it('closes the dialog when clicked again', () => {
    const { model } = renderApp()
    fireEvent.click(openLauncher())
    fireEvent.click(launcher())
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(model.open.value).toBe(false)
    expect(openLauncher().getAttribute('aria-expanded')).toBe('false')
  })

  it('closes the dialog from its own close button', () => {
    renderApp()
    fireEvent.click(openLauncher())
    const dialog = screen.getByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close chat' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opened before its first render (a tap that waited for the panel): drawn open, focus in the message box, in that one task', () => {
    const tasks = laterQueue()
    const { panel } = renderApp({ later: tasks.later })
    panel.open(true)
    expect(tasks.size).toBe(3) // the first render, the save of the open state, then the opening
    // Not inside act, which would also run what Preact leaves for after the frame (useEffect).
    tasks.step()
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(document.activeElement).toBe(messageBox())
    tasks.run()
    expect(document.activeElement).toBe(messageBox())
  })

  it('renders the panel already open when the model was restored open, without stealing focus', () => {
    const storage = new MemoryStorage()
    storage.setItem(storageKeys(TEST_KEY).conversation, JSON.stringify({ v: 1, open: true, started: true, messages: [] }))
    const outside = document.createElement('input')
    document.body.appendChild(outside)
    outside.focus()
    renderApp({ storage })
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(document.activeElement).toBe(outside)
    outside.remove()
  })

  it('carries the colours and position from the config', () => {
    const { container } = renderApp({ config: { primaryColor: '#ffe14d', position: 'bottom-left' } })
    const root = container.firstElementChild as HTMLElement
    expect(root.className).toBe('root auto left')
    // The colour on it is the stylesheet's choice (launcher.css --on-auto; e2e/theming.spec.ts measures it).
    expect(root.style.getPropertyValue('--acw-primary')).toBe('#ffe14d')
  })
})

describe('pre-chat form', () => {
  it('asks for name and email with a Start chat button, and the welcome message', () => {
    const { config } = openChat({ collectVisitorName: true, collectVisitorEmail: true })
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Start chat' })).toBeTruthy()
    expect(screen.getByText(config.welcomeMessage)).toBeTruthy()
    expect(screen.queryByRole('log')).toBeNull()
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull()
  })

  it('asks only for the name when email is not collected', () => {
    openChat({ collectVisitorName: true })
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull()
  })

  it('moves focus into the form when the visitor opens the panel', () => {
    openChat({ collectVisitorName: true })
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }))
  })

  it('shows an error for a missing name and marks the field invalid', () => {
    const { model } = openChat({ collectVisitorName: true })
    const name = screen.getByRole('textbox', { name: 'Name' })
    expect(name.getAttribute('aria-invalid')).toBe('false')
    fireEvent.click(screen.getByRole('button', { name: 'Start chat' }))
    expect(screen.getByText('Please enter your name.')).toBeTruthy()
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(name.getAttribute('aria-describedby')).toBe('acw-name-error')
    expect(model.started.value).toBe(false)
  })

  it('shows an error for an invalid email, marks it invalid and focuses it', () => {
    const { model } = openChat({ collectVisitorName: true, collectVisitorEmail: true })
    const name = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' })
    const email = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' })
    fireEvent.input(name, { target: { value: 'Ann' } })
    fireEvent.input(email, { target: { value: 'ann.example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Start chat' }))
    const error = screen.getByText('Please enter a valid email address.')
    expect(error.id).toBe('acw-email-error')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(email.getAttribute('aria-describedby')).toBe('acw-email-error')
    expect(name.getAttribute('aria-invalid')).toBe('false')
    expect(screen.queryByText('Please enter your name.')).toBeNull()
    expect(document.activeElement).toBe(email)
    expect(model.started.value).toBe(false)
  })

  it('starts the chat with valid details: log, message box and Send button appear', () => {
    const { model } = openChat({ collectVisitorName: true, collectVisitorEmail: true })
    fireEvent.input(screen.getByRole('textbox', { name: 'Name' }), { target: { value: ' Ann ' } })
    fireEvent.input(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'ann@example.com' } })
    fireEvent.submit(screen.getByRole('button', { name: 'Start chat' }).closest('form')!)
    expect(screen.getByRole('log', { name: 'Conversation' })).toBeTruthy()
    expect(messageBox()).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Start chat' })).toBeNull()
    expect(model.visitorName.value).toBe('Ann')
    expect(model.visitorEmail.value).toBe('ann@example.com')
    expect(document.activeElement).toBe(messageBox())
  })
})

describe('conversation', () => {
  it('goes straight to the conversation when no form is needed, with the welcome message in the log', () => {
    const { config } = openChat()
    const log = screen.getByRole('log')
    expect(within(log).getByText(config.welcomeMessage)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Start chat' })).toBeNull()
    expect(document.activeElement).toBe(messageBox())
  })

  it('sends on Enter and clears the box', () => {
    const { client } = openChat()
    type('Hello there')
    fireEvent.keyDown(messageBox(), { key: 'Enter' })
    expect(client.sentTexts).toEqual(['Hello there'])
    expect(messageBox().value).toBe('')
    expect(within(screen.getByRole('log')).getByText('Hello there')).toBeTruthy()
  })

  it('does not send on Shift+Enter', () => {
    const { client } = openChat()
    type('line one')
    fireEvent.keyDown(messageBox(), { key: 'Enter', shiftKey: true })
    expect(client.calls).toHaveLength(0)
    expect(messageBox().value).toBe('line one')
  })

  it('does not send while an IME composition is confirmed with Enter', () => {
    const { client } = openChat()
    type('konnichiwa')
    fireEvent.keyDown(messageBox(), { key: 'Enter', isComposing: true })
    expect(client.calls).toHaveLength(0)
  })

  it('sends once on a double Enter', () => {
    const { client, model } = openChat()
    type('only once')
    const box = messageBox()
    fireEvent.keyDown(box, { key: 'Enter' })
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(client.sentTexts).toEqual(['only once'])
    expect(model.messages.value).toHaveLength(1)
  })

  it('sends once on a double click of Send', () => {
    const { client, model } = openChat()
    type('click me')
    const send = screen.getByRole('button', { name: 'Send' })
    fireEvent.click(send)
    fireEvent.click(send)
    expect(client.sentTexts).toEqual(['click me'])
    expect(model.messages.value).toHaveLength(1)
  })

  it('does not send a blank message', () => {
    const { client } = openChat()
    type('    ')
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(client.calls).toHaveLength(0)
  })

  it('shows the typing indicator while a reply is pending, then the reply', async () => {
    const { client } = openChat()
    expect(screen.queryByRole('status')).toBeNull()
    type('Anyone there?')
    fireEvent.keyDown(messageBox(), { key: 'Enter' })
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('Agent is typing')
    expect(screen.getByText('Sending…')).toBeTruthy()
    await settle(() => client.reply(0, 'Yes, I am here.'))
    expect(await screen.findByText('Yes, I am here.')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull())
    expect(screen.queryByText('Sending…')).toBeNull()
  })

  it('shows a failed message with a notice and a Retry button that resends it', async () => {
    const { client, config } = openChat()
    type('Are you open?')
    fireEvent.keyDown(messageBox(), { key: 'Enter' })
    // The first attempt and every automatic retry fail.
    for (let attempt = 0; attempt <= RETRIES; attempt++) await settle(() => client.fail(attempt, webhookError('offline')))
    const retry = await screen.findByRole('button', { name: 'Retry' })
    expect(screen.getByText('Not delivered.')).toBeTruthy()
    expect(screen.getByText(config.offlineMessage)).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()

    fireEvent.click(retry)
    expect(client.sentTexts).toEqual(Array(RETRIES + 2).fill('Are you open?'))
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
    expect(screen.getByRole('status')).toBeTruthy()
    await settle(() => client.reply(RETRIES + 1, 'Until 6pm.'))
    expect(await screen.findByText('Until 6pm.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('names each bubble for screen readers', async () => {
    const { client, config } = openChat()
    type('hi')
    fireEvent.keyDown(messageBox(), { key: 'Enter' })
    await settle(() => client.reply(0, 'hello'))
    const text = screen.getByRole('log').textContent ?? ''
    expect(text).toContain('You: hi')
    // data-ai-notice (on by default) adds that the agent is an AI assistant.
    expect(text).toContain(`${config.name}, AI assistant: hello`)
    expect(text.indexOf('You: hi')).toBeLessThan(text.indexOf(`${config.name}, AI assistant: hello`))
  })
})

describe('keyboard', () => {
  it('closes the dialog on Escape and returns focus to the launcher', () => {
    const { model } = openChat()
    const box = messageBox()
    expect(document.activeElement).toBe(box)
    fireEvent.keyDown(box, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(model.open.value).toBe(false)
    const button = openLauncher()
    expect(document.activeElement).toBe(button)
  })

  it('keeps Escape from reaching the host page', () => {
    openChat()
    let reached = false
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') reached = true
    }
    document.addEventListener('keydown', onKey)
    try {
      fireEvent.keyDown(messageBox(), { key: 'Escape' })
    } finally {
      document.removeEventListener('keydown', onKey)
    }
    expect(reached).toBe(false)
  })
})
