// Mounts the widget as the stages put it together on a page: the launcher
// stage's view (launcher button, mount point) with the life chunk's frame,
// and the panel stage rendered into it, around a test model (fake client,
// memory storage).
import { chunkPart } from './chunk-texts'
import { chunk as restoreChunk } from '../../src/restore/chunk'
import { act } from '@testing-library/preact'
import { createLauncherView } from '../../src/launcher/launcher-view'
import { offlineMessageOf, withFrame } from '../../src/life/frame'
import { attributeReader } from '../../src/shared/settings/reader'
import type { PanelView } from '../../src/shared/chunks/interfaces'
import { mountPanel } from '../../src/panel/start-panel'
import { defaultStrings, launcherStrings } from '../../src/shared/texts/en'
import { applyCatalogue } from '../../src/shared/texts/apply'
import { createTestModel, type TestModel, type TestModelOptions } from './model'
import type { PanelApi } from '../../src/panel/descriptor'

export interface RenderOptions extends TestModelOptions {
  /** How the panel's chunks load; by default their payloads, at once. */
  loadChunk?: (name: string) => Promise<unknown>
}

/** Every chunk's payload, as its script would define it (src/<name>/chunk.ts, src/shared/chunks/manifest.ts), by name. */
const PAYLOADS: Record<string, unknown> = Object.fromEntries(
  Object.entries(import.meta.glob('../../src/*/chunk.ts', { eager: true, import: 'chunk' })).map(([path, chunk]) => [path.split('/')[3]!, chunk] as const),
)
export const loadPanelChunk = (name: string): Promise<unknown> =>
  name in PAYLOADS ? Promise.resolve(PAYLOADS[name]) : Promise.reject(new Error(`no chunk named ${name}`))

export interface TestWidget extends TestModel {
  view: PanelView
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
  const launcherTexts = { ...launcherStrings, ...defaultStrings }
  applyCatalogue(launcherTexts, options.language?.catalogue)
  const close = () => panel?.close(true)
  const view = withFrame(
    createLauncherView(container, t.config, launcherTexts, () => panel?.toggle(true), close),
    t.config,
    launcherTexts,
    close,
    // As the life chunk reads it: the site's, or the model's language's.
    () => offlineMessageOf({ read: attributeReader({ offlineMessage: t.config.offlineMessage }, () => {}), catalogue: options.language?.catalogue }),
  )
  view.setLanguage(t.model.ui.lang, t.model.ui.dir)
  void act(() => {
    panel = mountPanel(
      {
        view,
        adopt: () => {},
        // Another tab's reset renews the panel through the launcher stage: test/launcher/public-api.test.ts.
        renew: () => {},
        catalogue: undefined,
        // A chunk's own texts in the model's language come from its language's file, as the launcher stage serves them.
        loadChunk: (name: string) =>
          name.startsWith('lang:') ? Promise.resolve(chunkPart(name.split('/')[1]!, t.model.ui.lang)) : (options.loadChunk ?? loadPanelChunk)(name),
        catalogueTag: t.model.ui.lang === 'en' ? undefined : t.model.ui.lang,
        restore: () => Promise.resolve(restoreChunk),
      },
      t.model,
      t.store,
      t.later,
    )
  })
  const widget: TestWidget = {
    ...t,
    view,
    panel: panel!,
    container,
    unmount() {
      void act(() => panel!.destroy())
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
