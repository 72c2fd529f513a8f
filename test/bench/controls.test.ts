// @vitest-environment node
// The controls' verdicts from synthetic loads: which figure of the floor
// each ratio is against, and how long animation frames with widget code at
// CPU 4× are judged.
import { describe, expect, it } from 'vitest'
import { LONG_FRAMES } from '../../scripts/budgets'
import { report, type LoadFigures } from '../../scripts/bench-controls'
import { FLOOR, floorLauncher } from '../../scripts/floor-fixtures'

function load(kind: string, rate: number, figures: Partial<LoadFigures> = {}): LoadFigures {
  return {
    kind,
    rate,
    scriptMs: 10,
    pageViewLongestMs: 10,
    pageViewTaskMs: 10,
    journeyLongestMs: 10,
    tasks: [],
    paintedMs: 10,
    clickToFocusMs: 30,
    shiftsOpened: 0,
    cls: 0,
    moved: [],
    anyLongestMs: 10,
    longFrames: 0,
    ...figures,
  }
}

const run = (widget: Partial<LoadFigures>, floor: Partial<LoadFigures> = {}, widgetAt4: Partial<LoadFigures> = {}, pair: Partial<LoadFigures> = {}) =>
  report(
    [
      ...[load('host', 1), load('floor', 1, floor), load('widget', 1, widget), load('pair', 1, pair)],
      ...[load('host', 4), load('floor', 4, floor), load('widget', 4, widgetAt4), load('pair', 4, pair)],
    ],
    [1, 4],
  )

describe('the controls report', () => {
  it("judges two widgets against one by the page view's time in tasks running widget code, not ScriptDuration", () => {
    const twice = run({}, {}, {}, { pageViewTaskMs: 20, scriptMs: 100 })
    expect(twice.failures).toEqual([])
    expect(twice.verdicts.some((v) => v.text.includes('two widgets') && v.text.includes('not met yet'))).toBe(true)
    const over = run({}, {}, {}, { pageViewTaskMs: 50 })
    expect(over.failures.filter((f) => f.includes('two widgets'))).toHaveLength(2)
  })

  it('a shift fails the layout-shift counts and the report says what moved, in which load; none, no such line', () => {
    const moved = ['0.0014 at 812 ms: widget button.launcher 920,620 60×60 → 920,600 60×60']
    const shifted = run({ shiftsOpened: 0.0014, cls: 0.0014, moved })
    expect(shifted.failures.filter((f) => f.startsWith('layout shift'))).toHaveLength(2)
    expect(shifted.lines).toContain(`layout shift in a widget load at CPU 1×: ${moved[0]}`)
    expect(run({}).lines.filter((line) => line.startsWith('layout shift in'))).toEqual([])
  })

  it('passes a widget at the floor and prints every target met', () => {
    const result = run({})
    expect(result.failures).toEqual([])
    expect(result.verdicts.filter((v) => v.text.includes('not met yet'))).toEqual([])
  })

  it("compares hover → first reply with the floor's own journey (Intl's first use), not its page view", () => {
    const over = run({ journeyLongestMs: 200 }, { pageViewLongestMs: 200 })
    expect(over.failures.some((f) => f.startsWith('hover → first reply at CPU 1×'))).toBe(true)
  })

  it('prints a long animation frame with widget code at CPU 4× as the target not met, and fails over the limit', () => {
    const one = run({ longFrames: LONG_FRAMES.limit + 5 }, {}, { longFrames: 1 })
    const printed = one.verdicts.find((v) => v.text.startsWith('long animation frames'))!
    expect(printed.text).toContain('at CPU 4×: 1 in 1 loads')
    expect(printed.text).toContain('not met yet')
    expect(printed.failed).toBe(false)
    const over = run({}, {}, { longFrames: LONG_FRAMES.limit + 1 })
    expect(over.failures.filter((f) => f.startsWith('long animation frames'))).toHaveLength(1)
  })
})

describe('the floor launcher', () => {
  it('adds its idle read and Intl to the bare launcher, each once', () => {
    const bare = floorLauncher()
    const floor = floorLauncher(...FLOOR)
    expect(floor.startsWith(bare.slice(0, 100))).toBe(true)
    expect(floor.match(/localStorage\.getItem/g)).toHaveLength(1)
    expect(floor.match(/Intl\.supportedValuesOf/g)).toHaveLength(1)
    expect(bare).not.toContain('localStorage')
  })
})
