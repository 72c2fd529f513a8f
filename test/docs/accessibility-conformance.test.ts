// @vitest-environment node
// docs/accessibility-conformance.md, the VPAT-shaped report, stays complete
// and true to the repository: every WCAG 2.2 level A and AA criterion (the
// list below, written from the W3C Recommendation, not read from the report)
// is in its tables exactly once, with its name, level, EN 301 549 clause and
// one of the four conformance levels; the summary counts what the tables say;
// every test or source file it names exists; and it names the version it was
// evaluated against, so a release makes someone look at it again.
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')
const REPORT = readFileSync(resolve(ROOT, 'docs/accessibility-conformance.md'), 'utf8')
const VERSION = (JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { version: string }).version

interface Criterion {
  number: string
  name: string
  level: 'A' | 'AA'
  /** New in WCAG 2.2: EN 301 549 V3.2.1, built on WCAG 2.1, has no clause for it. */
  new?: true
  /** 4.1.1, removed from WCAG 2.2: listed for EN 301 549, never counted, Not Applicable. */
  obsolete?: true
}

/** WCAG 2.2 (W3C Recommendation, 5 October 2023), levels A and AA. */
export const WCAG_22: readonly Criterion[] = [
  { number: '1.1.1', name: 'Non-text Content', level: 'A' },
  { number: '1.2.1', name: 'Audio-only and Video-only (Prerecorded)', level: 'A' },
  { number: '1.2.2', name: 'Captions (Prerecorded)', level: 'A' },
  { number: '1.2.3', name: 'Audio Description or Media Alternative (Prerecorded)', level: 'A' },
  { number: '1.2.4', name: 'Captions (Live)', level: 'AA' },
  { number: '1.2.5', name: 'Audio Description (Prerecorded)', level: 'AA' },
  { number: '1.3.1', name: 'Info and Relationships', level: 'A' },
  { number: '1.3.2', name: 'Meaningful Sequence', level: 'A' },
  { number: '1.3.3', name: 'Sensory Characteristics', level: 'A' },
  { number: '1.3.4', name: 'Orientation', level: 'AA' },
  { number: '1.3.5', name: 'Identify Input Purpose', level: 'AA' },
  { number: '1.4.1', name: 'Use of Color', level: 'A' },
  { number: '1.4.2', name: 'Audio Control', level: 'A' },
  { number: '1.4.3', name: 'Contrast (Minimum)', level: 'AA' },
  { number: '1.4.4', name: 'Resize Text', level: 'AA' },
  { number: '1.4.5', name: 'Images of Text', level: 'AA' },
  { number: '1.4.10', name: 'Reflow', level: 'AA' },
  { number: '1.4.11', name: 'Non-text Contrast', level: 'AA' },
  { number: '1.4.12', name: 'Text Spacing', level: 'AA' },
  { number: '1.4.13', name: 'Content on Hover or Focus', level: 'AA' },
  { number: '2.1.1', name: 'Keyboard', level: 'A' },
  { number: '2.1.2', name: 'No Keyboard Trap', level: 'A' },
  { number: '2.1.4', name: 'Character Key Shortcuts', level: 'A' },
  { number: '2.2.1', name: 'Timing Adjustable', level: 'A' },
  { number: '2.2.2', name: 'Pause, Stop, Hide', level: 'A' },
  { number: '2.3.1', name: 'Three Flashes or Below Threshold', level: 'A' },
  { number: '2.4.1', name: 'Bypass Blocks', level: 'A' },
  { number: '2.4.2', name: 'Page Titled', level: 'A' },
  { number: '2.4.3', name: 'Focus Order', level: 'A' },
  { number: '2.4.4', name: 'Link Purpose (In Context)', level: 'A' },
  { number: '2.4.5', name: 'Multiple Ways', level: 'AA' },
  { number: '2.4.6', name: 'Headings and Labels', level: 'AA' },
  { number: '2.4.7', name: 'Focus Visible', level: 'AA' },
  { number: '2.4.11', name: 'Focus Not Obscured (Minimum)', level: 'AA', new: true },
  { number: '2.5.1', name: 'Pointer Gestures', level: 'A' },
  { number: '2.5.2', name: 'Pointer Cancellation', level: 'A' },
  { number: '2.5.3', name: 'Label in Name', level: 'A' },
  { number: '2.5.4', name: 'Motion Actuation', level: 'A' },
  { number: '2.5.7', name: 'Dragging Movements', level: 'AA', new: true },
  { number: '2.5.8', name: 'Target Size (Minimum)', level: 'AA', new: true },
  { number: '3.1.1', name: 'Language of Page', level: 'A' },
  { number: '3.1.2', name: 'Language of Parts', level: 'AA' },
  { number: '3.2.1', name: 'On Focus', level: 'A' },
  { number: '3.2.2', name: 'On Input', level: 'A' },
  { number: '3.2.3', name: 'Consistent Navigation', level: 'AA' },
  { number: '3.2.4', name: 'Consistent Identification', level: 'AA' },
  { number: '3.2.6', name: 'Consistent Help', level: 'A', new: true },
  { number: '3.3.1', name: 'Error Identification', level: 'A' },
  { number: '3.3.2', name: 'Labels or Instructions', level: 'A' },
  { number: '3.3.3', name: 'Error Suggestion', level: 'AA' },
  { number: '3.3.4', name: 'Error Prevention (Legal, Financial, Data)', level: 'AA' },
  { number: '3.3.7', name: 'Redundant Entry', level: 'A', new: true },
  { number: '3.3.8', name: 'Accessible Authentication (Minimum)', level: 'AA', new: true },
  { number: '4.1.1', name: 'Parsing', level: 'A', obsolete: true },
  { number: '4.1.2', name: 'Name, Role, Value', level: 'A' },
  { number: '4.1.3', name: 'Status Messages', level: 'AA' },
]

