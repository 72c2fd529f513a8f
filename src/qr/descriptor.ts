// The qr chunk: a QR code drawn on the page (uqr's encoder), for the call
// chunk's card; loaded when the card first opens.
// Its descriptor (src/shared/chunks/describe-chunk.ts) and the interface it provides.
import { describeChunk } from '../shared/chunks/describe-chunk'
import type { LoadedChunk } from '../shared/chunks/panel-chunks'
import type { KitElement } from '../shared/chunks/panel-chunks'

export const descriptor = describeChunk<LoadedChunk<QrUi>>()({
  loadedBy: 'panel',
  when: 'when the call card first opens',
})

/** The qr chunk: a QR code as inline SVG. */
export interface QrUi {
  /** `text` as a QR code, an image named by the element `labelledBy` names (its text alternative). */
  Code(props: { text: string; labelledBy: string }): KitElement
}
