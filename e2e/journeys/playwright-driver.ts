// EngineDriver over a Playwright page (Chromium and Firefox).
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { SELECTORS } from '../../test/selectors'
import { linkDownload, type EngineDriver, type Key, type Target } from './driver'

export function playwrightDriver(page: Page, engine: 'chromium' | 'firefox'): EngineDriver {
  // Playwright's CSS engine pierces open shadow roots.
  const locate = (target: Target) => (target.page ? page.locator(target.css) : page.locator(SELECTORS.host).locator(target.css))
  const driver: EngineDriver = {
    engine,
    async goto(url) {
      await page.goto(url)
    },
    async reload() {
      await page.reload()
    },
    async setViewport(width, height) {
      await page.setViewportSize({ width, height })
      return page.evaluate(() => ({ width: innerWidth, height: innerHeight }))
    },
    async click(target, index = 0) {
      await locate(target).nth(index).click()
    },
    async type(text) {
      await page.keyboard.type(text)
    },
    async press(key: Key) {
      await page.keyboard.press(key)
    },
    evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<R> {
      // Playwright's own typing unboxes handles in `arg`; journeys pass plain data.
      return page.evaluate<R, A>(fn as never, arg)
    },
    async download(act) {
      // Firefox over WebDriver BiDi reports no download to Playwright.
      if (engine === 'firefox') return linkDownload(driver.evaluate, act)
      const [file] = await Promise.all([page.waitForEvent('download'), act()])
      return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') }
    },
  }
  return driver
}
