import { MAX_REPLY_CHARS, MAX_VISITOR_MESSAGE_CHARS } from '../../src/shared/service/wire'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stringify } from '../../src/shared/page/json'
import { VISITOR_ID_PATTERN } from '../../src/shared/conversation/message'
import { parseConversation } from '../../src/restore/parse-conversation'
import { chunk as restoreChunk } from '../../src/restore/chunk'
import {
  createConversationStore,
  emptyConversation,
  MAX_STORED_MESSAGES,
  storageKeys,
  type Conversation,
  type StoredMessage,
} from '../../src/panel/storage/conversation-store'
import { createSafeStorage } from '../../src/panel/storage/safe-storage'
import { tabLocks } from '../../src/panel/storage/tab-locks'
import { MemoryStorage } from '../helpers/memory-storage'

const KEY = 'wgt_store_test'
const KEYS = storageKeys(KEY)
const AT = '2025-03-04T05:06:07.000Z'

function storeOn(storage: MemoryStorage, widgetKey = KEY) {
  return createConversationStore(
    createSafeStorage(() => storage),
    widgetKey,
    undefined,
    restoreChunk,
  )
}

function msg(i: number, extra: Partial<StoredMessage> = {}): StoredMessage {
  return { id: `m${i}`, role: 'visitor', text: `message ${i}`, at: AT, status: 'sent', ...extra }
}

function messages(count: number): StoredMessage[] {
  return Array.from({ length: count }, (_, i) => msg(i))
}

function storedJson(storage: MemoryStorage): Record<string, unknown> {
  const raw = storage.getItem(KEYS.conversation)
  expect(raw).not.toBeNull()
  return JSON.parse(raw!) as Record<string, unknown>
}

describe('storage keys', () => {
  it('are namespaced per widget key', () => {
    expect(storageKeys('wgt_a')).toEqual({
      visitor: 'agent-chat:wgt_a:visitor',
      conversation: 'agent-chat:wgt_a:conversation',
      ui: 'agent-chat:wgt_a:ui',
      teaser: 'agent-chat:wgt_a:teaser',
      muted: 'agent-chat:wgt_a:muted',
      draft: 'agent-chat:wgt_a:draft',
      disclaimer: 'agent-chat:wgt_a:disclaimer',
      voice: 'agent-chat:wgt_a:voice',
      kept: 'agent-chat:wgt_a:kept',
    })
  })
})

describe('visitor id', () => {
  it('is created once, stored, and reused by later stores on the same storage', () => {
    const storage = new MemoryStorage()
    const first = storeOn(storage)
    expect(first.visitorId).toMatch(/^v_[A-Za-z0-9_-]{22}$/)
    expect(storage.getItem(KEYS.visitor)).toBe(first.visitorId)
    const second = storeOn(storage)
    expect(second.visitorId).toBe(first.visitorId)
    expect(storage.attempts.filter((a) => a.key === KEYS.visitor)).toHaveLength(1)
  })

  it('keeps a valid id already in storage', () => {
    const storage = new MemoryStorage()
    const existing = 'v_' + 'Q'.repeat(30)
    storage.setItem(KEYS.visitor, existing)
    expect(storeOn(storage).visitorId).toBe(existing)
  })

  it.each(['', 'garbage', 'v_short', '<script>', 'v_' + 'a'.repeat(100), '{"id":1}'])('replaces the invalid stored id %j', (bad) => {
    const storage = new MemoryStorage()
    storage.setItem(KEYS.visitor, bad)
    const store = storeOn(storage)
    expect(store.visitorId).not.toBe(bad)
    expect(VISITOR_ID_PATTERN.test(store.visitorId)).toBe(true)
    expect(storage.getItem(KEYS.visitor)).toBe(store.visitorId)
  })

  it('differs between widget keys', () => {
    const storage = new MemoryStorage()
    const a = storeOn(storage, 'wgt_a')
    const b = storeOn(storage, 'wgt_b')
    expect(a.visitorId).not.toBe(b.visitorId)
    expect(storage.getItem('agent-chat:wgt_a:visitor')).toBe(a.visitorId)
    expect(storage.getItem('agent-chat:wgt_b:visitor')).toBe(b.visitorId)
  })

  it('still has an id (kept in memory) when storage is blocked', () => {
    const kv = createSafeStorage(() => {
      throw new Error('blocked')
    })
    const store = createConversationStore(kv, KEY, undefined, restoreChunk)
    expect(VISITOR_ID_PATTERN.test(store.visitorId)).toBe(true)
    expect(createConversationStore(kv, KEY, undefined, restoreChunk).visitorId).toBe(store.visitorId)
  })
})

