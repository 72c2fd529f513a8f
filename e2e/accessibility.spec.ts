// Accessibility and phones, in Chromium: axe audits (WCAG 2.2 A/AA) of every
// state, in light and dark mode, a keyboard-only journey, contrast on any
// primary colour, unread replies on the launcher, what is announced, a phone
// journey (modal, focus trap, scroll lock, visual viewport), 320 px and 200 %
// zoom, reduced motion, themes. Screenshots of the states are written to
// test-results/screenshots/ for a person to look at.
import type { Page } from '@playwright/test'
import { contrastRatio, hexOf } from '../test/helpers/contrast'
import { SELECTORS } from '../test/selectors'
import { audit, shot } from './audit'
import { expect, test, type Widget } from './fixtures'
import type { MockServer } from '../mock/server'
import { RICH_REPLY } from '../test/helpers/rich-reply'

/**
 * In the page, as `window.drawnColour(value)`: a computed colour as drawn, in
 * rgb() (the colour on the primary is a relative colour, which computes to
 * color(xyz-d65 ...)); the contrast is then worked out here, with
 * test/helpers/contrast.ts. Added to every page of this file before it loads.
 */
function defineDrawnColour() {
  const ctx = document.createElement('canvas').getContext('2d')!
  ;(window as unknown as DrawnColour).drawnColour = (value) => {
    ctx.fillStyle = value
    ctx.fillRect(0, 0, 1, 1)
    return `rgb(${[...ctx.getImageData(0, 0, 1, 1).data].slice(0, 3).join(', ')})`
  }
}
interface DrawnColour {
  drawnColour: (value: string) => string
}
test.beforeEach(async ({ page }) => page.addInitScript(defineDrawnColour))

test('axe: closed launcher, open panel, pre-chat form, conversation and error state have no serious findings', async ({ page, embed, widget, mock }) => {
  await page.goto(embed({ attrs: { 'collect-visitor-email': 'true' } }))
  await expect(widget.launcher).toBeVisible()
  await audit(page, 'closed launcher')
  await shot(page, 'closed')
  await widget.openButton.click()
  await audit(page, 'pre-chat form')
  await widget.start.click()
  await expect(widget.name).toHaveAttribute('aria-invalid', 'true')
  await audit(page, 'pre-chat form with errors')
  await widget.name.fill('Ada')
  await widget.email.fill('ada@example.com')
  await widget.start.click()
  await audit(page, 'open panel')
  await widget.say('How much is a subscription?')
  await expect(widget.agentMessages.last().locator('ol > li')).toHaveCount(2)
  await audit(page, 'conversation')
  await shot(page, 'open')
  // Refused (4xx): failed at once, no automatic retries to wait for.
  mock.inject({ fault: 'status', status: 400, times: 1 })
  await widget.say('Again?')
  await expect(widget.host.locator(SELECTORS.visitorMessages).last()).toHaveAttribute('data-status', 'failed')
  await audit(page, 'error state')
})

test('keyboard only: Tab to the launcher, Enter, type, Enter, Escape, focus back', async ({ page, embed, widget }) => {
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' }, body: '<main><a href="#top">A host link</a></main>' }))
  await expect(widget.launcher).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'A host link' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(widget.openButton).toBeFocused()
  // A visible focus ring on the launcher.
  expect(await widget.launcher.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid')
  await page.keyboard.press('Enter')
  await expect(widget.dialog).toBeVisible()
  await expect(widget.message).toBeFocused()
  await page.keyboard.type('When are you open?')
  await page.keyboard.press('Enter')
  await expect(widget.agentMessages.last()).toContainText('Monday')
  // Every control can be reached with Tab and shows a focus ring.
  const rings: string[] = []
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab')
    rings.push(
      await page.evaluate((host) => {
        const el = document.querySelector(host)!.shadowRoot!.activeElement as HTMLElement | null
        return el ? `${el.tagName}:${getComputedStyle(el).outlineStyle}` : 'outside'
      }, SELECTORS.host),
    )
  }
  expect(rings.filter((r) => r !== 'outside').every((r) => r.endsWith(':solid'))).toBe(true)
  await widget.message.focus()
  await page.keyboard.press('Escape')
  await expect(widget.dialog).toHaveCount(0)
  await expect(widget.openButton).toBeFocused()
  await expect(widget.openButton).toHaveAttribute('aria-expanded', 'false')
})

