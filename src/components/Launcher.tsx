import { h } from 'preact'
import type { Ref } from 'preact'
import { strings, ui } from '../strings'
import { ChatIcon, CloseIcon } from './icons'

export interface LauncherProps {
  open: boolean
  /** Replies that arrived while the panel was closed. */
  unread: number
  panelId: string
  onToggle: () => void
  buttonRef: Ref<HTMLButtonElement>
}

export function Launcher({ open, unread, panelId, onToggle, buttonRef }: LauncherProps) {
  const count = unread.toLocaleString(ui.lang)
  return (
    <button
      ref={buttonRef}
      type="button"
      class="launcher"
      // The count is in the name ("Open chat, 2 unread"); the badge only shows it.
      aria-label={open ? strings.closeChat : unread ? strings.openChatUnread.replace('#', count) : strings.openChat}
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
    >
      {open ? <CloseIcon /> : <ChatIcon />}
      {unread > 0 && (
        <span class="badge" aria-hidden="true">
          {count}
        </span>
      )}
    </button>
  )
}