describe('load and save', () => {
  it('does not parse when nothing is stored (JSON.parse of nothing throws, and a throw is slow on a fresh page)', () => {
    const parse = vi.spyOn(JSON, 'parse')
    try {
      expect(storeOn(new MemoryStorage()).load()).toEqual(emptyConversation())
      expect(parse).not.toHaveBeenCalled()
    } finally {
      parse.mockRestore()
    }
  })

  it('loads an empty conversation when nothing is stored', () => {
    expect(storeOn(new MemoryStorage()).load()).toEqual(emptyConversation())
    expect(emptyConversation()).toEqual({ open: false, started: false, messages: [] })
  })

  it('round-trips a conversation', () => {
    const storage = new MemoryStorage()
    const conversation: Conversation = {
      open: true,
      started: true,
      visitorName: 'Ann',
      visitorEmail: 'ann@example.com',
      sessionId: 'sess_1',
      messages: [
        msg(1, { status: 'sent' }),
        { id: 'ai_1', role: 'agent', text: 'Hello Ann', at: AT, sessionId: 'sess_1' },
        msg(2, { status: 'failed' }),
        { id: 'n1', role: 'notice', text: 'Offline', at: AT },
        msg(3, { status: 'queued' }),
      ],
    }
    storeOn(storage).save(conversation)
    expect(storedJson(storage)['v']).toBe(1)
    expect(storeOn(storage).load()).toEqual(conversation)
  })

  it("keeps a reply's feedback, and only a valid one on a reply the service named", () => {
    const storage = new MemoryStorage()
    const kept = { id: 'ai_1', role: 'agent' as const, text: 'Hi', at: AT, rateable: true, feedback: 'positive' as const }
    storage.setItem(
      KEYS.conversation,
      JSON.stringify({
        v: 1,
        messages: [
          kept,
          { id: 'ai_2', role: 'agent', text: 'Hi', at: AT, rateable: true, feedback: '<b>great</b>' },
          { id: 'ai_3', role: 'agent', text: 'Hi', at: AT, feedback: 'negative' },
          { id: 'v_1', role: 'visitor', text: 'Hi', at: AT, status: 'sent', rateable: true, feedback: 'positive' },
        ],
      }),
    )
    expect(storeOn(storage).load().messages).toEqual([
      kept,
      { id: 'ai_2', role: 'agent', text: 'Hi', at: AT, rateable: true },
      { id: 'ai_3', role: 'agent', text: 'Hi', at: AT },
      { id: 'v_1', role: 'visitor', text: 'Hi', at: AT, status: 'sent' },
    ])
  })

  it('drops undefined optional fields instead of storing them', () => {
    const storage = new MemoryStorage()
    storeOn(storage).save({ open: false, started: true, visitorName: undefined, messages: [] })
    expect(storedJson(storage)).toEqual({ v: 1, open: false, started: true, messages: [] })
    const loaded = storeOn(storage).load()
    expect(loaded).toEqual({ open: false, started: true, messages: [] })
    expect(loaded.visitorName).toBeUndefined()
  })

  it('stores per widget key', () => {
    const storage = new MemoryStorage()
    storeOn(storage, 'wgt_one').save({ ...emptyConversation(), open: true })
    expect(storeOn(storage, 'wgt_two').load().open).toBe(false)
    expect(storeOn(storage, 'wgt_one').load().open).toBe(true)
  })

  it('keeps arrays as arrays when the page patched Array.prototype.toJSON', () => {
    const storage = new MemoryStorage()
    const proto = Array.prototype as unknown as Record<string, unknown>
    proto['toJSON'] = function (this: unknown[]) {
      return JSON.stringify(this.slice())
    }
    try {
      storeOn(storage).save({ ...emptyConversation(), messages: [msg(1)] })
    } finally {
      delete proto['toJSON']
    }
    expect(storeOn(storage).load().messages).toEqual([msg(1)])
  })

  it('saves only the newest MAX_STORED_MESSAGES messages', () => {
    const storage = new MemoryStorage()
    const all = messages(MAX_STORED_MESSAGES + 50)
    storeOn(storage).save({ ...emptyConversation(), messages: all })
    const stored = storedJson(storage)['messages'] as StoredMessage[]
    expect(stored).toHaveLength(MAX_STORED_MESSAGES)
    expect(stored).toEqual(all.slice(-MAX_STORED_MESSAGES))
    expect(MAX_STORED_MESSAGES).toBe(200)
  })

  it('loads only the newest MAX_STORED_MESSAGES messages', () => {
    const storage = new MemoryStorage()
    const all = messages(MAX_STORED_MESSAGES + 7)
    storage.setItem(KEYS.conversation, JSON.stringify({ v: 1, open: false, started: true, messages: all }))
    const loaded = storeOn(storage).load().messages
    expect(loaded).toHaveLength(MAX_STORED_MESSAGES)
    expect(loaded[0]).toEqual(all[7])
    expect(loaded.at(-1)).toEqual(all.at(-1))
  })

  it('halves the history until it fits when the storage quota is exceeded', () => {
    const all = messages(16)
    const conversation: Conversation = { open: true, started: true, visitorName: 'Ann', messages: all }
    const sizeWith = (list: StoredMessage[]) => stringify({ v: 1, ...conversation, messages: list }).length
    // Room for the newest 4 messages but not for the newest 8.
    const limit = sizeWith(all.slice(-4))
    expect(sizeWith(all.slice(-8))).toBeGreaterThan(limit)
    const storage = new MemoryStorage({ maxValueLength: limit })
    const store = storeOn(storage)
    storage.attempts.length = 0
    store.save(conversation)
    const stored = storedJson(storage)
    expect(stored['messages']).toEqual(all.slice(-4))
    expect(stored['visitorName']).toBe('Ann')
    expect(stored['open']).toBe(true)
    // 16, then 8, then 4 messages were tried.
    expect(storage.attempts.filter((a) => a.key === KEYS.conversation).map((a) => (JSON.parse(a.value) as { messages: unknown[] }).messages.length)).toEqual([
      16, 8, 4,
    ])
    expect(store.load().messages).toEqual(all.slice(-4))
  })

  it('halves an odd-sized history keeping the newest messages', () => {
    const all = messages(5)
    const conversation: Conversation = { ...emptyConversation(), messages: all }
    const limit = stringify({ v: 1, ...conversation, messages: all.slice(-2) }).length
    const storage = new MemoryStorage({ maxValueLength: limit })
    const store = storeOn(storage)
    storage.attempts.length = 0
    store.save(conversation)
    expect(storage.attempts.filter((a) => a.key === KEYS.conversation).map((a) => (JSON.parse(a.value) as { messages: unknown[] }).messages.length)).toEqual([
      5, 2,
    ])
    expect(storedJson(storage)['messages']).toEqual(all.slice(-2))
  })

  it('stops when not even an empty history fits', () => {
    const storage = new MemoryStorage({ maxValueLength: 10 })
    const kv = createSafeStorage(() => storage)
    const store = createConversationStore(kv, KEY, undefined, restoreChunk)
    storage.attempts.length = 0
    expect(() => store.save({ ...emptyConversation(), messages: messages(8) })).not.toThrow()
    const lengths = storage.attempts.filter((a) => a.key === KEYS.conversation).map((a) => (JSON.parse(a.value) as { messages: unknown[] }).messages.length)
    expect(lengths.slice(0, 5)).toEqual([8, 4, 2, 1, 0])
    expect(lengths.length).toBeLessThanOrEqual(6)
    expect(storage.getItem(KEYS.conversation)).toBeNull()
  })
})

