// The call chunk: the agent's phone number (data-phone): a Call button in the
// panel's header and an item in the conversation menu; a tel: link on a phone,
// elsewhere a card with the number, Copy number and a QR code.
// Its descriptor (src/shared/chunks/describe-chunk.ts) and the interface it provides.
import { describeChunk } from '../shared/chunks/describe-chunk'
import type { LoadedChunk } from '../shared/chunks/panel-chunks'
import { callStrings } from '../shared/texts/en'
import type { KitElement } from '../shared/chunks/panel-chunks'

export const descriptor = describeChunk<LoadedChunk<CallUi, typeof callStrings>>()({
  loadedBy: 'panel',
  when: 'as the panel starts',
  optIn: ['phone'],
  budget: 2_295,
  texts: callStrings,
})

/** The call chunk (data-phone, data-phone-label). */
export interface CallUi {
  /** The number is one (a refused data-phone warned, and shows nothing). */
  readonly offered: boolean
  /** The Call button in the panel's header: a `tel:` link where the device dials, else the button that opens the card. */
  Button(): KitElement
  /** The card (the number, Copy number, the QR code), while it is open; nothing otherwise. */
  Card(): KitElement
  /** The conversation menu's item, called by the menu with its props (role, tabIndex, part, class, onClick, onPointerMove). */
  Item(props: Record<string, unknown>): KitElement
}
