import { describe, expect, it } from 'vitest'
import { RATIOS } from '../../scripts/budgets'
import { compareCount, compareMedianCount, compareRatio, median } from '../../scripts/ratios'

const budget = { target: 1.5, limit: 1.5 }

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNaN()
  })
})

describe('compareRatio', () => {
  it('fails a widget twice as slow as its control', () => {
    const verdict = compareRatio('script', [20, 21, 19, 22, 20], [10, 11, 9, 10, 10], budget)
    expect(verdict.ratio).toBe(2)
    expect(verdict.failed).toBe(true)
    expect(verdict.met).toBe(false)
    expect(verdict.text).toContain('2.00×')
    expect(verdict.text).toContain('OVER')
  })

  it('passes a widget at the control', () => {
    const verdict = compareRatio('script', [10, 11, 9, 10, 10], [10, 11, 9, 10, 10], budget)
    expect(verdict.ratio).toBe(1)
    expect(verdict.failed).toBe(false)
    expect(verdict.met).toBe(true)
  })

  it('compares medians, so one slow load on either side does not decide', () => {
    expect(compareRatio('script', [10, 10, 10, 90, 10], [10, 10, 10, 10, 10], budget).failed).toBe(false)
    expect(compareRatio('script', [10, 10, 10, 10, 10], [1, 10, 10, 10, 10], budget).failed).toBe(false)
  })

  it('fails when there is nothing to compare: no loads, or a control at 0', () => {
    expect(compareRatio('script', [], [10], budget).failed).toBe(true)
    expect(compareRatio('script', [10], [0, 0, 0], budget).failed).toBe(true)
  })

  it('fails only over the limit when a target is not met yet', () => {
    const loose = { target: 1.5, limit: 2.5 }
    const verdict = compareRatio('script', [20], [10], loose)
    expect(verdict.failed).toBe(false)
    expect(verdict.met).toBe(false)
    expect(verdict.text).toContain('not met yet')
    expect(compareRatio('script', [26], [10], loose).failed).toBe(true)
  })
})

describe('compareRatio with the limit on the fastest loads', () => {
  const fastest = { target: 1.25, limit: 2, limitOn: 'fastest' as const }
  it('does not fail on slow loads the machine caused, when the fastest loads compare within the limit', () => {
    const verdict = compareRatio('journey', [20, 90, 95, 100, 21], [10, 10, 11, 12, 10], fastest)
    expect(verdict.ratio).toBe(9)
    expect(verdict.failed).toBe(false)
    expect(verdict.met).toBe(false)
    expect(verdict.text).toContain('fastest loads 20.0 vs 10.0 ms = 2.00×')
  })
  it('fails when every load is slower, the fastest too', () => {
    expect(compareRatio('journey', [70, 75, 80], [10, 10, 11], fastest).failed).toBe(true)
    expect(compareRatio('journey', [70, 75, 80], [0, 10, 11], fastest).failed).toBe(true)
  })
})

describe('compareCount', () => {
  it('fails when any load is over the limit', () => {
    expect(compareCount('layout shift', [0, 0, 0.01], 0).failed).toBe(true)
    expect(compareCount('layout shift', [0, 0, 0], 0).failed).toBe(false)
    expect(compareCount('layout shift', [], 0).failed).toBe(true)
  })
})

describe('compareMedianCount', () => {
  const frames = { target: 0, limit: 2 }
  it('meets its target only when every load is at it', () => {
    expect(compareMedianCount('frames', [0, 0, 0], frames).met).toBe(true)
    expect(compareMedianCount('frames', [0, 0, 1], frames).met).toBe(false)
  })
  it('fails when the median per load is over the limit, not on one load', () => {
    expect(compareMedianCount('frames', [0, 9, 1], frames).failed).toBe(false)
    expect(compareMedianCount('frames', [3, 3, 0], frames).failed).toBe(true)
    expect(compareMedianCount('frames', [], frames).failed).toBe(true)
  })
})

describe('the budgets', () => {
  it('a limit is never stricter than its target', () => {
    for (const [name, b] of Object.entries(RATIOS)) expect(b.limit, name).toBeGreaterThanOrEqual(b.target)
  })
})
