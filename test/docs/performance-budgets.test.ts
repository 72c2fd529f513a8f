// @vitest-environment node
// docs/performance.md states every budget for people; scripts/budgets.ts is
// where the tests read them. This keeps the two the same: change a budget and
// this fails until the docs say so too.
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BYTES, LONG_FRAMES, RATIOS } from '../../scripts/budgets'

const DOCS = resolve(import.meta.dirname, '../../docs')
const DOC = readFileSync(resolve(DOCS, 'performance.md'), 'utf8')
/** README.md and every page of docs/, where a byte budget written out again would go stale. */
const ALL_DOCS = [
  readFileSync(resolve(DOCS, '../README.md'), 'utf8'),
  ...readdirSync(DOCS, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => readFileSync(resolve(DOCS, f), 'utf8')),
]
const bytes = (n: number) => n.toLocaleString('en-US')

/** The cells of the docs' table row whose first cell is `first`. */
function row(first: string): string[] {
  const line = DOC.split('\n').find((l) => l.startsWith(`| ${first} |`))
  if (!line) throw new Error(`docs/performance.md: no table row starting "| ${first} |"`)
  return line
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim())
}

describe('docs/performance.md states the budgets of scripts/budgets.ts', () => {
  it('bytes', () => {
    const [, budgets] = row('bytes (gzip -9 of `dist/`, and on the wire)')
    expect(budgets).toContain(`\`loader.js\` ≤ ${bytes(BYTES.pageView)} B`)
    expect(budgets).toContain(
      `up to the first reply in English ≤ ${bytes(BYTES.firstReply)} B with every default, ≤ ${bytes(BYTES.firstReplyAllFeatures)} B with every opt-in feature set`,
    )
    expect(budgets).toContain(`each other language ≤ ${bytes(BYTES.language)} B`)
  })

  // The byte budgets are written out once in the docs, in that row: other pages link to it, so a budget changed in
  // scripts/budgets.ts is changed in the docs in one place.
  it('states each byte budget once in README.md and docs/', () => {
    for (const budget of Object.values(BYTES)) {
      const written = `${bytes(budget)} B`
      expect(ALL_DOCS.join('\n').split(written).length - 1, written).toBe(1)
    }
  })

  // The margins table: each ratio's limit, in its fifth column (the busy loop's figures follow).
  it.each([
    ['page-view script time', RATIOS.pageViewScript],
    ['page-view longest task', RATIOS.pageViewLongestTask],
    ['hover → first reply, longest task (fastest loads)', RATIOS.journeyLongestTask],
    ['script arrived → launcher painted', RATIOS.launcherPainted],
    ['long conversations, 200 vs 10 messages: send', RATIOS.sendGrowth],
    ['reload → history shown', RATIOS.restoreGrowth],
    ['CPU 4× send task', RATIOS.throttledSendGrowth],
    ['two widgets vs one: page-view time in tasks running widget code (÷ one widget)', RATIOS.twoWidgetsPageView],
  ])('the limit of "%s"', (name, budget) => {
    expect(row(name)[4]).toBe(`${budget.limit}×`)
  })

  it('the targets and limits of the ratios table', () => {
    for (const [first, budget] of [
      ['script ms, CPU 1×', RATIOS.pageViewScript],
      ['script ms, CPU 4×', RATIOS.pageViewScript],
      ['longest task running the launcher, CPU 1×, ms', RATIOS.pageViewLongestTask],
      ['longest task running the launcher, CPU 4×, ms', RATIOS.pageViewLongestTask],
      ['script arrived → launcher painted, CPU 1×, ms', RATIOS.launcherPainted],
      ['script arrived → launcher painted, CPU 4×, ms', RATIOS.launcherPainted],
      ['two widgets on the page (a second embed, another key, the other corner): ms in tasks running widget code, CPU 1× and 4×', RATIOS.twoWidgetsPageView],
    ] as const) {
      const cells = row(first)
      expect(cells.slice(-2), first).toEqual([`≤ ${budget.target}×`, `${budget.limit}×`])
    }
  })

  it('the rows whose limit is not on the medians', () => {
    const journey = RATIOS.journeyLongestTask
    expect(journey.limitOn).toBe('fastest')
    expect(row('hover → first reply, longest task running widget code, CPU 1× and 4×').slice(-2)).toEqual([
      `≤ ${journey.target}×`,
      `${journey.limit}×, the fastest loads`,
    ])
    expect(row('long animation frames (≥ 50 ms) with widget code, page view → first reply, CPU 4×, per load').slice(-2)).toEqual([
      `${LONG_FRAMES.target}`,
      `a median of ${LONG_FRAMES.limit}`,
    ])
  })

  it('finds a budget that the docs do not state (so it can fail)', () => {
    expect(() => row('no such budget')).toThrow(/no table row/)
    expect(row('page-view script time')[4]).not.toBe(`${RATIOS.pageViewScript.limit + 1}×`)
  })
})