test('launcher, header and bubbles stay readable on light, mid-grey and dark primary colours', async ({ page, embed, widget, forget }) => {
  for (const colour of ['#ffe14d', '#777777', '#1a1a2e', '#6366f1']) {
    await forget()
    await page.goto(embed({ attrs: { 'primary-color': colour, 'collect-visitor-name': 'false' } }))
    await widget.openButton.click()
    await widget.say('hello')
    await expect(widget.agentMessages).toHaveCount(2)
    const colours = await page.evaluate((s) => {
      const root = document.querySelector(s.host)!.shadowRoot!
      const drawn = (window as unknown as DrawnColour).drawnColour
      const pair = (sel: string, fg: (el: Element) => string = (el) => getComputedStyle(el).color) => {
        const el = root.querySelector(sel)!
        return [drawn(fg(el)), drawn(getComputedStyle(el.closest([s.launcher, s.header, s.bubble, s.send].join(', ')) ?? el).backgroundColor)]
      }
      return {
        icon: pair(s.launcherIcon, (el) => getComputedStyle(el).color),
        title: pair(s.title),
        bubble: pair(s.visitorBubbles),
        send: pair(s.send),
      }
    }, SELECTORS)
    const ratio = ([fg, bg]: string[]) => contrastRatio(hexOf(fg!), hexOf(bg!))
    console.log(
      `contrast on ${colour}: launcher icon ${ratio(colours.icon).toFixed(2)}, title ${ratio(colours.title).toFixed(2)}, visitor bubble ${ratio(colours.bubble).toFixed(2)}, send ${ratio(colours.send).toFixed(2)}`,
    )
    expect(hexOf(colours.icon[1]!)).toBe(colour)
    expect(ratio(colours.icon)).toBeGreaterThanOrEqual(3)
    expect(ratio(colours.title)).toBeGreaterThanOrEqual(4.5)
    expect(ratio(colours.bubble)).toBeGreaterThanOrEqual(4.5)
    expect(ratio(colours.send)).toBeGreaterThanOrEqual(4.5)
  }
})

test.describe('on a phone (375×667, touch)', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true })

  test('the open panel covers the screen; inputs are 16 px; the journey works by touch', async ({ page, embed, widget }) => {
    await page.goto(embed({ attrs: { 'collect-visitor-email': 'true' } }))
    await widget.openButton.tap()
    // The panel itself (the loading frame may show first, in the same place).
    await expect(widget.name).toBeVisible()
    const box = (await widget.dialog.boundingBox())!
    expect(box).toEqual({ x: 0, y: 0, width: 375, height: 667 })
    for (const field of [widget.name, widget.email]) expect(await field.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(16)
    await widget.name.fill('Ada')
    await widget.email.fill('ada@example.com')
    await widget.start.tap()
    expect(await widget.message.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(16)
    await widget.message.fill('When are you open?')
    await widget.send.tap()
    await expect(widget.agentMessages.last()).toContainText('Monday')
    await shot(page, 'phone')
    // The close button is a target of at least 24×24 px, and closing works by touch.
    const close = page.getByRole('dialog').getByRole('button', { name: 'Close chat' })
    const closeBox = (await close.boundingBox())!
    expect(closeBox.width).toBeGreaterThanOrEqual(24)
    expect(closeBox.height).toBeGreaterThanOrEqual(24)
    await close.tap()
    await expect(widget.dialog).toHaveCount(0)
    await expect(widget.openButton).toBeVisible()
  })
})

for (const [label, viewport, zoom] of [
  ['320 px wide', { width: 320, height: 568 }, 1],
  ['200 % zoom', { width: 1280, height: 720 }, 2],
] as const) {
  test(`works at ${label} with nothing clipped`, async ({ page, embed, widget }) => {
    await page.setViewportSize({ width: Math.round(viewport.width / zoom), height: Math.round(viewport.height / zoom) })
    await page.goto(embed({ attrs: { 'collect-visitor-email': 'true' } }))
    await widget.openButton.click()
    await widget.name.fill('Ada')
    await widget.email.fill('ada@example.com')
    await widget.start.click()
    await widget.say('How much is a subscription?')
    await expect(widget.agentMessages.last().locator('ol > li')).toHaveCount(2)
    const clipped = await page.evaluate((s) => {
      const root = document.querySelector(s.host)!.shadowRoot!
      const vw = innerWidth
      const vh = innerHeight
      const out: string[] = []
      for (const sel of [s.header, s.title, s.close, s.log, s.message, s.send]) {
        const r = root.querySelector(sel)!.getBoundingClientRect()
        if (r.left < 0 || r.top < 0 || r.right > vw + 0.5 || r.bottom > vh + 0.5 || r.width === 0) out.push(`${sel} ${JSON.stringify(r)}`)
      }
      // No sideways scrolling inside the panel.
      const log = root.querySelector(s.log)!
      if (log.scrollWidth > log.clientWidth + 1) out.push('log scrolls sideways')
      return out
    }, SELECTORS)
    expect(clipped).toEqual([])
  })
}

