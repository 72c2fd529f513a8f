// The menu chunk: the conversation menu, made by the panel when the visitor
// reaches for it.
// Its descriptor (src/shared/chunks/describe-chunk.ts) and the interface it provides.
import { describeChunk } from '../shared/chunks/describe-chunk'
import type { LoadedChunk } from '../shared/chunks/panel-chunks'
import { menuStrings } from '../shared/texts/en'
import type { StoredMessage } from '../shared/conversation/message'
import type { KitElement } from '../shared/chunks/panel-chunks'

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
  onDownload(): void
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
  /** "Start a new conversation?" with its two answers. */
  Confirm(props: { answer(yes: boolean): void }): KitElement
  /** Saves the conversation as a text file (`widgetName date.txt`); `parent` holds the download link for its click (Firefox wants it in a document). */
  download(messages: readonly StoredMessage[], names: TranscriptNames, parent: Node): void
}
