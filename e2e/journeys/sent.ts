// What the mock service received at webhook-chat-message, in order: the
// journeys check deliveries against it (once, from which page, with which ids).
import type { MockServer } from '../../mock/server'
import type { WebhookRequest } from '../../src/shared/service/wire'

export function sentMessages(mock: MockServer): WebhookRequest[] {
  return mock.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/webhook-chat-message')).map((r) => JSON.parse(r.body) as WebhookRequest)
}
