import { afterEach, describe, expect, it, vi } from 'vitest'
import { createWebhookClient, DEFAULT_TIMEOUT_MS, MAX_REPLY_CHARS, parseReply, webhookBody, type OutgoingMessage } from '../../src/panel/api/webhook-client'
import { isWebhookError, WebhookError, type WebhookErrorKind } from '../../src/panel/api/webhook-error'
import { webhookError } from '../helpers/errors'

const API = 'https://api.example.com/v1'
const KEY = 'wgt_client_test'
const OUTGOING: OutgoingMessage = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  text: 'Where is my order?',
  visitorId: 'v_abcdefghijklmnopqrstuv',
  pageUrl: 'https://shop.example.com/orders',
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

function fakeFetch(respond: (url: string, init: RequestInit) => Promise<Response> | Response = () => jsonResponse({ aiResponse: 'Hi' })) {
  return vi.fn<typeof fetch>(async (input, init) => respond(input instanceof Request ? input.url : String(input), init ?? {}))
}

function client(fetchImpl: typeof fetch, timeoutMs?: number) {
  return createWebhookClient(
    timeoutMs === undefined ? { apiBase: API, widgetKey: KEY, fetch: fetchImpl } : { apiBase: API, widgetKey: KEY, fetch: fetchImpl, timeoutMs },
  )
}

async function errorOf(promise: Promise<unknown>): Promise<WebhookError> {
  try {
    await promise
  } catch (error) {
    if (isWebhookError(error)) return error
    throw new Error(`expected a WebhookError, got ${String(error)}`)
  }
  throw new Error('expected the promise to reject')
}

function sentInit(mock: ReturnType<typeof fakeFetch>): RequestInit {
  expect(mock).toHaveBeenCalledTimes(1)
  return mock.mock.calls[0]![1]!
}

describe('the request', () => {
  it('posts to <apiBase>/webhook-chat-message', async () => {
    const fetchMock = fakeFetch()
    await client(fetchMock).send(OUTGOING)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0]![0]).toBe('https://api.example.com/v1/webhook-chat-message')
    expect(sentInit(fetchMock).method).toBe('POST')
  })

  it('sends only a JSON content type: no Authorization, no cookies', async () => {
    const fetchMock = fakeFetch()
    await client(fetchMock).send(OUTGOING)
    const init = sentInit(fetchMock)
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' })
    expect(Object.keys(init.headers as Record<string, string>).some((h) => h.toLowerCase() === 'authorization')).toBe(false)
    expect(init.credentials).toBe('omit')
    expect(init.signal).toBeInstanceOf(AbortSignal)
  })

  it('sends exactly widget_key, message, visitor_id, page_url and client_message_id when no visitor details are known', async () => {
    const fetchMock = fakeFetch()
    await client(fetchMock).send(OUTGOING)
    const body = JSON.parse(sentInit(fetchMock).body as string) as Record<string, unknown>
    expect(body).toEqual({
      widget_key: KEY,
      message: 'Where is my order?',
      visitor_id: 'v_abcdefghijklmnopqrstuv',
      page_url: 'https://shop.example.com/orders',
      client_message_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    })
    expect(Object.keys(body).sort()).toEqual(['client_message_id', 'message', 'page_url', 'visitor_id', 'widget_key'])
  })

  it('adds visitor_name and visitor_email when given', async () => {
    const fetchMock = fakeFetch()
    await client(fetchMock).send({ ...OUTGOING, visitorName: 'Ann', visitorEmail: 'ann@example.com' })
    const body = JSON.parse(sentInit(fetchMock).body as string) as Record<string, unknown>
    expect(body).toEqual({
      widget_key: KEY,
      message: 'Where is my order?',
      visitor_id: 'v_abcdefghijklmnopqrstuv',
      page_url: 'https://shop.example.com/orders',
      client_message_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      visitor_name: 'Ann',
      visitor_email: 'ann@example.com',
    })
    expect(Object.keys(body).sort()).toEqual(['client_message_id', 'message', 'page_url', 'visitor_email', 'visitor_id', 'visitor_name', 'widget_key'])
  })

  it.each([
    [{ visitorName: 'Ann' }, ['visitor_name']],
    [{ visitorEmail: 'ann@example.com' }, ['visitor_email']],
    [{ visitorName: undefined, visitorEmail: undefined }, []],
    [{ visitorName: '', visitorEmail: '' }, []],
  ])('with %j adds exactly %j', (details, extra) => {
    const body = webhookBody(KEY, { ...OUTGOING, ...details })
    expect(Object.keys(body).sort()).toEqual(['client_message_id', 'message', 'page_url', 'visitor_id', 'widget_key', ...extra].sort())
  })

  it('keeps the body an object even when the page patched Array.prototype.toJSON', async () => {
    const proto = Array.prototype as unknown as Record<string, unknown>
    proto['toJSON'] = () => 'broken'
    const fetchMock = fakeFetch()
    try {
      await client(fetchMock).send({ ...OUTGOING, text: '["a"]' })
    } finally {
      delete proto['toJSON']
    }
    expect(JSON.parse(sentInit(fetchMock).body as string)).toMatchObject({ message: '["a"]' })
  })

  it('looks up window.fetch at call time when none is injected', async () => {
    const spy = vi.spyOn(window, 'fetch').mockResolvedValue(jsonResponse({ aiResponse: 'From window' }))
    try {
      const c = createWebhookClient({ apiBase: API, widgetKey: KEY })
      const reply = await c.send(OUTGOING)
      expect(reply.text).toBe('From window')
      expect(spy).toHaveBeenCalledTimes(1)
      expect(spy.mock.calls[0]![0]).toBe(API + '/webhook-chat-message')
    } finally {
      spy.mockRestore()
    }
  })

  it('has a generous default timeout', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(60_000)
  })
})

