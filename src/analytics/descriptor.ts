// The analytics chunk: hands each of a widget's events to the site's
// analytics (data-analytics).
// Its descriptor (src/shared/chunks/describe-chunk.ts) and the interface it provides.
import { describeChunk } from '../shared/chunks/describe-chunk'
import { ANALYTICS_SETTINGS } from '../shared/settings/analytics'
import type { RawAttributes } from '../shared/settings/reader'
import type { EventName, Events } from '../shared/api/public-api'

export const descriptor = describeChunk<AnalyticsChunk>()({
  loadedBy: 'commands',
  when: 'as the commands chunk starts, itself fetched at once',
  optIn: ['analytics'],
  budget: 1_164,
  settings: ANALYTICS_SETTINGS,
})

/** What the commands chunk gives the analytics chunk. */
export interface AnalyticsContext {
  /** The settings in force (the embed's attributes, then boot's and update's): data-analytics is read again for each event. */
  settings(): RawAttributes
  /** Whether the visitor's consent allows it (data-consent="required": not before `consent(true)`). */
  allowed(): boolean
}

/** The analytics chunk's payload: what hands each of a widget's events to the site's analytics. */
export interface AnalyticsChunk {
  createAnalytics(context: AnalyticsContext): <E extends EventName>(event: E, payload: Events[E] & { widgetKey: string }) => void
}
