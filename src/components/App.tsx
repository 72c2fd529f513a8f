import { Fragment, h } from 'preact'
import { useEffect, useRef } from 'preact/hooks'
import type { ChatModel } from '../state/chat-model'
import { strings } from '../strings'
import { readableOn } from '../styles/contrast'
import { ChatIcon, CloseIcon } from './icons'
import { Message } from './Message'
import { PreChatForm } from './PreChatForm'

// The whole widget but the pre-chat form and the messages themselves: the
// launcher, and when open the panel with its header, the log and the composer.
export function App({ model }: { model: ChatModel }) {
  const { config, draft } = model
  const root = useRef<HTMLDivElement>(null)
  const launcher = useRef<HTMLButtonElement>(null)
  const log = useRef<HTMLDivElement>(null)
  // Focus moves only in answer to the visitor: a panel restored open on page
  // load must not steal focus from the host page.
  const userToggled = useRef(false)
  const open = model.open.value
  const started = model.started.value
  const messages = model.messages.value
  const typing = model.awaitingReply.value

  // Opened by the visitor, or the form passed: into the first field.
  useEffect(() => {
    if (userToggled.current && open) root.current?.querySelector<HTMLElement>('input, textarea')?.focus()
  }, [open, started])

  // Keep the newest message in view as messages arrive, and when the log
  // appears (scrolling past the end stops at the end).
  useEffect(() => log.current?.scrollTo(0, 1e9), [messages.length, typing, open, started])

  const setOpen = (value: boolean) => {
    userToggled.current = true
    model.setOpen(value)
    // Closed by the visitor: back to the launcher, which stays on the page.
    if (!value) launcher.current?.focus()
  }

  // Reads and clears the draft signal synchronously, so a second Enter or
  // click arriving before the next render finds nothing left to send. The
  // model accepts (and then the box is cleared) anything but a blank text.
  const submit = (e: Event) => {
    e.preventDefault()
    if (model.send(draft.value)) draft.value = ''
  }

  return (
    <div
      ref={root}
      class={`root${config.position === 'bottom-left' ? ' left' : ''}${open ? ' open' : ''}`}
      style={{ '--acw-primary': config.primaryColor, '--acw-on-primary': readableOn(config.primaryColor) }}
    >
      {open && (
        <div
          id="acw-panel"
          class="panel"
          role="dialog"
          aria-labelledby="acw-title"
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation()
              setOpen(false)
            }
          }}
        >
          <div class="header">
            <h2 class="title" id="acw-title">
              {config.name}
            </h2>
            <button type="button" class="close" aria-label={strings.closeChat} onClick={() => setOpen(false)}>
              <CloseIcon />
            </button>
          </div>
          {started ? (
            <>
              <div class="log" role="log" aria-live="polite" aria-label={strings.conversation} ref={log} tabIndex={0}>
                <div class="msg agent">
                  <div class="bubble text">{config.welcomeMessage}</div>
                </div>
                {messages.map((m) => (
                  <Message key={m.id} message={m} model={model} />
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
              <form onSubmit={submit}>
                <label class="sr-only" for="acw-message">
                  {strings.message}
                </label>
                {/* The draft signal is bound to the box itself: typing re-renders nothing. */}
                <textarea
                  id="acw-message"
                  rows={1}
                  maxLength={4000}
                  placeholder={strings.messagePlaceholder}
                  value={draft}
                  onInput={(e) => (draft.value = e.currentTarget.value)}
                  onKeyDown={(e) => {
                    // isComposing: Enter also confirms an IME composition (Japanese, Chinese...).
                    if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) submit(e)
                  }}
                />
                <button type="submit">
                  {strings.send}
                </button>
              </form>
            </>
          ) : (
            <PreChatForm model={model} />
          )}
        </div>
      )}
      <button
        ref={launcher}
        type="button"
        class="launcher"
        aria-label={open ? strings.closeChat : strings.openChat}
        aria-expanded={open}
        aria-controls="acw-panel"
        onClick={() => setOpen(!open)}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
      </button>
    </div>
  )
}
