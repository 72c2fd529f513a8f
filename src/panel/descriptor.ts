// The panel chunk: the panel stage (Preact, the chat model, delivery),
// started by the launcher stage; and what the launcher stage and the public
// API's commands see of it.
// Its descriptor (src/shared/chunks/describe-chunk.ts) and the interface it provides.
import { describeChunk } from '../shared/chunks/describe-chunk'
import { PANEL_SETTINGS } from '../shared/settings/panel'
import type { PanelEvent, Visitor } from '../shared/api/public-api'
import type { StoredMessage } from '../shared/conversation/message'
import type { RestoreChunk } from '../restore/descriptor'
import type { Observable, PanelView, StageBasics } from '../shared/chunks/interfaces'

export const descriptor = describeChunk<PanelChunk>()({
  loadedBy: 'loader',
  when: "on the visitor's first intent (hover, focus, touch) or a page's open(), its file fetched ahead at idle (data-prefetch)",
  settings: PANEL_SETTINGS,
  preact: true,
})

/** The panel's chat model, as the public API's commands use it: its messages to watch, and its actions (never its state directly). */
export interface PanelModel {
  readonly messages: Observable<StoredMessage[]>
  /** Sends as the visitor; false when it cannot yet (the pre-chat form is still to be filled). */
  send(text: string): boolean
  /** The visitor as the site identified them: sent with every message, no pre-chat form. */
  identify(visitor: Visitor): void
  /** Puts text in the message box, to be sent once the pre-chat form is filled. */
  prefill(text: string): void
  /** Writes the conversation now (consent was given after it started in memory). */
  persist(): void
  /** Calls `listener` with each event a chunk of this panel raises (feedback, disclaimer, voice, call, conversation); returns how to stop. */
  onPanelEvent(listener: (...event: PanelEvent) => void): () => void
}

export interface PanelApi {
  /** `focus`: the visitor asked, so focus moves into the panel (or back to the launcher on close). */
  open(focus: boolean): void
  close(focus: boolean): void
  toggle(focus: boolean): void
  /** The conversation, for the public API's commands (identify, send, events). */
  model: PanelModel
  destroy(): void
}

/** The panel chunk's payload. */
export interface PanelChunk {
  startPanel(context: PanelContext): PanelApi
}

export interface PanelContext extends StageBasics {
  /**
   * The launcher stage's view, with its frame. Its button stays the launcher
   * (focus goes back to it on close); the panel redraws it from the model,
   * renders into its mount point, and hides its loading frame in the same
   * task that renders the panel, so nothing flashes.
   */
  view: PanelView
  /** The restore chunk, when the launcher stage fetched it beside the panel (a conversation was stored). */
  restored?: RestoreChunk | undefined
}