describe('without usable storage', () => {
  it('keeps the whole conversation in memory for this page view', () => {
    // safe-storage's contract: what cannot be stored lives on in memory. The
    // quota-halving loop must not whittle that memory copy down to nothing.
    const kv = createSafeStorage(() => null)
    const store = createConversationStore(kv, KEY, undefined, restoreChunk)
    const conversation: Conversation = { open: true, started: true, messages: messages(6) }
    store.save(conversation)
    expect(createConversationStore(kv, KEY, undefined, restoreChunk).load()).toEqual(conversation)
  })
})

describe('loading untrusted data', () => {
  it.each([
    ['corrupt JSON', '{"v":1,"messages":['],
    ['not JSON at all', 'hello'],
    ['wrong version', JSON.stringify({ v: 2, open: true, started: true, messages: [] })],
    ['version as a string', JSON.stringify({ v: '1', open: true, started: true, messages: [] })],
    ['no version', JSON.stringify({ open: true, started: true, messages: [] })],
    ['an array', JSON.stringify([{ v: 1, messages: [] }])],
    ['null', 'null'],
    ['a string', '"conversation"'],
    ['a number', '1'],
    ['messages not an array', JSON.stringify({ v: 1, open: true, messages: { 0: {} } })],
    ['messages missing', JSON.stringify({ v: 1, open: true, started: true })],
  ])('resets on %s: empty conversation and the key removed', (_label, raw) => {
    const storage = new MemoryStorage()
    storage.setItem(KEYS.conversation, raw)
    expect(storeOn(storage).load()).toEqual(emptyConversation())
    expect(storage.getItem(KEYS.conversation)).toBeNull()
    expect(parseConversation(raw)).toBeNull()
  })

  it('drops invalid messages and keeps the valid ones', () => {
    const good1 = msg(1)
    const good2: StoredMessage = { id: 'ai', role: 'agent', text: 'Reply', at: AT, sessionId: 's1' }
    const good3: StoredMessage = { id: 'n', role: 'notice', text: 'Notice', at: AT }
    const raw = JSON.stringify({
      v: 1,
      open: true,
      started: true,
      messages: [
        good1,
        { ...msg(2), role: 'admin' },
        { ...msg(3), role: undefined },
        { ...msg(4), at: 'yesterday' },
        { ...msg(5), at: 12345 },
        { ...msg(6), text: 42 },
        { ...msg(7), text: null },
        { ...msg(8), id: 7 },
        { ...msg(9), id: 'x'.repeat(101) },
        null,
        'message',
        17,
        [],
        good2,
        { text: 'no id', role: 'visitor', at: AT },
        good3,
      ],
    })
    expect(parseConversation(raw)?.messages).toEqual([good1, good2, good3])
  })

  it('normalises fields inside otherwise valid messages', () => {
    const raw = JSON.stringify({
      v: 1,
      messages: [
        { id: 'a', role: 'visitor', text: 'x'.repeat(MAX_VISITOR_MESSAGE_CHARS + 10), at: AT, status: 'delivered' },
        { id: 'b', role: 'visitor', text: 'no status', at: AT },
        { id: 'c', role: 'agent', text: 'agent', at: AT, status: 'sending', sessionId: 7 },
        { id: 'd', role: 'agent', text: 'long session', at: AT, sessionId: 's'.repeat(101) },
        { id: 'e', role: 'visitor', text: 'extra', at: AT, status: 'failed', html: '<b>x</b>' },
      ],
    })
    expect(parseConversation(raw)?.messages).toEqual([
      { id: 'a', role: 'visitor', text: 'x'.repeat(MAX_VISITOR_MESSAGE_CHARS), at: AT, status: 'sent' },
      { id: 'b', role: 'visitor', text: 'no status', at: AT, status: 'sent' },
      { id: 'c', role: 'agent', text: 'agent', at: AT },
      { id: 'd', role: 'agent', text: 'long session', at: AT },
      { id: 'e', role: 'visitor', text: 'extra', at: AT, status: 'failed' },
    ])
  })

  it('writes the launcher stage its summary: open, unread and messages waiting to be sent', () => {
    const storage = new MemoryStorage()
    const store = storeOn(storage)
    const at = '2025-01-01T00:00:00.000Z'
    store.save({
      ...emptyConversation(),
      open: true,
      unread: 2,
      messages: [
        { id: 'a', role: 'visitor', text: 'sent', at, status: 'sent' },
        { id: 'b', role: 'visitor', text: 'failed', at, status: 'failed' },
        { id: 'c', role: 'visitor', text: 'queued', at, status: 'queued' },
        { id: 'd', role: 'visitor', text: 'sending', at, status: 'sending' },
        { id: 'e', role: 'agent', text: 'reply', at },
      ],
    })
    expect(JSON.parse(storage.getItem(KEYS.ui)!)).toEqual({ open: true, unread: 2, outbox: 2 })
    store.save(emptyConversation())
    expect(JSON.parse(storage.getItem(KEYS.ui)!)).toEqual({ open: false, unread: 0, outbox: 0 })
  })

  it('keeps a stored reply longer than a visitor message whole, and caps only at the reply limit', () => {
    const long = 'r'.repeat(MAX_VISITOR_MESSAGE_CHARS * 3)
    const raw = JSON.stringify({
      v: 1,
      messages: [
        { id: 'a', role: 'agent', text: long, at: AT },
        { id: 'b', role: 'agent', text: 'x'.repeat(MAX_REPLY_CHARS + 5), at: AT },
      ],
    })
    const messages = parseConversation(raw)!.messages
    expect(messages[0]!.text).toBe(long)
    expect(messages[1]!.text).toHaveLength(MAX_REPLY_CHARS)
  })

  it('only accepts true for the flags and bounded strings for the visitor fields', () => {
    const raw = JSON.stringify({
      v: 1,
      open: 'true',
      started: 1,
      visitorName: 42,
      visitorEmail: 'e'.repeat(321),
      sessionId: 's_ok',
      extra: 'ignored',
      messages: [],
    })
    expect(parseConversation(raw)).toEqual({ open: false, started: false, sessionId: 's_ok', messages: [] })
  })

  it('keeps a conversation with valid shape even when every message is invalid', () => {
    const storage = new MemoryStorage()
    storage.setItem(KEYS.conversation, JSON.stringify({ v: 1, open: true, started: true, messages: [{ bogus: true }] }))
    expect(storeOn(storage).load()).toEqual({ open: true, started: true, messages: [] })
    expect(storage.getItem(KEYS.conversation)).not.toBeNull()
  })

  it('ignores a __proto__ key inside the stored JSON', () => {
    const raw = '{"v":1,"open":false,"started":false,"messages":[],"__proto__":{"visitorName":"evil","open":true}}'
    const loaded = parseConversation(raw)
    expect(loaded).toEqual({ open: false, started: false, messages: [] })
    expect(loaded?.visitorName).toBeUndefined()
    expect(({} as Record<string, unknown>)['visitorName']).toBeUndefined()
  })
})