test.describe('with prefers-reduced-motion', () => {
  test.use({ colorScheme: 'light', reducedMotion: 'reduce' })

  test('nothing moves, and the flows do not wait on animations', async ({ page, embed, widget, mock }) => {
    await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' } }))
    await widget.openButton.click()
    mock.inject({ fault: 'latency', ms: 2500, times: 1 })
    await widget.say('hello')
    await expect(widget.typing).toBeVisible()
    const running = await page.evaluate((host) => document.querySelector(host)!.shadowRoot!.getAnimations().length, SELECTORS.host)
    expect(running).toBe(0)
    await expect(widget.agentMessages).toHaveCount(2)
    await widget.launcher.click()
    await expect(widget.dialog).toHaveCount(0)
  })
})

test('without reduced motion the typing indicator does animate (the check above can fail)', async ({ page, embed, widget, mock }) => {
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' } }))
  await widget.openButton.click()
  mock.inject({ fault: 'latency', ms: 2500, times: 1 })
  await widget.say('hello')
  await expect(widget.typing).toBeVisible()
  expect(await page.evaluate((host) => document.querySelector(host)!.shadowRoot!.getAnimations().length, SELECTORS.host)).toBeGreaterThan(0)
})

// WCAG 1.4.11: what a visitor must make out that is not text (a field's
// edge, the dots that say a reply is coming) keeps 3:1 against what is
// behind it, in both themes.
for (const theme of ['light', 'dark'] as const) {
  test(`${theme}: the fields' borders and the typing dots keep 3:1 against what is behind them`, async ({ page, embed, widget, mock }) => {
    await page.goto(embed({ attrs: { 'collect-visitor-email': 'true', theme } }))
    await widget.openButton.click()
    await expect(widget.email).toBeVisible()
    // The colours read in the page, the ratio worked out here (test/helpers/contrast.ts).
    const measure = async (selector: string, property: 'borderTopColor' | 'backgroundColor', behind: string) => {
      const [fg, bg] = await page.evaluate(
        ({ host, selector, property, behind }) => {
          const el = document.querySelector(host)!.shadowRoot!.querySelector(selector)!
          const drawn = (window as unknown as DrawnColour).drawnColour
          return [drawn(getComputedStyle(el)[property]), drawn(getComputedStyle(el.closest(behind)!).backgroundColor)]
        },
        { host: SELECTORS.host, selector, property, behind },
      )
      return contrastRatio(hexOf(fg), hexOf(bg))
    }
    const field = await measure(SELECTORS.email, 'borderTopColor', SELECTORS.panel)
    await widget.name.fill('Ada')
    await widget.email.fill('ada@example.com')
    await widget.start.click()
    const box = await measure(SELECTORS.message, 'borderTopColor', SELECTORS.panel)
    mock.inject({ fault: 'latency', ms: 2500, times: 1 })
    await widget.say('hello')
    await expect(widget.typing).toBeVisible()
    const dots = await measure(`${SELECTORS.typing} i`, 'backgroundColor', SELECTORS.typing)
    console.log(`${theme}: field border ${field.toFixed(2)}, message box border ${box.toFixed(2)}, typing dots ${dots.toFixed(2)}`)
    expect(Math.min(field, box, dots)).toBeGreaterThanOrEqual(3)
  })
}

test('the typing dots stop blinking within five seconds (WCAG 2.2.2)', async ({ page, embed, widget, mock }) => {
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' } }))
  await widget.openButton.click()
  mock.inject({ fault: 'latency', ms: 2500, times: 1 })
  await widget.say('hello')
  await expect(widget.typing).toBeVisible()
  const ends = await page.evaluate(
    (host) =>
      document
        .querySelector(host)!
        .shadowRoot!.getAnimations()
        .map((a) => Number(a.effect!.getComputedTiming().endTime)),
    SELECTORS.host,
  )
  expect(ends.length).toBeGreaterThan(0)
  for (const end of ends) expect(end).toBeLessThanOrEqual(5000)
})

/** Runs `fn` in the page with the selectors (code in the page cannot import them). */
const inPage = <T>(page: Page, fn: (s: typeof SELECTORS) => T) => page.evaluate(fn, SELECTORS)

