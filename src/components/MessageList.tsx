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
  // Messages already there when the list appears (history, restored on load
  // or when the panel opens again) stay outside the live region, so they are
  // never announced again; only what arrives afterwards goes inside it, once.
  const history = useRef(messages.length).current
  // Keep the newest message in view as messages arrive.
  useEffect(() => {
    const el = log.current
    if (el) el.scrollTop = el.scrollHeight
  }, [messages.length, typing])
  const item = (m: StoredMessage, live?: boolean) => <Message key={m.id} message={m} agentName={agentName} onRetry={onRetry} live={live} />
  return (
    <div class="log" role="log" aria-live="off" aria-label={strings.conversation} ref={log} tabIndex={0}>
      <div class="msg agent">
        <div class="bubble text" dir="auto">
          {welcome}
        </div>
      </div>
      {messages.slice(0, history).map((m) => item(m))}
      <div class="live" aria-live="polite">
        {messages.slice(history).map((m) => item(m, true))}
        {typing && (
          <div class="typing" role="status">
            <span class="sr-only">{strings.typing}</span>
            <i aria-hidden="true" />
            <i aria-hidden="true" />
            <i aria-hidden="true" />
          </div>
        )}
      </div>
    </div>
  )
}
