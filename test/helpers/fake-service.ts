// The service's webhook-chat-message behind a stubbed fetch, for unit tests
// that run the whole widget (the loader's API, the npm entry): each request
// body is recorded, the reply is `re: <message>`, and while `failing` is set
// every request is answered with a 400. Undo with vi.unstubAllGlobals().
import { vi } from 'vitest'

export interface SentMessage {
  message: string
  visitor_id: string
  visitor_name?: string
  visitor_email?: string
  client_message_id?: string
}

export interface FakeService {
  /** Each request's body, in order. */
  readonly sent: SentMessage[]
  /** Each request's URL, in order. */
  readonly urls: string[]
  /** While set, every request is answered with a 400. */
  failing: boolean
}

export function stubService(): FakeService {
  const service: FakeService = { sent: [], urls: [], failing: false }
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    // The widget sends its JSON as text.
    const body = JSON.parse(init.body as string) as SentMessage
    service.urls.push(url)
    service.sent.push(body)
    if (service.failing) return Promise.resolve(new Response('{"error":"no"}', { status: 400, headers: { 'content-type': 'application/json' } }))
    return Promise.resolve(
      new Response(JSON.stringify({ session_id: 's1', aiResponse: `re: ${body.message}`, aiMessageId: `ai-${service.sent.length}` }), {
        headers: { 'content-type': 'application/json' },
      }),
    )
  })
  return service
}
