// The tab's title with several widgets on a page (data-notify="title" on
// each): one title for all, showing the sum of their unread replies, the
// page's own again once every one is read; and a reply that came before the
// notify chunk was made still counts.
import { signal } from '@preact/signals'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createNotify } from '../../src/notify/notify'
import { createListeners } from '../../src/panel/model/listeners'
import type { ChunkContext } from '../../src/shared/chunks/panel-chunks'
import type { StoredMessage } from '../../src/shared/conversation/message'

const reply: StoredMessage = { id: 'ai-1', role: 'agent', text: 'Here you are.', at: '2026-11-28T20:00:00Z' }

/** A widget's notify, with its own model's open state and replies; `replies` may already hold some. */
function widget(key: string, replies = createListeners<StoredMessage>(true)) {
  const open = signal(false)
  const mountPoint = document.body.appendChild(document.createElement('div'))
  const ui = createNotify({
    model: { open, onReply: replies.add },
    view: { mountPoint },
    config: { notify: 'title', widgetKey: key },
    storage: { get: () => null, set() {}, remove() {} },
  } as unknown as ChunkContext)
  return { open, replies, ui }
}

let made: Array<ReturnType<typeof widget>> = []
beforeEach(() => {
  document.title = 'Our menu'
})
afterEach(() => {
  for (const w of made) w.ui.dispose()
  made = []
})

describe('the tab title with two widgets', () => {
  it('shows the sum of their unread replies; opening one leaves the other’s; the page’s title is back once both are read', () => {
    const sales = widget('wgt_sales')
    const support = widget('wgt_support')
    made = [sales, support]
    sales.replies.tell(reply)
    support.replies.tell(reply)
    support.replies.tell(reply)
    expect(document.title).toBe('(3) Our menu')
    sales.open.value = true
    expect(document.title).toBe('(2) Our menu')
    support.open.value = true
    expect(document.title).toBe('Our menu')
  })

  it('follows the page changing its own title meanwhile', async () => {
    const sales = widget('wgt_sales')
    const support = widget('wgt_support')
    made = [sales, support]
    sales.replies.tell(reply)
    document.title = 'Checkout'
    await new Promise((resolve) => setTimeout(resolve))
    support.replies.tell(reply)
    expect(document.title).toBe('(2) Checkout')
    sales.open.value = true
    support.open.value = true
    expect(document.title).toBe('Checkout')
  })
})

describe('a reply before the notify chunk', () => {
  it('is counted when the chunk is made, as it was not seen', () => {
    const replies = createListeners<StoredMessage>(true)
    replies.tell(reply)
    made = [widget('wgt_sales', replies)]
    expect(document.title).toBe('(1) Our menu')
  })

  it('is not kept where no chunk will listen (data-notify unset)', () => {
    const replies = createListeners<StoredMessage>()
    replies.tell(reply)
    made = [widget('wgt_sales', replies)]
    expect(document.title).toBe('Our menu')
  })
})
