import { afterEach, describe, expect, it } from 'vitest'
import { RETRIES } from '../../src/panel/model/retry-policy'
import { EMAIL_PATTERN, LIMITS, MAX_VISITOR_MESSAGE_CHARS } from '../../src/shared/service/wire'
import { storageKeys, type StoredMessage } from '../../src/panel/storage/conversation-store'
import { panelStrings as strings } from '../../src/shared/texts/en'
import { flush, laterQueue } from '../helpers/deferred'
import { webhookError } from '../helpers/errors'
import { FakeClient } from '../helpers/fake-client'
import { MemoryStorage } from '../helpers/memory-storage'
import { createTestModel, FIXED_NOW, fixedNowPlus, TEST_KEY } from '../helpers/model'

const KEYS = storageKeys(TEST_KEY)

function stored(storage: MemoryStorage): Record<string, unknown> {
  const raw = storage.getItem(KEYS.conversation)
  expect(raw).not.toBeNull()
  return JSON.parse(raw!) as Record<string, unknown>
}

const byRole = (messages: StoredMessage[], role: StoredMessage['role']) => messages.filter((m) => m.role === role)

/** Fails the newest call and then each automatic retry of it: `attempts` calls in all. */
async function failAttempts(client: FakeClient, error: unknown, attempts = RETRIES + 1) {
  for (let i = 0; i < attempts; i++) {
    client.fail(client.last, error)
    await flush()
  }
}

describe('pre-chat form', () => {
  it('starts immediately when neither name nor email is collected', () => {
    const { model } = createTestModel()
    expect(model.started.value).toBe(true)
    expect(model.send('hi')).toBe(true)
  })

  it.each([[{ collectVisitorName: true }], [{ collectVisitorEmail: true }], [{ collectVisitorName: true, collectVisitorEmail: true }]])(
    'waits for the form with %j and refuses to send before it',
    (config) => {
      const { model, client } = createTestModel({ config })
      expect(model.started.value).toBe(false)
      expect(model.send('hello')).toBe(false)
      expect(model.messages.value).toEqual([])
      expect(client.calls).toHaveLength(0)
    },
  )

  it.each([[{}], [{ name: '' }], [{ name: '   ' }], [{ name: 'x'.repeat(LIMITS.visitorName + 1) }]])('requires a name: %j', (details) => {
    const { model } = createTestModel({ config: { collectVisitorName: true } })
    expect(model.startChat(details)).toEqual(['name'])
    expect(model.started.value).toBe(false)
    expect(model.visitorName.value).toBeUndefined()
  })

  it('accepts a trimmed name of up to the one visitor-name limit (LIMITS.visitorName, as the service takes it)', () => {
    const { model } = createTestModel({ config: { collectVisitorName: true } })
    expect(model.startChat({ name: `  ${'n'.repeat(LIMITS.visitorName)}  ` })).toEqual([])
    expect(model.started.value).toBe(true)
    expect(model.visitorName.value).toBe('n'.repeat(LIMITS.visitorName))
  })

  it.each(['', 'ann', 'ann@', '@example.com', 'ann@example', 'ann@example.', 'ann @example.com', 'ann@exa mple.com', 'a@b@c.com', 'ann@.com'])(
    'rejects the email %j',
    (email) => {
      const { model } = createTestModel({ config: { collectVisitorEmail: true } })
      expect(model.startChat({ email })).toEqual(['email'])
      expect(model.started.value).toBe(false)
      expect(model.visitorEmail.value).toBeUndefined()
    },
  )

  it.each(['ann@example.com', 'a.b+c@mail.example.co.uk', '  ann@example.com  '])('accepts the email %j', (email) => {
    const { model } = createTestModel({ config: { collectVisitorEmail: true } })
    expect(model.startChat({ email })).toEqual([])
    expect(model.started.value).toBe(true)
    expect(model.visitorEmail.value).toBe(email.trim())
  })

  it('rejects an email longer than 254 characters', () => {
    const email = 'a'.repeat(250) + '@b.co'
    expect(EMAIL_PATTERN.test(email)).toBe(true)
    const { model } = createTestModel({ config: { collectVisitorEmail: true } })
    expect(model.startChat({ email })).toEqual(['email'])
  })

  it('reports both fields when both are wrong, and starts only once both are right', () => {
    const { model } = createTestModel({ config: { collectVisitorName: true, collectVisitorEmail: true } })
    expect(model.startChat({ name: '', email: 'nope' })).toEqual(['name', 'email'])
    expect(model.startChat({ name: 'Ann', email: 'nope' })).toEqual(['email'])
    expect(model.started.value).toBe(false)
    expect(model.visitorName.value).toBeUndefined()
    expect(model.startChat({ name: ' Ann ', email: 'ann@example.com' })).toEqual([])
    expect(model.started.value).toBe(true)
    expect(model.visitorName.value).toBe('Ann')
    expect(model.visitorEmail.value).toBe('ann@example.com')
  })

  it('ignores fields the form does not collect', () => {
    const { model } = createTestModel({ config: { collectVisitorEmail: true } })
    expect(model.startChat({ name: 'Ann', email: 'ann@example.com' })).toEqual([])
    expect(model.visitorName.value).toBeUndefined()
  })
})

