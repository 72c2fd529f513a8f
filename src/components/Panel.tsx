import { Fragment, h } from 'preact'
import { useEffect, useRef } from 'preact/hooks'
import type { ChatModel } from '../state/chat-model'
import { strings } from '../strings'
import { Composer } from './Composer'
import { CloseIcon } from './icons'
import { MessageList } from './MessageList'
import { PreChatForm } from './PreChatForm'

export interface PanelProps {
  id: string
  model: ChatModel
  /** Move focus into the panel when it appears (not when restored on page load). */
  takeFocus: boolean
  onClose: () => void
}

export function Panel({ id, model, takeFocus, onClose }: PanelProps) {
  const { config } = model
  const panel = useRef<HTMLDivElement>(null)
  const started = model.started.value

  useEffect(() => {
    if (takeFocus) panel.current?.querySelector<HTMLElement>('input, textarea')?.focus()
  }, [takeFocus, started])

  return (
    <div
      id={id}
      ref={panel}
      class="panel"
      role="dialog"
      aria-labelledby="acw-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation()
          onClose()
        }
      }}
    >
      <div class="header">
        <h2 class="title" id="acw-title">
          {config.name}
        </h2>
        <button type="button" class="close" aria-label={strings.closeChat} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {started ? (
        <>
          <MessageList
            welcome={config.welcomeMessage}
            agentName={config.name}
            messages={model.messages.value}
            typing={model.awaitingReply.value}
            onRetry={model.retry}
          />
          <Composer draft={model.draft} onSend={model.send} />
        </>
      ) : (
        <PreChatForm
          welcome={config.welcomeMessage}
          askName={config.collectVisitorName}
          askEmail={config.collectVisitorEmail}
          onStart={model.startChat}
        />
      )}
    </div>
  )
}