const CONFORMANCE = ['Supports', 'Partially Supports', 'Does Not Support', 'Not Applicable'] as const
const NO_TEST = 'by design, no automated test'
/** A path in the repository named in prose: under one of these folders, ending in a word character. */
const PATH = /\b(?:e2e|test|src|scripts)\/[\w./-]*\w/g

interface Row {
  criterion: string
  en: string
  conformance: string
  shownBy: string
}

/** The rows of the WCAG tables: in the "WCAG 2.2 report" section, first cell starting with a criterion's number. */
function wcagRows(markdown: string): Row[] {
  const section = markdown.split(/^## WCAG 2\.2 report$/m)[1]?.split(/^## /m)[0] ?? ''
  return section
    .split('\n')
    .filter((line) => /^\| \d+\.\d+\.\d+ /.test(line))
    .map((line) => {
      const [criterion = '', en = '', conformance = '', , shownBy = ''] = line
        .replace(/^\|\s*|\s*\|$/g, '')
        .split(/\s+\|\s+/)
        .map((cell) => cell.trim())
      return { criterion, en, conformance, shownBy }
    })
}

/** What is wrong with the report's WCAG tables and summary; empty when nothing is. */
export function tableProblems(markdown: string): string[] {
  const problems: string[] = []
  const rows = wcagRows(markdown)
  const numberOf = (row: Row) => row.criterion.split(' ')[0]!
  for (const c of WCAG_22) {
    const found = rows.filter((row) => numberOf(row) === c.number)
    if (found.length !== 1) {
      problems.push(`${c.number}: ${found.length} rows`)
      continue
    }
    const row = found[0]!
    const title = `${c.number} ${c.name} (Level ${c.level})`
    if (row.criterion !== title) problems.push(`${c.number}: "${row.criterion}" is not "${title}"`)
    const en = c.new ? 'none (new in WCAG 2.2)' : `9.${c.number}`
    if (row.en !== en) problems.push(`${c.number}: EN 301 549 "${row.en}" is not "${en}"`)
    if (!(CONFORMANCE as readonly string[]).includes(row.conformance)) problems.push(`${c.number}: "${row.conformance}" is not a conformance level`)
    if (c.obsolete && row.conformance !== 'Not Applicable') problems.push(`${c.number}: obsolete in WCAG 2.2, so Not Applicable`)
    const named = row.shownBy.match(PATH) ?? []
    if (row.conformance !== 'Not Applicable' && named.length === 0 && !row.shownBy.includes(NO_TEST))
      problems.push(`${c.number}: names no test and does not say "${NO_TEST}"`)
  }
  for (const row of rows) if (!WCAG_22.some((c) => c.number === numberOf(row))) problems.push(`${numberOf(row)}: not a WCAG 2.2 A or AA criterion`)

  const summary = markdown.match(
    /Of the (\d+) WCAG 2\.2 level A and AA criteria: (\d+) Supports, (\d+) Partially Supports, (\d+) Does Not Support, (\d+) Not Applicable\./,
  )
  const counted = WCAG_22.filter((c) => !c.obsolete).map((c) => rows.find((row) => numberOf(row) === c.number)?.conformance)
  const expected = [counted.length, ...CONFORMANCE.map((level) => counted.filter((conformance) => conformance === level).length)].join(', ')
  if (summary?.slice(1).join(', ') !== expected) problems.push(`summary: "${summary?.[0] ?? 'missing'}" does not count ${expected}`)
  return problems
}

/** The repository paths the report names that do not exist. */
export function missingPaths(markdown: string, exists: (path: string) => boolean): string[] {
  return [...new Set(markdown.match(PATH) ?? [])].filter((path) => !exists(path))
}

const exists = (path: string) => existsSync(resolve(ROOT, path))

describe('docs/accessibility-conformance.md', () => {
  it('is checked against WCAG 2.2’s own list: 31 criteria at level A and 24 at AA, six of them new, and 4.1.1 apart', () => {
    const counted = WCAG_22.filter((c) => !c.obsolete)
    expect(counted.filter((c) => c.level === 'A')).toHaveLength(31)
    expect(counted.filter((c) => c.level === 'AA')).toHaveLength(24)
    expect(WCAG_22.filter((c) => c.new).map((c) => c.number)).toEqual(['2.4.11', '2.5.7', '2.5.8', '3.2.6', '3.3.7', '3.3.8'])
    expect(new Set(WCAG_22.map((c) => c.number)).size).toBe(WCAG_22.length)
  })

  it('has every criterion once, named as WCAG names it, with its EN 301 549 clause, a conformance level and its evidence; the summary counts them', () => {
    expect(tableProblems(REPORT)).toEqual([])
    expect(wcagRows(REPORT)).toHaveLength(WCAG_22.length)
  })

  it('names only files that exist', () => {
    // The pattern finds them: the report names dozens.
    expect(new Set(REPORT.match(PATH)).size).toBeGreaterThan(30)
    expect(missingPaths(REPORT, exists)).toEqual([])
  })

  it('names the version it was evaluated against (package.json’s) and the date', () => {
    expect(REPORT).toMatch(/^- \*\*Report date\*\*: \d{4}-\d{2}-\d{2}\.$/m)
    const version = REPORT.match(/^- \*\*Version evaluated\*\*: (\S+) /m)?.[1]
    expect(version, 'a new version: review the report against it, then set its version and date').toBe(VERSION)
  })

  it('finds a deleted row, a repeated one, a wrong name, level or clause, an unknown conformance level, a claim with no evidence and a misnamed file (so it can fail)', () => {
    const lines = REPORT.split('\n')
    const row = (number: string) => lines.find((line) => line.startsWith(`| ${number} `))!
    const broken = lines
      .filter((line) => line !== row('2.5.8'))
      .flatMap((line) => {
        if (line === row('1.1.1')) return [line, line]
        if (line === row('1.4.1')) return [line.replace('Use of Color', 'Use of Colour')]
        if (line === row('1.3.4')) return [line.replace('| Supports |', '| Supported |').replace(NO_TEST, 'nothing')]
        if (line === row('3.1.2')) return [line.replace('(Level AA) | 9.3.1.2', '(Level A) | 9.3.1.3')]
        return [line]
      })
      .join('\n')
      .replace('`e2e/escape.spec.ts`', '`e2e/escapes.spec.ts`')
    expect(tableProblems(broken)).toEqual(
      expect.arrayContaining([
        '1.1.1: 2 rows',
        '2.5.8: 0 rows',
        '1.4.1: "1.4.1 Use of Colour (Level A)" is not "1.4.1 Use of Color (Level A)"',
        '1.3.4: "Supported" is not a conformance level',
        `1.3.4: names no test and does not say "${NO_TEST}"`,
        '3.1.2: "3.1.2 Language of Parts (Level A)" is not "3.1.2 Language of Parts (Level AA)"',
        '3.1.2: EN 301 549 "9.3.1.3" is not "9.3.1.2"',
        expect.stringMatching(/^summary: /),
      ]),
    )
    expect(missingPaths(broken, exists)).toEqual(['e2e/escapes.spec.ts'])
  })
})
