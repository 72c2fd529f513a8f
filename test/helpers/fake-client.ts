// A WebhookClient whose replies the test hands out one by one.
import type { AgentReply, OutgoingMessage, WebhookClient } from '../../src/panel/api/webhook-client'
import { deferred, type Deferred } from './deferred'

export interface FakeCall {
  outgoing: OutgoingMessage
  deferred: Deferred<AgentReply>
  settled: boolean
}

export class FakeClient implements WebhookClient {
  readonly calls: FakeCall[] = []
  inFlight = 0
  maxInFlight = 0

  send(outgoing: OutgoingMessage): Promise<AgentReply> {
    const call: FakeCall = { outgoing: { ...outgoing }, deferred: deferred<AgentReply>(), settled: false }
    this.calls.push(call)
    this.inFlight++
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight)
    return call.deferred.promise.finally(() => {
      call.settled = true
      this.inFlight--
    })
  }

  /** The texts sent so far, in call order. */
  get sentTexts(): string[] {
    return this.calls.map((c) => c.outgoing.text)
  }

  private call(index: number): FakeCall {
    const call = this.calls[index]
    if (!call) throw new Error(`no call #${index} (only ${this.calls.length})`)
    if (call.settled) throw new Error(`call #${index} already settled`)
    return call
  }

  reply(index: number, text: string, extra: Partial<Omit<AgentReply, 'text'>> = {}): void {
    this.call(index).deferred.resolve({ sessionId: undefined, messageId: undefined, ...extra, text })
  }

  fail(index: number, error: unknown): void {
    this.call(index).deferred.reject(error)
  }

  /** The newest call, which must still be waiting for its answer. */
  get last(): number {
    return this.calls.length - 1
  }
}