describe('unread count', () => {
  const withUnread = (unread: unknown) => JSON.stringify({ v: 1, open: false, started: true, messages: [], unread })

  it('round-trips the optional unread count next to the unchanged fields', () => {
    const storage = new MemoryStorage()
    const conversation: Conversation = { ...emptyConversation(), started: true, messages: [msg(1)], unread: 2 }
    storeOn(storage).save(conversation)
    expect(storedJson(storage)).toEqual({ v: 1, open: false, started: true, messages: [msg(1)], unread: 2 })
    expect(storeOn(storage).load()).toEqual(conversation)
  })

  it.each([
    [3, 3],
    [1, 1],
    [2.7, 2],
    [MAX_STORED_MESSAGES + 50, MAX_STORED_MESSAGES],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseConversation(withUnread(raw))?.unread).toBe(expected)
  })

  it.each([[0], [-2], [0.5], ['3'], [true], [null], [{}], [[2]]])('ignores %j, keeping the rest of the conversation', (raw) => {
    const loaded = parseConversation(withUnread(raw))
    expect(loaded).toEqual({ open: false, started: true, messages: [] })
    expect(loaded?.unread).toBeUndefined()
  })

  it('loads conversations stored before the count existed', () => {
    expect(parseConversation(JSON.stringify({ v: 1, open: false, started: true, messages: [msg(1)] }))).toEqual({
      open: false,
      started: true,
      messages: [msg(1)],
    })
  })

  it('does not take the count from a polluted Object.prototype', () => {
    const proto = Object.prototype as unknown as Record<string, unknown>
    proto['unread'] = 7
    try {
      expect(parseConversation(JSON.stringify({ v: 1, open: false, started: true, messages: [] }))?.unread).toBeUndefined()
      expect(emptyConversation().unread).toBeUndefined()
    } finally {
      delete proto['unread']
    }
  })
})

