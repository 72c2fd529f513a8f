// "Copy reply": on each agent reply only; the text as the service sent it on
// the clipboard and "Copied" said politely; where the clipboard is missing or
// refused, the reply selected and the shortcut named instead.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flush } from '../helpers/deferred'
import { offlineNotice, openPanel, sendFromComposer } from '../helpers/panel-steps'
import { cleanupWidgets, loadPanelChunk, renderApp } from '../helpers/widget'
import { RICH_REPLY } from '../helpers/rich-reply'
import { MemoryStorage } from '../helpers/memory-storage'
import { TEST_KEY } from '../helpers/model'
import { storageKeys } from '../../src/shared/storage/ui-state'

const REPLY = 'We ship within **1 business day**.'

beforeEach(() => {
  // happy-dom has no clipboard unless a test gives it one.
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true })
})
afterEach(() => {
  cleanupWidgets()
  cleanup()
  vi.restoreAllMocks()
})

async function conversation(reply = REPLY) {
  const t = openPanel({ offlineMessage: 'We are away.' })
  await sendFromComposer('Do you ship?')
  await act(async () => {
    t.client.reply(0, reply)
    await flush()
  })
  return t
}

const copyButtons = () => screen.queryAllByRole('button', { name: 'Copy reply' })
const status = () => document.querySelector<HTMLElement>('p.copy-note')!

describe('copy a reply', () => {
  it('comes with a chunk of its own, asked for once, when the first reply comes; without it the reply shows with no Copy', async () => {
    const asked: string[] = []
    const t = renderApp({ loadChunk: (name) => (asked.push(name), name === 'copy' ? Promise.reject(new Error('refused')) : loadPanelChunk(name)) })
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }))
    await sendFromComposer('Do you ship?')
    expect(asked).toEqual([])
    await act(async () => {
      t.client.reply(0, REPLY)
      await flush()
    })
    await sendFromComposer('And on Sundays?')
    await act(async () => {
      t.client.reply(1, 'Yes.')
      await flush()
    })
    expect(asked).toEqual(['copy'])
    expect(screen.getByText('1 business day')).toBeTruthy()
    expect(copyButtons()).toHaveLength(0)
    expect(document.querySelector('p.copy-note')).toBeNull()
  })

  it('a restored conversation with a reply asks for it as the panel starts: Copy on the restored reply', async () => {
    const storage = new MemoryStorage()
    const at = '2025-03-04T05:06:07.000Z'
    const messages = [
      { id: 'v1', role: 'visitor', text: 'Do you ship?', at, status: 'sent' },
      { id: 'a1', role: 'agent', text: REPLY, at },
    ]
    storage.setItem(storageKeys(TEST_KEY).conversation, JSON.stringify({ v: 1, open: true, started: true, messages }))
    const asked: string[] = []
    renderApp({ storage, loadChunk: (name) => (asked.push(name), loadPanelChunk(name)) })
    await act(flush)
    expect(asked).toEqual(['copy'])
    expect(copyButtons()).toHaveLength(1)
  })

  it('is a button named "Copy reply" on each agent reply, and nowhere else (not the welcome message, not the visitor message)', async () => {
    await conversation()
    expect(copyButtons()).toHaveLength(1)
    const row = copyButtons()[0]!.closest('.msg')!
    expect(row.classList.contains('agent')).toBe(true)
    expect(within(row as HTMLElement).getByText('1 business day')).toBeTruthy()
  })

  it('puts the reply as the service sent it on the clipboard, and says "Copied"', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await conversation()
    await act(async () => {
      fireEvent.click(copyButtons()[0]!)
      await flush()
    })
    expect(writeText).toHaveBeenCalledWith(REPLY)
    expect(status().textContent).toBe('Copied')
  })

  it('copies a reply full of markdown (heading, table, quote, rule, task list, code block, link, escapes) as written, not as shown', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await conversation(RICH_REPLY)
    const bubble = copyButtons()[0]!.closest('.msg')!.querySelector('.bubble')!
    expect(bubble.textContent).toContain('Opening hours')
    await act(async () => {
      fireEvent.click(copyButtons()[0]!)
      await flush()
    })
    expect(writeText).toHaveBeenCalledWith(RICH_REPLY)
  })

  it.each([
    ['missing', undefined],
    ['refused', { writeText: async () => Promise.reject(new DOMException('denied', 'NotAllowedError')) }],
  ])('clipboard %s: the reply is selected and the shortcut named', async (_, clipboard) => {
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true })
    await conversation()
    await act(async () => {
      fireEvent.click(copyButtons()[0]!)
      await flush()
    })
    expect(status().textContent).toMatch(/^Reply selected: press (Ctrl\+C|⌘C) to copy$/)
    expect(getSelection()!.toString()).toContain('1 business day')
  })

  it('no copy button on notices (the offline message, errors)', async () => {
    await offlineNotice({})
    expect(screen.getByText('We are away.')).toBeTruthy()
    expect(copyButtons()).toHaveLength(0)
  })
})
