// The launcher stage's DOM, drawn without a framework: the widget's root (theme,
// position, colours, language), the launcher button with its unread badge,
// and the place the panel renders into. The frame shown while the panel loads
// is the life chunk's (src/life/frame.ts), which adds it to this view.
import type { LauncherConfig } from '../shared/settings/launcher'
import type { LauncherTexts } from '../shared/texts/en'
import { siteOrLanguage } from '../shared/texts/apply'
import { WIDGET_DEFAULTS } from '../shared/service/wire'
import { PANEL_ID, type LauncherState, type LauncherView } from '../shared/chunks/interfaces'
import { CHAT_PATH, CLOSE_PATH, icon } from '../shared/styling/icons'
import { element } from '../shared/styling/element'
import { severalWidgets } from './host'

export function createLauncherView(
  parent: Node,
  config: LauncherConfig,
  strings: LauncherTexts,
  onToggle: () => void,
  /** Escape pressed in the widget while the chat is open. */
  onClose: () => void,
  /** Every state drawn, whoever draws it (the public API turns changes into events). */
  onUpdate?: (state: LauncherState) => void,
): LauncherView {
  // The theme is a class (`light`, `dark` or `auto`: the stylesheet follows
  // prefers-color-scheme for `auto`); language and direction apply to the
  // widget only, never to the host page. Colours go in through the CSSOM, not
  // a style attribute, so a strict style-src has nothing to block. The colour
  // on it is the stylesheet's choice (launcher.css, --on-auto).
  const root = document.createElement('div')
  root.className = `root ${config.theme}${config.position === 'bottom-left' ? ' left' : ''}${config.launcher ? '' : ' bare'}${config.launcherLabel ? ' labelled' : ''}`
  root.lang = 'en'
  root.style.setProperty('--acw-primary', config.primaryColor)
  // data-font="inherit": the family the page's text uses (read once: the
  // widget sits after <body>, so it would inherit <html>'s). A web font the
  // page loads applies; the widget fetches none.
  if (config.font === 'inherit') root.style.setProperty('--acw-font', getComputedStyle(document.body).fontFamily)
  const mountPoint = document.createElement('div')
  mountPoint.style.display = 'contents'
  const button = element('button', 'launcher') as HTMLButtonElement
  button.type = 'button'
  button.setAttribute('aria-controls', PANEL_ID)
  // The launcher opens the chat itself: focus goes back to it, not to a site's element that opened it before.
  button.onclick = () => {
    view.trigger = undefined
    onToggle()
  }
  root.append(mountPoint, button)
  // Escape closes the open chat from anywhere in the widget, not only from
  // inside the panel: the launcher keeps focus from the click until the
  // panel, drawn after the next paint, takes it (the loading frame never
  // does), and an Escape pressed in between was lost. The panel's own
  // handler stops it first once focus is inside.
  root.onkeydown = (e) => {
    if (e.key === 'Escape' && state.open) {
      e.stopPropagation()
      onClose()
    }
  }
  parent.appendChild(root)

  let state: LauncherState = { open: false, unread: 0 }

  // The icon and badge are made once and only changed: replacing the element
  // under the pointer between mousedown and mouseup would swallow the click.
  const svg = button.appendChild(icon(CHAT_PATH))
  // data-launcher-label: a text beside the icon, and the launcher's name (with the unread count after it).
  // The space keeps the label and the count apart as text ("Chat with us 2", as the name says it), not "us2".
  if (config.launcherLabel) button.append(element('span', 'launcher-label', config.launcherLabel), ' ')
  const badge = button.appendChild(element('span', 'badge'))
  badge.setAttribute('aria-hidden', 'true')

  // The site's name, or the language's where the site left the service's.
  const widgetName = () => siteOrLanguage(config.name, WIDGET_DEFAULTS.name, strings.widgetName)

  function draw() {
    // Formatted only when shown: the first toLocaleString on a page builds
    // the locale's number format, 20–35 ms measured, before the launcher paints.
    const count = state.unread ? state.unread.toLocaleString(root.lang) : ''
    // The count is in the name ("Open chat, 2 unread"); the badge only shows it.
    // Every catalogue's "Open chat, # unread" starts with its "Open chat": the label takes its place.
    const name = count ? strings.openChatUnread.replace('#', count) : strings.openChat
    const label = state.open ? strings.closeChat : config.launcherLabel ? name.replace(strings.openChat, config.launcherLabel) : name
    // Several widgets on the page: each launcher says whose it is, so a screen reader tells "Sales" from "Support".
    button.setAttribute('aria-label', severalWidgets() ? `${widgetName()}: ${label}` : label)
    button.setAttribute('aria-expanded', String(state.open))
    svg.firstElementChild!.setAttribute('d', state.open ? CLOSE_PATH : CHAT_PATH)
    badge.textContent = count
    badge.hidden = !count
    root.classList.toggle('open', state.open)
  }

  draw()
  const view: LauncherView = {
    root,
    mountPoint,
    button,
    opener: null,
    update(changes) {
      if (changes.open && !state.open) view.opener = document.activeElement
      state = { ...state, ...changes }
      draw()
      onUpdate?.(state)
    },
    state: () => state,
    setLanguage(lang, dir) {
      root.lang = lang
      root.dir = dir
      draw()
    },
    redraw: draw,
  }
  return view
}
