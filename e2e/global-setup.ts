import { assertEngines } from '../scripts/engines'

// Runs once before any project: a browser the pinned Playwright cannot drive
// is a clear error here, not a launch timeout later.
export default function globalSetup(): void {
  assertEngines(['chromium', 'firefox', 'fonts'])
}
