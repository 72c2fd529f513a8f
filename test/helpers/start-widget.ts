// The widget as loader.js starts it (createAgentChat from data attributes),
// with a chunk loader the test chooses: one start-up for the unit tests of the
// launcher stage and of the public API. destroyWidgets() in afterEach removes
// whatever a test left.
import { act } from '@testing-library/preact'
import { vi } from 'vitest'
import type { ChunkLoader } from '../../src/launcher/chunks'
import { createAgentChat } from '../../src/launcher/public-api'
import type { Namespace } from '../../src/shared/chunks/interfaces'
import { flush } from './deferred'
import { TEST_KEY } from './model'

export interface StartOptions {
  /** Data attributes over the test defaults (camelCase). */
  attrs?: Record<string, string>
}

const started: Namespace[] = []

export function startWidget(chunks: ChunkLoader, options: StartOptions = {}) {
  const destroyed = vi.fn()
  const api = createAgentChat({
    attributes: { widgetKey: TEST_KEY, name: 'Acme Support', collectVisitorName: 'false', locale: 'en', apiBase: 'https://api.example/v1', ...options.attrs },
    loaderSrc: 'https://cdn.example/w/loader.js',
    chunks,
    onDestroy: destroyed,
  })
  if (!api) throw new Error('a valid key starts the widget')
  started.push(api)
  return { api, destroyed }
}

/** Call from afterEach. destroy needs no commands chunk, so a test that failed early leaves nothing behind. */
export function destroyWidgets() {
  for (const api of started.splice(0)) api.destroy()
}

/** A call to the widget's API, as a site makes it (`AgentChat('open')`), inside act, with one turn for what it starts. */
export const call = async (api: Namespace, ...args: unknown[]) => {
  await act(async () => {
    ;(api as unknown as (...a: unknown[]) => void)(...args)
    await flush()
  })
}

/** Five turns, inside act: for the chunks a call asked for to arrive and what they draw to render. */
export const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await flush()
  })
