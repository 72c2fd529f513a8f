import { h } from 'preact'
import type { Signal } from '@preact/signals'
import { LIMITS } from '../../shared/wire'
import type { PanelCatalogue } from '../strings'

export interface ComposerProps {
  draft: Signal<string>
  /** True when the text was accepted (then the box is cleared). */
  onSend: (text: string) => boolean
  strings: PanelCatalogue
}

export function Composer({ draft, onSend, strings }: ComposerProps) {
  // Reads and clears the draft signal synchronously, so a second Enter or
  // click arriving before the next render finds nothing left to send.
  const submit = () => {
    if (onSend(draft.value)) draft.value = ''
  }
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
      <button type="submit" class="send" part="send">
        {strings.send}
      </button>
    </form>
  )
}
