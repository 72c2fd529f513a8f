// The widget as loader.js starts it (createAgentChat from data attributes),
// with a chunk loader the test chooses: one start-up for the unit tests of the
// launcher stage and of the public API. destroyWidgets() in afterEach removes
// whatever a test left.
import { vi } from 'vitest'
import type { ChunkLoader } from '../../src/launcher/chunks'
import { createAgentChat } from '../../src/launcher/public-api'
import type { Namespace } from '../../src/shared/chunks/interfaces'
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