test('unread replies: counted in the launcher name and on a badge while closed, kept over a reload, cleared by opening', async ({ page, embed, widget }) => {
  // Each request waits for the test to let it through (messages go one at a time).
  const gates: Array<() => void> = []
  const opened = [0, 1].map((i) => new Promise<void>((resolve) => (gates[i] = resolve)))
  let calls = 0
  await page.route('**/webhook-chat-message', async (route) => {
    if (route.request().method() === 'POST') await opened[calls++]
    await route.continue()
  })
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' } }))
  await widget.openButton.click()
  await widget.say('When are you open?')
  await widget.say('Do you ship abroad?')
  await expect(widget.visitorMessages).toHaveCount(2)
  await widget.launcher.click()
  await expect(widget.dialog).toHaveCount(0)
  await expect(widget.openButton).toBeVisible()
  gates[0]!()
  const badge = widget.launcher.locator(SELECTORS.badge)
  await expect(page.getByRole('button', { name: 'Open chat, 1 unread' })).toBeVisible()
  await expect(badge).toHaveText('1')
  gates[1]!()
  await expect(page.getByRole('button', { name: 'Open chat, 2 unread' })).toBeVisible()
  await expect(badge).toHaveText('2')
  await expect(badge).toBeVisible()
  await expect(badge).toHaveAttribute('aria-hidden', 'true')
  // The badge is readable: white on dark red.
  const [fg, bg] = await badge.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor])
  expect(contrastRatio(hexOf(fg), hexOf(bg))).toBeGreaterThanOrEqual(4.5)
  await shot(page, 'closed-unread')

  await page.reload()
  await expect(page.getByRole('button', { name: 'Open chat, 2 unread' })).toBeVisible()
  await expect(badge).toHaveText('2')
  await audit(page, 'launcher with unread badge')

  await page.getByRole('button', { name: 'Open chat, 2 unread' }).click()
  await expect(widget.dialog).toBeVisible()
  await expect(widget.agentMessages).toHaveCount(3)
  await expect(badge).toBeHidden()
  await widget.launcher.click()
  await expect(widget.openButton).toHaveAccessibleName('Open chat')
  await page.reload()
  await expect(widget.openButton).toBeVisible()
  await expect(badge).toBeHidden()
})

test('announcements: new replies once in a polite region, errors as alerts, history never again', async ({ page, embed, widget, mock }) => {
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' } }))
  await widget.openButton.click()
  await expect(widget.log).toHaveAttribute('aria-live', 'off')
  const live = widget.log.locator(SELECTORS.live)
  await expect(live).toHaveCount(1)
  await expect(live).toHaveAttribute('aria-live', 'polite')
  await widget.say('When are you open?')
  await expect(live.locator(SELECTORS.agentMessages)).toHaveCount(1)
  await expect(live.locator(SELECTORS.agentMessages)).toContainText('Monday')
  mock.inject({ fault: 'status', status: 400, times: 1 })
  await widget.say('again?')
  const alert = page.getByRole('alert')
  await expect(alert).toHaveText('Sorry, something went wrong. Please try again.')
  expect(await alert.evaluate((el) => el.closest('[aria-live=polite]') !== null)).toBe(true)

  // Reload: the panel comes back open with the history, none of it live.
  await page.reload()
  await expect(widget.agentMessages).toHaveCount(2)
  await expect(widget.notices).toHaveCount(1)
  await expect(live).toHaveText('')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await widget.say('Do you ship abroad?')
  await expect(live.locator(SELECTORS.agentMessages)).toHaveCount(1)
  await expect(live.locator(SELECTORS.visitorMessages)).toHaveText(/Do you ship abroad\?/)
})

