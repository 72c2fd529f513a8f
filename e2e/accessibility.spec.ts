// Accessibility and phones, in Chromium: axe audits (WCAG 2.2 A/AA) of every
// state, a keyboard-only journey, contrast on any primary colour, a phone
// journey, 320 px and 200 % zoom, reduced motion. Screenshots of the states
// are written to test-results/screenshots/ for a person to look at.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { contrastRatio } from '../src/styles/contrast'
import { expect, test } from './fixtures'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

async function audit(page: Page, state: string) {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).include('agent-chat-widget').analyze()
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  // The audit reached into the shadow root: it checked our elements.
  const checked = result.passes.flatMap((p) => p.nodes).filter((n) => JSON.stringify(n.target).includes('agent-chat-widget'))
  console.log(`axe ${state}: ${result.violations.length} violations (${serious.length} serious or critical), ${checked.length} checks passed inside the widget`)
  expect(checked.length).toBeGreaterThan(0)
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`)).toEqual([])
}

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/${name}.png` })

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
  mock.inject({ fault: 'status', status: 500, times: 1 })
  await widget.say('Again?')
  await expect(page.locator('agent-chat-widget .msg.visitor').last()).toHaveAttribute('data-status', 'failed')
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
    rings.push(await page.evaluate(() => {
      const el = document.querySelector('agent-chat-widget')!.shadowRoot!.activeElement as HTMLElement | null
      return el ? `${el.tagName}:${getComputedStyle(el).outlineStyle}` : 'outside'
    }))
  }
  expect(rings.filter((r) => r !== 'outside').every((r) => r.endsWith(':solid'))).toBe(true)
  await widget.message.focus()
  await page.keyboard.press('Escape')
  await expect(widget.dialog).toHaveCount(0)
  await expect(widget.openButton).toBeFocused()
  await expect(widget.openButton).toHaveAttribute('aria-expanded', 'false')
})

test('launcher, header and bubbles stay readable on light, mid-grey and dark primary colours', async ({ page, embed, widget }) => {
  for (const colour of ['#ffe14d', '#777777', '#1a1a2e', '#6366f1']) {
    await page.evaluate(() => localStorage.clear()).catch(() => {})
    await page.goto(embed({ attrs: { 'primary-color': colour, 'collect-visitor-name': 'false' } }))
    await widget.openButton.click()
    await widget.say('hello')
    await expect(widget.agentMessages).toHaveCount(2)
    const colours = await page.evaluate(() => {
      const root = document.querySelector('agent-chat-widget')!.shadowRoot!
      const pair = (sel: string, fg: (el: Element) => string = (el) => getComputedStyle(el).color) => {
        const el = root.querySelector(sel)!
        return [fg(el), getComputedStyle(el.closest('.launcher, .header, .bubble, .send') ?? el).backgroundColor]
      }
      return {
        icon: pair('.launcher svg', (el) => getComputedStyle(el).color),
        title: pair('.title'),
        bubble: pair('.visitor .bubble'),
        send: pair('.send'),
      }
    })
    const hex = (rgb: string) => '#' + rgb.match(/\d+/g)!.slice(0, 3).map((n) => Number(n).toString(16).padStart(2, '0')).join('')
    const ratio = ([fg, bg]: string[]) => contrastRatio(hex(fg!), hex(bg!))
    console.log(`contrast on ${colour}: launcher icon ${ratio(colours.icon).toFixed(2)}, title ${ratio(colours.title).toFixed(2)}, visitor bubble ${ratio(colours.bubble).toFixed(2)}, send ${ratio(colours.send).toFixed(2)}`)
    expect(hex(colours.icon[1]!)).toBe(colour)
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
    const clipped = await page.evaluate(() => {
      const root = document.querySelector('agent-chat-widget')!.shadowRoot!
      const vw = innerWidth
      const vh = innerHeight
      const out: string[] = []
      for (const sel of ['.header', '.title', '.close', '.log', 'textarea', '.send']) {
        const r = root.querySelector(sel)!.getBoundingClientRect()
        if (r.left < 0 || r.top < 0 || r.right > vw + 0.5 || r.bottom > vh + 0.5 || r.width === 0) out.push(`${sel} ${JSON.stringify(r)}`)
      }
      // No sideways scrolling inside the panel.
      const log = root.querySelector('.log')!
      if (log.scrollWidth > log.clientWidth + 1) out.push('log scrolls sideways')
      return out
    })
    expect(clipped).toEqual([])
  })
}

test.describe('with prefers-reduced-motion', () => {
  test.use({ colorScheme: 'light', reducedMotion: 'reduce' })

  test('nothing moves, and the flows do not wait on animations', async ({ page, embed, widget, mock }) => {
    await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' } }))
    await widget.openButton.click()
    mock.inject({ fault: 'latency', ms: 800, times: 1 })
    await widget.say('hello')
    await expect(widget.typing).toBeVisible()
    const running = await page.evaluate(() => document.querySelector('agent-chat-widget')!.shadowRoot!.getAnimations().length)
    expect(running).toBe(0)
    await expect(widget.agentMessages).toHaveCount(2)
    await widget.launcher.click()
    await expect(widget.dialog).toHaveCount(0)
  })
})

test('without reduced motion the typing indicator does animate (the check above can fail)', async ({ page, embed, widget, mock }) => {
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' } }))
  await widget.openButton.click()
  mock.inject({ fault: 'latency', ms: 800, times: 1 })
  await widget.say('hello')
  await expect(widget.typing).toBeVisible()
  expect(await page.evaluate(() => document.querySelector('agent-chat-widget')!.shadowRoot!.getAnimations().length)).toBeGreaterThan(0)
})
