// The store of earlier conversations (src/shared/storage/kept.ts, src/history/kept-list.ts):
// a new conversation keeps the one it ends, at most 20 and 1 MB (the oldest
// goes first), in the conversation's storage (none in memory mode); continue
// (the visitor id used again, the current one kept), delete one or all; a full
// storage drops the oldest kept one before any of the current history; a
// message on its way is never moved; another tab follows a switch.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { h } from 'preact'
import { useEffect, useRef, useState } from 'preact/hooks'
import { chunk as restoreChunk } from '../../src/restore/chunk'
import { createMenu } from '../../src/menu/menu'
import { menuStrings } from '../../src/shared/texts/en'
import { keep, keptRecord, MAX_KEPT, MAX_KEPT_SIZE, readKept, writeKept } from '../../src/shared/storage/kept'
import { continueConversation, deleteKept, keptList } from '../../src/history/kept-list'
import { createSafeStorage } from '../../src/panel/storage/safe-storage'
import { followTabs } from '../../src/panel/storage/follow-tabs'
import { forgetStored, storageKeys } from '../../src/shared/storage/ui-state'
import type { ChunkContext } from '../../src/shared/chunks/panel-chunks'
import type { StoredMessage } from '../../src/shared/conversation/message'
import { createTestModel, TEST_KEY, type TestModel, raised } from '../helpers/model'
import { MemoryStorage } from '../helpers/memory-storage'
import { FullStorage } from '../helpers/full-storage'
import { flush } from '../helpers/deferred'

const KEYS = storageKeys(TEST_KEY)
const AT = '2026-12-01T10:00:00.000Z'

const said = (id: string, text: string, extra: Partial<StoredMessage> = {}): StoredMessage[] => [
  { id: `${id}-q`, role: 'visitor', text, at: AT, status: 'sent' },
  { id: `${id}-a`, role: 'agent', text: `Answer to ${text}`, at: AT, ...extra },
]
const visitor = (n: number) => `v_${String(n).padStart(22, '0')}`
const ending = (n: number, messages = said(`c${n}`, `Question ${n}`)) => ({ visitorId: visitor(n), sessionId: `s${n}`, messages })

function started(storage = new MemoryStorage(), options: Parameters<typeof createTestModel>[0] = {}) {
  const t = createTestModel({ storage, ...options })
  t.model.startChat({})
  const events = raised(t.model, 'conversation')
  return { ...t, events }
}

/** The menu chunk made for `t`'s model, as the panel makes it. */
function menuFor(t: TestModel) {
  const context = {
    kit: { h, useEffect, useRef, useState },
    adopt: () => {},
    config: t.config,
    model: t.model,
    storage: t.store.kv,
  } as unknown as ChunkContext
  return createMenu(context, menuStrings)
}

async function converse(t: TestModel, text: string, sessionId = 'sess') {
  t.model.send(text)
  await flush()
  t.client.reply(t.client.last, `Reply to ${text}`, { sessionId })
  await flush()
}

afterEach(() => vi.restoreAllMocks())