describe('a polluted Object.prototype', () => {
  const proto = Object.prototype as unknown as Record<string, unknown>
  afterEach(() => {
    delete proto['visitorName']
    delete proto['visitorEmail']
    delete proto['sessionId']
  })

  function polluted<T>(read: () => T): T {
    proto['visitorName'] = 'Mallory'
    proto['visitorEmail'] = 'mallory@evil.example'
    proto['sessionId'] = 'sess_evil'
    try {
      return read()
    } finally {
      delete proto['visitorName']
      delete proto['visitorEmail']
      delete proto['sessionId']
    }
  }

  it('does not make stored fields appear in a loaded conversation', () => {
    const storage = new MemoryStorage()
    storage.setItem(KEYS.conversation, JSON.stringify({ v: 1, open: true, started: true, messages: [] }))
    const seen = polluted(() => {
      const loaded = storeOn(storage).load()
      return { name: loaded.visitorName, email: loaded.visitorEmail, session: loaded.sessionId }
    })
    expect(seen).toEqual({ name: undefined, email: undefined, session: undefined })
  })

  it('does not make stored fields appear in the empty conversation', () => {
    const seen = polluted(() => {
      const loaded = storeOn(new MemoryStorage()).load()
      return { name: loaded.visitorName, email: loaded.visitorEmail, session: loaded.sessionId }
    })
    expect(seen).toEqual({ name: undefined, email: undefined, session: undefined })
  })

  it('does not copy the polluted values into storage', () => {
    const storage = new MemoryStorage()
    storage.setItem(KEYS.conversation, JSON.stringify({ v: 1, open: true, started: true, messages: [] }))
    polluted(() => {
      const store = storeOn(storage)
      store.save(store.load())
    })
    const stored = storedJson(storage)
    expect(Object.keys(stored).sort()).toEqual(['messages', 'open', 'started', 'v'])
  })
})

