import { h } from 'preact'
import { useSignal } from '@preact/signals'
import { useEffect, useRef } from 'preact/hooks'
import type { ChatModel } from '../state/chat-model'
import { ui } from '../strings'
import { readableOn } from '../styles/contrast'
import { Launcher } from './Launcher'
import { Panel } from './Panel'

const PANEL_ID = 'acw-panel'
/** Where the open panel covers the screen (the same width as in the stylesheet). */
export const PHONE = '(max-width:480px)'

export function App({ model }: { model: ChatModel }) {
  const { config } = model
  const launcher = useRef<HTMLButtonElement>(null)
  // Focus moves only in answer to the visitor: a panel restored open on page
  // load must not steal focus from the host page.
  const userToggled = useRef(false)
  const open = model.open.value
  // A signal, not useState: that would pull in Preact's useReducer (about 1 KB).
  const phone = useSignal(matchMedia(PHONE).matches)

  useEffect(() => {
    if (userToggled.current && !open) launcher.current?.focus()
  }, [open])

  useEffect(() => {
    const query = matchMedia(PHONE)
    const change = () => (phone.value = query.matches)
    query.addEventListener('change', change)
    return () => query.removeEventListener('change', change)
  }, [])

  const setOpen = (value: boolean) => {
    userToggled.current = true
    model.setOpen(value)
  }

  // The theme is a class (`light`, `dark` or `auto`: the stylesheet follows
  // prefers-color-scheme for `auto`); the language and direction apply to the
  // widget only, never to the host page.
  return (
    <div
      class={`root ${config.theme}${config.position === 'bottom-left' ? ' left' : ''}${open ? ' open' : ''}`}
      lang={ui.lang}
      dir={ui.dir}
      style={{ '--acw-primary': config.primaryColor, '--acw-on-primary': readableOn(config.primaryColor) }}
    >
      {open && <Panel id={PANEL_ID} model={model} modal={phone.value} takeFocus={userToggled.current} onClose={() => setOpen(false)} />}
      <Launcher open={open} unread={model.unread.value} panelId={PANEL_ID} buttonRef={launcher} onToggle={() => setOpen(!open)} />
    </div>
  )
}
