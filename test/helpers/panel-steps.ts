// A visitor's steps in a panel rendered by renderApp (test/helpers/widget.ts):
// open it, send a message from the composer, get a reply or the offline notice.
import { act, fireEvent, screen } from '@testing-library/preact'
import type { WidgetConfig } from '../../src/shared/settings/panel'
import { flush } from './deferred'
import { webhookError } from './errors'
import type { MemoryStorage } from './memory-storage'
import { renderApp } from './widget'

/** Renders the widget and opens the panel with the launcher. */
export function openPanel(config: Partial<WidgetConfig> = {}, storage?: MemoryStorage) {
  const t = renderApp({ config, ...(storage ? { storage } : {}) })
  fireEvent.click(screen.getByRole('button', { name: 'Open chat' }))
  return t
}

/** Types `text` in the message box and presses Enter; the message is on its way when this returns. */
export async function sendFromComposer(text: string) {
  const box = screen.getByRole('textbox', { name: 'Message' })
  fireEvent.input(box, { target: { value: text } })
  await act(async () => {
    fireEvent.keyDown(box, { key: 'Enter' })
    await flush()
  })
}

/** The panel with one message that could not reach the service: its offline notice is shown. */
export async function offlineNotice(config: Partial<WidgetConfig>) {
  const t = openPanel({ offlineMessage: 'We are away.', ...config })
  await sendFromComposer('Hello?')
  await act(async () => {
    t.client.fail(0, webhookError('offline'))
    await flush()
  })
  return t
}
