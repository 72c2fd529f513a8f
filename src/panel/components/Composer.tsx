import { h } from 'preact'
import { useRef } from 'preact/hooks'
import type { Signal } from '@preact/signals'
import { LIMITS } from '../../shared/service/wire'
import type { PanelCatalogue } from '../strings'
import type { VoiceUi } from '../../voice/descriptor'

/** The counter shows when this many characters or fewer are left: the last tenth of what a message may hold. */
export const COUNTER_LEFT = LIMITS.visitorMessage / 10

export interface ComposerProps {
  draft: Signal<string>
  /** True when the text was accepted (then the box is cleared). */
  onSend: (text: string) => boolean
  strings: PanelCatalogue
  /** data-voice: the microphone beside Send and its line under the box (the voice chunk, once loaded). */
  voice?: VoiceUi | undefined
}

export function Composer({ draft, onSend, strings, voice }: ComposerProps) {
  // What the polite live region says: the count when the counter appears, then
  // once more at 0; each key press changes the counter, not this.
  const said = useRef('')
  // Reads and clears the draft signal synchronously, so a second Enter or
  // click arriving before the next render finds nothing left to send.
  const submit = () => {
    if (!onSend(draft.value)) return
    draft.value = ''
    voice?.sent()
  }
  const left = LIMITS.visitorMessage - draft.value.length
  const counter = left <= COUNTER_LEFT && strings.charactersLeft.replace('#', String(left))
  if (!counter) said.current = ''
  else if (!said.current || !left) said.current = counter
  return (
    <form
      class="composer"
      part="composer"
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      <label class="sr-only" for="acw-message">
        {strings.message}
      </label>
      <textarea
        id="acw-message"
        part="message-box"
        rows={1}
        maxLength={LIMITS.visitorMessage}
        placeholder={strings.messagePlaceholder}
        aria-describedby={counter ? 'acw-left' : undefined}
        value={draft.value}
        onInput={(e) => (draft.value = e.currentTarget.value)}
        onKeyDown={(e) => {
          // isComposing: Enter also confirms an IME composition (Japanese, Chinese...).
          if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) {
            e.preventDefault()
            submit()
          }
        }}
      />
      {voice?.dictation && <voice.Dictate draft={draft} />}
      <button type="submit" class="send" part="send">
        {strings.send}
      </button>
      {counter && (
        <p id="acw-left" class={left ? 'counter' : 'counter full'} part="counter">
          {counter}
        </p>
      )}
      <p class="sr-only counter-note" aria-live="polite">
        {said.current}
      </p>
      {voice?.dictation && <voice.Status />}
    </form>
  )
}