describe('sending', () => {
  it('trims the text and appends a visitor message that is sent at once', () => {
    const { model, client } = createTestModel()
    expect(model.send('   Where is my order?  \n')).toBe(true)
    expect(model.messages.value).toEqual([
      { id: 'id-1', role: 'visitor', text: 'Where is my order?', at: FIXED_NOW, status: 'sending', by: expect.any(String) as string },
    ])
    expect(client.sentTexts).toEqual(['Where is my order?'])
  })

  it.each(['', '   ', '\n\t '])('ignores the blank text %j', (text) => {
    const { model, client } = createTestModel()
    expect(model.send(text)).toBe(false)
    expect(model.messages.value).toEqual([])
    expect(client.calls).toHaveLength(0)
  })

  it('cuts messages to MAX_VISITOR_MESSAGE_CHARS characters', () => {
    const { model, client } = createTestModel()
    model.send('y'.repeat(MAX_VISITOR_MESSAGE_CHARS + 100))
    expect(client.calls[0]!.outgoing.text).toHaveLength(MAX_VISITOR_MESSAGE_CHARS)
    expect(model.messages.value[0]!.text).toHaveLength(MAX_VISITOR_MESSAGE_CHARS)
  })

  it('queues messages and delivers them strictly one at a time, in order', async () => {
    const { model, client } = createTestModel()
    model.send('first')
    model.send('second')
    model.send('third')
    expect(client.sentTexts).toEqual(['first'])
    expect(model.messages.value.map((m) => m.status)).toEqual(['sending', 'queued', 'queued'])

    await flush()
    expect(client.sentTexts).toEqual(['first'])

    client.reply(0, 'reply 1')
    await flush()
    expect(client.sentTexts).toEqual(['first', 'second'])
    model.send('fourth')
    await flush()
    expect(client.sentTexts).toEqual(['first', 'second'])

    client.reply(1, 'reply 2')
    await flush()
    expect(client.sentTexts).toEqual(['first', 'second', 'third'])
    client.reply(2, 'reply 3')
    await flush()
    client.reply(3, 'reply 4')
    await flush()

    expect(client.sentTexts).toEqual(['first', 'second', 'third', 'fourth'])
    expect(client.maxInFlight).toBe(1)
    expect(client.inFlight).toBe(0)
    expect(byRole(model.messages.value, 'visitor').map((m) => m.status)).toEqual(['sent', 'sent', 'sent', 'sent'])
    expect(byRole(model.messages.value, 'agent').map((m) => m.text)).toEqual(['reply 1', 'reply 2', 'reply 3', 'reply 4'])
  })

  it('keeps delivering the queue after a failure', async () => {
    const { model, client } = createTestModel()
    model.send('a')
    model.send('b')
    await failAttempts(client, webhookError('offline'))
    expect(client.sentTexts).toEqual(['a', 'a', 'a', 'a', 'b'])
    expect(model.messages.value[0]!.status).toBe('failed')
    expect(client.maxInFlight).toBe(1)
  })

  it('passes visitor id, page URL, name and email on every send', async () => {
    const { model, client, store, pageUrl } = createTestModel({ config: { collectVisitorName: true, collectVisitorEmail: true } })
    model.startChat({ name: 'Ann', email: 'ann@example.com' })
    model.send('one')
    client.reply(0, 'r1')
    await flush()
    pageUrl.value = 'https://shop.example.com/checkout'
    model.send('two')
    expect(client.calls.map((c) => c.outgoing)).toEqual([
      {
        id: 'id-1',
        text: 'one',
        visitorId: store.visitorId,
        pageUrl: 'https://shop.example.com/products',
        visitorName: 'Ann',
        visitorEmail: 'ann@example.com',
      },
      {
        id: 'id-3',
        text: 'two',
        visitorId: store.visitorId,
        pageUrl: 'https://shop.example.com/checkout',
        visitorName: 'Ann',
        visitorEmail: 'ann@example.com',
      },
    ])
    expect(model.visitorId).toBe(store.visitorId)
  })

  it('passes no name or email when the form does not collect them', () => {
    const { model, client } = createTestModel()
    model.send('hi')
    expect(client.calls[0]!.outgoing.visitorName).toBeUndefined()
    expect(client.calls[0]!.outgoing.visitorEmail).toBeUndefined()
  })
})

