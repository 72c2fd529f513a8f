// The menu chunk: the conversation menu, made by the panel when the visitor
// reaches for it.
// Its descriptor (src/shared/chunks/describe-chunk.ts) and the interface it provides.
import { describeChunk } from '../shared/chunks/describe-chunk'
import type { LoadedChunk } from '../shared/chunks/panel-chunks'
import { menuStrings } from '../shared/texts/en'
import type { StoredMessage } from '../shared/conversation/message'
import type { KitElement } from '../shared/chunks/panel-chunks'
import type { HistoryUi } from '../history/descriptor'

export const descriptor = describeChunk<LoadedChunk<MenuUi, typeof menuStrings>>()({
  loadedBy: 'panel',
  when: 'when the visitor reaches for the conversation menu',
  texts: menuStrings,
})

/** What the menu knows of the conversation, and what its items do. */
export interface MenuProps {
  /** The item that has focus (the menu is open while this is 0 or more; past the end: the last item). */
  active: number
  setActive(index: number): void
  /** Closes the menu; `focusButton`: focus goes back to the menu button. */
  close(focusButton: boolean): void
  /** A message is on its way: no new conversation yet. */
  busy: boolean
  /** Nothing to download yet. */
  empty: boolean
  onNew(): void
  /** Shows the list of earlier conversations, once the menu has loaded its chunk (not offered with data-storage="memory", which keeps none). */
  onHistory(ui: HistoryUi): void
  onDownload(): void
}

/** A question asked inside the panel, with its answers (yes, and the menu's Cancel). */
export interface ConfirmProps {
  answer(yes: boolean): void
  /** The question's element id (its name); `acw-confirm` by default. */
  id?: string
  /** The question; "Start a new conversation?" by default (that the one it ends is kept under Earlier conversations, or with data-storage="memory" that its messages are cleared). */
  question?: string
  /** The answer that goes on; "Start new" by default ("Clear and start new" with data-storage="memory"). */
  yes?: string
}

/** Who is who in the transcript. */
export interface TranscriptNames {
  /** The visitor's name, or the catalogue's "You". */
  visitor: string
  /** The widget's name. */
  agent: string
  lang: string
}

/** The menu chunk: the conversation menu. */
export interface MenuUi {
  Menu(props: MenuProps): KitElement
  /** "Start a new conversation?" with its two answers (or another question: the history chunk's). */
  Confirm(props: ConfirmProps): KitElement
  /** Saves the conversation as a text file (`widgetName date.txt`); `parent` holds the download link for its click (Firefox wants it in a document). */
  download(messages: readonly StoredMessage[], names: TranscriptNames, parent: Node): void
  /** Saves the current conversation so, its names from the panel (the visitor's name or "You", the widget's name). */
  downloadCurrent(parent: Node): void
  /** A new conversation: the one it ends kept among the earlier ones (src/shared/storage/kept.ts), the `conversation` event told; false (nothing done) while a message is on its way. */
  renew(): boolean
  /** Its texts in the language shown (the history chunk shows some of them). */
  texts: typeof menuStrings
}
