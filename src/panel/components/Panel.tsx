import { Fragment, h } from 'preact'
import { useLayoutEffect, useRef, useState } from 'preact/hooks'
import type { ChatModel } from '../model/chat-model'
import type { PanelChunks } from '../../shared/chunks/panel-chunks'
import type { MenuUi } from '../../menu/descriptor'
import type { HistoryUi } from '../../history/descriptor'
import { Composer } from './Composer'
import { MenuButton } from './MenuButton'
import { CloseIcon } from './icons'
import { MessageList } from './MessageList'
import { Avatar } from './Avatar'
import { PreChatForm } from './PreChatForm'

export interface PanelProps {
  id: string
  model: ChatModel
  /** Move focus into the panel when it appears (not when restored on page load). */
  takeFocus: boolean
  /** On a phone the panel covers the screen: modal, focus trapped, host page locked. */
  modal: boolean
  onClose: () => void
  /** The chunks the panel loads: the conversation menu's, the opt-in features'. */
  chunks: PanelChunks
}

/** Sets a property of the host page's root element; returns what puts it back. */
function lock(property: string, value: string) {
  const style = document.documentElement.style
  const was = [style.getPropertyValue(property), style.getPropertyPriority(property)] as const
  style.setProperty(property, value, 'important')
  return () => style.setProperty(property, ...was)
}

