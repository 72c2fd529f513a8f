// The frame shown while the panel loads, or when it could not: the panel's
// outline (same place, size and header; the name is the dialog's, shown with
// the panel), so the panel arrives exactly where the frame was. Drawn with DOM
// calls into the launcher stage's view, which it completes for the panel (the
// panel hides the frame in the task it renders in).
import type { LauncherConfig } from '../shared/settings/launcher'
import type { LauncherTexts } from '../shared/texts/en'
import { siteOrLanguage, textsOf } from '../shared/texts/apply'
import { offlineMessage } from '../shared/settings/panel'
import { WIDGET_DEFAULTS } from '../shared/service/wire'
import { PANEL_ID, type LauncherView, type PanelView, type StageBasics } from '../shared/chunks/interfaces'
import { CLOSE_PATH, icon } from '../shared/styling/icons'
import { element } from '../shared/styling/element'
import { returnFocus } from './return-focus'

/**
 * The offline message the frame says when the panel cannot be loaded: the site's (data-offline-message, read here
 * alone: loader.js reads no panel setting), or the language's where the site left the service's.
 */
export function offlineMessageOf({ read, catalogue }: Pick<StageBasics, 'read' | 'catalogue'>): string {
  const site = read('offlineMessage', offlineMessage.default, offlineMessage.parse)
  return siteOrLanguage(site, WIDGET_DEFAULTS.offlineMessage, textsOf({ offlineMessage: WIDGET_DEFAULTS.offlineMessage }, catalogue).offlineMessage)
}

/**
 * `view` with its frame, which `onClose` closes (the visitor asked: focus goes back), and where focus goes back
 * (./return-focus.ts); `offline`: the message it says when the panel could not be loaded (offlineMessageOf). The
 * same object: the chunks the stage started keep theirs.
 */
export function withFrame(view: LauncherView, config: LauncherConfig, strings: LauncherTexts, onClose: () => void, offline: () => string): PanelView {
  let frame: HTMLElement | undefined

  function build(failed: boolean) {
    const panel = element('div', 'panel')
    panel.id = PANEL_ID
    panel.setAttribute('role', 'dialog')
    // The site's name, or the language's where the site left the service's.
    panel.setAttribute('aria-label', siteOrLanguage(config.name, WIDGET_DEFAULTS.name, strings.widgetName))
    const header = panel.appendChild(element('div', 'header'))
    const close = header.appendChild(element('button', 'close'))
    close.setAttribute('aria-label', strings.closeChat)
    close.appendChild(icon(CLOSE_PATH))
    close.onclick = onClose
    // Loading is a status; a failure is the site owner's offline message, said at once.
    const line = panel.appendChild(element('div', 'wait')).appendChild(element('p', failed ? 'notice' : '', failed ? offline() : strings.loading))
    line.setAttribute('role', failed ? 'alert' : 'status')
    return panel
  }

  return Object.assign(view, {
    returnFocus: () => returnFocus(view, config),
    showFrame(next: 'hidden' | 'loading' | 'failed') {
      frame?.remove()
      frame = next === 'hidden' ? undefined : view.root.insertBefore(build(next === 'failed'), view.mountPoint)
    },
  })
}
