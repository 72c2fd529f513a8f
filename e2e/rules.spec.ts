// Page and device rules (data-show-on, data-hide-on, data-devices) and the
// teaser's scroll and exit triggers, from the built loader, in Chromium and
// Firefox: a history-API site moving between a page the rules allow and one
// they leave out (no launcher there, no chunk fetched, the conversation back
// on the next allowed page, an open chat kept), the real Turbo site of the
// journeys, the device rule at 375 and 1280 px, and the teaser brought by a
// scroll and by the mouse leaving the page.
import type { Page } from '@playwright/test'
import { SELECTORS } from '../test/selectors'
import { audit } from './audit'
import { expect, test } from './fixtures'
import { spaSite } from './journeys/spa-site'

/** The widget's files requested from now on, loader.js aside, each by its name without the build's hash (`/rules`, `/i18n/de`). */
function chunkRequests(page: Page, origin: string): string[] {
  const files: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === origin && url.pathname !== '/loader.js' && url.pathname.endsWith('.js')) files.push(url.pathname.replace(/-[A-Za-z0-9]{8}\.js$/, ''))
  })
  return files
}

/** Follows one of the site's links as a visitor does, and waits for its page. */
async function follow(page: Page, name: string) {
  await page.getByRole('link', { name, exact: true }).click()
  await expect(page.locator('h1')).toHaveText(name)
}

test.describe('on a history-API site (data-hide-on="/spa/router/contact")', () => {
  test('no launcher and no chunk on the page left out, loaded there or navigated to; the conversation back on the next page; an open chat kept until closed', async ({
    page,
    host,
    mock,
    widget,
  }) => {
    const site = spaSite(host, mock, 'router', { 'hide-on': '/spa/router/contact', 'teaser-delay': '1' })
    const files = chunkRequests(page, mock.origin)

    // Loaded on the page left out: the rules chunk alone, even with a teaser set and the page idle.
    await page.goto(site.url('contact'))
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1_500)
    await expect(widget.launcher).toBeHidden()
    expect(files).toEqual(['/rules'])

    // On to a page the rules allow: the launcher, then a conversation.
    await follow(page, 'Pricing')
    await expect(widget.launcher).toBeVisible()
    await widget.openButton.click()
    await widget.say('When are you open?')
    await expect(widget.agentMessages.last()).toContainText('Monday')
    await widget.dialog.getByRole('button', { name: 'Close chat' }).click()

    // To the page left out: no launcher, nothing more fetched.
    const before = files.length
    await follow(page, 'Contact')
    await expect(widget.launcher).toBeHidden()
    await page.waitForTimeout(500)
    expect(files.slice(before)).toEqual([])

    // Back: the launcher and the whole conversation.
    await page.goBack()
    await expect(page.locator('h1')).toHaveText('Pricing')
    await expect(widget.launcher).toBeVisible()
    await widget.openButton.click()
    await expect(widget.visitorMessages).toHaveText(['When are you open?'])

    // Open while navigating to the page left out: it stays, until closed.
    await follow(page, 'Contact')
    await expect(widget.dialog).toBeVisible()
    await widget.say('Still here?')
    await expect(widget.visitorMessages).toHaveCount(2)
    await audit(page, 'an open chat on a page the rules leave out')
    await widget.dialog.getByRole('button', { name: 'Close chat' }).click()
    await expect(widget.dialog).toBeHidden()
    await expect(widget.launcher).toBeHidden()

    // The site's own way still opens it there.
    await page.evaluate(() => (window as unknown as { AgentChat: (command: string) => void }).AgentChat('open'))
    await expect(widget.dialog).toBeVisible()
    await expect(widget.visitorMessages).toHaveCount(2)
  })
})

