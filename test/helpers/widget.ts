// Mounts the widget as the two stages put it together on a page: the
// launcher stage's view (launcher button, frame, mount point) and the panel
// stage rendered into it, around a test model (fake client, memory storage).
import { act } from '@testing-library/preact'
import { createLauncherView } from '../../src/launcher/launcher-view'
import type { LauncherView, PanelApi } from '../../src/shared/chunk-interfaces'
import { mountPanel, startPanel } from '../../src/panel/start-panel'
import { createOptions } from '../../src/options/options'
import { createSuggestions } from '../../src/suggestions/suggestions'
import { createFeedback } from '../../src/feedback/feedback'
import { createNotify } from '../../src/notify/notify'
import { launcherStrings } from '../../src/shared/i18n/en'
import { applyCatalogue } from '../../src/shared/i18n/apply'
import { createTestModel, type TestModel, type TestModelOptions } from './model'

export interface RenderOptions extends TestModelOptions {
  /** How the panel's chunks load; by default the options chunk's module, at once. */
  loadChunk?: (name: string, file: string) => Promise<unknown>
}

/** The payloads of the panel's chunk and the chunks it loads, as their scripts would define them. */
const PAYLOADS: Record<string, unknown> = {
  panel: { startPanel },
  options: { create: createOptions },
  suggestions: { create: createSuggestions },
  feedback: { create: createFeedback },
  notify: { create: createNotify },
}
export const loadPanelChunk = async (name: string) => PAYLOADS[name] ?? Promise.reject(new Error(`no chunk named ${name}`))

/** `load` asked as the launcher's chunk loader asks (src/launcher/chunks.ts): once per chunk, again after a failure. */
export function onceEach(load: (name: string) => Promise<unknown>): (name: string) => Promise<unknown> {
  const asked = new Map<string, Promise<unknown>>()
  return (name) => {
    let promise = asked.get(name)
    if (!promise) {
      promise = load(name).catch((error: unknown) => {
        asked.delete(name)
        throw error
      })
      asked.set(name, promise)
    }
    return promise
  }
}

export interface TestWidget extends TestModel {
  view: LauncherView
  panel: PanelApi
  container: HTMLElement
  unmount(): void
}

const mounted = new Set<TestWidget>()

export function renderApp(options: RenderOptions = {}): TestWidget {
  const t = createTestModel(options)
  const container = document.createElement('div')
  document.body.appendChild(container)
  let panel: PanelApi | undefined
  // The launcher's texts in the model's language, as the launcher stage gives them.
  const launcherTexts = { ...launcherStrings }
  applyCatalogue(launcherTexts, options.language?.catalogue)
  const view = createLauncherView(
    container,
    t.config,
    launcherTexts,
    () => panel?.toggle(true),
    () => panel?.close(true),
  )
  view.setLanguage(t.model.ui.lang, t.model.ui.dir)
  act(() => {
    panel = mountPanel({ view, adopt: () => {}, catalogue: undefined, loadChunk: options.loadChunk ?? loadPanelChunk }, t.model, t.store, t.later)
  })
  const widget: TestWidget = {
    ...t,
    view,
    panel: panel!,
    container,
    unmount() {
      act(() => panel!.destroy())
      container.remove()
      mounted.delete(widget)
    },
  }
  mounted.add(widget)
  return widget
}

/** Call from afterEach: unmounts every widget a test left. */
export function cleanupWidgets() {
  for (const w of [...mounted]) w.unmount()
}
