// The journeys of e2e/journeys/ in WebKitGTK, over WebDriver, against the
// built dist/ and the mock: the same steps and selectors as in Chromium and
// Firefox (e2e/journeys.spec.ts).
import { resolve } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, it } from 'vitest'
import { startMockServer, type MockServer } from '../../mock/server'
import { startHostServer, type HostServer } from '../../scripts/host-server'
import { embedder } from '../../scripts/embed-page'
import { journeys } from '../journeys/journeys'
import { webdriverDriver } from './webdriver-driver'
import { startWebKit, type WebKitSession } from './webkit-session'

let mock: MockServer
let host: HostServer
let webkit: WebKitSession

beforeAll(async () => {
  mock = await startMockServer({ staticDir: resolve(import.meta.dirname, '../../dist'), tokens: ['token-a'] })
  host = await startHostServer()
  webkit = await startWebKit()
  console.log(`WebKitGTK ${webkit.version} (MiniBrowser over WebKitWebDriver)`)
}, 60_000)

afterAll(async () => {
  await webkit?.close()
  await host?.close()
  await mock?.close()
})

describe('WebKitGTK', () => {
  beforeEach(async () => {
    mock.reset()
    // Each journey starts like a new visitor: no stored conversation, a desktop window.
    await webkit.driver.get(`${host.origin}/`)
    await webkit.driver.executeScript('try { localStorage.clear() } catch {}')
    await webkit.driver.manage().window().setRect({ width: 1280, height: 800 })
  })

  afterEach(async () => {
    // Leave the page so no timer of the last journey runs into the next one.
    await webkit.driver.get('about:blank')
  })

  for (const [name, journey] of Object.entries(journeys)) {
    it(`journey: ${name}`, async () => {
      await journey({ driver: webdriverDriver(webkit.driver), mock, embed: embedder(mock, host), host })
    }, 60_000)
  }
})
