import { existsSync } from 'node:fs'
import { chromium, defineConfig } from '@playwright/test'

// Browsers cannot be downloaded on our machines: use Playwright's own Chromium
// when it happens to be installed, else the system one (Debian's `chromium`).
function chromiumPath(): string | undefined {
  try {
    const own = chromium.executablePath()
    if (own && existsSync(own)) return undefined
  } catch {
    // not installed
  }
  return process.env['CHROMIUM_PATH'] || '/usr/bin/chromium'
}

const executablePath = chromiumPath()

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two cores: one browser per core; more only adds timing noise.
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: !!process.env['CI'],
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
})
