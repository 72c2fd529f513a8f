// The copy chunk: "Copy reply" on each agent reply, and the polite line that
// says what a copy did. Not needed until there is a reply, so it is not in the
// panel chunk: the panel asks for it with the first reply (arriving or
// restored) and draws the button once it is here. Renders with the panel's
// Preact (the kit).
// The JSX below compiles to the kit's `h`, which carries no JSX types: kit-jsx makes Preact's the global ones.
import type {} from '../shared/chunks/kit-jsx'
import { copyKeys, copyOrSelect } from '../shared/page/clipboard'
import type { copyStrings } from '../shared/texts/en'
import type { ChunkContext } from '../shared/chunks/panel-chunks'
import type { CopyUi } from './descriptor'

export function createCopy(panel: ChunkContext, strings: typeof copyStrings): CopyUi {
  const { h, useEffect, useState } = panel.kit
  // The Note on screen: what a button tells it. One per panel, as this chunk's UI is made once per panel.
  let say = (_note: string) => {}

  return {
    Button: ({ text, bubble }) => (
      <button
        type="button"
        class="copy"
        part="copy"
        aria-label={strings.copyReply}
        onClick={() => {
          say('')
          // Never rejects: where copying is refused, the bubble is selected instead.
          void copyOrSelect(text, bubble()).then((done) => say(done === 'copied' ? strings.copied : strings.copySelected.replace('#', copyKeys())))
        }}
      >
        {strings.copy}
      </button>
    ),
    Note() {
      const [note, setNote] = useState('')
      useEffect(() => {
        say = setNote
        return () => {
          say = () => {}
        }
      }, [])
      // A polite live region (not a status role: the typing indicator is the panel's status), there before anything is said.
      return (
        <p class="sr-only copy-note" aria-live="polite">
          {note}
        </p>
      )
    },
  }
}
