// The rich renderer's work stays linear in the reply's length, like the
// simple one's (performance.test.tsx): 300 KB of each hostile shape against
// 300 KB of plain prose in the same run, and 600 KB against 300 KB. Ratios
// fail, never absolute milliseconds (printed for reading).
import { afterAll, describe, expect, it } from 'vitest'
import { fill } from './dom'
import { rich } from './rich'

const KB = 1000
/**
 * Below this, a doubling's ratio is load and garbage-collection noise (on a
 * busy two-core machine "long runs of [" went 113 -> 256 ms, 2.3x); a
 * quadratic shape at 600 KB costs seconds and still crosses it.
 */
const FLOOR_MS = 500
/** A shape may cost this many times plain prose of the same size. */
const MAX_RATIO = 40

const SHAPES: Record<string, (n: number) => string> = {
  'many short lines of prose': (n) => fill('The quick brown fox jumps over the lazy dog, again and again.\n', n),
  'a wide table (1,000 columns a row)': (n) => fill(`${'| a '.repeat(1000)}|\n${'|---'.repeat(1000)}|\n${'| 1 '.repeat(1000)}|\n\n`, n),
  'a long table (many rows)': (n) => `| a | b |\n|---|---|\n${fill('| 1 | 2 |\n', n - 20)}`,
  'unbalanced pipes': (n) => `| a | b |\n|---|---|\n${fill('|||| x | | |\\| `|` |\n', n - 20)}`,
  'deep quotes (10,000 >)': (n) => fill(`${'>'.repeat(10_000)} x\n`, n),
  'deep lists on one line': (n) => fill(`${'- '.repeat(5_000)}x\n`, n),
  'deep lists by indentation': (n) => fill(Array.from({ length: 200 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n') + '\n\n', n),
  'long runs of *': (n) => fill('*', n),
  'long runs of _': (n) => fill('_', n),
  'long runs of [': (n) => fill('[', n),
  'long runs of (': (n) => fill('(', n),
  'repeated "[a](" link openers': (n) => fill('[a](', n),
  'repeated "**a *b"': (n) => fill('**a *b ', n),
  'repeated "~~a"': (n) => fill('~~a ', n),
  'repeated "&amp"': (n) => fill('&amp', n),
  'repeated "`"': (n) => fill('`', n),
  'a mix of everything': (n) =>
    fill('# T **x** _y_\n> q ~~s~~ www.x.example\n- [x] a `b` [l](https://x.example)\n\n| a | b |\n|:-|-:|\n| 1 | 2 |\n```js\n<b>c</b>\n```\n---\n', n),
}

function time(text: string, runs = 3): number {
  let best = Infinity
  for (let run = 0; run < runs; run++) {
    const cpu = process.cpuUsage()
    const start = performance.now()
    rich.render(text)
    const used = process.cpuUsage(cpu)
    best = Math.min(best, performance.now() - start, (used.user + used.system) / 1000)
    if (best > 1000) break
  }
  return best
}

const figures: string[] = []
afterAll(() => console.log(`rich renderer timings:\n${figures.join('\n')}`))

// Warm the JIT so the first shape does not pay for it.
time(SHAPES['a mix of everything']!(50 * KB))
const prose = Math.max(time(SHAPES['many short lines of prose']!(300 * KB)), 1)

describe.each(Object.keys(SHAPES).filter((name) => name !== 'many short lines of prose'))('%s', (name) => {
  const make = SHAPES[name]!
  it(`300 KB costs under ${MAX_RATIO}x plain prose, and 600 KB under 3x 300 KB`, () => {
    // Rendered, not given up on: a null (marked out of stack) would be fast and prove nothing.
    expect(rich.render(make(300 * KB))).not.toBeNull()
    const small = time(make(300 * KB))
    const large = time(make(600 * KB))
    figures.push(`  ${name}: 300 KB ${small.toFixed(0)} ms (x${(small / prose).toFixed(1)} of prose), 600 KB ${large.toFixed(0)} ms`)
    expect(small / prose).toBeLessThan(MAX_RATIO)
    expect(large).toBeLessThan(Math.max(3 * small, FLOOR_MS))
  }, 120_000)
})
