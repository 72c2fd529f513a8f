// The one global the widget owns. The loader fills `boot`; the widget adds the
// public methods once it has mounted.
import type { RawAttributes } from './config'

export const NAMESPACE = 'AgentChat'
export const ELEMENT_NAME = 'agent-chat-widget'

export interface Boot {
  attrs: RawAttributes
  /** The loader's own URL: every other file is resolved against it. */
  src: string
}

export interface PublicApi {
  open(): void
  close(): void
  toggle(): void
  destroy(): void
}

export type Namespace = { boot: Boot; version: string } & Partial<PublicApi>

export function namespaceOf(win: Window): Namespace | undefined {
  const value = (win as unknown as Record<string, unknown>)[NAMESPACE]
  return value && typeof value === 'object' ? (value as Namespace) : undefined
}