describe('keeping the conversation a new one ends', () => {
  it('keeps it (its visitor id, session, messages), tells the site `new`, and starts afresh', async () => {
    const t = started()
    await converse(t, 'Do you ship?', 'sess-1')
    const before = t.model.visitorId
    expect(menuFor(t).renew()).toBe(true)
    expect(t.model.visitorId).not.toBe(before)
    expect(t.model.messages.value).toEqual([])
    const [kept] = keptList(t.store.kv, TEST_KEY, restoreChunk)
    expect(kept!.id).toBe(before)
    expect(kept!.conversation.sessionId).toBe('sess-1')
    expect(kept!.conversation.messages.map((m) => m.text)).toEqual(['Do you ship?', 'Reply to Do you ship?'])
    expect(kept!.conversation.messages.some((m) => 'by' in m)).toBe(false)
    expect(t.events).toEqual([{ action: 'new' }])
  })

  it('keeps nothing for an empty conversation, and nothing with data-storage="memory"', async () => {
    const empty = started()
    menuFor(empty).renew()
    expect(empty.storage.getItem(KEYS.kept)).toBeNull()
    const memory = started(new MemoryStorage(), { config: { storage: 'memory' } })
    await converse(memory, 'Hello')
    expect(menuFor(memory).renew()).toBe(true)
    expect(memory.storage.getItem(KEYS.kept)).toBeNull()
    expect(memory.events).toEqual([{ action: 'new' }])
  })

  it('keeps it in the storage of the conversation (data-storage="session": the tab\'s, not localStorage)', async () => {
    const session = new MemoryStorage()
    const local = new MemoryStorage()
    const t = started(session, { config: { storage: 'session' } })
    await converse(t, 'Hello')
    menuFor(t).renew()
    expect(readKept(t.store.kv, KEYS.kept)).toHaveLength(1)
    expect(session.getItem(KEYS.kept)).not.toBeNull()
    expect(local.getItem(KEYS.kept)).toBeNull()
  })

  it('refuses while a message is on its way: nothing kept, nothing moved, no event', async () => {
    const t = started()
    await converse(t, 'First')
    t.model.send('Still on its way')
    await flush()
    expect(menuFor(t).renew()).toBe(false)
    expect(t.storage.getItem(KEYS.kept)).toBeNull()
    expect(t.model.messages.value.map((m) => m.text)).toContain('Still on its way')
    expect(t.events).toEqual([])
  })

  it('holds at most 20, the oldest dropped first', () => {
    const storage = new MemoryStorage()
    const kv = createSafeStorage(() => storage)
    for (let n = 1; n <= MAX_KEPT + 5; n++) keep(kv, KEYS.kept, ending(n), AT)
    const list = keptList(kv, TEST_KEY, restoreChunk)
    expect(list).toHaveLength(MAX_KEPT)
    expect(list[0]!.id).toBe(visitor(MAX_KEPT + 5))
    expect(list.at(-1)!.id).toBe(visitor(6))
  })

  it('holds at most 1 MB together, the oldest dropped first', () => {
    const storage = new MemoryStorage()
    const kv = createSafeStorage(() => storage)
    // Each about 300,000 characters (the question and its answer): three fit in 1 MB, four do not.
    const big = (n: number) => ending(n, said(`c${n}`, 'x'.repeat(150_000)))
    for (let n = 1; n <= 5; n++) keep(kv, KEYS.kept, big(n), AT)
    expect(storage.getItem(KEYS.kept)!.length).toBeLessThanOrEqual(MAX_KEPT_SIZE)
    expect(readKept(kv, KEYS.kept).map((r) => r.id)).toEqual([visitor(3), visitor(4), visitor(5)])
  })

  it('on a full storage drops the oldest kept ones until the newest fits', () => {
    const one = keptRecord(ending(1), AT).json.length
    // Room for about two and a half records beside the key.
    const storage = new FullStorage(Math.floor(one * 2.5))
    const kv = createSafeStorage(() => storage)
    for (let n = 1; n <= 4; n++) keep(kv, KEYS.kept, ending(n), AT)
    expect(readKept(kv, KEYS.kept).map((r) => r.id)).toEqual([visitor(3), visitor(4)])
    expect(storage.getItem(KEYS.kept)).not.toBeNull()
  })

  it('reads only what passes the check: broken JSON, non-lists, foreign ids and unusable records are left out', () => {
    const storage = new MemoryStorage()
    const kv = createSafeStorage(() => storage)
    for (const raw of ['{', '"text"', '{"a":1}', '[1,null,"x",{"visitorId":"nope"}]']) {
      storage.setItem(KEYS.kept, raw)
      expect(keptList(kv, TEST_KEY, restoreChunk)).toEqual([])
    }
    storage.setItem(
      KEYS.kept,
      JSON.stringify([
        { visitorId: visitor(1), v: 1, messages: 'none' },
        { visitorId: visitor(2), v: 1, ended: 'not a date', messages: said('c2', '<img src=x onerror=alert(1)>') },
      ]),
    )
    const [only, ...rest] = keptList(kv, TEST_KEY, restoreChunk)
    expect(rest).toEqual([])
    expect(only!.id).toBe(visitor(2))
    expect(only!.ended).toBe(AT)
    expect(only!.conversation.messages[0]!.text).toBe('<img src=x onerror=alert(1)>')
  })
})

describe("a full storage and the current conversation's save", () => {
  it('drops the oldest kept conversation before any of the current history', async () => {
    const one = keptRecord(ending(1), AT).json.length
    const storage = new FullStorage(Number.MAX_SAFE_INTEGER)
    const t = started(storage)
    const kv = t.store.kv
    for (let n = 1; n <= 3; n++) keep(kv, KEYS.kept, ending(n), AT)
    await converse(t, 'Now')
    // Full: the current conversation's next save needs the room of about one kept record more.
    storage.quota = storage.used() + Math.floor(one / 2)
    t.model.send('y'.repeat(Math.floor(one * 0.8)))
    await flush()
    const stored = JSON.parse(storage.getItem(KEYS.conversation)!) as { messages: StoredMessage[] }
    expect(stored.messages.map((m) => m.text.slice(0, 5))).toEqual(['Now', 'Reply', 'yyyyy'])
    expect(readKept(kv, KEYS.kept).map((r) => r.id)).toEqual([visitor(2), visitor(3)])
  })

  it('without consent (no storage) the kept ones stay in memory for the page view, untouched by saves', async () => {
    let area: Storage | null = null
    const t = started(new MemoryStorage(), { area: () => area })
    await converse(t, 'First')
    menuFor(t).renew()
    await converse(t, 'Second')
    expect(readKept(t.store.kv, KEYS.kept)).toHaveLength(1)
    area = null
    expect(t.storage.getItem(KEYS.kept)).toBeNull()
  })
})

