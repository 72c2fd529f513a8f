// The site's own ways to open the chat (docs/embedding.md, "Opening the chat
// from your own elements"): elements with data-agent-chat, and links to
// #agent-chat. Here, in loader.js, only what must work from the page view on
// and at once: the listeners, the opening, and which element opened the chat
// (focus goes back to it: src/life/return-focus.ts). The
// rest (a text to place or send, a value to warn about, the hash taken off
// the address and decoded) is the commands chunk's (src/commands/triggers.ts),
// fetched on the first such ask, so a page view pays for the listeners only.
import type { LauncherView, TriggerAsk } from '../shared/chunks/interfaces'
import type { PanelLife } from '../life/descriptor'

/** Listens for the site's elements and the #agent-chat hash (the hash is handled at once too); returns how to stop. */
export function wireTriggers(view: LauncherView, life: PanelLife, ask: TriggerAsk, key: string, addressed?: boolean): () => void {
  const stop = new AbortController()
  const listening = { signal: stop.signal }

  // Bubbling, on the document: elements added later need no wiring, and the
  // site's own handlers run first, so one can cancel ours with
  // preventDefault() as it would a link's default action.
  document.addEventListener(
    'click',
    (e) => {
      const element = (e.target as Element).closest?.<HTMLElement>('[data-agent-chat]')
      if (!element || e.defaultPrevented) return
      const { agentChat, agentChatMessage, agentChatWidget } = element.dataset
      // An element names the widget it opens (data-agent-chat-widget); without a name, the page's first.
      if (agentChatWidget ? agentChatWidget !== key : addressed) return
      if (agentChat === 'open' || agentChat === 'send') {
        // A link with a fallback (href="/contact") stays on the page.
        e.preventDefault()
        life.command('open', true)
        // After the open: the opening itself records what had focus.
        view.trigger = element
        if (!agentChatMessage) return
      }
      ask(agentChat, agentChatMessage)
    },
    listening,
  )

  /** With `changed` (hashchange: a link on this page was followed) focus goes into the chat; on load it opens without taking focus, as data-open does. */
  function onHash(changed?: Event) {
    if (addressed || !/^#agent-chat(=|$)/.test(location.hash)) return
    life.command('open', !!changed)
    // The address cleaned, the text decoded and placed: the commands chunk's.
    ask('open', location.hash, true)
  }
  addEventListener('hashchange', onHash, listening)
  onHash()
  return () => stop.abort()
}
