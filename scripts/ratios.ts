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
 * of 0 cannot be compared: that is a broken measurement, and it fails. The
 * target is judged on the medians; the limit too, or, for a budget whose
 * `limitOn` is 'fastest', on the fastest load of each.
 */
export function compareRatio(what: string, widget: readonly number[], control: readonly number[], budget: RatioBudget, unit = 'ms'): RatioVerdict {
  const w = median(widget)
  const c = median(control)
  const ratio = c > 0 ? w / c : NaN
  const fastest = budget.limitOn === 'fastest'
  const wf = widget.length ? Math.min(...widget) : NaN
  const cf = control.length ? Math.min(...control) : NaN
  const limited = fastest ? (cf > 0 ? wf / cf : NaN) : ratio
  const failed = !Number.isFinite(ratio) || !Number.isFinite(limited) || limited > budget.limit
  const met = Number.isFinite(ratio) && ratio <= budget.target
  const fmt = (x: number) => (Number.isFinite(x) ? (unit === 'ms' ? x.toFixed(1) : x.toLocaleString('en')) : 'none')
  const times = (x: number) => (Number.isFinite(x) ? x.toFixed(2) + '×' : 'no ratio (nothing measured)')
  const target = `target ≤ ${budget.target}×${met ? '' : ' (not met yet)'}`
  const limit =
    budget.limit === budget.target
      ? `≤ ${budget.target}×`
      : fastest
        ? `${target}; fastest loads ${fmt(wf)} vs ${fmt(cf)} ${unit} = ${times(limited)}, fails over ${budget.limit}×`
        : `${target}, fails over ${budget.limit}×`
  const text = `${what}: ${fmt(w)} vs ${fmt(c)} ${unit} (medians of ${widget.length} and ${control.length}) = ${times(ratio)} (${limit})${failed ? ' — OVER' : ''}`
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

/**
 * A count per load whose target a loaded machine does not meet (long
 * animation frames: their 50 ms threshold is absolute): met when every load
 * is at `budget.target`, failed when the median per load is over `budget.limit`.
 */
export function compareMedianCount(
  what: string,
  values: readonly number[],
  budget: RatioBudget,
): { what: string; failed: boolean; met: boolean; text: string } {
  const m = median(values)
  const total = values.reduce((a, b) => a + b, 0)
  const failed = !(m <= budget.limit)
  const met = values.length > 0 && values.every((v) => v <= budget.target)
  const worst = values.length ? Math.max(...values) : NaN
  return {
    what,
    failed,
    met,
    text:
      `${what}: ${total} in ${values.length} loads, median ${m} per load, worst ${worst} ` +
      `(target ${budget.target}${met ? '' : ' (not met yet)'}, fails over a median of ${budget.limit} per load)${failed ? ' — OVER' : ''}`,
  }
}
