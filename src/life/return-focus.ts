// Where focus goes after a close the visitor asked for (Escape, a close
// button, the launcher, the API's close): back to the site's element that
// opened the chat (data-agent-chat), else the launcher, or, without a
// launcher to take it (none, or the page's rules keep it away), to what had
// focus as the chat opened. The life chunk's: loader.js only records the two
// on its view (`trigger`, `opener`), and hands a close that comes before the
// life chunk on to it with the other queued commands.
import { AWAY, type LauncherView } from '../shared/chunks/interfaces'
import type { LauncherConfig } from '../shared/settings/launcher'

export function returnFocus(view: LauncherView, config: LauncherConfig): void {
  // Once, and only while it is on the page and takes focus (not disabled, hidden or inert).
  const site = view.trigger
  view.trigger = undefined
  site?.focus()
  if (site && document.activeElement === site) return
  // A launcher kept away by the page's rules takes no focus.
  const target = config.launcher && !view.root.classList.contains(AWAY) ? view.button : view.opener
  if (target instanceof HTMLElement && target.isConnected) target.focus()
}