describe('replies', () => {
  it('appends the reply as an agent message with the service ids and remembers the session', async () => {
    const { model, client } = createTestModel()
    model.send('hi')
    client.reply(0, 'Hello! How can I help?', { sessionId: 'sess_42', messageId: 'ai_7' })
    await flush()
    expect(model.messages.value).toEqual([
      { id: 'id-1', role: 'visitor', text: 'hi', at: FIXED_NOW, status: 'sent' },
      // Named by the service (its aiMessageId): it can take feedback.
      { id: 'ai_7', role: 'agent', text: 'Hello! How can I help?', at: fixedNowPlus(1), sessionId: 'sess_42', rateable: true },
    ])
    expect(model.sessionId.value).toBe('sess_42')
  })

  it('makes up an id when the reply has none and keeps the previous session', async () => {
    const { model, client } = createTestModel()
    model.send('one')
    client.reply(0, 'r1', { sessionId: 'sess_1' })
    await flush()
    model.send('two')
    client.reply(1, 'r2')
    await flush()
    const last = model.messages.value.at(-1)!
    expect(last).toEqual({ id: 'id-4', role: 'agent', text: 'r2', at: fixedNowPlus(3) })
    expect(model.sessionId.value).toBe('sess_1')
  })

  it('is awaiting a reply exactly while a message is on its way', async () => {
    const { model, client } = createTestModel()
    expect(model.awaitingReply.value).toBe(false)
    model.send('one')
    model.send('two')
    expect(model.awaitingReply.value).toBe(true)
    client.reply(0, 'r1')
    await flush()
    expect(model.awaitingReply.value).toBe(true)
    client.reply(1, 'r2')
    await flush()
    expect(model.awaitingReply.value).toBe(false)
  })
})

