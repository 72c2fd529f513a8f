// The menu chunk: the conversation menu's items, the confirm step of a new
// conversation and the transcript. The panel draws the menu button and loads
// this when the visitor reaches for it (pointer, focus, touch), so the bytes
// up to the first reply carry none of it. It renders with the panel's Preact
// (the kit): `h` below is the panel's, whatever the build.
// The JSX below compiles to the kit's `h`, which carries no JSX types: kit-jsx makes Preact's the global ones.
import type {} from '../shared/chunks/kit-jsx'
import type { menuStrings } from '../shared/texts/en'
import type { ChunkContext } from '../shared/chunks/panel-chunks'
import type { LinkKind } from '../links/descriptor'
import type { ConfirmProps, MenuProps, MenuUi } from './descriptor'
import { download, transcriptFileName, transcriptText } from './transcript'
import { keep } from '../shared/storage/kept'
import { storageKey } from '../shared/storage/ui-state'
import menuCss from './menu.css?inline'

export function createMenu(panel: ChunkContext, strings: typeof menuStrings): MenuUi {
  const { h, useEffect, useRef } = panel.kit
  panel.adopt(menuCss)

  /**
   * The open menu of the WAI-ARIA menu button pattern (the button is the
   * panel's): arrows, Home and End move, Escape closes it with focus back on
   * the button, Tab or a press elsewhere closes it.
   */
  function Menu({ active, setActive, close, busy, empty, onNew, onHistory, onDownload }: MenuProps) {
    const menu = useRef<HTMLDivElement>(null)
    const notifier = panel.chunks.notify.value
    const Link = panel.chunks.links.value?.Link
    const call = panel.chunks.call.value
    const items: Array<{ label: string; disabled?: boolean; checked?: boolean; run(): void; link?: LinkKind | 'call' }> = [
      { label: busy ? strings.newConversationBusy : strings.newConversation, disabled: busy, run: onNew },
      { label: empty ? strings.downloadEmpty : strings.download, disabled: empty, run: onDownload },
    ]
    // data-storage="memory" keeps no earlier conversation.
    if (panel.config.storage !== 'memory')
      items.splice(1, 0, { label: strings.earlierConversations, run: () => void panel.chunks.load('history').then(onHistory, () => {}) })
    // data-notify with sound: a checkbox item, remembered by the notify chunk.
    if (notifier?.sound) items.push({ label: strings.muteSounds, checked: notifier.muted(), run: notifier.toggleMute })
    // data-voice with both halves: a checkbox item, remembered by the voice chunk.
    const voice = panel.chunks.voice.value
    if (voice?.handsFreeOffered) items.push({ label: strings.readRepliesAloud, checked: voice.handsFree(), run: voice.toggleHandsFree })
    // data-phone: Call, a tel: link or the button that opens the call chunk's card.
    if (call?.offered) items.push({ label: '', run() {}, link: 'call' })
    // data-privacy-url, data-contact-url: links, which the browser follows itself (Enter, a click); the menu only closes.
    for (const link of panel.chunks.links.value?.kinds ?? []) items.push({ label: '', run() {}, link })
    const last = items.length - 1
    const current = Math.min(active, last)

    useEffect(() => {
      menu.current!.querySelectorAll<HTMLElement>('[role^=menuitem]')[current]!.focus()
    }, [current])

    useEffect(() => {
      // Not focusout: WebKit does not focus a clicked button, so an item
      // would lose focus (and the menu close) before its click.
      const outside = (e: Event) => {
        if (!e.composedPath().includes(menu.current!.parentNode!)) close(false)
      }
      addEventListener('pointerdown', outside, true)
      return () => removeEventListener('pointerdown', outside, true)
    }, [])

    return (
      <div
        id="acw-menu"
        class="menu"
        part="menu"
        role="menu"
        // As in the WAI-ARIA practices' menu button examples: focus moves between the items, and the menu itself can take it (never by Tab).
        tabIndex={-1}
        aria-labelledby="acw-menu-button"
        ref={menu}
        onKeyDown={(e) => {
          const moves: Record<string, number> = {
            ArrowDown: current < last ? current + 1 : 0,
            ArrowUp: current > 0 ? current - 1 : last,
            Home: 0,
            End: last,
          }
          if (e.key in moves) {
            e.preventDefault()
            setActive(moves[e.key]!)
          } else if (e.key === 'Escape') {
            // The menu closes, not the panel.
            e.stopPropagation()
            close(true)
          } else if (e.key === 'Tab') close(false)
        }}
      >
        {items.map((item, i) =>
          item.link ? (
            // Called, not drawn as a component: it holds no state, and the kit's elements carry no JSX types.
            (({ kind, ...props }) => (kind === 'call' ? call!.Item(props) : Link!({ kind, ...props })))({
              kind: item.link,
              class: 'item',
              part: `menu-item ${item.link}-link`,
              role: 'menuitem',
              tabIndex: -1,
              onClick: () => close(true),
              onPointerMove: () => {
                if (i !== current) setActive(i)
              },
            })
          ) : (
            <button
              type="button"
              part="menu-item"
              role={item.checked === undefined ? 'menuitem' : 'menuitemcheckbox'}
              aria-checked={item.checked}
              tabIndex={-1}
              aria-disabled={item.disabled || undefined}
              onClick={() => {
                if (item.disabled) return
                // Focus back on the button first: an item may move it on (the confirm step).
                close(true)
                item.run()
              }}
              // Focus follows the pointer, as in native menus, so arrows go on from there.
              onPointerMove={() => {
                if (i !== current) setActive(i)
              }}
            >
              {item.label}
            </button>
          ),
        )}
      </div>
    )
  }

  /**
   * "Start a new conversation?" (or the history chunk's question), inside the
   * panel (never window.confirm); focus on the answer that keeps the
   * conversation. The one a new conversation ends is kept under Earlier
   * conversations (renew below), so the question says so; only
   * data-storage="memory", which keeps none, clears its messages.
   */
  function Confirm({ answer, id = 'acw-confirm', question, yes }: ConfirmProps) {
    const kept = panel.config.storage !== 'memory'
    question ??= kept ? strings.confirmNewKept : strings.confirmNew
    yes ??= kept ? strings.confirmNewKeptYes : strings.confirmNewYes
    const cancel = useRef<HTMLButtonElement>(null)
    useEffect(() => cancel.current!.focus(), [])
    return (
      // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape answers "no" anywhere in the alert dialog, as the WAI-ARIA dialog pattern asks.
      <div
        class="confirm"
        part="confirm"
        role="alertdialog"
        aria-labelledby={id}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation()
            answer(false)
          }
        }}
      >
        <p id={id}>{question}</p>
        <button type="button" class="start" onClick={() => answer(true)}>
          {yes}
        </button>
        <button type="button" class="cancel" ref={cancel} onClick={() => answer(false)}>
          {strings.cancel}
        </button>
      </div>
    )
  }

  return {
    Menu,
    Confirm,
    texts: strings,
    renew() {
      const { model } = panel
      if (model.outgoing.value) return false
      if (panel.config.storage !== 'memory')
        keep(
          panel.storage,
          storageKey(panel.config.widgetKey, 'kept'),
          {
            visitorId: model.visitorId,
            sessionId: model.sessionId.value,
            visitorName: model.visitorName.value,
            visitorEmail: model.visitorEmail.value,
            messages: model.messages.value,
          },
          new Date().toISOString(),
        )
      const renewed = model.newConversation()
      if (renewed) model.raise('conversation', { action: 'new' })
      return renewed
    },
    download(messages, names, parent) {
      download(transcriptText(messages, names), transcriptFileName(names.agent, new Date()), parent)
    },
    downloadCurrent(parent) {
      const { model } = panel
      this.download(model.messages.value, { visitor: model.visitorName.value || model.ui.strings.you, agent: panel.config.name, lang: model.ui.lang }, parent)
    },
  }
}
