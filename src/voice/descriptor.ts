// The voice chunk: dictation in the composer and Read aloud on each reply
// (data-voice).
// Its descriptor (src/shared/chunks/describe-chunk.ts) and the interface it provides.
import { describeChunk } from '../shared/chunks/describe-chunk'
import type { LoadedChunk } from '../shared/chunks/panel-chunks'
import { voiceStrings } from '../shared/texts/en'
import type { StoredMessage } from '../shared/conversation/message'
import type { KitElement } from '../shared/chunks/panel-chunks'

export const descriptor = describeChunk<LoadedChunk<VoiceUi, typeof voiceStrings>>()({
  loadedBy: 'panel',
  when: 'as the panel starts',
  optIn: ['voice'],
  budget: 4_083,
  texts: voiceStrings,
})

/** The voice chunk (data-voice): dictation in the composer, Read aloud on each reply. */
export interface VoiceUi {
  /** data-voice has dictation, the browser recognises speech and the page's Permissions Policy allows the microphone. */
  readonly dictation: boolean
  /** data-voice has read-aloud and the browser speaks. */
  readonly readAloud: boolean
  /** Both: the menu offers "Read replies aloud" (a dictated message's reply read by itself). */
  readonly handsFreeOffered: boolean
  handsFree(): boolean
  /** Turns hands-free reading on or off, remembered in storage. */
  toggleHandsFree(): void
  /** The microphone button beside Send, writing into the composer's draft (nothing where dictation is off or unavailable). */
  Dictate(props: { draft: { value: string } }): KitElement
  /** The line under the message box (listening, a failure, the notice before the first dictation) and what screen readers are told. */
  Status(): KitElement
  /** Read aloud on a reply; `bubble` is its rendered text. */
  ReadAloud(props: { message: StoredMessage; bubble(): Element }): KitElement
  /** The visitor sent a message: dictation and reading stop, and the reply to a dictated one is read where hands-free is on. */
  sent(): void
  /** The panel is going: everything stops. */
  dispose(): void
}