describe('the reply', () => {
  it('reads aiResponse, session_id and aiMessageId', async () => {
    const fetchMock = fakeFetch(() => jsonResponse({ aiResponse: 'We ship tomorrow.', session_id: 'sess_1', aiMessageId: 'msg_9' }))
    await expect(client(fetchMock).send(OUTGOING)).resolves.toEqual({ text: 'We ship tomorrow.', sessionId: 'sess_1', messageId: 'msg_9' })
  })

  it('leaves the ids undefined when missing, not strings, empty or too long', () => {
    expect(parseReply(JSON.stringify({ aiResponse: 'x' }))).toEqual({ text: 'x', sessionId: undefined, messageId: undefined })
    expect(parseReply(JSON.stringify({ aiResponse: 'x', session_id: 5, aiMessageId: { id: 1 } }))).toEqual({
      text: 'x',
      sessionId: undefined,
      messageId: undefined,
    })
    expect(parseReply(JSON.stringify({ aiResponse: 'x', session_id: '', aiMessageId: 'm'.repeat(101) }))).toEqual({
      text: 'x',
      sessionId: undefined,
      messageId: undefined,
    })
    expect(parseReply(JSON.stringify({ aiResponse: 'x', session_id: 's'.repeat(100) })).sessionId).toBe('s'.repeat(100))
  })

  it('ignores fields inherited from a polluted Object.prototype', () => {
    const proto = Object.prototype as unknown as Record<string, unknown>
    proto['aiResponse'] = 'injected'
    let error: unknown
    try {
      parseReply('{}')
    } catch (e) {
      error = e
    } finally {
      delete proto['aiResponse']
    }
    expect(isWebhookError(error) && error.kind).toBe('bad-reply')
  })
})

