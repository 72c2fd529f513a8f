// Where a bubble gets the rich renderer (the markdown chunk): asked for by
// the first reply that needs it (needs-rich.ts), then shared by every bubble
// of the panel. A chunk that fails to load leaves the simple rendering in
// place, and the next reply that needs it asks again.
import { createContext } from 'preact'
import { signal, type ReadonlySignal } from '@preact/signals'
import type { MarkdownUi } from '../../markdown/descriptor'
import { afterPaint } from '../schedule'

export interface RichSource {
  /** The renderer once loaded; reading it in a component redraws that component when it arrives. */
  readonly ui: ReadonlySignal<MarkdownUi | undefined>
  /** Loads the chunk, once (again after a failure). */
  load(): void
}

export function richSource(make: () => Promise<MarkdownUi>, live: () => boolean): RichSource {
  const ui = signal<MarkdownUi | undefined>(undefined)
  let asked = false
  return {
    ui,
    load() {
      if (asked) return
      asked = true
      make().then(
        // Drawn in a task after the next frame: the chunk's evaluation and the
        // first rich render would otherwise make one long frame (66-105 ms at
        // 4x CPU, where each alone is 30-50 ms).
        (made) =>
          afterPaint(() => {
            if (live()) ui.value = made
          }),
        () => {
          asked = false
        },
      )
    },
  }
}

/** The panel's source; none (tests, a panel without it): every reply stays simple. */
export const RichMarkdown = createContext<RichSource | undefined>(undefined)
