import { h } from 'preact'
import type { Ref } from 'preact'
import { strings } from '../strings'
import { ChatIcon, CloseIcon } from './icons'

export interface LauncherProps {
  open: boolean
  panelId: string
  onToggle: () => void
  buttonRef: Ref<HTMLButtonElement>
}

export function Launcher({ open, panelId, onToggle, buttonRef }: LauncherProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      class="launcher"
      aria-label={open ? strings.closeChat : strings.openChat}
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
    >
      {open ? <CloseIcon /> : <ChatIcon />}
    </button>
  )
}
