import { Fragment, h, type ComponentChildren } from 'preact'
import { memo } from './memo'
import { useContext, useEffect, useMemo, useRef } from 'preact/hooks'
import { renderMarkdown } from '../render/markdown'
import { needsRichMarkdown } from '../render/needs-rich'
import { RichMarkdown, type RichSource } from '../render/rich-source'
import { pending, type StoredMessage } from '../storage/conversation-store'
import type { CopyUi } from '../../copy/descriptor'
import type { FeedbackUi } from '../../feedback/descriptor'
import type { LinksUi } from '../../links/descriptor'
import type { VoiceUi } from '../../voice/descriptor'
import type { Ui } from '../strings'

export interface MessageProps {
  message: StoredMessage
  agentName: string
  /** data-ai-notice: the reply is read as the AI assistant's. */
  ai?: boolean | undefined
  onRetry: (id: string) => void
  /** Copy reply (the copy chunk, once loaded). */
  copy?: CopyUi | undefined
  /** data-voice: Read aloud on each reply (the voice chunk, once loaded). */
  voice?: VoiceUi | undefined
  /** data-feedback: Helpful / Not helpful on each reply the service named (the feedback chunk, once loaded). */
  rating: FeedbackUi | undefined
  /** data-contact-url: "Contact a person" in a notice and beside an undelivered message (the links chunk, once loaded). */
  links?: LinksUi | undefined
  /** Arrived while the list was on screen (inside the live region): errors are alerts. */
  live?: boolean | undefined
  /** This mount's texts and locale. */
  ui: Ui
}

export function formatTime(iso: string, lang: string): string {
  const date = new Date(iso)
  return isNaN(+date) ? '' : date.toLocaleTimeString(lang, { hour: 'numeric', minute: '2-digit' })
}

/**
 * A reply the simple renderer would show otherwise than a markdown reader:
 * the simple rendering while the rich renderer loads (or if it cannot), then
 * the rich one. Its own component, outside the row's memo, so the renderer's
 * arrival redraws it.
 */
function RichBody({ text, simple, source }: { text: string; simple: ComponentChildren; source: RichSource }) {
  const ui = source.ui.value
  useEffect(() => source.load(), [source])
  const rich = useMemo(() => (ui ? ui.render(text) : null), [ui, text])
  return <>{rich ?? simple}</>
}

/**
 * One row. Memoised: a row renders again only when its own message (a new
 * object on every change) or its props change, and a reply's markdown is
 * parsed once per row, so one more message costs the same at any length.
 */
export const Message = memo(function Message({ message, agentName, ai, onRetry, copy, voice, rating, links, live, ui }: MessageProps) {
  const { strings } = ui
  const mine = message.role === 'visitor'
  const bubble = useRef<HTMLDivElement>(null)
  const source = useContext(RichMarkdown)
  const body = useMemo(() => {
    if (mine || message.role === 'notice') return message.text
    const simple = renderMarkdown(message.text)
    return source && needsRichMarkdown(message.text) ? <RichBody text={message.text} simple={simple} source={source} /> : simple
  }, [mine, message.role, message.text, source])
  if (message.role === 'notice') {
    return (
      <p class="notice" part="notice" role={live ? 'alert' : undefined}>
        {message.text}
        {links && <links.Link kind="contact" />}
      </p>
    )
  }
  const failed = message.status === 'failed'
  return (
    <div class={`msg ${message.role}${failed ? ' failed' : ''}`} part={`message message-${message.role}`} data-status={message.status}>
      <span class="sr-only">{mine ? strings.you : ai ? `${agentName}, ${strings.aiAssistant}` : agentName}: </span>
      {/* Replies are markdown rendered as elements; what the visitor typed is plain text. */}
      {/* dir=auto: each message takes the direction of its own text, isolated from the interface's. */}
      <div class={mine ? 'bubble text' : 'bubble md'} part="bubble" dir="auto" ref={bubble}>
        {body}
      </div>
      <div class="meta">
        <time dateTime={message.at}>{formatTime(message.at, ui.lang)}</time>
        {!mine && copy && <copy.Button text={message.text} bubble={() => bubble.current!} />}
        {!mine && voice?.readAloud && <voice.ReadAloud message={message} bubble={() => bubble.current!} />}
        {rating && message.rateable && <rating.Rate message={message} />}
        {/* Shown by the typing indicator; spelled out only for screen readers so
            the bubble does not shift when the status text goes away. */}
        {pending(message) && <span class="sr-only">{strings.sending}</span>}
        {failed && (
          <>
            <span>{strings.notDelivered}</span>
            <button type="button" class="retry" onClick={() => onRetry(message.id)}>
              {strings.retry}
            </button>
            {links && <links.Link kind="contact" />}
          </>
        )}
      </div>
    </div>
  )
})
