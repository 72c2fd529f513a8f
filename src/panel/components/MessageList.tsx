import { Fragment, h } from 'preact'
import { useContext, useLayoutEffect, useRef, useState } from 'preact/hooks'
import type { StoredMessage } from '../storage/conversation-store'
import type { CopyUi } from '../../copy/descriptor'
import type { FeedbackUi } from '../../feedback/descriptor'
import type { LinksUi } from '../../links/descriptor'
import type { LongConversationUi } from '../../long-conversation/descriptor'
import type { SuggestionsUi } from '../../suggestions/descriptor'
import type { VoiceUi } from '../../voice/descriptor'
import type { Ui } from '../strings'
import { Message } from './Message'
import { RichMarkdown } from '../render/rich-source'
import { rowAtTop, useReadingPlace, type Place } from './reading-place'

export interface MessageListProps {
  welcome: string
  agentName: string
  /** data-ai-notice: each agent message is read as the AI assistant's. */
  ai: boolean
  messages: StoredMessage[]
  typing: boolean
  onRetry: (id: string) => void
  /** Starter questions (the suggestions chunk, once loaded), shown under the welcome message while the visitor has said nothing. */
  starters: SuggestionsUi | undefined
  /** True when the question was sent (held back before the disclaimer's agreement: it can be picked again). */
  onSuggest: (question: string) => boolean
  /** data-feedback: Helpful / Not helpful on each reply the service named (the feedback chunk, once loaded). */
  rating: FeedbackUi | undefined
  /** data-contact-url: "Contact a person" in notices and beside an undelivered message (the links chunk, once loaded). */
  links?: LinksUi | undefined
  /** Copy reply (the copy chunk, once loaded). */
  copy?: CopyUi | undefined
  /** data-voice: Read aloud on each reply (the voice chunk, once loaded). */
  voice?: VoiceUi | undefined
  /** Show earlier messages and New messages: the long-conversation chunk, asked for when the list first needs them. */
  longConversation(): Promise<LongConversationUi>
  /** This mount's texts and locale. */
  ui: Ui
}

/**
 * Rows kept in the DOM while the visitor follows the newest message: the cost
 * of one more message, and of a restore, stays the same however long the
 * conversation is. Older rows come back a page at a time on request.
 */
export const WINDOW = 50
export const PAGE = 50
/**
 * Rows drawn when the list appears (a restore, the panel opened again): more
 * than a tall panel shows, so it is full; the window then grows to WINDOW as
 * messages arrive. What a restore costs stays flat however long the history.
 */
export const RESTORE_WINDOW = 20
/** Within this many pixels of the end counts as "at the bottom". */
const NEAR_END = 32

