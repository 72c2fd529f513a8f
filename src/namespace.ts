// The one global the widget owns, `window.AgentChat`, and the contract
// between the loader and the chunks it loads. Types and names only.

export const NAMESPACE = 'AgentChat'
export const ELEMENT_NAME = 'agent-chat-widget'
export const PANEL_CHUNK = 'panel'
export const languageChunk = (lang: string) => 'lang:' + lang

/** What a host page may call. */
export interface PublicApi {
  open(): void
  close(): void
  toggle(): void
  /** Removes the widget, its listeners, timers and requests; the loader may run again later. */
  destroy(): void
  /** The panel file this loader was built with (says which build runs on the page). */
  readonly version: string
}

/**
 * A chunk is a classic script that hands its payload to the loader with
 * `AgentChat._define(name, payload)` (the way webpack's chunks push into one
 * global array), so the order of arrival does not matter and there is one global.
 */
export interface ChunkRegistry {
  _define(name: string, payload: unknown): void
}

export type Namespace = PublicApi & ChunkRegistry

export function namespaceOf(win: Window): Partial<Namespace> | undefined {
  const value = (win as unknown as Record<string, unknown>)[NAMESPACE]
  return value && (typeof value === 'object' || typeof value === 'function') ? (value as Partial<Namespace>) : undefined
}