test.describe('in dark mode (prefers-color-scheme: dark)', () => {
  test.use({ colorScheme: 'dark' })

  test('the panel is dark, all text keeps 4.5:1, and axe finds nothing serious', async ({ page, embed, widget, mock }) => {
    await page.goto(embed({ attrs: { 'collect-visitor-email': 'true' } }))
    await expect(widget.launcher).toBeVisible()
    await audit(page, 'dark: closed launcher')
    await widget.openButton.click()
    await expect(widget.dialog).toHaveCSS('background-color', 'rgb(31, 41, 55)')
    await widget.start.click()
    await expect(widget.name).toHaveAttribute('aria-invalid', 'true')
    await audit(page, 'dark: pre-chat form with errors')
    await widget.name.fill('Ada')
    await widget.email.fill('ada@example.com')
    await widget.start.click()
    await widget.say('How much is a subscription?')
    await expect(widget.agentMessages.last().locator('ol > li')).toHaveCount(2)
    await audit(page, 'dark: conversation')
    // Refused (4xx): failed at once, no automatic retries to wait for.
    mock.inject({ fault: 'status', status: 400, times: 1 })
    await widget.say('Again?')
    await expect(widget.host.locator(SELECTORS.visitorMessages).last()).toHaveAttribute('data-status', 'failed')
    await audit(page, 'dark: error state')
    await shot(page, 'dark')
    // Every text in the panel against what is behind it, measured.
    const texts = await inPage(page, (s) => {
      const root = document.querySelector(s.host)!.shadowRoot!
      const drawn = (window as unknown as DrawnColour).drawnColour
      const behind = (el: Element | null): string => {
        for (; el; el = el.parentElement) {
          const bg = getComputedStyle(el).backgroundColor
          if (!/^rgba\(.*, 0\)$/.test(bg)) return bg
        }
        return 'rgb(255, 255, 255)'
      }
      const out: { text: string; fg: string; bg: string }[] = []
      const walker = document.createTreeWalker(root.querySelector(s.panel)!, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement!
        if (node.textContent!.trim() && !el.closest(s.srOnly))
          out.push({ text: node.textContent!.slice(0, 20), fg: drawn(getComputedStyle(el).color), bg: drawn(behind(el)) })
      }
      return out
    })
    expect(texts.length).toBeGreaterThan(5)
    const low = texts.flatMap(({ text, fg, bg }) => {
      const ratio = contrastRatio(hexOf(fg), hexOf(bg))
      return ratio < 4.5 ? [`${text}: ${ratio.toFixed(2)}`] : []
    })
    expect(low).toEqual([])
  })

  test('data-theme="light" keeps a light panel; an invalid data-theme warns once and follows the scheme', async ({
    page,
    embed,
    widget,
    consoleMessages,
    forget,
  }) => {
    await page.goto(embed({ attrs: { theme: 'light', 'collect-visitor-name': 'false' } }))
    await widget.openButton.click()
    await expect(widget.dialog).toHaveCSS('background-color', 'rgb(255, 255, 255)')
    // The loading frame is already white: wait for the panel itself.
    await expect(widget.message).toBeFocused()
    await forget()
    await page.goto(embed({ attrs: { theme: 'sepia', 'collect-visitor-name': 'false' } }))
    await widget.openButton.click()
    await expect(widget.dialog).toHaveCSS('background-color', 'rgb(31, 41, 55)')
    const warnings = () => consoleMessages.filter((m) => m.type() === 'warning' && m.text().includes('data-theme')).map((m) => m.text())
    await expect.poll(warnings).toEqual(['[agent-chat] data-theme="sepia" is not valid; using the default "auto"'])
  })
})

test('data-theme="dark" gives a dark panel on a light system, and axe finds nothing serious', async ({ page, embed, widget, forget }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto(embed({ attrs: { theme: 'dark', 'collect-visitor-name': 'false' } }))
  await widget.openButton.click()
  await expect(widget.dialog).toHaveCSS('background-color', 'rgb(31, 41, 55)')
  await expect(widget.message).toHaveCSS('color', 'rgb(243, 244, 246)')
  await widget.say('When are you open?')
  await expect(widget.agentMessages.last()).toContainText('Monday')
  await audit(page, 'data-theme=dark: conversation')
  // And auto follows the system setting as it changes.
  await forget()
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' } }))
  await widget.openButton.click()
  await expect(widget.dialog).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(widget.dialog).toHaveCSS('background-color', 'rgb(31, 41, 55)')
})