describe('a new conversation', () => {
  const conversation = (visitorId: string | undefined): Conversation => ({
    ...emptyConversation(),
    started: true,
    visitorName: 'Ann',
    visitorEmail: 'ann@example.com',
    sessionId: 'sess_1',
    visitorId,
    messages: messages(3),
    unread: 2,
  })

  it('renewVisitor gives the visitor a new, valid id and stores it', () => {
    const storage = new MemoryStorage()
    const store = storeOn(storage)
    const before = store.visitorId
    store.renewVisitor()
    expect(store.visitorId).not.toBe(before)
    expect(store.visitorId).toMatch(VISITOR_ID_PATTERN)
    expect(storage.getItem(KEYS.visitor)).toBe(store.visitorId)
    // A store made afterwards (the next page view, another tab's new panel) is this visitor.
    expect(storeOn(storage).visitorId).toBe(store.visitorId)
  })

  it('stores whose conversation it is, with the conversation', () => {
    const storage = new MemoryStorage()
    const store = storeOn(storage)
    store.save(conversation(store.visitorId))
    expect(storedJson(storage)['visitorId']).toBe(store.visitorId)
    expect(store.read()!.messages).toHaveLength(3)
  })

  it("never shows another visitor's history: the stored record of the old id reads as empty, keeping who the visitor is", () => {
    const storage = new MemoryStorage()
    const old = storeOn(storage)
    old.save(conversation(old.visitorId))
    // Another tab started a new conversation: its new id is stored first, its history after.
    const renewed = storeOn(storage)
    renewed.renewVisitor()
    const fresh = storeOn(storage)
    expect(fresh.load()).toMatchObject({
      started: true,
      visitorName: 'Ann',
      visitorEmail: 'ann@example.com',
      messages: [],
      sessionId: undefined,
      unread: undefined,
      visitorId: fresh.visitorId,
    })
  })

  it("reads a record stored before the visitor id was kept in it as this visitor's", () => {
    const storage = new MemoryStorage()
    const store = storeOn(storage)
    store.save(conversation(undefined))
    expect(store.load().messages).toHaveLength(3)
  })

  it('ignores a stored visitor id that is not one', () => {
    expect(parseConversation(JSON.stringify({ v: 1, visitorId: '<b>x</b>', messages: [] }))!.visitorId).toBeUndefined()
    expect(parseConversation(JSON.stringify({ v: 1, visitorId: 42, messages: [] }))!.visitorId).toBeUndefined()
  })
})

