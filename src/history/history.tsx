// The history chunk: the list of earlier conversations, one of them opened,
// and the confirm step before deleting. It takes the place of the current
// conversation in the panel while the visitor looks (the panel keeps the
// header and its menu); the panel loads it when the list is first opened from
// the menu, so nothing of it comes with the page view or the first reply.
// Stored data is untrusted: each kept conversation passes the restore
// chunk's check of a stored conversation; the visitor's texts are drawn as
// text, and the replies as the chat drew them, through the markdown chunk.
// The JSX below compiles to the kit's `h`, which carries no JSX types: kit-jsx makes Preact's the global ones.
import type {} from '../shared/chunks/kit-jsx'
import type { historyStrings } from '../shared/texts/en'
import type { ChunkContext } from '../shared/chunks/panel-chunks'
import type { StoredMessage } from '../shared/conversation/message'
import type { MenuUi } from '../menu/descriptor'
import type { MarkdownUi } from '../markdown/descriptor'
import type { RestoreChunk } from '../restore/descriptor'
import type { HistoryUi } from './descriptor'
import { continueConversation, deleteKept, keptList, type Kept, type ListModel } from './kept-list'
import { storageKey } from '../shared/storage/ui-state'
import historyCss from './history.css?inline'

/** The first words of `text`: at most `max` characters, cut at a space where one is near. */
export function firstWords(text: string, max: number) {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max)
  const space = cut.lastIndexOf(' ')
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`
}

/** The conversation's line in the list: its first question, its last reply's first words, how many messages it holds. */
export function summary(messages: readonly StoredMessage[]) {
  const said = messages.filter((m) => m.role !== 'notice')
  return {
    question: firstWords(said.find((m) => m.role === 'visitor')?.text ?? '', 80),
    reply: firstWords([...said].reverse().find((m) => m.role === 'agent')?.text ?? '', 60),
    count: said.length,
  }
}

export function createHistory(panel: ChunkContext, strings: typeof historyStrings): HistoryUi {
  const { h, useEffect, useRef, useState } = panel.kit
  panel.adopt(historyCss)
  const { config, storage } = panel
  const model = panel.model as ChunkContext['model'] & ListModel
  const key = storageKey(config.widgetKey, 'kept')
  // The menu's chunk is here already (the list is opened from it): its texts, its confirm step, its download.
  let menu: MenuUi | undefined
  let restore: RestoreChunk | undefined
  const ready = Promise.all([panel.chunks.menu(), panel.restore()]).then(([ui, chunk]) => {
    menu = ui
    restore = chunk
  })
  // Read again only when what is stored changed: a render of the panel (a reply coming in) parses nothing.
  let read: { raw: string | null; list: Kept[] } | undefined
  const list = () => {
    const raw = storage.get(key)
    if (restore && read?.raw !== raw) read = { raw, list: keptList(storage, config.widgetKey, restore) }
    return read?.list ?? []
  }
  const dateOf = (at: string) => new Intl.DateTimeFormat(model.ui.lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at))

  function Line({ messages, at, current }: { messages: readonly StoredMessage[]; at: string | undefined; current?: boolean }) {
    const { question, reply, count } = summary(messages)
    return (
      <span class="line">
        {at && <time dateTime={at}>{dateOf(at)}</time>}
        {current && <strong class="current">{strings.currentConversation}</strong>}
        {question && (
          <span class="question" dir="auto">
            {question}
          </span>
        )}
        {reply && (
          <span class="reply" dir="auto">
            {reply}
          </span>
        )}
        <span class="count">{strings.messageCount.replace('#', String(count))}</span>
      </span>
    )
  }

  /**
   * The list (a heading and a list of buttons, the current conversation
   * first and marked), or one conversation with its actions. Focus moves with
   * the view (to its heading, which a screen reader reads out; back to the
   * item it came from), and into the confirm step, as in the rest of the panel.
   */
  function View({ close }: { close(none?: undefined): void }) {
    const root = useRef<HTMLElement>(null)
    const [, setTick] = useState({})
    const redraw = () => setTick({})
    const [openId, setOpenId] = useState<string | null>(null)
    const [asking, setAsking] = useState<'one' | 'all' | null>(null)
    // The replies of a conversation opened, as the chat showed them: the markdown chunk's rendering (Preact
    // elements, never HTML), asked for when one is first opened; plain text until it is here, or if it cannot be had.
    const [markdown, setMarkdown] = useState<{ ui: MarkdownUi } | null>(null)
    useEffect(() => {
      if (openId && !markdown)
        void panel.chunks.load('markdown').then(
          (ui) => setMarkdown({ ui }),
          () => {},
        )
    }, [openId])
    // Where focus goes once the next render is on screen (a selector in the view).
    const focus = useRef<string | null>('h3')
    // Whether this render could draw: the chunks may arrive between it and the effect below.
    const drawn = !!menu

    useEffect(() => {
      if (!drawn) void ready.then(redraw, () => {})
      // Another tab kept, continued or deleted one: the list follows.
      const heard = (e: StorageEvent) => {
        if (e.key === key) redraw()
      }
      addEventListener('storage', heard)
      return () => removeEventListener('storage', heard)
    }, [])
    useEffect(() => {
      // Kept until drawn: the first render waits for the menu's and the restore chunk.
      const target = focus.current && root.current?.querySelector<HTMLElement>(focus.current)
      if (!target) return
      target.focus()
      focus.current = null
    })

    if (!menu) return null
    // Back to the current conversation: focus on the menu button, which stays (the view goes).
    const back = () => {
      root.current!.closest('.panel')!.querySelector<HTMLElement>('#acw-menu-button')!.focus()
      close()
    }
    const kept = list()
    const shown = openId === null ? undefined : kept.find((k) => k.id === openId)
    const go = (id: string | null, target: string) => {
      focus.current = target
      setAsking(null)
      setOpenId(id)
    }
    const ask = (what: 'one' | 'all' | null, target?: string) => {
      focus.current = what ? '.confirm .cancel' : target!
      setAsking(what)
    }
    const answer = (yes: boolean) => {
      if (!yes) return ask(null, asking === 'all' ? '.delete-all' : '.delete')
      deleteKept(storage, config.widgetKey, model, asking === 'one' ? shown!.id : undefined)
      go(null, 'h3')
    }
    const busy = model.outgoing.value
    const { Confirm, texts } = menu
    // Called, not drawn as a component: the kit's elements carry no JSX types.
    const confirm =
      asking &&
      Confirm({
        answer,
        id: 'acw-confirm-delete',
        question: asking === 'all' ? strings.confirmDeleteAll : strings.confirmDelete,
        yes: strings.confirmDeleteYes,
      })

    return (
      <section class="history" part="history" aria-labelledby="acw-history-title" ref={root}>
        <div class="history-bar">
          {shown ? (
            <button type="button" class="back" onClick={() => go(null, `[data-id="${shown.id}"]`)}>
              {texts.earlierConversations}
            </button>
          ) : (
            <button type="button" class="back" onClick={back}>
              {strings.backToConversation}
            </button>
          )}
        </div>
        <h3 id="acw-history-title" tabIndex={-1}>
          {shown ? dateOf(shown.ended) : texts.earlierConversations}
        </h3>
        {confirm}
        {shown ? (
          <div class="kept-one">
            <div class="log kept" role="log" aria-labelledby="acw-history-title">
              {shown.conversation.messages
                .filter((m) => m.role !== 'notice')
                .map((m) => (
                  <div key={m.id} class={`msg ${m.role}`}>
                    <span class="sr-only">{m.role === 'visitor' ? model.ui.strings.you : config.name}: </span>
                    <div class={m.role === 'agent' ? 'bubble md' : 'bubble text'} dir="auto">
                      {(m.role === 'agent' && markdown?.ui.render(m.text)) || m.text}
                    </div>
                  </div>
                ))}
            </div>
            <div class="history-actions">
              <button
                type="button"
                class="start"
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (!continueConversation(storage, config.widgetKey, model, shown, new Date().toISOString())) return
                  // Focus stays in the widget while the panel is drawn again (on the launcher a moment), so the renewed panel takes it, on its message box.
                  panel.view.returnFocus()
                  panel.renew()
                }}
              >
                {busy ? strings.continueBusy : strings.continueConversation}
              </button>
              <button
                type="button"
                class="cancel"
                onClick={() =>
                  menu!.download(
                    shown.conversation.messages,
                    { visitor: shown.conversation.visitorName || model.ui.strings.you, agent: config.name, lang: model.ui.lang },
                    root.current!,
                  )
                }
              >
                {texts.download}
              </button>
              <button type="button" class="cancel delete" onClick={() => ask('one')}>
                {strings.deleteConversation}
              </button>
            </div>
          </div>
        ) : (
          <div class="kept-all">
            <ul class="kept-list">
              <li aria-current="true">
                <button type="button" class="item" onClick={back}>
                  <Line messages={model.messages.value} at={model.messages.value.at(-1)?.at} current />
                </button>
              </li>
              {kept.map((k) => (
                <li key={k.id}>
                  <button type="button" class="item" data-id={k.id} onClick={() => go(k.id, 'h3')}>
                    <Line messages={k.conversation.messages} at={k.ended} />
                  </button>
                </li>
              ))}
            </ul>
            {kept.length ? (
              <div class="history-actions">
                <button type="button" class="cancel delete-all" onClick={() => ask('all')}>
                  {strings.deleteAll}
                </button>
              </div>
            ) : (
              <p class="empty">{strings.noEarlier}</p>
            )}
          </div>
        )}
      </section>
    )
  }

  return { View }
}