test.describe('on a phone (375×667, touch): modal', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true })

  test('focus is trapped, the host page does not scroll behind, nothing shifts, the composer follows the keyboard', async ({ page, embed, widget }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: string[] }
      w.__shifts = []
      new PerformanceObserver((list) =>
        list.getEntries().forEach((e) => {
          const shift = e as unknown as { value: number; sources: Array<{ node?: Node }> }
          w.__shifts.push(`${shift.value.toFixed(3)} ${shift.sources.map((s) => (s.node as Element | undefined)?.tagName ?? '?').join(',')}`)
        }),
      ).observe({ type: 'layout-shift', buffered: true })
    })
    const body = '<main><h1>Long host page</h1><a href="#a">Host link</a>' + '<p>Lorem ipsum dolor sit amet. </p>'.repeat(200) + '</main>'
    await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' }, body }))
    await expect(widget.launcher).toBeVisible()
    // A finger dragging up the screen (raw touch events, as a phone sends them).
    const cdp = await page.context().newCDPSession(page)
    const swipe = async (y: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 180, y }] })
      for (let to = y - 20; to > y - 300; to -= 20) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 180, y: to }] })
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
      // Until the fling has come to rest: the same scroll position over three frames.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            let last = -1
            let still = 0
            const check = () => {
              still = scrollY === last ? still + 1 : 0
              last = scrollY
              if (still >= 3) resolve()
              else requestAnimationFrame(check)
            }
            requestAnimationFrame(check)
          }),
      )
    }
    // Before the panel opens, a swipe scrolls the host page (so the check below can fail).
    await swipe(400)
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0)
    // At 600 and staying there: on a busy machine the compositor's fling can
    // outlast the three still frames above and move the page after scrollTo.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              window.scrollTo(0, 600)
              let frames = 0
              const wait = () => (++frames < 10 ? requestAnimationFrame(wait) : setTimeout(() => resolve(scrollY), 100))
              requestAnimationFrame(wait)
            }),
        ),
      )
      .toBe(600)
    await page.evaluate(() => document.documentElement.style.setProperty('scroll-behavior', 'auto'))
    const htmlStyleBefore = await page.evaluate(() => document.documentElement.style.cssText)

    await widget.openButton.tap()
    await expect(widget.dialog).toHaveAttribute('aria-modal', 'true')
    await expect(widget.message).toBeFocused()
    await widget.say('When are you open?')
    await expect(widget.agentMessages.last()).toContainText('Monday')

    // Tab and Shift+Tab stay inside the panel, wrapping at both ends.
    const focused = () =>
      page.evaluate((s) => {
        const root = document.querySelector(s.host)!.shadowRoot!
        const el = root.activeElement as HTMLElement | null
        if (document.activeElement !== root.host || !el?.closest(s.panel)) return 'outside: ' + document.activeElement?.tagName
        return el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 20) ?? el.tagName
      }, SELECTORS)
    await widget.message.focus()
    const forward: string[] = []
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      forward.push(await focused())
    }
    expect(forward.filter((f) => f.startsWith('outside'))).toEqual([])
    expect(forward[0]).toBe('Send')
    expect(forward[1]).toBe('Conversation options')
    expect(forward[2]).toBe('Close chat')
    const backward: string[] = []
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Shift+Tab')
      backward.push(await focused())
    }
    expect(backward.filter((f) => f.startsWith('outside'))).toEqual([])
    expect(backward).toContain('Send')

    // The page behind is locked: wheel and touch scrolling leave it where it was.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden')
    expect(await page.evaluate(() => document.documentElement.style.cssText)).toContain('overflow: hidden !important')
    await page.mouse.move(180, 30)
    await page.mouse.wheel(0, 500)
    await swipe(400)
    await swipe(60)
    expect(await page.evaluate(() => scrollY)).toBe(600)
    await shot(page, 'phone-modal')

    // Nothing has moved so far (opening, typing, tabbing, the scroll lock).
    const shifts = () => page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts.splice(0))
    expect(await shifts()).toEqual([])

    // The on-screen keyboard: the visual viewport shrinks to 300 px; the panel
    // and its composer follow it (the panel moves: that is the point).
    await page.evaluate(() => {
      const view = window.visualViewport!
      Object.defineProperty(view, 'height', { get: () => 300, configurable: true })
      Object.defineProperty(view, 'offsetTop', { get: () => 40, configurable: true })
      view.dispatchEvent(new Event('resize'))
    })
    await expect.poll(async () => (await widget.dialog.boundingBox())?.height).toBe(300)
    expect((await widget.dialog.boundingBox())!.y).toBe(40)
    for (const control of [widget.message, widget.send]) {
      const box = (await control.boundingBox())!
      expect(box.y + box.height).toBeLessThanOrEqual(340)
      expect(box.y).toBeGreaterThan(40)
    }
    await shot(page, 'phone-keyboard')
    await page.evaluate(() => {
      const view = window.visualViewport!
      delete (view as unknown as Record<string, unknown>)['height']
      delete (view as unknown as Record<string, unknown>)['offsetTop']
      view.dispatchEvent(new Event('resize'))
    })
    await expect.poll(async () => (await widget.dialog.boundingBox())?.height).toBe(667)
    await page.waitForTimeout(100)
    await shifts()

    // Closed: the page's own style comes back, at the same place, and scrolls again.
    await page.getByRole('dialog').getByRole('button', { name: 'Close chat' }).tap()
    await expect(widget.dialog).toHaveCount(0)
    expect(await page.evaluate(() => document.documentElement.style.cssText)).toBe(htmlStyleBefore)
    expect(await page.evaluate(() => scrollY)).toBe(600)
    await swipe(400)
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(600)
    // Closing and unlocking moved nothing either.
    expect(await shifts()).toEqual([])
  })
})