describe('errors', () => {
  it.each([
    ['offline', webhookError('offline')],
    ['timeout', webhookError('timeout')],
    ['HTTP 500', webhookError('http', 500)],
    ['HTTP 503', webhookError('http', 503)],
    ['HTTP 429', webhookError('http', 429)],
  ])('%s: says at once that the service is unreachable, retries, then marks the message failed', async (_label, error) => {
    const { model, client, config } = createTestModel()
    model.send('hello')
    client.fail(0, error)
    await flush()
    // The offline message shows during the retries, the message still on its way.
    expect(model.messages.value).toEqual([
      { id: 'id-1', role: 'visitor', text: 'hello', at: FIXED_NOW, status: 'sending', by: expect.any(String) as string },
      { id: 'id-2', role: 'notice', text: config.offlineMessage, at: fixedNowPlus(1) },
    ])
    await failAttempts(client, error, RETRIES)
    expect(client.sentTexts).toEqual(Array(RETRIES + 1).fill('hello'))
    expect(model.messages.value).toEqual([
      { id: 'id-1', role: 'visitor', text: 'hello', at: FIXED_NOW, status: 'failed' },
      { id: 'id-2', role: 'notice', text: config.offlineMessage, at: fixedNowPlus(1) },
    ])
    expect(model.awaitingReply.value).toBe(false)
  })

  it.each([
    ['HTTP 400', webhookError('http', 400)],
    ['HTTP 404', webhookError('http', 404)],
    ['HTTP 409', webhookError('http', 409)],
    ['HTTP without status', webhookError('http')],
    ['bad reply', webhookError('bad-reply')],
    ['a foreign error', new TypeError('boom')],
  ])('%s: is not retried; marks the message failed with the generic notice', async (_label, error) => {
    const { model, client, sleeps } = createTestModel()
    model.send('hello')
    client.fail(0, error)
    await flush()
    await flush()
    expect(client.calls).toHaveLength(1)
    expect(sleeps).toEqual([])
    expect(model.messages.value).toEqual([
      { id: 'id-1', role: 'visitor', text: 'hello', at: FIXED_NOW, status: 'failed' },
      { id: 'id-2', role: 'notice', text: strings.errorGeneric, at: fixedNowPlus(1) },
    ])
    expect(model.awaitingReply.value).toBe(false)
  })

  it('does not add the same notice twice in a row', async () => {
    const { model, client, config } = createTestModel()
    model.send('a')
    model.send('b')
    await failAttempts(client, webhookError('offline'))
    await failAttempts(client, webhookError('offline'))
    expect(model.messages.value.map((m) => [m.role, m.status ?? m.text])).toEqual([
      ['visitor', 'failed'],
      ['visitor', 'failed'],
      ['notice', config.offlineMessage],
    ])
  })

  it('adds a different notice after the last one', async () => {
    const { model, client, config } = createTestModel()
    model.send('a')
    model.send('b')
    await failAttempts(client, webhookError('offline'))
    client.fail(client.last, webhookError('http', 400))
    await flush()
    expect(byRole(model.messages.value, 'notice').map((m) => m.text)).toEqual([config.offlineMessage, strings.errorGeneric])
  })

  it('repeats a notice once something else came in between', async () => {
    const { model, client } = createTestModel()
    model.send('a')
    client.fail(0, webhookError('bad-reply'))
    await flush()
    model.send('b')
    client.fail(1, webhookError('bad-reply'))
    await flush()
    expect(byRole(model.messages.value, 'notice')).toHaveLength(2)
  })

  it('retry re-sends a failed message, with the same id, and delivers the reply', async () => {
    const { model, client } = createTestModel()
    model.send('hello')
    await failAttempts(client, webhookError('offline'))
    const failed = model.messages.value[0]!
    expect(failed.status).toBe('failed')
    model.retry(failed.id)
    expect(model.messages.value[0]!.status).toBe('sending')
    expect(client.sentTexts).toEqual(Array(RETRIES + 2).fill('hello'))
    expect(new Set(client.calls.map((c) => c.outgoing.id))).toEqual(new Set([failed.id]))
    client.reply(client.last, 'Got it')
    await flush()
    // Retry is a step back, which other tabs take as the later copy: its rev went up.
    expect(model.messages.value[0]).toEqual({ ...failed, status: 'sent', rev: 1 })
    expect(model.messages.value.at(-1)).toMatchObject({ role: 'agent', text: 'Got it' })
  })

  it('retry waits its turn behind a message already on its way', async () => {
    const { model, client } = createTestModel()
    model.send('a')
    client.fail(0, webhookError('http', 400))
    await flush()
    model.send('b')
    model.retry('id-1')
    expect(client.sentTexts).toEqual(['a', 'b'])
    expect(model.messages.value[0]!.status).toBe('queued')
    client.reply(1, 'rb')
    await flush()
    expect(client.sentTexts).toEqual(['a', 'b', 'a'])
    expect(client.maxInFlight).toBe(1)
  })

  it('retry does nothing for messages that did not fail', async () => {
    const { model, client } = createTestModel()
    model.send('a')
    client.reply(0, 'ok', { messageId: 'ai_1' })
    await flush()
    const before = model.messages.value
    model.retry('id-1')
    model.retry('ai_1')
    model.retry('missing')
    expect(client.calls).toHaveLength(1)
    expect(model.messages.value).toBe(before)
  })
})

