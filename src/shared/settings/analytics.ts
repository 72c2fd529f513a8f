// The analytics setting (data-analytics): read by the analytics chunk
// (src/analytics/), which the commands chunk loads only where it is set;
// loader.js asks only whether it is, to fetch the commands chunk at once.
import { setting } from './reader'

/** Where the widget's events go: Google Tag Manager's `window.dataLayer`, Google tag's `window.gtag`. */
export const ANALYTICS_TARGETS = ['datalayer', 'gtag'] as const
export type AnalyticsTarget = (typeof ANALYTICS_TARGETS)[number]

/** The targets named, each once, or undefined when a word names none. */
export function analyticsTargets(value: string): AnalyticsTarget[] | undefined {
  const words = value.toLowerCase().split(/\s+/).filter(Boolean)
  return words.every((word) => (ANALYTICS_TARGETS as readonly string[]).includes(word))
    ? ANALYTICS_TARGETS.filter((target) => words.includes(target))
    : undefined
}

/** The analytics' part of the registry (see LAUNCHER_SETTINGS). */
export const ANALYTICS_SETTINGS = {
  /**
   * Every event of the widget (open, close, messages sent and replies received, unread, feedback, errors…) in the site's analytics: `datalayer` pushes each to Google Tag Manager's `window.dataLayer`, `gtag` sends each with `gtag('event', …)`. Only kinds, counts and ids, never a message's text, a name or an email; nothing before consent where `data-consent="required"` ([analytics](api.md#analytics)).
   * @values `datalayer`, `gtag` or both (`datalayer gtag`)
   * @default none
   */
  analytics: setting('', (value) => analyticsTargets(value)?.join(' ')),
}
