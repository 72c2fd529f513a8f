import { Fragment, h } from 'preact'
import { renderMarkdown } from '../render/markdown'
import { pending, type ChatModel } from '../state/chat-model'
import type { StoredMessage } from '../storage/conversation-store'
import { strings } from '../strings'

export interface MessageProps {
  message: StoredMessage
  model: ChatModel
}

export function Message({ message, model }: MessageProps) {
  if (message.role === 'notice') {
    return <p class="notice">{message.text}</p>
  }
  const mine = message.role === 'visitor'
  const date = new Date(message.at)
  return (
    <div class={'msg ' + message.role} data-status={message.status}>
      <span class="sr-only">{mine ? strings.you : model.config.name}: </span>
      {/* Replies are markdown rendered as elements; what the visitor typed is plain text. */}
      <div class={mine ? 'bubble text' : 'bubble md'}>{mine ? message.text : renderMarkdown(message.text)}</div>
      <div class="meta">
        <time dateTime={message.at}>{isNaN(+date) ? '' : date.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}</time>
        {/* Shown by the bubble's opacity; spelled out only for screen readers so
            the bubble does not shift when the status text goes away. */}
        {pending(message) && <span class="sr-only">{strings.sending}</span>}
        {message.status === 'failed' && (
          <>
            <span>{strings.notDelivered}</span>
            <button type="button" class="retry" onClick={() => model.retry(message.id)}>
              {strings.retry}
            </button>
          </>
        )}
      </div>
    </div>
  )
}