describe('continuing an earlier conversation, deleting', () => {
  async function twoConversations() {
    const t = started()
    await converse(t, 'First question', 'sess-first')
    const first = t.model.visitorId
    menuFor(t).renew()
    await converse(t, 'Second question', 'sess-second')
    return { t, first, second: t.model.visitorId }
  }

  it('makes it current with its visitor id and session; the current one goes to the list; the site hears `switch`', async () => {
    const { t, first, second } = await twoConversations()
    const [kept] = keptList(t.store.kv, TEST_KEY, restoreChunk)
    expect(continueConversation(t.store.kv, TEST_KEY, t.model, kept!, AT)).toBe(true)
    expect(t.storage.getItem(KEYS.visitor)).toBe(first)
    const record = JSON.parse(t.storage.getItem(KEYS.conversation)!) as Record<string, unknown>
    expect(record).toMatchObject({ visitorId: first, sessionId: 'sess-first', open: true, started: true })
    expect(JSON.parse(t.storage.getItem(KEYS.ui)!)).toEqual({ open: true, unread: 0, outbox: 0 })
    expect(keptList(t.store.kv, TEST_KEY, restoreChunk).map((k) => k.id)).toEqual([second])
    expect(t.events.at(-1)).toEqual({ action: 'switch' })
    // The panel renewed for it (the stored visitor id) sends as that visitor.
    const renewed = createTestModel({ storage: t.storage })
    expect(renewed.model.visitorId).toBe(first)
    expect(renewed.model.sessionId.value).toBe('sess-first')
    renewed.model.send('Back again')
    await flush()
    expect(renewed.client.calls[0]!.outgoing.visitorId).toBe(first)
  })

  it('refuses while a message of the current one is on its way: nothing moves', async () => {
    const { t, second } = await twoConversations()
    t.model.send('On its way')
    await flush()
    const before = t.storage.getItem(KEYS.kept)
    const [kept] = keptList(t.store.kv, TEST_KEY, restoreChunk)
    expect(continueConversation(t.store.kv, TEST_KEY, t.model, kept!, AT)).toBe(false)
    expect(t.storage.getItem(KEYS.kept)).toBe(before)
    expect(t.storage.getItem(KEYS.visitor)).toBe(second)
    expect(t.events.filter((e) => e.action === 'switch')).toEqual([])
  })

  it('deletes one, then all, telling the site `delete` each time', async () => {
    const { t } = await twoConversations()
    menuFor(t).renew()
    await converse(t, 'Third question')
    const list = keptList(t.store.kv, TEST_KEY, restoreChunk)
    expect(list).toHaveLength(2)
    deleteKept(t.store.kv, TEST_KEY, t.model, list[0]!.id)
    expect(keptList(t.store.kv, TEST_KEY, restoreChunk).map((k) => k.id)).toEqual([list[1]!.id])
    deleteKept(t.store.kv, TEST_KEY, t.model)
    expect(t.storage.getItem(KEYS.kept)).toBeNull()
    expect(t.events.filter((e) => e.action === 'delete')).toHaveLength(2)
  })

  it('another tab follows a switch: it renews its panel, and its last save does not write over the continued conversation', async () => {
    const { t, first } = await twoConversations()
    const other = createTestModel({ storage: t.storage, idPrefix: 'other' })
    const renew = vi.fn()
    const tabs = followTabs({ store: other.store, model: other.model, restore: () => Promise.resolve(restoreChunk), renew, live: () => true, other: () => {} })
    const [kept] = keptList(t.store.kv, TEST_KEY, restoreChunk)
    const old = t.storage.getItem(KEYS.visitor)
    continueConversation(t.store.kv, TEST_KEY, t.model, kept!, AT)
    const record = t.storage.getItem(KEYS.conversation)
    tabs.heard({ key: KEYS.conversation, storageArea: t.storage, oldValue: null, newValue: record })
    tabs.heard({ key: KEYS.visitor, storageArea: t.storage, oldValue: old, newValue: first })
    await flush()
    expect(renew).toHaveBeenCalledTimes(1)
    other.model.dispose()
    expect(t.storage.getItem(KEYS.conversation)).toBe(record)
  })

  it('reset() and consent(false) forget them with everything else', async () => {
    const { t } = await twoConversations()
    expect(t.storage.getItem(KEYS.kept)).not.toBeNull()
    vi.stubGlobal('localStorage', t.storage)
    forgetStored(TEST_KEY)
    vi.unstubAllGlobals()
    expect(t.storage.getItem(KEYS.kept)).toBeNull()
  })

  it('writes nothing past 20 or 1 MB whatever it is given', () => {
    const storage = new MemoryStorage()
    const kv = createSafeStorage(() => storage)
    writeKept(
      kv,
      KEYS.kept,
      Array.from({ length: 30 }, (_, n) => keptRecord(ending(n), AT)),
    )
    expect(readKept(kv, KEYS.kept)).toHaveLength(MAX_KEPT)
  })
})