describe('persistence', () => {
  it('saves the conversation to storage as it changes', async () => {
    const tasks = laterQueue()
    const { model, client, storage } = createTestModel({ config: { collectVisitorName: true }, later: tasks.later })
    // Not as loaded (that is what is stored, and another tab may have written
    // more since); then once per burst of changes, in the task after them
    // (after the next paint).
    await Promise.resolve()
    tasks.run()
    expect(storage.getItem(storageKeys(TEST_KEY).conversation)).toBeNull()
    const writes = storage.attempts.length
    model.setOpen(true)
    model.startChat({ name: 'Ann' })
    model.send('hi')
    await Promise.resolve()
    expect(storage.attempts.length - writes).toBe(0) // not in the task of the change
    tasks.run()
    expect(storage.attempts.length - writes).toBe(4) // the summary and the conversation: queued, then sending
    expect(stored(storage)).toMatchObject({ open: true, started: true, visitorName: 'Ann' })
    client.reply(0, 'hello', { sessionId: 's1', messageId: 'ai_1' })
    await flush()
    tasks.run()
    expect(stored(storage)).toEqual({
      v: 1,
      open: true,
      started: true,
      visitorName: 'Ann',
      sessionId: 's1',
      visitorId: model.visitorId,
      messages: [
        { id: 'id-1', role: 'visitor', text: 'hi', at: FIXED_NOW, status: 'sent' },
        { id: 'ai_1', role: 'agent', text: 'hello', at: fixedNowPlus(1), sessionId: 's1', rateable: true },
      ],
    })
  })

  it('restores messages, open state, name and session in a new model on the same storage', async () => {
    const first = createTestModel({ config: { collectVisitorName: true } })
    first.model.setOpen(true)
    first.model.startChat({ name: 'Ann' })
    first.model.send('hi')
    first.client.reply(0, 'hello', { sessionId: 's1', messageId: 'ai_1' })
    await flush()
    first.model.dispose()

    const second = createTestModel({ storage: first.storage, config: { collectVisitorName: true }, idPrefix: 'second' })
    expect(second.model.open.value).toBe(true)
    expect(second.model.started.value).toBe(true)
    expect(second.model.visitorName.value).toBe('Ann')
    expect(second.model.sessionId.value).toBe('s1')
    expect(second.model.messages.value).toEqual(first.model.messages.value)
    expect(second.model.visitorId).toBe(first.model.visitorId)
    second.model.send('again')
    expect(second.client.calls[0]!.outgoing).toMatchObject({ visitorName: 'Ann', visitorId: first.model.visitorId })
  })

  it('sends messages left sending or queued again at load, in order, one at a time, with their ids', async () => {
    const first = createTestModel()
    first.model.send('was sending')
    first.model.send('was queued')
    expect(first.model.messages.value.map((m) => m.status)).toEqual(['sending', 'queued'])
    const ids = first.model.messages.value.map((m) => m.id)
    first.model.dispose()

    const client = new FakeClient()
    const tasks = laterQueue()
    const second = createTestModel({ storage: first.storage, client, idPrefix: 'second', later: tasks.later })
    // Nothing goes out while the model is being built; the page takes them over after it, and sends in a task after that.
    expect(second.model.messages.value.map((m) => [m.text, m.status])).toEqual([
      ['was sending', 'sending'],
      ['was queued', 'queued'],
    ])
    await flush()
    expect(second.model.messages.value.map((m) => [m.text, m.status, m.rev])).toEqual([
      ['was sending', 'queued', 1],
      ['was queued', 'queued', 1],
    ])
    expect(client.calls).toHaveLength(0)
    tasks.run()
    expect(client.calls.map((c) => [c.outgoing.text, c.outgoing.id])).toEqual([['was sending', ids[0]]])
    expect(second.model.messages.value.map((m) => m.status)).toEqual(['sending', 'queued'])
    client.reply(0, 'r1')
    await flush()
    client.reply(1, 'r2')
    await flush()
    expect(client.calls.map((c) => [c.outgoing.text, c.outgoing.id])).toEqual([
      ['was sending', ids[0]],
      ['was queued', ids[1]],
    ])
    expect(client.maxInFlight).toBe(1)
    expect(second.model.messages.value.map((m) => [m.role, m.text, m.status])).toEqual([
      ['visitor', 'was sending', 'sent'],
      ['visitor', 'was queued', 'sent'],
      ['agent', 'r1', undefined],
      ['agent', 'r2', undefined],
    ])
  })

  it('leaves failed and sent messages alone at load', async () => {
    const first = createTestModel()
    first.model.send('ok')
    first.client.reply(0, 'r')
    await flush()
    first.model.send('refused')
    first.client.fail(1, webhookError('http', 400))
    await flush()
    first.model.dispose()

    const client = new FakeClient()
    const second = createTestModel({ storage: first.storage, client })
    await flush()
    expect(client.calls).toHaveLength(0)
    expect(byRole(second.model.messages.value, 'visitor').map((m) => m.status)).toEqual(['sent', 'failed'])
  })

  it('stops saving once disposed, after writing what the last task changed', async () => {
    const { model, storage } = createTestModel()
    await flush()
    model.setOpen(true)
    model.dispose()
    expect(stored(storage)).toMatchObject({ open: true })
    const before = storage.getItem(KEYS.conversation)
    model.setOpen(false)
    await flush()
    expect(storage.getItem(KEYS.conversation)).toBe(before)
  })

  it('toggles open with setOpen', () => {
    const { model } = createTestModel()
    model.setOpen(true)
    expect(model.open.value).toBe(true)
    model.setOpen(false)
    expect(model.open.value).toBe(false)
  })
})

