// What a journey needs from a browser, so the same journeys run in Playwright
// (Chromium, Firefox) and over WebDriver (WebKitGTK). Input goes through each
// tool's real pointer and keyboard; what the page shows is read with one
// in-page function (`inspect`), identical in every engine.
import { SELECTORS } from '../../test/selectors'

/** Where something is: CSS inside the widget's shadow root, or on the host page. */
export interface Target {
  css: string
  /** On the host page rather than inside the widget. */
  page?: boolean
  /** What the journey calls it in failure messages. */
  label: string
}

/** What the page shows about one element. */
export interface Facts {
  tag: string
  text: string
  value: string | null
  /** Has keyboard focus (through the shadow root for widget elements). */
  focused: boolean
  visible: boolean
  box: { x: number; y: number; width: number; height: number }
  style: { backgroundColor: string; position: string; fontSize: number; outlineStyle: string; direction: string }
  attrs: Record<string, string | null>
}

export type Key = 'Tab' | 'Enter' | 'Escape' | 'ArrowDown' | 'ArrowUp'

/** A file the page gave the browser to save. */
export interface Download {
  name: string
  text: string
}

export interface EngineDriver {
  readonly engine: 'chromium' | 'firefox' | 'webkit'
  goto(url: string): Promise<void>
  reload(): Promise<void>
  /** Sets the inner size of the page (the layout viewport) and returns what it became. */
  setViewport(width: number, height: number): Promise<{ width: number; height: number }>
  /** A real pointer click at the centre of the n-th match. */
  click(target: Target, index?: number): Promise<void>
  /** Types into whatever has focus, key by key. */
  type(text: string): Promise<void>
  press(key: Key): Promise<void>
  /** Runs `fn(arg)` in the page; both must survive serialisation. */
  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<R>
  /**
   * Runs `act`, which makes the page download a file, and returns that file:
   * from the browser's downloads where the tool hands them over (Playwright
   * in Chromium), else from the page's own download link (linkDownload).
   */
  download(act: () => Promise<void>): Promise<Download>
}

/**
 * The file a page's download link gives the browser: its `download` name and
 * the text of the blob it points to, read in the page as the link is clicked
 * (before the widget revokes the blob). For the engines whose driver hands
 * no downloaded file back (Firefox over WebDriver BiDi, WebKitWebDriver).
 */
export async function linkDownload(evaluate: EngineDriver['evaluate'], act: () => Promise<void>): Promise<Download> {
  await evaluate(() => {
    const w = window as unknown as { __downloads: Array<Promise<Download>> }
    const click = HTMLAnchorElement.prototype.click
    w.__downloads = []
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download) w.__downloads.push(fetch(this.href).then(async (r) => ({ name: this.download, text: await r.text() })))
      return click.call(this)
    }
  }, null)
  await act()
  return eventually(async () => {
    const file = await evaluate(() => (window as unknown as { __downloads: Array<Promise<Download>> }).__downloads[0] ?? null, null)
    if (!file) throw new Error('the page started no download')
    return file
  })
}

const ATTRS = [
  'aria-expanded',
  'aria-invalid',
  'aria-label',
  'aria-modal',
  'aria-haspopup',
  'aria-controls',
  'aria-disabled',
  'data-status',
  'role',
  'id',
  'type',
  'hidden',
  'class',
  'tabindex',
]

/** Runs in the page: facts about every match of `css`, in document order. */
export function inspect(query: { host: string; css: string; page: boolean; attrs: string[] }): Facts[] {
  const host = document.querySelector(query.host)
  const root = query.page ? document : host && host.shadowRoot
  if (!root) return []
  const focusedInside = host && host.shadowRoot && document.activeElement === host ? host.shadowRoot.activeElement : null
  return Array.from(root.querySelectorAll(query.css)).map((el) => {
    const rect = el.getBoundingClientRect()
    const style = getComputedStyle(el)
    const attrs: Record<string, string | null> = {}
    for (const name of query.attrs) attrs[name] = el.getAttribute(name)
    return {
      tag: el.tagName.toLowerCase(),
      text: (el.textContent || '').trim(),
      value: 'value' in el ? String((el as HTMLInputElement).value) : null,
      focused: query.page ? document.activeElement === el : focusedInside === el,
      visible: rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && style.display !== 'none',
      box: { x: Math.round(rect.x), y: Math.round(rect.y), width: Math.round(rect.width), height: Math.round(rect.height) },
      style: {
        backgroundColor: style.backgroundColor,
        position: style.position,
        fontSize: parseFloat(style.fontSize),
        outlineStyle: style.outlineStyle,
        direction: style.direction,
      },
      attrs,
    }
  })
}

export async function facts(driver: EngineDriver, target: Target): Promise<Facts[]> {
  return driver.evaluate(inspect, { host: SELECTORS.host, css: target.css, page: !!target.page, attrs: ATTRS })
}

/**
 * Retries `check` until it stops throwing or the time is up, then throws its
 * last error: the journeys' only way of waiting, so no fixed sleeps.
 */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 7_000): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    try {
      return await check()
    } catch (error) {
      if (Date.now() > end) throw error
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}