describe("without the restore chunk (a new visitor's page)", () => {
  it('reads nothing stored as null, and a stored conversation as not readable yet, leaving it in place', () => {
    const storage = new MemoryStorage()
    const empty = createConversationStore(
      createSafeStorage(() => storage),
      KEY,
    )
    expect(empty.readable()).toBe(true)
    expect(empty.read()).toBeNull()

    const stored = { ...emptyConversation(), started: true, messages: messages(2) }
    storeOn(storage).save(stored)
    const raw = storage.getItem(KEYS.conversation)
    const store = createConversationStore(
      createSafeStorage(() => storage),
      KEY,
    )
    expect(store.readable()).toBe(false)
    expect(store.read()).toBeUndefined()
    // Not readable is not unusable: nothing is removed, and the panel starts empty until the check arrives.
    expect(store.load()).toEqual(emptyConversation())
    expect(storage.getItem(KEYS.conversation)).toBe(raw)

    // Nor written over: a save waits until the stored conversation has been read.
    store.save({ ...emptyConversation(), started: true, messages: messages(1) })
    expect(storage.getItem(KEYS.conversation)).toBe(raw)

    store.readWith(restoreChunk)
    expect(store.readable()).toBe(true)
    expect(store.read()?.messages.map((m) => m.text)).toEqual(['message 0', 'message 1'])
  })
})

describe('a save waiting for the lock across tabs', () => {
  it('is written at once when the page goes away (flush), as the lock may never come', () => {
    const storage = new MemoryStorage()
    // Web Locks whose grant has not come yet (the page is being left).
    const never = tabLocks({ request: () => new Promise(() => {}) })
    const store = createConversationStore(
      createSafeStorage(() => storage),
      KEY,
      undefined,
      restoreChunk,
      never,
    )
    store.save({ ...emptyConversation(), open: true, started: true, messages: [msg(1)] })
    expect(storage.getItem(KEYS.conversation)).toBeNull()
    store.flush()
    expect(parseConversation(storage.getItem(KEYS.conversation)!)).toMatchObject({ open: true, messages: [msg(1)] })
    // Written once: the grant, if it came after all, finds nothing waiting.
    store.flush()
    expect(storage.attempts.filter((a) => a.key === KEYS.conversation)).toHaveLength(1)
  })
})
