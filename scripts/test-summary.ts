// Prints one closing line summed over the suites' JSON reports, the form CI
// reads: "N passed, N failed". A missing or unreadable report counts as a
// failure, so a suite that never ran cannot pass silently.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const reports = resolve(import.meta.dirname, '../reports')
let passed = 0
let failed = 0
let skipped = 0

function read(name: string): Record<string, unknown> | null {
  try {
    return JSON.parse(readFileSync(resolve(reports, name), 'utf8')) as Record<string, unknown>
  } catch {
    console.error(`summary: reports/${name} is missing or unreadable; counted as a failure`)
    failed++
    return null
  }
}

// Vitest's reports: the unit tests, and the journeys in WebKitGTK.
for (const name of ['vitest.json', 'webkit.json']) {
  const report = read(name)
  if (!report) continue
  passed += Number(report['numPassedTests'] ?? 0)
  failed += Number(report['numFailedTests'] ?? 0)
  skipped += Number(report['numPendingTests'] ?? 0) + Number(report['numTodoTests'] ?? 0)
  if (!report['numTotalTests']) failed++
}
const e2e = read('playwright.json')
if (e2e) {
  const stats = (e2e['stats'] ?? {}) as Record<string, number>
  passed += stats['expected'] ?? 0
  failed += (stats['unexpected'] ?? 0) + (stats['flaky'] ?? 0)
  skipped += stats['skipped'] ?? 0
  if (!stats['expected'] && !stats['unexpected']) failed++
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 ? 1 : 0)