export function Panel({ id, model, takeFocus, modal, onClose, chunks }: PanelProps) {
  const { config, ui } = model
  const { strings } = ui
  const panel = useRef<HTMLDivElement>(null)
  const started = model.started.value
  const messages = model.messages.value
  // Expand: large and centred over the page (not on a phone, where the panel already fills the screen).
  const expanded = model.expanded.value && !modal
  const [menu, setMenu] = useState<MenuUi>()
  // The earlier conversations (the history chunk), in place of this one while the visitor looks at them.
  const [history, setHistory] = useState<HistoryUi>()
  // data-disclaimer's notice, just above where the visitor types (or fills the pre-chat form).
  const Notice = chunks.disclaimer.value?.Notice
  // data-phone: the Call button in the header, and its card.
  const call = chunks.call.value
  // "Start a new conversation" asks first, here in the panel.
  const [confirming, setConfirming] = useState(false)
  const find = (selector: string) => panel.current!.querySelector<HTMLElement>(selector)!
  const answer = (yes: boolean) => {
    setConfirming(false)
    let renewed = false
    if (yes) renewed = menu!.renew()
    // Focus where the visitor goes on: the message box of the new conversation, or back to the menu.
    find(renewed ? '#acw-message' : '.tool').focus()
  }

  // In the task that draws the panel, not after its first frame: the visitor
  // who opened it can type at once.
  useLayoutEffect(() => {
    if (takeFocus) panel.current?.querySelector<HTMLElement>('input, textarea')?.focus()
  }, [takeFocus, started])

  // In the task that draws the panel, before its first frame: the page never
  // scrolls or shifts behind a panel already on screen.
  useLayoutEffect(() => {
    if (!modal) return
    const el = panel.current!
    const root = document.documentElement
    // The page behind does not scroll; a page with a classic scroll bar keeps
    // its gutter (measured before the bar goes), so nothing moves. All is put
    // back on close.
    const undo: Array<() => void> = []
    if (innerWidth > root.clientWidth) undo.push(lock('scrollbar-gutter', 'stable'))
    undo.push(lock('overflow-x', 'hidden'), lock('overflow-y', 'hidden'))
    // The on-screen keyboard shrinks the visual viewport: the panel follows
    // it, so the composer stays above the keyboard.
    const view = window.visualViewport
    const fit = () => {
      el.style.setProperty('--acw-top', view!.offsetTop + 'px')
      el.style.setProperty('--acw-vh', view!.height + 'px')
    }
    if (view) {
      fit()
      view.addEventListener('resize', fit)
      view.addEventListener('scroll', fit)
    }
    return () => {
      for (const restore of undo) restore()
      view?.removeEventListener('resize', fit)
      view?.removeEventListener('scroll', fit)
    }
  }, [modal])

  return (
    // The dialog's own keys (Escape closes it; on a phone Tab wraps inside it) are the WAI-ARIA dialog pattern; its controls are inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see the line above
    <div
      id={id}
      ref={panel}
      class={expanded ? 'panel expanded' : 'panel'}
      part="panel"
      role="dialog"
      aria-labelledby="acw-title"
      aria-modal={modal || undefined}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation()
          onClose()
        }
        // Modal on a phone: Tab and Shift+Tab cycle through the panel's controls.
        if (e.key === 'Tab' && modal) {
          const all = panel.current!.querySelectorAll<HTMLElement>('a[href],button,input,textarea,[tabindex="0"]')
          const last = all.length - 1
          if (e.target === all[e.shiftKey ? 0 : last]) {
            e.preventDefault()
            all[e.shiftKey ? last : 0]!.focus()
          }
        }
      }}
    >
      <div class="header" part="header">
        <Avatar name={config.name} url={config.avatarUrl} />
        <div class="titles">
          <h2 class="title" part="title" id="acw-title">
            {config.name}
          </h2>
          {config.subtitle && (
            <p class="subtitle" part="subtitle">
              {config.subtitle}
            </p>
          )}
        </div>
        {call && <call.Button />}
        {started && (
          <MenuButton
            ui={menu}
            // The chunk loader said why in the console when it cannot be had.
            load={() => void chunks.menu().then(setMenu, () => {})}
            busy={model.outgoing.value}
            empty={!messages.length}
            label={strings.conversationOptions}
            onNew={() => setConfirming(true)}
            onHistory={setHistory}
            onDownload={() => menu!.downloadCurrent(panel.current!)}
          />
        )}
        {/* Its name says what a press does (Expand, then Collapse), with no aria-pressed, which would say it twice.
            The same element either way, so focus stays on it. */}
        {!modal && (
          <button
            type="button"
            class="tool expand"
            part="expand"
            aria-label={expanded ? strings.collapse : strings.expand}
            onClick={() => (model.expanded.value = !expanded)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              {/* Two corners out towards the panel's edges, in either state: the button's name says which it does. */}
              <path d="M14 4h6v6M10 20H4v-6" />
            </svg>
          </button>
        )}
        <button type="button" class="close" part="close" aria-label={strings.closeChat} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {/* Plain text, first after the dialog's heading: read in order, not a live region. */}
      {config.aiNotice && (
        <p class="ai-notice" part="ai-notice">
          {strings.aiNotice}
        </p>
      )}
      {confirming && menu && <menu.Confirm answer={answer} />}
      {call && <call.Card />}
      {!started && Notice && <Notice />}
      {history ? (
        <history.View close={setHistory} />
      ) : started ? (
        <>
          <MessageList
            // A new conversation is a new list: its windowing starts again.
            key={model.visitorId}
            welcome={config.welcomeMessage}
            agentName={config.name}
            ai={config.aiNotice}
            messages={messages}
            typing={model.awaitingReply.value}
            onRetry={model.retry}
            starters={chunks.suggestions.value}
            rating={chunks.feedback.value}
            links={chunks.links.value}
            copy={chunks.copy.value}
            voice={chunks.voice.value}
            longConversation={chunks.longConversation}
            ui={ui}
            onSuggest={(question) => {
              // The same delivery as a typed message; focus to the message box, as after sending one.
              const sent = model.send(question)
              if (sent) panel.current!.querySelector<HTMLElement>('#acw-message')!.focus()
              return sent
            }}
          />
          {Notice && <Notice />}
          <Composer draft={model.draft} onSend={model.send} strings={strings} voice={chunks.voice.value} />
        </>
      ) : (
        <PreChatForm
          welcome={config.welcomeMessage}
          askName={config.collectVisitorName}
          askEmail={config.collectVisitorEmail}
          onStart={model.startChat}
          strings={strings}
          links={chunks.links.value}
        />
      )}
    </div>
  )
}
