// The inline chunk: the widget in a container of the page (data-container, or
// the widget's element placed by the site).
// Its descriptor (src/shared/chunks/describe-chunk.ts) and the interface it provides.
import { describeChunk } from '../shared/chunks/describe-chunk'
import { INLINE_SETTINGS } from '../shared/settings/inline'
import type { AttributeReader } from '../shared/settings/reader'
import type { LauncherView } from '../shared/chunks/interfaces'

export const descriptor = describeChunk<InlineChunk>()({
  loadedBy: 'loader',
  when: "at once, where data-container is set or the site placed the widget's element",
  optIn: ['container'],
  budget: 1_027,
  starts: 'now',
  settings: INLINE_SETTINGS,
})

/** The inline chunk's payload: starts inline mode (data-container, or the widget's element placed by the site), returns how to stop it. */
export interface InlineChunk {
  startInline(
    /** The widget's element (moved into the container, and back to the end of <html> when it goes) and its stylesheets. */
    host: { element: HTMLElement; adopt(css: string): void },
    view: LauncherView,
    /** The panel's life: fetched when the container comes near the viewport, drawn again (renew, the conversation kept) when the placement changes. */
    life: { load(): void; panel(): unknown; renew(): void },
    /** The attribute reader: the chunk reads data-container with it. */
    read: AttributeReader,
  ): () => void
}
