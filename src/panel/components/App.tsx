import { h } from 'preact'
import type { ReadonlySignal } from '@preact/signals'
import { useEffect, useState } from 'preact/hooks'
import { PANEL_ID } from '../../shared/chunks/interfaces'
import type { PanelChunks } from '../../shared/chunks/panel-chunks'
import type { ChatModel } from '../model/chat-model'
import { Panel } from './Panel'

/** Where the open panel covers the screen (the same width as in the stylesheet). */
export const PHONE = '(max-width:480px)'

export interface AppProps {
  model: ChatModel
  /** Whether the panel is drawn: follows the model's `open` (a task later when it opens). */
  shown: ReadonlySignal<boolean>
  /**
   * True when the visitor opened the panel (launcher, keyboard, API call):
   * focus then moves into it. A panel restored open on page load must not
   * steal focus from the host page.
   */
  takeFocus: ReadonlySignal<boolean>
  /** The visitor closed the panel from inside it (close button, Escape). */
  onClose: () => void
  /** The chunks the panel loads: the conversation menu's, the opt-in features' (signals: they arrive later). */
  chunks: PanelChunks
  /** Filling the site's container (inline mode): always drawn, never modal, nothing closes it (Escape included). */
  inline?: boolean | undefined
}

// The panel stage's root. The launcher button is the launcher stage's (it
// exists before Preact is loaded); this renders the panel when it is open.
export function App({ model, shown, takeFocus, onClose, chunks, inline }: AppProps) {
  const [phone, setPhone] = useState(() => matchMedia(PHONE).matches)

  useEffect(() => {
    const query = matchMedia(PHONE)
    const change = () => setPhone(query.matches)
    query.addEventListener('change', change)
    return () => query.removeEventListener('change', change)
  }, [])

  // Inline the model's open is the corner's, left as it was for the visitor's next page.
  if (!shown.value && !inline) return null
  return <Panel id={PANEL_ID} model={model} modal={phone && !inline} takeFocus={takeFocus.value} onClose={inline ? () => {} : onClose} chunks={chunks} />
}