test('on a wide screen the panel is not modal and the host page keeps scrolling', async ({ page, embed, widget }) => {
  const body = '<main>' + '<p>Lorem ipsum dolor sit amet. </p>'.repeat(200) + '</main>'
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' }, body }))
  await widget.openButton.click()
  await expect(widget.dialog).toBeVisible()
  expect(await widget.dialog.getAttribute('aria-modal')).toBeNull()
  expect(await page.evaluate(() => document.documentElement.getAttribute('style'))).toBeNull()
  await page.mouse.move(200, 200)
  await page.mouse.wheel(0, 400)
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0)
})

test.describe('starter questions (data-suggestions)', () => {
  const QUESTIONS = 'Opening hours?|Shipping costs|Talk to a person'
  const group = (page: Page) => page.getByRole('group', { name: 'Suggested questions' })

  test('axe finds nothing serious with them shown, in light and dark, and Space sends one', async ({ page, embed, widget, mock, forget }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await forget()
      await page.goto(embed({ attrs: { 'collect-visitor-name': 'false', suggestions: QUESTIONS } }))
      await widget.openButton.click()
      await expect(group(page).getByRole('button')).toHaveCount(3)
      await audit(page, `${scheme}: starter questions`)
    }
    await group(page).getByRole('button', { name: 'Talk to a person' }).focus()
    await page.keyboard.press('Space')
    await expect(widget.visitorMessages).toHaveText(['Talk to a person'])
    await expect(group(page)).toHaveCount(0)
    await expect(widget.message).toBeFocused()
    // Delivered after the next paint: wait for the reply, then count the requests.
    await expect(widget.agentMessages.last()).toContainText(/person|team/i)
    expect(mock.requests.filter((r) => r.body.includes('Talk to a person'))).toHaveLength(1)
  })

  for (const [label, viewport, zoom, locale, questions] of [
    ['a phone, right to left (Arabic)', { width: 375, height: 667 }, 1, 'ar', 'ما هي ساعات العمل؟|تكاليف الشحن|أريد التحدث إلى شخص'],
    ['200 % zoom', { width: 1280, height: 720 }, 2, 'en', QUESTIONS + '|A much longer question that has to wrap onto a second line of the panel'],
  ] as const) {
    test(`${label}: they wrap inside the panel and stay readable`, async ({ page, embed, widget }) => {
      await page.setViewportSize({ width: Math.round(viewport.width / zoom), height: Math.round(viewport.height / zoom) })
      await page.goto(embed({ attrs: { 'collect-visitor-name': 'false', locale, suggestions: questions } }))
      await widget.launcher.click()
      const buttons = widget.host.locator(SELECTORS.suggestion)
      await expect(buttons).toHaveCount(questions.split('|').length)
      const panel = (await page.getByRole('dialog').boundingBox())!
      for (const box of await buttons.evaluateAll((all) => all.map((b) => b.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.left).toBeGreaterThanOrEqual(panel.x - 0.5)
        expect(box.right).toBeLessThanOrEqual(panel.x + panel.width + 0.5)
        expect(box.height).toBeGreaterThanOrEqual(24)
      }
      await audit(page, `starter questions, ${label}`)
    })
  }
})

test('feedback on a reply (data-feedback): toggle buttons, axe finds nothing serious with one pressed, in light and dark', async ({
  page,
  embed,
  widget,
  forget,
}) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await forget()
    await page.goto(embed({ attrs: { 'collect-visitor-name': 'false', feedback: 'true' } }))
    await widget.openAndStart()
    await widget.say('Do you ship?')
    await expect(widget.agentMessages.last()).toContainText('1 business day')
    const helpful = page.getByRole('button', { name: 'Helpful', exact: true })
    await helpful.click()
    await expect(helpful).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('button', { name: 'Not helpful' })).toHaveAttribute('aria-pressed', 'false')
    await audit(page, `${scheme}: feedback pressed`)
  }
  // Kept with the message: pressed after a reload.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Helpful', exact: true })).toHaveAttribute('aria-pressed', 'true')
})

