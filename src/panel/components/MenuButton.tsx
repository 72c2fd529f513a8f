import { h } from 'preact'
import { useRef, useState } from 'preact/hooks'
import type { MenuProps, MenuUi } from '../../menu/descriptor'

export interface MenuButtonProps extends Pick<MenuProps, 'busy' | 'empty' | 'onNew' | 'onHistory' | 'onDownload'> {
  /** The menu chunk's UI, once loaded. */
  ui: MenuUi | undefined
  /** Loads the menu chunk (once; again after a failure). */
  load(): void
  /** The button's name ("Conversation options" in the interface's language). */
  label: string
}

/** An index past the last item: the menu opens on its last item (ArrowUp on the button). */
const LAST = 99

/**
 * "Conversation options" in the panel header: the button of the WAI-ARIA menu
 * button pattern (Enter, Space or ArrowDown open the menu on its first item,
 * ArrowUp on its last). The menu itself comes with the menu chunk, loaded
 * when the pointer or focus reaches this button; a press before it has
 * arrived opens the menu as soon as it does.
 */
export function MenuButton({ ui, load, label, ...menu }: MenuButtonProps) {
  const [active, setActive] = useState(-1)
  const button = useRef<HTMLButtonElement>(null)
  const shown = active >= 0 && ui
  const openAt = (index: number) => {
    setActive(index)
    load()
  }
  const close = (focusButton: boolean) => {
    setActive(-1)
    if (focusButton) button.current!.focus()
  }
  return (
    <div class="menu-anchor">
      <button
        type="button"
        id="acw-menu-button"
        class="tool"
        part="menu-button"
        ref={button}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={!!shown}
        onPointerEnter={load}
        onFocus={load}
        // Shown, not asked for: after a chunk that failed, a press asks again.
        onClick={() => {
          if (shown) close(false)
          else openAt(0)
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault()
            openAt(e.key === 'ArrowUp' ? LAST : 0)
          }
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 5h.01M12 12h.01M12 19h.01" />
        </svg>
      </button>
      {shown && <ui.Menu active={active} setActive={setActive} close={close} {...menu} />}
    </div>
  )
}
