import { h } from 'preact'
import { useEffect, useRef } from 'preact/hooks'
import type { ChatModel } from '../state/chat-model'
import { readableOn } from '../styles/contrast'
import { Launcher } from './Launcher'
import { Panel } from './Panel'

const PANEL_ID = 'acw-panel'

export function App({ model }: { model: ChatModel }) {
  const { config } = model
  const launcher = useRef<HTMLButtonElement>(null)
  // Focus moves only in answer to the visitor: a panel restored open on page
  // load must not steal focus from the host page.
  const userToggled = useRef(false)
  const open = model.open.value

  useEffect(() => {
    if (userToggled.current && !open) launcher.current?.focus()
  }, [open])

  const setOpen = (value: boolean) => {
    userToggled.current = true
    model.setOpen(value)
  }

  return (
    <div
      class={`root${config.position === 'bottom-left' ? ' left' : ''}${open ? ' open' : ''}`}
      style={{ '--acw-primary': config.primaryColor, '--acw-on-primary': readableOn(config.primaryColor) }}
    >
      {open && <Panel id={PANEL_ID} model={model} takeFocus={userToggled.current} onClose={() => setOpen(false)} />}
      <Launcher open={open} panelId={PANEL_ID} buttonRef={launcher} onToggle={() => setOpen(!open)} />
    </div>
  )
}
