// The journeys in WebKitGTK over WebDriver (npm run test:webkit, under
// xvfb-run): Node environment, one file at a time (one WebKitWebDriver
// serves one session), its own JSON report for the CI summary.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/webkit/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/webkit.json' },
  },
})
