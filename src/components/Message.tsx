import { Fragment, h } from 'preact'
import { renderMarkdown } from '../render/markdown'
import type { StoredMessage } from '../storage/conversation-store'
import { strings } from '../strings'

export interface MessageProps {
  message: StoredMessage
  agentName: string
  onRetry: (id: string) => void
}

export function formatTime(iso: string): string {
  const date = new Date(iso)
  return isNaN(+date) ? '' : date.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })
}

export function Message({ message, agentName, onRetry }: MessageProps) {
  if (message.role === 'notice') {
    return <p class="notice">{message.text}</p>
  }
  const mine = message.role === 'visitor'
  const pending = message.status === 'queued' || message.status === 'sending'
  const failed = message.status === 'failed'
  return (
    <div class={`msg ${message.role}${failed ? ' failed' : ''}`} data-status={message.status}>
      <span class="sr-only">{mine ? strings.you : agentName}: </span>
      {/* Replies are markdown rendered as elements; what the visitor typed is plain text. */}
      <div class={mine ? 'bubble text' : 'bubble md'}>{mine ? message.text : renderMarkdown(message.text)}</div>
      <div class="meta">
        <time dateTime={message.at}>{formatTime(message.at)}</time>
        {/* Shown by the typing indicator; spelled out only for screen readers so
            the bubble does not shift when the status text goes away. */}
        {pending && <span class="sr-only">{strings.sending}</span>}
        {failed && (
          <>
            <span>{strings.notDelivered}</span>
            <button type="button" class="retry" onClick={() => onRetry(message.id)}>
              {strings.retry}
            </button>
          </>
        )}
      </div>
    </div>
  )
}
