// The site's analytics hear the widget's events (data-analytics): each is
// pushed to Google Tag Manager's `window.dataLayer` (made where the page has
// none yet, as Google's own snippet does) and/or sent with Google tag's
// `window.gtag('event', …)`, as ./analytics-events.ts words it. Nothing while
// the visitor has not consented where data-consent="required": the events of
// that time are dropped, not held. The page's globals are the page's: one
// that is not what it should be, or throws, is said once and never breaks
// the widget.
import type { AnalyticsChunk } from './descriptor'
import { ANALYTICS_SETTINGS, analyticsTargets } from '../shared/settings/analytics'
import { attributeReader, readSettings, worded } from '../shared/settings/reader'
import { warnOnce } from '../shared/page/console'
import { analyticsEvent } from './analytics-events'

type Page = Window & { dataLayer?: unknown; gtag?: unknown }

export const createAnalytics: AnalyticsChunk['createAnalytics'] = ({ settings, allowed }) => {
  // Read again for each event: each warning is said once.
  const sayOnce = warnOnce()
  return (event, payload) => {
    if (!allowed()) return
    const read = attributeReader(settings(), (misread) => sayOnce(worded(misread)))
    const targets = analyticsTargets(readSettings(read, ANALYTICS_SETTINGS).analytics) ?? []
    if (!targets.length) return
    const { widgetKey, ...own } = payload
    const [name, fields] = analyticsEvent(event, own as typeof payload, widgetKey)
    const page = window as Page
    try {
      if (targets.includes('datalayer')) {
        page.dataLayer ??= []
        const layer = page.dataLayer as { push?: unknown }
        if (typeof layer?.push === 'function') (layer.push as (entry: object) => void)({ event: name, ...fields })
        else sayOnce('data-analytics="datalayer": window.dataLayer is not an array; nothing is pushed to it')
      }
      if (targets.includes('gtag')) {
        if (typeof page.gtag === 'function') (page.gtag as (...args: unknown[]) => void)('event', name, fields)
        else sayOnce('data-analytics="gtag": the page has no window.gtag (Google tag is not loaded); nothing is sent to it')
      }
    } catch (error) {
      sayOnce(`data-analytics: the page's analytics threw on "${name}": ${String(error)}`)
    }
  }
}
