// What fetches the panel before anyone asks for it: the visitor's intent (the
// pointer on the launcher, focus in it), and the stored state, read once the
// page is idle (the panel was open, messages wait to be sent, replies are
// unread: these once the launcher shows, on a page whose rules keep it away).
import type { LauncherView } from '../shared/chunks/interfaces'
import { readUiState, type StorageArea } from '../shared/storage/ui-state'
import { whenIdle } from '../shared/page/idle'
import type { PanelLife } from '../life/descriptor'

// A finger touching the launcher fires pointerenter too; a touchstart
// listener would register the launcher as a touch handler with the
// compositor on every page view.
const INTENTS = ['pointerenter', 'focus']

/**
 * Loads the panel on the visitor's intent and, once the page is idle, when the stored state needs it. The
 * listeners are the launcher's own: they go with it when the stage is destroyed (and the life loads nothing then).
 */
export function wireIntent(view: LauncherView, life: PanelLife, widgetKey: string, storageArea: () => StorageArea | null, shown: Promise<void>): void {
  for (const type of INTENTS) view.button.addEventListener(type, life.load, { passive: true })
  // What the stored conversation asks of the launcher (its unread count; the
  // panel at once when it was open or messages wait to be sent) is read once
  // the page is idle, after the launcher's first frame: a page's first
  // localStorage access waits on the browser (4 ms median here, up to 11 ms),
  // and the launcher needs none of it to appear. Reading is not storing, but
  // with consent required nothing is touched.
  whenIdle(() => {
    const area = storageArea()
    if (life.destroyed() || !area) return
    const saved = readUiState(widgetKey, area)
    if (!life.panel()) view.update({ unread: saved.unread })
    // An open chat and messages on their way are a conversation going on:
    // never cut off, on any page. An open one the launcher says at once,
    // while its panel is on its way: a press then means what it shows.
    if (saved.open) life.reopen()
    else if (saved.outbox) life.load()
    else if (saved.unread) void shown.then(life.load)
  })
}
