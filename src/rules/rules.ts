// The page and device rules: whether this page's path (data-show-on,
// data-hide-on) and this device (data-devices) show the launcher, said to the
// launcher stage at once and again whenever it changes: a single-page site's
// navigation, a window resized across the line, a phone turned. The launcher
// goes away (the AWAY class on its root; the stylesheet hides it), and comes
// back; an open chat stays until the visitor closes it, and the site's own
// ways of opening it still do (docs/behaviour/opening.md, "Pages and devices").
import { AWAY, type StageContext } from '../shared/chunks/interfaces'
import { readSettings } from '../shared/settings/reader'
import { RULES_SETTINGS, type Devices } from '../shared/settings/rules'
import { watchNavigation } from './navigation'
import { pageRule } from './page-rule'
import { MOBILE_QUERY } from '../shared/page/devices'

/** Whether a device shows the launcher: `mobile` whether it is a phone. */
export const deviceShows = (devices: Devices, mobile: boolean) => devices === 'all' || (devices === 'mobile') === mobile

/** Starts following the page's path and the device; returns how to stop. */
export function startRules({ read, view, shown }: Pick<StageContext, 'read' | 'view' | 'shown'>): () => void {
  const { showOn, hideOn, devices } = readSettings(read, RULES_SETTINGS)
  const pageShows = pageRule(showOn, hideOn)
  const mobile = devices === 'all' ? undefined : matchMedia(MOBILE_QUERY)
  const { root } = view
  let seen = ''
  function check() {
    const now = `${location.pathname} ${mobile?.matches}`
    if (now === seen) return
    seen = now
    const show = pageShows(location.pathname) && deviceShows(devices, !!mobile?.matches)
    root.classList.toggle(AWAY, !show)
    if (show) shown()
  }
  const stopNavigation = watchNavigation(check)
  mobile?.addEventListener('change', check)
  check()
  return () => {
    stopNavigation()
    mobile?.removeEventListener('change', check)
  }
}
