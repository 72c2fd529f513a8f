import { h } from 'preact'
import { useEffect, useRef } from 'preact/hooks'
import type { StoredMessage } from '../storage/conversation-store'
import { strings } from '../strings'
import { Message } from './Message'

export interface MessageListProps {
  welcome: string
  agentName: string
  messages: StoredMessage[]
  typing: boolean
  onRetry: (id: string) => void
}

export function MessageList({ welcome, agentName, messages, typing, onRetry }: MessageListProps) {
  const log = useRef<HTMLDivElement>(null)
  // Keep the newest message in view as messages arrive.
  useEffect(() => {
    const el = log.current
    if (el) el.scrollTop = el.scrollHeight
  }, [messages.length, typing])
  return (
    <div class="log" role="log" aria-live="polite" aria-label={strings.conversation} ref={log} tabIndex={0}>
      <div class="msg agent">
        <div class="bubble text">{welcome}</div>
      </div>
      {messages.map((m) => (
        <Message key={m.id} message={m} agentName={agentName} onRetry={onRetry} />
      ))}
      {typing && (
        <div class="typing" role="status">
          <span class="sr-only">{strings.typing}</span>
          <i aria-hidden="true" />
          <i aria-hidden="true" />
          <i aria-hidden="true" />
        </div>
      )}
    </div>
  )
}
