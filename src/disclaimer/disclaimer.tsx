// The disclaimer chunk (data-disclaimer): the site's own notice with I agree,
// just above where the visitor types. The panel loads it as it starts, only
// where the attribute is set; until the visitor agrees the model's gate stays
// closed (src/panel/model/chat-model.ts: nothing is sent, the pre-chat form
// is held), and this chunk is what opens it. The agreement is kept in the
// panel's storage (so consent and data-storage apply), keyed by a hash of
// the text: a site that changes its notice asks again.
// The JSX below compiles to the kit's `h`, which carries no JSX types: kit-jsx makes Preact's the global ones.
import type {} from '../shared/chunks/kit-jsx'
import type { disclaimerStrings } from '../shared/texts/en'
import type { ChunkContext } from '../shared/chunks/panel-chunks'
import type { DisclaimerUi } from './descriptor'
import { storageKey } from '../shared/storage/ui-state'
import disclaimerCss from './disclaimer.css?inline'

/** A short fingerprint of the notice (32-bit FNV-1a): what the stored agreement names, not a secret. */
export function textHash(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return (hash >>> 0).toString(36)
}

export function createDisclaimer(panel: ChunkContext, strings: typeof disclaimerStrings): DisclaimerUi {
  const { h, useEffect, useRef, useState } = panel.kit
  const { model, storage, config } = panel
  panel.adopt(disclaimerCss)
  const key = storageKey(config.widgetKey, 'disclaimer')
  const hash = textHash(config.disclaimer)
  // Agreed on an earlier page (this text, this visitor): the gate opens before anything is drawn.
  if (storage.get(key) === hash) model.gate.value = 0

  function Notice() {
    const gate = model.gate.value
    const region = useRef<HTMLElement>(null)
    // What the gate had counted when the notice appeared: only a message held back after that moves focus.
    const seen = useRef(gate)
    // The text goes into its polite region once the region is on screen, so it is said once, not skipped.
    const [shown, setShown] = useState(false)
    useEffect(() => setShown(true), [])
    useEffect(() => {
      // A message held back: to the notice, whose description says why (focus on the notice, not on I agree, so a repeated Enter does not agree).
      if (gate > seen.current!) region.current?.focus()
      seen.current = gate
    }, [gate])
    if (!gate) return null
    const held = gate > 1
    const agree = () => {
      storage.set(key, hash)
      model.gate.value = 0
      model.raise('disclaimer', { accepted: true, at: new Date().toISOString() })
      // Where the visitor goes on: the message box, or the pre-chat form's first field. A typed message waits there, unsent.
      region.current?.parentElement?.querySelector<HTMLElement>('#acw-message, .form input')?.focus()
    }
    return (
      <section
        ref={region}
        class="disclaimer"
        part="disclaimer"
        tabIndex={-1}
        aria-labelledby="acw-disclaimer-title"
        aria-describedby={held ? 'acw-disclaimer-pending' : undefined}
      >
        <h3 id="acw-disclaimer-title" class="disclaimer-title">
          {strings.disclaimerTitle}
        </h3>
        {/* The site's text, as text (never markup); dir=auto: its own language may differ from the widget's. */}
        <p class="disclaimer-text" dir="auto" aria-live="polite">
          {shown && config.disclaimer}
        </p>
        {held && (
          <p id="acw-disclaimer-pending" class="disclaimer-pending">
            {strings.disclaimerPending}
          </p>
        )}
        <button type="button" class="disclaimer-accept" part="disclaimer-accept" onClick={agree}>
          {strings.disclaimerAccept}
        </button>
      </section>
    )
  }

  return {
    Notice,
    heard(value) {
      // The visitor agreed in another tab (to this notice): so here, without telling the site again.
      if (value === hash) model.gate.value = 0
    },
  }
}
