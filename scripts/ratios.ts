// The bench's verdicts on timings: the widget's loads against a control's
// loads from the same run, compared as a ratio of medians. Pure, so the rule
// is unit-tested (test/bench/ratios.test.ts) apart from any browser.
import type { RatioBudget } from './budgets'

/** The middle value; for an even count, the mean of the two middle ones. */
export function median(xs: readonly number[]): number {
  if (!xs.length) return NaN
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

export interface RatioVerdict {
  what: string
  /** Median of the widget's loads over the control's, or NaN when either has none. */
  ratio: number
  widget: number
  control: number
  budget: RatioBudget
  /** Fails npm test: over the limit, or nothing to compare (no loads, a control at 0). */
  failed: boolean
  /** At or under the target. */
  met: boolean
  /** One line for people: both medians, their ratio, the target and the limit. */
  text: string
}

/**
 * `widget` and `control` are the figures of the loads of one run. A control
 * of 0 cannot be compared: that is a broken measurement, and it fails.
 */
export function compareRatio(what: string, widget: readonly number[], control: readonly number[], budget: RatioBudget, unit = 'ms'): RatioVerdict {
  const w = median(widget)
  const c = median(control)
  const ratio = c > 0 ? w / c : NaN
  const failed = !Number.isFinite(ratio) || ratio > budget.limit
  const met = Number.isFinite(ratio) && ratio <= budget.target
  const fmt = (x: number) => (Number.isFinite(x) ? (unit === 'ms' ? x.toFixed(1) : x.toLocaleString('en')) : 'none')
  const limit = budget.limit === budget.target ? `≤ ${budget.target}×` : `target ≤ ${budget.target}×${met ? '' : ' (not met yet)'}, fails over ${budget.limit}×`
  const text =
    `${what}: ${fmt(w)} vs ${fmt(c)} ${unit} (medians of ${widget.length} and ${control.length}) = ` +
    `${Number.isFinite(ratio) ? ratio.toFixed(2) + '×' : 'no ratio (nothing measured)'} (${limit})${failed ? ' — OVER' : ''}`
  return { what, ratio, widget: w, control: c, budget, failed, met, text }
}

/** Every load at or under `limit` (counts: layout shift, requests). */
export function compareCount(what: string, values: readonly number[], limit: number): { what: string; worst: number; failed: boolean; text: string } {
  const worst = values.length ? Math.max(...values) : NaN
  const failed = !(worst <= limit)
  return {
    what,
    worst,
    failed,
    text: `${what}: worst of ${values.length} loads ${Number.isFinite(worst) ? +worst.toFixed(4) : 'none'} (limit ${limit})${failed ? ' — OVER' : ''}`,
  }
}