describe('errors', () => {
  it('reports "offline" when fetch rejects', async () => {
    const fetchMock = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    const error = await errorOf(client(fetchMock).send(OUTGOING))
    expect(error).toBeInstanceOf(WebhookError)
    expect(error.kind).toBe('offline')
    expect(error.status).toBeUndefined()
  })

  it.each([400, 401, 403, 404, 429, 500, 502, 503])('reports "http" with status %i for a non-2xx response', async (status) => {
    const fetchMock = fakeFetch(() => jsonResponse({ aiResponse: 'ignored' }, status))
    const error = await errorOf(client(fetchMock).send(OUTGOING))
    expect(error.kind).toBe('http')
    expect(error.status).toBe(status)
  })

  it('reports "offline" when the body cannot be read', async () => {
    const broken = jsonResponse({ aiResponse: 'x' })
    vi.spyOn(broken, 'text').mockRejectedValue(new TypeError('network error'))
    const error = await errorOf(client(fakeFetch(() => broken)).send(OUTGOING))
    expect(error.kind).toBe('offline')
  })

  it.each([
    ['invalid JSON', '{"aiResponse":'],
    ['HTML', '<html>Bad gateway</html>'],
    ['an empty body', ''],
    ['null', 'null'],
    ['an array', '[{"aiResponse":"x"}]'],
    ['a string', '"hello"'],
    ['a number', '42'],
    ['no aiResponse', '{"session_id":"s"}'],
    ['an empty aiResponse', '{"aiResponse":""}'],
    ['a blank aiResponse', '{"aiResponse":"  \\n "}'],
    ['a non-string aiResponse', '{"aiResponse":{"text":"x"}}'],
  ])('reports "bad-reply" for %s', async (_label, body) => {
    const error = await errorOf(client(fakeFetch(() => jsonResponse(body))).send(OUTGOING))
    expect(error.kind).toBe('bad-reply')
  })

  it('reports "bad-reply" for a reply over MAX_REPLY_CHARS, accepting one just under', async () => {
    const envelope = JSON.stringify({ aiResponse: '' }).length
    const fits = JSON.stringify({ aiResponse: 'a'.repeat(MAX_REPLY_CHARS - envelope) })
    expect(fits.length).toBe(MAX_REPLY_CHARS)
    const reply = await client(fakeFetch(() => jsonResponse(fits))).send(OUTGOING)
    expect(reply.text).toHaveLength(MAX_REPLY_CHARS - envelope)
    const tooLarge = JSON.stringify({ aiResponse: 'a'.repeat(MAX_REPLY_CHARS - envelope + 1) })
    const error = await errorOf(client(fakeFetch(() => jsonResponse(tooLarge))).send(OUTGOING))
    expect(error.kind).toBe('bad-reply')
  })

  it('reports "timeout" and aborts the request when no reply comes in time', async () => {
    let signal: AbortSignal | undefined
    const fetchMock = fakeFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init.signal ?? undefined
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        }),
    )
    const started = Date.now()
    const error = await errorOf(client(fetchMock, 30).send(OUTGOING))
    expect(error.kind).toBe('timeout')
    expect(signal?.aborted).toBe(true)
    expect(Date.now() - started).toBeGreaterThanOrEqual(25)
  })

  it('reports "timeout" when the body stalls past the deadline', async () => {
    const fetchMock = fakeFetch((_url, init) => {
      const response = jsonResponse({ aiResponse: 'late' })
      vi.spyOn(response, 'text').mockImplementation(
        () =>
          new Promise<string>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
          }),
      )
      return response
    })
    const error = await errorOf(client(fetchMock, 30).send(OUTGOING))
    expect(error.kind).toBe('timeout')
  })

  // AbortSignal.timeout cannot be cleared: the deadline may fire after the
  // reply, when there is nothing left to abort. What matters is that it does
  // not fire early and that every request gets a deadline of its own.
  it('gives each request its own deadline signal, still live when the reply arrives', async () => {
    const seen: boolean[] = []
    const fetchMock = fakeFetch((_url, init) => {
      seen.push(init.signal!.aborted)
      return jsonResponse({ aiResponse: 'Hi' })
    })
    const c = client(fetchMock, 40)
    await expect(c.send(OUTGOING)).resolves.toMatchObject({ text: 'Hi' })
    await expect(c.send(OUTGOING)).resolves.toMatchObject({ text: 'Hi' })
    const [first, second] = fetchMock.mock.calls.map((call) => call[1]!.signal!)
    expect(seen).toEqual([false, false])
    expect(first).toBeInstanceOf(AbortSignal)
    expect(first).not.toBe(second)
  })

  it.each<[string, Record<string, string>, number | undefined]>([
    ['429 with Retry-After: 7', { 'Retry-After': '7' }, 7],
    ['503 with Retry-After: 0', { 'Retry-After': '0' }, 0],
    ['429 with Retry-After: 120', { 'Retry-After': '120' }, 120],
    ['429 without Retry-After', {}, undefined],
    ['503 with an HTTP-date Retry-After', { 'Retry-After': 'Wed, 21 Oct 2025 07:28:00 GMT' }, undefined],
    ['429 with a negative Retry-After', { 'Retry-After': '-5' }, undefined],
    ['429 with a junk Retry-After', { 'Retry-After': 'soon' }, undefined],
  ])('reads the seconds of %s', async (label, headers, expected) => {
    const status = Number(label.slice(0, 3))
    const fetchMock = fakeFetch(() => new Response('{}', { status, headers }))
    const error = await errorOf(client(fetchMock).send(OUTGOING))
    expect(error.kind).toBe('http')
    expect(error.status).toBe(status)
    expect(error.retryAfter).toBe(expected)
  })
})

describe('WebhookError', () => {
  it.each<[WebhookErrorKind, number | undefined]>([
    ['offline', undefined],
    ['timeout', undefined],
    ['http', 503],
    ['bad-reply', undefined],
  ])('carries kind %s and status %s', (kind, status) => {
    const error = webhookError(kind, status)
    expect(error).toBeInstanceOf(Error)
    expect(error).toBeInstanceOf(WebhookError)
    expect(error.message).toContain(kind)
    expect(error.kind).toBe(kind)
    expect(error.status).toBe(status)
    expect(isWebhookError(error)).toBe(true)
  })

  it('isWebhookError rejects look-alikes', () => {
    expect(isWebhookError(new Error('x'))).toBe(false)
    expect(isWebhookError({ kind: 'offline', name: 'WebhookError' })).toBe(false)
    expect(isWebhookError(null)).toBe(false)
  })
})

afterEach(() => {
  vi.restoreAllMocks()
})
