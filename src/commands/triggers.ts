// What the site's elements (data-agent-chat, data-agent-chat-message) and the
// #agent-chat (=<text>) hash ask beyond opening the chat, which loader.js has
// done at once (src/launcher/triggers.ts): the site's mistakes said, once
// each; the hash taken off the address; the text decoded, cut to the message
// limit, then placed in the message box or sent. The text only ever becomes the box's value or a
// message, never markup.
import type { Stage, TriggerAsk } from '../shared/chunks/interfaces'
import type { PanelApi } from '../panel/descriptor'
import { warnOnce } from '../shared/page/console'
import { LIMITS } from '../shared/service/wire'

// Once per page: a warning on every click would drown the console.
const warn = warnOnce()

const HASH = '#agent-chat'

function unhash() {
  try {
    history.replaceState(history.state, '', location.pathname + location.search)
  } catch {
    // A document whose address cannot be rewritten (an opaque origin's): the chat is open all the same.
  }
}

/** What `send` is: the public API's own (AgentChat('send', text)), so the pre-chat form and the disclaimer hold it as they hold the API's. */
type Send = (stage: Stage, text: string) => void
/** Runs `run` on the stage's panel now, or once it has started (./commands.ts). */
type WithPanel = (stage: Stage, run: (panel: PanelApi) => void) => void

export function createTriggerAsk(stage: () => Stage | undefined, send: Send, withPanel: WithPanel): TriggerAsk {
  return (value, text = '', hash) => {
    const now = stage()
    if (!now) return
    if (value !== 'open' && value !== 'send') return warn(`data-agent-chat="${value}" is ignored: the values are open and send`)
    if (hash) {
      // Taken off the address (the site's history state kept), unless it has changed since: the
      // same link works again (an unchanged hash fires no hashchange), a restart or a reload
      // does not open the chat or put the text back.
      if (location.hash === text) unhash()
      text = text.slice(HASH.length + 1)
      try {
        text = decodeURIComponent(text)
      } catch {
        return warn('#agent-chat=<text>: the text has a malformed %-sequence; the chat opened without it')
      }
    }
    const limit = LIMITS.visitorMessage
    if (text.length > limit) {
      warn(`${hash ? '#agent-chat=<text>' : 'data-agent-chat-message'} is cut to the message limit, ${limit} characters`)
      text = text.slice(0, limit)
    }
    if (!text.trim()) return
    if (value === 'send') return send(now, text)
    withPanel(now, (panel) => panel.model.prefill(text))
  }
}