test.describe('a rich reply: heading, table, quote, rule, task list, code block (the markdown chunk)', () => {
  /** Opens the chat and has the service answer with the rich reply; resolves once the rich renderer has drawn it. */
  async function richReply(page: Page, url: string, widget: Widget, mock: MockServer) {
    await page.goto(url)
    await widget.launcher.click()
    // By selector, not by name: the Arabic interface names it in Arabic.
    const box = widget.host.locator(SELECTORS.message)
    await expect(box).toBeVisible()
    mock.inject({ fault: 'reply', text: RICH_REPLY, times: 1 })
    await box.fill('When are you open?')
    await box.press('Enter')
    const reply = widget.agentMessages.last()
    await expect(reply.getByRole('heading', { name: 'Opening hours' })).toBeVisible()
    for (const element of ['blockquote blockquote', 'hr', 'input[type="checkbox"]']) await expect(reply.locator(element).first()).toBeVisible()
    // The one rich reply's (these selectors name the bubble's .md class too, which a locator inside the bubble cannot see).
    for (const element of [SELECTORS.tableScroll, SELECTORS.codeBlock]) await expect(widget.host.locator(element)).toBeVisible()
    return reply
  }

  test('axe finds nothing serious, in light and dark', async ({ page, embed, widget, mock, forget }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await forget()
      await richReply(page, embed({ attrs: { 'collect-visitor-name': 'false' } }), widget, mock)
      await audit(page, `${scheme}: rich reply`)
      await shot(page, `rich-reply-${scheme}`)
    }
  })

  for (const [label, viewport, zoom, locale] of [
    ['a 320 px phone, right to left (Arabic)', { width: 320, height: 640 }, 1, 'ar'],
    ['200 % zoom', { width: 1280, height: 720 }, 2, 'en'],
  ] as const) {
    test(`${label}: axe finds nothing serious; the table and the code stay inside the bubble, nothing scrolls sideways but them`, async ({
      page,
      embed,
      widget,
      mock,
    }) => {
      await page.setViewportSize({ width: Math.round(viewport.width / zoom), height: Math.round(viewport.height / zoom) })
      await richReply(page, embed({ attrs: { 'collect-visitor-name': 'false', locale } }), widget, mock)
      await audit(page, `rich reply, ${label}`)
      await shot(page, `rich-reply-${locale}-${viewport.width / zoom}`)
      const out = await inPage(page, (s) => {
        const root = document.querySelector(s.host)!.shadowRoot!
        const reply = Array.from(root.querySelectorAll(s.agentBubbles)).at(-1)!.getBoundingClientRect()
        const found: string[] = []
        for (const sel of [s.tableScroll, `${s.codeBlock} pre`]) {
          const r = root.querySelector(sel)!.getBoundingClientRect()
          if (r.left < reply.left - 0.5 || r.right > reply.right + 0.5) found.push(`${sel} outside its bubble: ${JSON.stringify(r)}`)
        }
        const log = root.querySelector(s.log)!
        if (log.scrollWidth > log.clientWidth + 1) found.push('the log scrolls sideways')
        if (document.documentElement.scrollWidth > innerWidth) found.push('the page scrolls sideways')
        return found
      })
      expect(out).toEqual([])
    })
  }

  test("keyboard: Tab reaches the table's and the code block's scroll containers, each with a name and a focus ring, and the arrow keys scroll them", async ({
    page,
    embed,
    widget,
    mock,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await richReply(page, embed({ attrs: { 'collect-visitor-name': 'false' } }), widget, mock)
    // From the log itself (focusable, so it can be scrolled), forward through the conversation.
    await widget.log.focus()
    const reached: Record<string, string> = {}
    for (let i = 0; i < 8 && Object.keys(reached).length < 2; i++) {
      await page.keyboard.press('Tab')
      const focused = await inPage(page, (s) => {
        const el = document.querySelector(s.host)!.shadowRoot!.activeElement as HTMLElement | null
        const which = el?.matches(s.tableScroll) ? 'table' : el?.matches(`${s.codeBlock} pre`) ? 'code' : null
        return which && { which, name: el!.getAttribute('aria-label') ?? '', ring: getComputedStyle(el!).outlineStyle }
      })
      if (focused) reached[focused.which] = `${focused.name}, ${focused.ring}`
    }
    expect(reached).toEqual({ table: 'Table, solid', code: 'Code (sh), solid' })
    // At 320 px both are wider than the bubble; focused, the arrow keys scroll them.
    for (const sel of [SELECTORS.tableScroll, `${SELECTORS.codeBlock} pre`]) {
      const box = widget.host.locator(sel)
      expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
      await box.focus()
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    }
  })
})
