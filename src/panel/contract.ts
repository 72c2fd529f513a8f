// What the launcher stage hands to the panel stage, and what the panel gives
// back. Types only: the launcher must not import the panel's code.
import type { WidgetConfig } from '../config'
import type { LauncherView } from '../launcher/launcher-view'
import type { ChatModel } from '../state/chat-model'

export interface LauncherState {
  open: boolean
  /** Replies that arrived while the panel was closed. */
  unread: number
}

export interface PanelContext {
  config: WidgetConfig
  /** Adds a stylesheet to the widget's shadow root. */
  adopt(css: string): void
  /**
   * The launcher stage's view. Its button stays the launcher (focus goes back
   * to it on close); the panel redraws it from the model, renders into its
   * mount point, and hides its loading frame in the same task that renders
   * the panel, so nothing flashes.
   */
  view: LauncherView
  /** The language catalogue the launcher loaded (unvalidated), or undefined for English. */
  catalogue: unknown
  /** The widget's locale (BCP 47) and its direction. */
  locale: string
  dir: 'ltr' | 'rtl'
  /** False while the site has not (or no longer) consented: everything stays in memory. */
  storageAllowed: () => boolean
}

export interface PanelApi {
  /** `focus`: the visitor asked, so focus moves into the panel (or back to the launcher on close). */
  open(focus: boolean): void
  close(focus: boolean): void
  toggle(focus: boolean): void
  /** The conversation, for the public API's commands (identify, send, events). */
  model: ChatModel
  destroy(): void
}

/** The panel chunk's payload. */
export interface PanelChunk {
  startPanel(context: PanelContext): PanelApi
}
