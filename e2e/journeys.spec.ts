// The journeys every engine passes, run here by Playwright in each browser
// project (Chromium, Firefox); WebKitGTK runs the same ones over WebDriver
// (e2e/webkit/journeys.test.ts).
import { journeys } from './journeys/journeys'
import { playwrightDriver } from './journeys/playwright-driver'
import { test } from './fixtures'

for (const [name, journey] of Object.entries(journeys)) {
  test(`journey: ${name}`, async ({ page, embed, mock, host, browserName }) => {
    test.setTimeout(60_000)
    await journey({ driver: playwrightDriver(page, browserName === 'firefox' ? 'firefox' : 'chromium'), mock, embed, host })
  })
}