export function MessageList({
  welcome,
  agentName,
  ai,
  messages,
  typing,
  onRetry,
  starters,
  onSuggest,
  rating,
  links,
  copy,
  voice,
  longConversation,
  ui,
}: MessageListProps) {
  const { strings } = ui
  const log = useRef<HTMLDivElement>(null)
  // Messages already there when the list appears (history, restored on load
  // or when the panel opens again) stay outside the live region, so they are
  // never announced again; only what arrives afterwards goes inside it, once.
  const history = useRef<Set<string> | null>(null)
  history.current ??= new Set(messages.map((m) => m.id))
  // How many of the newest messages are shown (and of how many), kept in
  // step with the list as it grows: while following, the window slides (the
  // oldest row leaves); while the visitor reads further up, nothing above
  // them moves.
  const [view, setView] = useState(() => ({ length: messages.length, shown: Math.min(messages.length, RESTORE_WINDOW) }))
  const following = useRef(true)
  // While the visitor reads further up, the row they read stays where it is on
  // screen whatever changes the heights around it, in whatever order: a chunk
  // that redraws every reply (the rich renderer, Copy reply), Show earlier
  // messages, earlier rows, another tab's message put among the rows. Its
  // place is taken where the visitor put it (their scroll, or ours for them),
  // never from rows that a change has moved and not yet put back: two changes
  // before one frame would keep the first one's move. The rows' observer
  // (useReadingPlace, below) puts it back, whatever resized.
  const reading = useRef<Place | null>(null)
  // Where our own scroll put the log: its scroll event comes a frame later,
  // when the log may have grown again (the typing indicator follows a sent
  // message a task later), and says nothing about where the visitor is.
  const ownTop = useRef(-1)
  // A reply came while the visitor followed the end: in the frame, it is
  // shown from its start if the end would hide that (a reply taller than the
  // view is read from the top, not from its last lines).
  const replyCame = useRef(false)
  // The rich renderer's arrival redraws the replies that wait for it, taller
  // than their simple rendering: the log scrolls again as if the newest reply
  // had just come (to the end, or to that reply's start).
  const rich = useContext(RichMarkdown)?.ui.value
  const richSeen = useRef(rich)
  const [unseen, setUnseen] = useState(false)
  const [controls, setControls] = useState<LongConversationUi>()

  // The list changed length: the window follows in this same render (state
  // that follows a prop is adjusted while rendering, as Preact and React
  // document it: the render is redone at once with the new state, before
  // anything is drawn), and a reply that arrived while the visitor reads
  // further up shows the New messages button.
  let shown = view.shown
  const added = messages.length - view.length
  if (added !== 0) {
    const newest = added > 0 ? messages[messages.length - 1]!.role : undefined
    // Sending a message brings the visitor back to the end, where it appears.
    if (newest === 'visitor') following.current = true
    replyCame.current = newest === 'agent' && following.current
    const grown = Math.max(0, shown + added)
    shown = Math.min(messages.length, following.current ? Math.min(WINDOW, grown) : grown)
    setView({ length: messages.length, shown })
    if (added > 0 && !following.current) setUnseen(true)
  }
  if (rich !== richSeen.current) {
    richSeen.current = rich
    if (messages[messages.length - 1]?.role === 'agent') replyCame.current = following.current
  }
  const start = messages.length - shown

  useLayoutEffect(() => {
    const el = log.current
    if (!el) return
    // Rows outside the window, or the visitor reading further up: the controls
    // may be needed. Asked now, not in the frame: when they are already here
    // (the panel opened again), they are drawn before it.
    if (start > 0 || !following.current) ask()
    // While following, in the next frame, before it is painted, so nothing
    // visibly jumps: the newest message in view. Not here: reading the log's
    // height now would force style and layout inside the task that sent or
    // received the message; in the frame, the browser lays out once anyway.
    // Further up, the rows' observer keeps the place (above).
    const frame = requestAnimationFrame(() => {
      const top = el.scrollTop
      if (following.current) {
        el.scrollTop = el.scrollHeight
        // New replies are the last rows of the live region: if the end hides
        // the newest one's start, the view goes back up to it. Reading a long
        // reply from its start is reading further up: what comes next shows
        // the New messages button.
        const reply = replyCame.current ? Array.from(el.querySelectorAll('.live>.msg.agent')).at(-1) : undefined
        const hidden = reply ? el.getBoundingClientRect().top - reply.getBoundingClientRect().top : 0
        if (hidden > 0) {
          el.scrollTop -= hidden
          following.current = hidden <= NEAR_END
          if (!following.current) {
            // The reply is what the visitor reads, from its top (whatever grows above or within it).
            reading.current = { row: reply!, top: reply!.getBoundingClientRect().top - el.getBoundingClientRect().top }
            ask()
          }
        }
      }
      replyCame.current = false
      if (el.scrollTop !== top) ownTop.current = el.scrollTop
    })
    return () => cancelAnimationFrame(frame)
    // The copy chunk's arrival puts a Copy button under each reply, and the long-conversation chunk's
    // Show earlier messages above them: taller content, the end is followed again.
  }, [messages.length, typing, shown, rich, copy, controls])

  // Made once per panel, asked again after a failure (the chunk loader said why).
  const ask = () => {
    if (controls) return
    longConversation().then(
      (ui) => {
        if (log.current) setControls(ui)
      },
      () => {},
    )
  }

  // The rows' observer keeps the place being read (reading-place.ts).
  useReadingPlace(log, following, reading, ownTop)

  const onScroll = () => {
    const el = log.current
    // A scroll the browser queued before the panel closed arrives after the log is gone.
    if (!el) return
    // One event for our scroll and the visitor's, when both came in one frame,
    // is the visitor's: either way the one we waited for has come.
    const own = el.scrollTop === ownTop.current
    ownTop.current = -1
    if (own) return
    following.current = el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_END
    if (!following.current) {
      reading.current = rowAtTop(el)
      ask()
    } else if (unseen) setUnseen(false)
  }

  const showEarlier = (button: HTMLElement) => {
    const el = log.current!
    // Earlier rows come above the one being read, which stays where it is.
    reading.current = rowAtTop(el)
    following.current = false
    const more = Math.min(messages.length, shown + PAGE)
    setView({ length: messages.length, shown: more })
    // The button goes once everything is shown: focus stays in the conversation.
    const focused = more === messages.length ? el : button
    focused.focus({ preventScroll: true })
  }

  const jumpToEnd = () => {
    const el = log.current!
    following.current = true
    setUnseen(false)
    el.scrollTop = el.scrollHeight
    el.focus({ preventScroll: true })
  }

  const rows = messages.slice(start)
  // Rows in the conversation's order, for the eye and for screen readers: up
  // to the last one already there when the list appeared, outside the live
  // region (a message another tab put among them is not said either); what
  // comes after, inside it.
  let said = rows.length
  while (said > 0 && !history.current.has(rows[said - 1]!.id)) said--
  const item = (m: StoredMessage, live?: boolean) => (
    <Message
      key={m.id}
      message={m}
      agentName={agentName}
      ai={ai}
      onRetry={onRetry}
      copy={copy}
      voice={voice}
      rating={rating}
      links={links}
      live={live}
      ui={ui}
    />
  )
  return (
    <>
      {/* Focusable so that keyboard users can scroll the log, which may hold no control to tab to (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div class="log" part="log" role="log" aria-live="off" aria-label={strings.conversation} ref={log} tabIndex={0} onScroll={onScroll}>
        {start > 0 && controls && <controls.Earlier show={showEarlier} />}
        {start === 0 && (
          <div class="msg agent" part="message message-agent welcome">
            {ai && <span class="sr-only">{strings.aiAssistant}: </span>}
            <div class="bubble text" part="bubble" dir="auto">
              {welcome}
            </div>
          </div>
        )}
        {start === 0 && starters && starters.questions.length > 0 && !messages.some((m) => m.role === 'visitor') && (
          <starters.Suggestions questions={starters.questions} onPick={onSuggest} />
        )}
        {rows.slice(0, said).map((m) => item(m))}
        <div class="live" aria-live="polite">
          {rows.slice(said).map((m) => item(m, true))}
          {typing && (
            <div class="typing" part="typing" role="status">
              <span class="sr-only">{strings.typing}</span>
              <i aria-hidden="true" />
              <i aria-hidden="true" />
              <i aria-hidden="true" />
            </div>
          )}
        </div>
      </div>
      {copy && <copy.Note />}
      {controls && <controls.Jump unseen={unseen} jump={jumpToEnd} />}
    </>
  )
}
