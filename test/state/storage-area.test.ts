// The chat model on the area data-storage chooses, with the site's consent on
// top: without an area (no consent yet) it chats from memory and touches no
// storage; once there is one, persist() writes what is on screen there; and
// only its own area's `storage` events are followed.
import { describe, expect, it } from 'vitest'
import { storageKeys } from '../../src/shared/storage/ui-state'
import { flush } from '../helpers/deferred'
import { createTestModel, TEST_KEY } from '../helpers/model'
import { MemoryStorage } from '../helpers/memory-storage'

const KEYS = storageKeys(TEST_KEY)

describe('the chat model on its storage area', () => {
  it('without an area (consent not given) chats from memory and writes nothing; persist() writes the visitor, the conversation and the draft once there is one', async () => {
    const session = new MemoryStorage()
    let area: Storage | null = null
    const { model, client } = createTestModel({ area: () => area })
    model.setOpen(true)
    model.startChat({})
    model.send('Before consent')
    client.reply(0, 'Hello')
    await flush()
    model.draft.value = 'Half a thought'
    model.flush()
    expect(model.messages.value.map((m) => m.text)).toContain('Before consent')
    expect(session.attempts).toEqual([])

    area = session
    model.persist()
    expect(session.getItem(KEYS.visitor)).toBe(model.visitorId)
    expect(session.getItem(KEYS.conversation)).toContain('Before consent')
    expect(session.getItem(KEYS.draft)).toBe('Half a thought')
    expect(JSON.parse(session.getItem(KEYS.ui)!)).toEqual({ open: true, unread: 0, outbox: 0 })
  })

  it('a second model on the same area (session: a reload of the tab) restores the conversation; on another area (a new tab) starts afresh', async () => {
    const tab = new MemoryStorage()
    const first = createTestModel({ area: () => tab })
    first.model.startChat({})
    first.model.send('Mine')
    first.client.reply(0, 'Yours')
    await flush()
    first.model.dispose()
    const reloaded = createTestModel({ area: () => tab, idPrefix: 'reloaded' })
    expect(reloaded.model.messages.value.map((m) => m.text)).toEqual(['Mine', 'Yours'])
    expect(reloaded.model.visitorId).toBe(first.model.visitorId)
    const otherTab = createTestModel({ area: () => new MemoryStorage(), idPrefix: 'other' })
    expect(otherTab.model.messages.value).toEqual([])
    expect(otherTab.model.visitorId).not.toBe(first.model.visitorId)
  })

  it("follows only its own area's storage events, and none without an area", () => {
    let area: Storage | null = localStorage
    const { store } = createTestModel({ area: () => area })
    expect(store.follows(localStorage)).toBe(true)
    expect(store.follows(sessionStorage)).toBe(false)
    expect(store.follows(null)).toBe(false)
    area = null
    expect(store.follows(localStorage)).toBe(false)
    expect(store.follows(null)).toBe(false)
  })
})