describe('a polluted Object.prototype', () => {
  const proto = Object.prototype as unknown as Record<string, unknown>
  afterEach(() => {
    delete proto['visitorName']
  })

  it('does not reach the service as the visitor name', () => {
    let sentName: string | undefined
    let modelName: string | undefined
    proto['visitorName'] = 'Mallory'
    try {
      const { model, client } = createTestModel()
      modelName = model.visitorName.value
      model.send('hi')
      sentName = client.calls[0]?.outgoing.visitorName
    } finally {
      delete proto['visitorName']
    }
    expect(modelName).toBeUndefined()
    expect(sentName).toBeUndefined()
  })
})

describe('unread replies', () => {
  it('counts replies that arrive while the panel is closed, and opening clears the count', async () => {
    const { model, client } = createTestModel()
    expect(model.unread.value).toBe(0)
    model.send('one')
    model.send('two')
    client.reply(0, 'first')
    await flush()
    expect(model.unread.value).toBe(1)
    client.reply(1, 'second')
    await flush()
    expect(model.unread.value).toBe(2)
    model.setOpen(true)
    expect(model.unread.value).toBe(0)
    model.setOpen(false)
    expect(model.unread.value).toBe(0)
  })

  it('does not count replies that arrive while the panel is open, nor failures', async () => {
    const { model, client } = createTestModel()
    model.setOpen(true)
    model.send('seen')
    client.reply(0, 'seen reply')
    await flush()
    model.setOpen(false)
    model.send('fails')
    client.fail(1, webhookError('offline'))
    await flush()
    expect(model.unread.value).toBe(0)
    expect(byRole(model.messages.value, 'notice')).toHaveLength(1)
  })

  it('stores the count with the conversation (only when there is one) and brings it back', async () => {
    const first = createTestModel()
    first.model.send('hi')
    await flush()
    expect(stored(first.storage)).not.toHaveProperty('unread')
    first.client.reply(0, 'hello')
    await flush()
    expect(stored(first.storage)).toMatchObject({ v: 1, open: false, unread: 1 })
    first.model.dispose()

    const second = createTestModel({ storage: first.storage, idPrefix: 'second' })
    expect(second.model.unread.value).toBe(1)
    second.model.setOpen(true)
    expect(second.model.unread.value).toBe(0)
    await flush()
    expect(stored(second.storage)).not.toHaveProperty('unread')
    expect(Object.keys(stored(second.storage)).sort()).toEqual(['messages', 'open', 'started', 'v', 'visitorId'])
  })

  it('starts at zero when the conversation was stored open', () => {
    const storage = new MemoryStorage()
    storage.setItem(KEYS.conversation, JSON.stringify({ v: 1, open: true, started: true, messages: [], unread: 3 }))
    expect(createTestModel({ storage }).model.unread.value).toBe(0)
    storage.setItem(KEYS.conversation, JSON.stringify({ v: 1, open: false, started: true, messages: [], unread: 3 }))
    expect(createTestModel({ storage }).model.unread.value).toBe(3)
  })
})

describe('the actions the public API uses', () => {
  it('identify: the given details replace the kept ones, the others stay, and the pre-chat form is done', () => {
    const { model } = createTestModel({ config: { collectVisitorName: true, collectVisitorEmail: true } })
    expect(model.started.value).toBe(false)
    model.identify({ name: 'Ada' })
    expect([model.visitorName.value, model.visitorEmail.value, model.started.value]).toEqual(['Ada', undefined, true])
    model.identify({ email: 'ada@example.com' })
    expect([model.visitorName.value, model.visitorEmail.value]).toEqual(['Ada', 'ada@example.com'])
  })

  it('prefill: the text waits in the message box', () => {
    const { model } = createTestModel({ config: { collectVisitorName: true } })
    expect(model.send('Hello')).toBe(false)
    model.prefill('Hello')
    expect(model.draft.value).toBe('Hello')
  })
})