test('on the real Turbo site of the journeys (Turbo Drive): away on the page left out, back on the others, without a page load', async ({
  page,
  host,
  mock,
  widget,
}) => {
  const site = spaSite(host, mock, 'turbo', { 'hide-on': '/spa/turbo/contact' })
  await page.goto(site.url('home'))
  await expect(widget.launcher).toBeVisible()
  // Set on this document: a page load would lose it.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
  await follow(page, 'Contact')
  await expect(widget.launcher).toBeHidden()
  await follow(page, 'About')
  await expect(widget.launcher).toBeVisible()
  await page.goBack()
  await expect(page.locator('h1')).toHaveText('Contact')
  await expect(widget.launcher).toBeHidden()
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
})

test.describe('data-devices', () => {
  for (const [devices, wide, narrow] of [
    ['desktop', true, false],
    ['mobile', false, true],
  ] as const) {
    test(`"${devices}": at 1280 px ${wide ? 'shown' : 'away'}, at 375 px ${narrow ? 'shown' : 'away'}, again as the window is resized across 640 px`, async ({
      page,
      embed,
      widget,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(embed({ attrs: { devices } }))
      await expect(widget.host).toBeAttached()
      const shown = (yes: boolean) => (yes ? expect(widget.launcher).toBeVisible() : expect(widget.launcher).toBeHidden())
      await shown(wide)
      await page.setViewportSize({ width: 375, height: 700 })
      await shown(narrow)
      await page.setViewportSize({ width: 1280, height: 800 })
      await shown(wide)
    })
  }

  test('a page loaded at 375 px with "desktop" fetches only the rules chunk', async ({ page, embed, widget, mock }) => {
    await page.setViewportSize({ width: 375, height: 700 })
    const files = chunkRequests(page, mock.origin)
    await page.goto(embed({ attrs: { devices: 'desktop' } }))
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1_000)
    await expect(widget.launcher).toBeHidden()
    expect(files).toEqual(['/rules'])
  })
})

test.describe("the teaser's triggers", () => {
  const long = '<main><h1>Pricing</h1>' + '<p>Plans and prices.</p>'.repeat(200) + '</main>'
  const bubble = (page: Page) => page.locator(`${SELECTORS.host} ${SELECTORS.teaserOpen}`)

  test('data-teaser-scroll="50": not before the visitor has scrolled half the page, then at once', async ({ page, embed, widget }) => {
    await page.goto(embed({ body: long, attrs: { 'teaser-scroll': '50', 'welcome-message': 'Questions about a plan?' } }))
    await expect(widget.launcher).toBeVisible()
    await page.waitForLoadState('networkidle')
    await page.mouse.wheel(0, 300)
    await page.waitForTimeout(500)
    await expect(bubble(page)).toHaveCount(0)
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight * 0.6))
    await expect(bubble(page)).toHaveText('Questions about a plan?')
  })

  test('data-teaser-exit="true": when the mouse leaves the page through its top edge, not through a side', async ({ page, embed, widget, browserName }) => {
    await page.goto(embed({ attrs: { 'teaser-exit': 'true', 'welcome-message': 'Before you go?' } }))
    await expect(widget.launcher).toBeVisible()
    await page.waitForLoadState('networkidle')
    // Once the chunk has started: its stylesheet is in the widget.
    await page.waitForFunction(
      (host) =>
        [...(document.querySelector(host)?.shadowRoot?.adoptedStyleSheets ?? [])].some((s) => [...s.cssRules].some((r) => r.cssText.startsWith('.teaser'))),
      SELECTORS.host,
    )
    await page.mouse.move(600, 300)
    // The browser's own mouseout, as it sends it when the pointer leaves the window (a headless one has no window edge
    // to cross): first out through the left side, then through the top.
    const leave = (x: number, y: number) =>
      page.evaluate(
        ({ clientX, clientY }) => document.documentElement.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientX, clientY, relatedTarget: null })),
        { clientX: x, clientY: y },
      )
    await leave(-1, 300)
    await page.waitForTimeout(300)
    await expect(bubble(page)).toHaveCount(0)
    await leave(600, -1)
    await expect(bubble(page)).toHaveText('Before you go?')
    console.log(`the exit teaser in ${browserName}: shown on a mouseout through the top edge`)
  })
})
