// The call chunk (data-phone, data-phone-label): the agent's number. A Call
// button in the panel's header (a phone icon; the site's words beside it with
// data-phone-label) and an item in the conversation menu. Where the device
// dials (a coarse pointer and a screen up to 480 px, the panel's phone
// layout), both are a `tel:` link built from the number's digits; elsewhere
// they open a card inside the panel: the number, large and selectable, Copy
// number, and a QR code of the `tel:` address to scan with a phone (the qr
// chunk, loaded when the card first opens). Each dial, copy and opening of
// the card is told to the site (the `call` event), never the number.
// The JSX below compiles to the kit's `h`, which carries no JSX types: kit-jsx makes Preact's the global ones.
import type {} from '../shared/chunks/kit-jsx'
import type { callStrings } from '../shared/texts/en'
import type { ChunkContext } from '../shared/chunks/panel-chunks'
import type { CallEvent } from '../shared/api/public-api'
import type { QrUi } from '../qr/descriptor'
import type { CallUi } from './descriptor'
import { warnOnce } from '../shared/page/console'
import { copyKeys, copyOrSelect } from '../shared/page/clipboard'
import { phoneOf } from './phone-number'
import callCss from './call.css?inline'

/** A device that dials: a touch screen as small as the panel's phone layout (App.tsx, PHONE). */
export const DIALS = '(pointer: coarse) and (max-width: 480px)'

// A restart of the panel (update, a new placement) makes the chunk's UI again
// from the same settings: a refused number is said once a page.
const warn = warnOnce()

export function createCall(panel: ChunkContext, strings: typeof callStrings): CallUi {
  const { h, useEffect, useRef, useState } = panel.kit
  const phone = phoneOf(panel.config, warn)
  const tell = (method: CallEvent['method']) => panel.model.raise('call', { method })
  if (!phone) return { offered: false, Button: () => null, Card: () => null, Item: () => null }
  panel.adopt(callCss)
  const { number, tel, label } = phone
  const name = strings.callNumber.replace('#', number)
  // A number reads left to right in every language (`+1 555 0100`, not `0100 555 1+` in Arabic), isolated from the words around it.
  const shownNumber = () => <bdi dir="ltr">{number}</bdi>
  /** A text with the number in place of its `#`, as elements. */
  const withNumber = (text: string) => {
    const [before, after] = text.split('#')
    return [before, shownNumber(), after]
  }

  // The card's state, shared by the header's button, the menu's item and the card: who opened it gets focus back.
  let opener: HTMLElement | null = null
  let shown = false
  const watchers = new Set<(shown: boolean) => void>()
  const show = (open: boolean, from?: HTMLElement | null) => {
    if (open === shown) return
    shown = open
    if (open) {
      opener = from ?? null
      tell('qr')
    }
    watchers.forEach((watch) => watch(open))
    if (!open) opener?.focus()
  }
  /** Re-renders the caller when the card opens or closes. */
  function useShown() {
    const [open, setOpen] = useState(shown)
    useEffect(() => {
      watchers.add(setOpen)
      setOpen(shown)
      return () => {
        watchers.delete(setOpen)
      }
    }, [])
    return open
  }
  /** Whether the device dials, following the screen (a rotated phone, a resized window). */
  function useDials() {
    const [dials, setDials] = useState(matchMedia(DIALS).matches)
    useEffect(() => {
      const query = matchMedia(DIALS)
      const follow = () => setDials(query.matches)
      query.addEventListener('change', follow)
      return () => query.removeEventListener('change', follow)
    }, [])
    return dials
  }

  const icon = (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2" />
    </svg>
  )

  function Button() {
    const dials = useDials()
    const open = useShown()
    const button = useRef<HTMLButtonElement>(null)
    const common = {
      class: label ? 'tool call labelled' : 'tool call',
      part: 'call-button',
      // The visible words first, so a voice user can say them (WCAG 2.5.3); the number is in the name either way.
      'aria-label': label ? `${label}, ${name}` : name,
    }
    const content = label ? [icon, <span class="call-label">{label}</span>] : icon
    return dials ? (
      <a {...common} href={tel} onClick={() => tell('dial')}>
        {content}
      </a>
    ) : (
      <button type="button" {...common} ref={button} aria-expanded={open} onClick={() => show(!open, button.current)}>
        {content}
      </button>
    )
  }

  function Card() {
    const open = useShown()
    const [qr, setQr] = useState<QrUi | undefined>(undefined)
    const [note, setNote] = useState('')
    const copy = useRef<HTMLButtonElement>(null)
    const numberLine = useRef<HTMLParagraphElement>(null)
    useEffect(() => {
      if (!open) {
        setNote('')
        return
      }
      copy.current!.focus()
      // The QR code's drawing comes with the card's first opening; where it cannot be had (the chunk loader said why), the number and Copy stay.
      if (!qr) panel.chunks.load('qr').then(setQr, () => {})
    }, [open])
    if (!open) return null
    return (
      // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the dialog anywhere in it, as the WAI-ARIA dialog pattern asks.
      <div
        class="call-card"
        part="call-card"
        role="dialog"
        aria-labelledby="acw-call-title"
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            // The card closes, not the panel.
            e.stopPropagation()
            show(false)
          }
        }}
      >
        <h3 id="acw-call-title">{strings.callTitle}</h3>
        <p class="call-number" part="call-number" ref={numberLine}>
          {shownNumber()}
        </p>
        <button
          type="button"
          class="call-copy"
          ref={copy}
          onClick={() => {
            setNote('')
            // Never rejects: where copying is refused, the number is selected instead.
            void copyOrSelect(number, numberLine.current!).then((done) => {
              setNote(done === 'copied' ? strings.numberCopied : strings.numberSelected.replace('#', copyKeys()))
              if (done === 'copied') tell('copy')
            })
          }}
        >
          {strings.copyNumber}
        </button>
        <p class="call-note" aria-live="polite">
          {note}
        </p>
        <figure class="call-qr">
          {qr?.Code({ text: tel, labelledBy: 'acw-call-scan' })}
          <figcaption id="acw-call-scan">{withNumber(strings.scanToCall)}</figcaption>
        </figure>
        <button type="button" class="call-close" onClick={() => show(false)}>
          {strings.closeCard}
        </button>
      </div>
    )
  }

  return {
    offered: true,
    Button,
    Card,
    // Called by the menu, not drawn as a component: no hooks here.
    Item({ onClick, ...props }) {
      const after = onClick as (() => void) | undefined
      return matchMedia(DIALS).matches ? (
        <a
          {...props}
          href={tel}
          onClick={() => {
            after?.()
            tell('dial')
          }}
        >
          {withNumber(strings.callNumber)}
        </a>
      ) : (
        <button
          type="button"
          {...props}
          onClick={(e) => {
            // The menu closes with focus back on its button, which gets it again when the card closes.
            const root = (e.currentTarget as Node).getRootNode() as ShadowRoot
            after?.()
            show(true, root.activeElement as HTMLElement | null)
          }}
        >
          {withNumber(strings.callNumber)}
        </button>
      )
    },
  }
}
