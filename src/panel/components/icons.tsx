import { h } from 'preact'
import { CLOSE_PATH } from '../../shared/styling/icons'
// The panel's close icon: inline SVG, no request, hidden from assistive
// technology (the button carries the name). The same shape as the launcher's;
// stroke and width come from the stylesheet (`.close svg`).
export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d={CLOSE_PATH} />
    </svg>
  )
}
