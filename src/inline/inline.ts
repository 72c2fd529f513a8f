// Inline mode: the widget's element moves into the site's container (the
// element data-container names, or the widget's own element the site placed)
// and the panel fills it: no launcher, not floating, not modal. The panel is
// fetched when the container comes near the viewport, not on every page view.
// A container that appears later (a single-page app's route) is found when it
// does; one that goes away gives the conversation back to the corner. It is
// always the one element that moves, so there is one widget at all times and
// the conversation (the panel's model, its storage) never changes hands.
import type { StageContext } from '../shared/chunks/interfaces'
import { INLINE_SETTINGS, placedFor } from '../shared/settings/inline'
import { reportWarning } from '../shared/page/console'
import inlineCss from './inline.css?inline'
import type { PanelLife } from '../life/descriptor'

/** How far outside the viewport a container counts as near: the panel is fetched while the visitor scrolls towards it. */
export const NEAR_MARGIN = '400px'

/**
 * Starts inline mode: the widget's element (`host`) moves into the container, and back to the end of <html> when it
 * goes; the panel's life is fetched when the container comes near the viewport, and drawn again (renew, the
 * conversation kept) when the placement changes; data-container is read with `read`. Returns how to stop it.
 */
export function startInline({
  host,
  view,
  life,
  read,
  adopt,
}: Pick<StageContext, 'host' | 'view' | 'read' | 'adopt'> & { life: Pick<PanelLife, 'load' | 'renew'> & { panel(): unknown } }): () => void {
  const { container: setting } = INLINE_SETTINGS
  const selector = read('container', setting.default, setting.parse)
  const widgetKey = read('widgetKey', '', (key) => key)
  const shown = `data-container="${selector.slice(0, 60)}"`
  const { root } = view
  let container: Element | null = null
  let invalid = false
  adopt(inlineCss)

  /** The container now, or null; a selector the browser refuses is said once, and no more is looked for. */
  function find(): Element | null {
    try {
      // Without data-container: the element the site placed for this widget (its key names it).
      return document.querySelector(selector || placedFor(widgetKey))
    } catch {
      invalid = true
      reportWarning(`${shown} is not a valid CSS selector; the chat stays in the corner`)
      return null
    }
  }

  const near = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        near.disconnect()
        life.load()
      }
    },
    { rootMargin: NEAR_MARGIN },
  )

  /** The placement, for the panel (view.inline), the stylesheet (the classes) and the site's ::part(inline) rules. */
  function mark(inline: boolean) {
    view.inline = inline
    root.classList.toggle('inline', inline)
    host.classList.toggle('inline', inline)
    if (inline) root.setAttribute('part', 'inline')
    else root.removeAttribute('part')
  }

  /** Moves the widget to where it belongs now: into the container, or back to the corner. */
  function place() {
    if (container?.isConnected || invalid) return
    const found = find()
    if (found === container) return
    container = found
    mark(!!found)
    if (found) {
      found.appendChild(host)
      near.observe(found)
    } else document.documentElement.appendChild(host)
    // The running panel is drawn again for its new place (its conversation kept).
    if (life.panel()) life.renew()
  }

  // The launcher's root closes the open chat on Escape from anywhere in the
  // widget; inline there is nothing to close (the panel's own handler lets it
  // through), and the corner's open state is not the inline panel's to change.
  const keepEscape = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && view.inline) e.stopPropagation()
  }
  view.mountPoint.addEventListener('keydown', keepEscape)

  // One check per batch of the page's changes: a container still on the page
  // costs a property read, a missing one a single querySelector.
  const watch = new MutationObserver(place)
  place()
  if (!invalid) {
    if (selector && !container) reportWarning(`${shown} matches no element; the chat is in the corner until one appears`)
    watch.observe(document.documentElement, { childList: true, subtree: true })
  }

  return () => {
    watch.disconnect()
    near.disconnect()
    view.mountPoint.removeEventListener('keydown', keepEscape)
    mark(false)
  }
}
