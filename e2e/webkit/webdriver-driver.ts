// EngineDriver over a W3C WebDriver session (WebKitGTK's WebKitWebDriver).
// Elements inside the widget are found through the shadow root WebDriver
// exposes; clicks are pointer actions at the element's centre, because
// WebKitWebDriver's element click inside a shadow root can report a false
// "element click intercepted".
import { By, Key as Keys, type WebDriver, type WebElement } from 'selenium-webdriver'
import { SELECTORS } from '../../test/selectors'
import { linkDownload, type EngineDriver, type Key, type Target } from '../journeys/driver'

const KEYS: Record<Key, string> = { Tab: Keys.TAB, Enter: Keys.ENTER, Escape: Keys.ESCAPE, ArrowDown: Keys.ARROW_DOWN, ArrowUp: Keys.ARROW_UP }

export function webdriverDriver(driver: WebDriver): EngineDriver {
  async function find(target: Target, index: number): Promise<WebElement> {
    const scope = target.page ? driver : await (await driver.findElement(By.css(SELECTORS.host))).getShadowRoot()
    const found = await scope.findElements(By.css(target.css))
    const element = found[index]
    if (!element) throw new Error(`${target.label}: no match ${index} for ${target.css}`)
    return element
  }
  return {
    engine: 'webkit',
    async goto(url) {
      await driver.get(url)
    },
    async reload() {
      await driver.navigate().refresh()
    },
    async setViewport(width, height) {
      const window = driver.manage().window()
      await window.setRect({ width, height })
      // The window's outer size includes its frame: correct by what the page sees.
      const inner = await driver.executeScript<{ width: number; height: number }>('return { width: innerWidth, height: innerHeight }')
      await window.setRect({ width: width + (width - inner.width), height: height + (height - inner.height) })
      return driver.executeScript<{ width: number; height: number }>('return { width: innerWidth, height: innerHeight }')
    },
    async click(target, index = 0) {
      // The element can be replaced between finding and clicking (the panel
      // stage taking the frame's place): find it again once.
      for (let attempt = 0; ; attempt++) {
        try {
          const element = await find(target, index)
          await driver.actions({ async: true }).move({ origin: element }).click().perform()
          return
        } catch (error) {
          if (attempt > 0 || (error as Error).name !== 'StaleElementReferenceError') throw error
        }
      }
    },
    async type(text) {
      await driver.actions({ async: true }).sendKeys(text).perform()
    },
    async press(key) {
      await driver.actions({ async: true }).sendKeys(KEYS[key]).perform()
    },
    evaluate(fn, arg) {
      return driver.executeScript(fn, arg)
    },
    // WebKitWebDriver hands no downloaded file back.
    download(act) {
      return linkDownload(this.evaluate, act)
    },
  }
}