describe('a new conversation', () => {
  async function conversation() {
    const t = createTestModel({ config: { collectVisitorName: true, collectVisitorEmail: true } })
    t.model.startChat({ name: 'Ann', email: 'ann@example.com' })
    t.model.send('hi')
    await flush()
    t.client.reply(0, 'hello', { sessionId: 's1', messageId: 'ai_1' })
    await flush()
    return t
  }

  it('clears the history, the unread count and the session, gives a new visitor id, and keeps name, email and the passed pre-chat form', async () => {
    const { model, storage } = await conversation()
    const before = model.visitorId
    expect(model.unread.value).toBe(1)
    expect(model.newConversation()).toBe(true)
    expect(model.messages.value).toEqual([])
    expect(model.unread.value).toBe(0)
    expect(model.sessionId.value).toBeUndefined()
    expect(model.visitorId).not.toBe(before)
    expect(model.visitorId).toMatch(/^v_/)
    expect(model.started.value).toBe(true)
    expect([model.visitorName.value, model.visitorEmail.value]).toEqual(['Ann', 'ann@example.com'])
    await flush()
    expect(stored(storage)).toMatchObject({ started: true, visitorName: 'Ann', messages: [], visitorId: model.visitorId })
    expect(stored(storage)).not.toHaveProperty('sessionId')
    expect(storage.getItem(KEYS.visitor)).toBe(model.visitorId)
  })

  it('the next message carries the new visitor id (n8n issue 22050: the old one was still sent)', async () => {
    const { model, client } = await conversation()
    const before = client.calls[0]!.outgoing.visitorId
    model.newConversation()
    model.send('a new question')
    await flush()
    expect(client.calls[1]!.outgoing.visitorId).toBe(model.visitorId)
    expect(client.calls[1]!.outgoing.visitorId).not.toBe(before)
    expect(client.calls[1]!.outgoing).toMatchObject({ visitorName: 'Ann', visitorEmail: 'ann@example.com' })
  })

  it('is refused while a message is on its way, and allowed once it has gone', async () => {
    const { model, client } = createTestModel()
    model.send('hi')
    await flush()
    expect(model.outgoing.value).toBe(true)
    expect(model.newConversation()).toBe(false)
    expect(model.messages.value).toHaveLength(1)
    client.reply(0, 'hello')
    await flush()
    expect(model.outgoing.value).toBe(false)
    expect(model.newConversation()).toBe(true)
  })

  it("a later model on the same storage (a reload, another tab's new panel) is the new visitor, with the empty history", async () => {
    const { model, storage } = await conversation()
    model.newConversation()
    await flush()
    const next = createTestModel({ storage, config: { collectVisitorName: true, collectVisitorEmail: true }, idPrefix: 'next' })
    expect(next.model.visitorId).toBe(model.visitorId)
    expect(next.model.messages.value).toEqual([])
    expect(next.model.started.value).toBe(true)
  })

  it('a tab that has not been renewed yet keeps its own conversation, and writes none of it over the new record', async () => {
    const { model, storage } = await conversation()
    const other = createTestModel({ storage, config: { collectVisitorName: true, collectVisitorEmail: true }, idPrefix: 'other' })
    await flush()
    expect(other.model.messages.value).toHaveLength(2)
    model.newConversation()
    await flush()
    // The other tab reads the new record (before its launcher stage renews its panel): another visitor's, so nothing of it is taken in.
    other.model.sync()
    expect(other.model.messages.value).toHaveLength(2)
    // A write of the other tab's old conversation (its panel saving as it goes) does not bring it back here.
    other.store.save({ ...other.store.read()!, visitorId: other.store.visitorId, messages: [{ id: 'x', role: 'agent', text: 'old', at: FIXED_NOW }] })
    model.sync()
    expect(model.messages.value).toEqual([])
    expect(JSON.parse(storage.getItem(other.store.key)!)).toMatchObject({ visitorId: model.visitorId, messages: [] })
  })
})
