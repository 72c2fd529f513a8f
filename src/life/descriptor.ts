// The life chunk: the panel's life from the first intent (fetching the
// panel, starting it, queued open and close commands, renewal) and the frame
// shown while the panel loads. Out of loader.js: a page view needs none of
// what follows the first intent.
// Its descriptor (src/shared/chunks/describe-chunk.ts) and the interface it provides.
import { describeChunk } from '../shared/chunks/describe-chunk'
import type { FrameCommand } from '../shared/api/public-api'
import type { LauncherView, StageBasics, StageHooks } from '../shared/chunks/interfaces'
import type { LauncherTexts } from '../shared/texts/en'
import type { PanelApi, PanelChunk } from '../panel/descriptor'

export const descriptor = describeChunk<LifeChunk>()({
  loadedBy: 'loader',
  when: "beside the panel: on the visitor's first intent, a page's open(), or a stored state that needs the panel; its file fetched ahead at idle with the panel's",
})

/** The panel's life, as the launcher stage drives it: a stand-in in loader.js (src/launcher/stand-in-life.ts) until the life chunk's is here (src/life/). */
export interface PanelLife {
  /** Fetches the panel chunk, unless it is here or on its way. */
  load(): void
  /** Whether no panel code is here or on its way (never asked for, or the last ask failed). */
  waiting(): boolean
  command(name: FrameCommand, focus: boolean): void
  /** The panel, if it runs. */
  panel(): PanelApi | undefined
  /**
   * The stored state says the chat was open: the launcher says so while the
   * panel, which restores it open, is on its way (unless a command said
   * otherwise first), and the panel is fetched.
   */
  reopen(): void
  destroyed(): boolean
  /** A new panel for a new visitor (`forget` removes the old one's storage). */
  renew(forget?: () => void): void
  destroy(): void
}

/** What the launcher stage gives the panel's life: the view, the launcher's texts, and beside what it gives every chunk (`context`) what only the life uses. */
export interface PanelLifeOptions {
  view: LauncherView
  /** The launcher's texts, in the language shown once it is here (the frame's name, close button and messages). */
  strings: LauncherTexts
  /** Loads the panel chunk: the first time, the request made beside the life chunk's, whatever came of it. */
  loadPanel(): Promise<PanelChunk>
  /** Settles once the language has (the panel waits for it, so no English flashes first). */
  languageReady(): Promise<unknown>
  /** What the panel is started with (its view: the life's, with the frame); the life takes the settings, the stylesheets' place, the storage and the restore chunk from it too. */
  context(): StageBasics
  /** The public API's listeners, if its commands have loaded. */
  hooks(): StageHooks | undefined
  /** Whether focus is inside the widget: a renewed panel that was open takes it back. */
  hasFocus(): boolean
}

/** The life chunk's payload (src/life/): the panel's life and the frame shown while the panel loads, fetched on the first intent beside the panel. */
export interface LifeChunk {
  createPanelLife(options: PanelLifeOptions): PanelLife
}
