// The end-to-end tests (npm run test:e2e), and where the browsers they drive
// are: scripts/engines.ts checks those engines, the benches and the
// screenshots launch Chromium as the tests do. Imports packages only, never
// scripts/ (the scripts import this file).
import { existsSync } from 'node:fs'
import { chromium, defineConfig } from '@playwright/test'

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] || '/usr/bin/chromium'
export const FIREFOX_PATH = process.env['FIREFOX_PATH'] || '/usr/bin/firefox-esr'
/** What headless Debian Chromium needs here (no sandbox, no GPU, no QUIC, nothing fetched in the background), for Playwright and Lighthouse alike. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

// Browsers cannot be downloaded on our machines: use Playwright's own Chromium
// when it happens to be installed, else the system one (Debian's `chromium`).
function chromiumPath(): string | undefined {
  try {
    const own = chromium.executablePath()
    if (own && existsSync(own)) return undefined
  } catch {
    // not installed
  }
  return CHROMIUM_PATH
}

const executablePath = chromiumPath()
export const chromiumUse = {
  browserName: 'chromium' as const,
  launchOptions: {
    ...(executablePath ? { executablePath } : {}),
    args: CHROMIUM_FLAGS,
  },
}

export default defineConfig({
  testDir: 'e2e',
  // e2e/webkit/*.test.ts are Vitest files (npm run test:webkit).
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Two cores: one browser per core; more only adds timing noise.
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: !!process.env['CI'],
  // Fails at once, naming both versions, when the installed Firefox cannot be driven.
  globalSetup: './e2e/global-setup.ts',
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: { headless: true },
  projects: [
    // Every spec, in Chromium.
    { name: 'chromium', use: chromiumUse },
    // The journeys every engine passes (e2e/journeys/), the teaser, an
    // Escape right after opening, Trusted Types, the idle prefetch (its
    // cache differs) the right-to-left languages, several widgets on one page, voice (no speech recognition there), the page and device rules and analytics, a press while a restored panel is on its way, several tabs of one visitor (less CPU throttling), calling the agent (its phone test aside), earlier conversations, in Debian's Firefox ESR over WebDriver BiDi.
    // WebKitGTK runs the same journeys: npm run test:webkit.
    {
      name: 'firefox',
      testMatch: [
        'journeys.spec.ts',
        'teaser.spec.ts',
        'escape.spec.ts',
        'trusted-types.spec.ts',
        'prefetch.spec.ts',
        'right-to-left.spec.ts',
        'several-widgets.spec.ts',
        'voice.spec.ts',
        'rules.spec.ts',
        'analytics.spec.ts',
        'restore-press.spec.ts',
        'tabs.spec.ts',
        'call.spec.ts',
        'history.spec.ts',
      ],
      // Tests that need a Chromium-only feature say so with this tag.
      grepInvert: /@chromium/,
      use: { browserName: 'firefox', channel: 'moz-firefox', launchOptions: { executablePath: FIREFOX_PATH } },
    },
  ],
})
