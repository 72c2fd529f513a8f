// The notify chunk (data-notify="title", "sound" or both): word when a reply
// comes while the visitor is not looking. The panel loads it as it starts,
// only where the attribute is set. Only the tab that received the reply
// (model.onReply) says anything; other tabs, which get it through storage,
// stay quiet.
//
// title: while the page is hidden or the panel closed, a reply puts the count
//   of such replies in front of the page's title, `(2) Our menu`; the page's
//   own title comes back, exactly as the page has it then (a single-page app
//   may have changed it meanwhile), when the visitor returns or opens the chat.
//   Several widgets on a page share the one title: it shows the sum of their
//   counts, and is the page's again once every one is read.
// sound: a short, quiet tone made with Web Audio (no file, no CSP entry), once
//   per reply, never while the panel is open on a visible page, only once
//   the visitor has interacted with the widget on this page (browsers refuse
//   sound before that: Chatwoot issue 2967), unless muted ("Mute sounds" in
//   the conversation menu, remembered).
import type { ChunkContext } from '../shared/chunks/panel-chunks'
import type { NotifyUi } from './descriptor'
import { storageKey } from '../shared/storage/ui-state'
import { reportWarning } from '../shared/page/console'
import { wordsOf } from '../shared/settings/reader'

const MODES = ['title', 'sound'] as const

/** The modes data-notify names; anything else is ignored with one warning naming it. */
export const notifyModes = (value: string, warn: (message: string) => void): string[] => wordsOf('notify', MODES, value, warn)

/** The tone: 880 Hz, fading from a low volume to nothing in 0.2 s. */
function tone(audio: AudioContext) {
  const at = audio.currentTime
  const oscillator = audio.createOscillator()
  const gain = audio.createGain()
  oscillator.frequency.value = 880
  gain.gain.setValueAtTime(0.06, at)
  gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.2)
  oscillator.connect(gain).connect(audio.destination)
  oscillator.start(at)
  oscillator.stop(at + 0.2)
}

/**
 * The tab's title, shared by every widget of the page (this chunk runs once
 * for all of them): each one's count of replies not seen, and what was
 * written over the page's own title.
 */
const tab = { own: '', written: '', counts: new Map<object, number>() }

/** Writes the sum of the counts in front of the page's own title, or gives the page its title back when there is none. */
function writeTitle() {
  let sum = 0
  for (const count of tab.counts.values()) sum += count
  if (sum) {
    if (!tab.written) tab.own = document.title
    tab.written = `(${sum}) ${tab.own}`
    document.title = tab.written
  } else {
    if (tab.written && document.title === tab.written) document.title = tab.own
    tab.written = ''
  }
}

export function createNotify({ model, view, config, storage }: ChunkContext): NotifyUi {
  const modes = config.notify
  const chosen = notifyModes(modes, reportWarning)
  const title = chosen.includes('title')
  const sound = chosen.includes('sound')
  // Blocked storage, or no consent: muted for this page view only (the panel's storage keeps it in memory).
  const mutedKey = storageKey(config.widgetKey, 'muted')
  let muted = storage.get(mutedKey) === '1'
  const unseen = () => document.hidden || !model.open.value

  // This widget's count in the tab's title (its key there).
  const mine = {}
  const giveBack = () => {
    if (!tab.counts.delete(mine)) return
    writeTitle()
  }
  // The page changing its own title meanwhile: that is its title now.
  const watcher = new MutationObserver(() => {
    if (!tab.written || document.title === tab.written) return
    tab.written = ''
    writeTitle()
  })
  if (title) watcher.observe(document.head, { subtree: true, childList: true, characterData: true })
  // Back on the page, or the chat opened on a visible page: the title is the page's again.
  const returned = () => {
    if (!document.hidden) giveBack()
  }
  const stopOpen = model.open.subscribe((open) => {
    if (open) returned()
  })
  document.addEventListener('visibilitychange', returned)

  // A sound may play once the visitor has interacted with the widget here; the
  // audio context is made in that gesture, so the browser lets it play.
  let audio: AudioContext | undefined
  const root = view.mountPoint.getRootNode()
  const interacted = () => {
    audio ||= new AudioContext()
  }
  if (sound) for (const type of ['pointerdown', 'keydown']) root.addEventListener(type, interacted, true)

  const stopReplies = model.onReply(() => {
    if (!unseen()) return
    if (title) {
      tab.counts.set(mine, (tab.counts.get(mine) ?? 0) + 1)
      writeTitle()
    }
    if (sound && audio && !muted) tone(audio)
  })

  return {
    sound,
    muted: () => muted,
    toggleMute() {
      muted = !muted
      if (muted) storage.set(mutedKey, '1')
      else storage.remove(mutedKey)
    },
    dispose() {
      giveBack()
      watcher.disconnect()
      stopOpen()
      stopReplies()
      document.removeEventListener('visibilitychange', returned)
      for (const type of ['pointerdown', 'keydown']) root.removeEventListener(type, interacted, true)
      void audio?.close()
    },
  }
}
