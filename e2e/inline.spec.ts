// Inline mode in Chromium (data-container, or the widget's element placed by
// the site): in the page's flow, not fixed; no focus taken and no scroll as
// the page loads; the panel fetched only when the container nears the
// viewport; the same conversation as the corner widget on another page of the
// site; Escape does not close it and Tab leaves it; a selector that matches
// nothing warns once and leaves the corner widget; a container added later and
// removed again moves the one widget, the conversation kept; axe in light,
// dark, right to left and 320 px.
import type { Page } from '@playwright/test'
import { SELECTORS } from '../test/selectors'
import { audit } from './audit'
import { expect, isChunkPath, KEY, test, type Widget } from './fixtures'

/** A help page: text, then the site's container further down, then a link after it. */
const HELP_BODY = `<main><h1>Help</h1><p>Some text of the help page.</p><div style="height:1600px"></div>
<section id="help-chat" style="width:420px;height:560px"></section><p><a href="#after" id="after">After the chat</a></p></main>`
/** A help page whose container is at the top: the panel is wanted at once. */
const TOP_BODY = `<main><h1>Help</h1><section id="help-chat" style="width:420px;height:560px"></section><p><a href="#after" id="after">After the chat</a></p></main>`
const NO_FORM = { 'collect-visitor-name': 'false' }

/** The widget's files the page asked for, by path. */
function widgetFiles(page: Page) {
  const paths: string[] = []
  page.on('request', (r) => paths.push(new URL(r.url()).pathname))
  return { panel: () => paths.filter(isChunkPath('panel')), inline: () => paths.filter(isChunkPath('inline')) }
}

const inContainer = (widget: Widget) => widget.page.locator(`#help-chat ${SELECTORS.host}`)

test('in a container: in the flow, no focus taken, no scroll, the panel fetched only as the container nears the viewport', async ({ page, embed, widget }) => {
  const files = widgetFiles(page)
  await page.goto(embed({ path: '/help/long.html', body: HELP_BODY, attrs: { container: '#help-chat', ...NO_FORM } }))
  await expect(inContainer(widget)).toHaveCount(1)
  await expect.poll(() => files.inline().length).toBe(1)
  // Not near yet: nothing of the panel, the page where it was, focus on the page.
  await page.waitForTimeout(800)
  expect(files.panel()).toEqual([])
  expect(await page.evaluate(() => [scrollY, document.activeElement === document.body])).toEqual([0, true])
  await expect(widget.launcher).toBeHidden()
  // Scrolled towards it: the panel arrives, fills the container, takes nothing.
  await page.evaluate(() => window.scrollTo(0, 1100))
  await expect(widget.dialog).toBeVisible()
  expect(files.panel()).toHaveLength(1)
  const placed = await page.evaluate((s) => {
    const host = document.querySelector(s.host)!
    const panel = host.shadowRoot!.querySelector(s.panel)!
    const box = document.querySelector('#help-chat')!.getBoundingClientRect()
    const rect = panel.getBoundingClientRect()
    return {
      hostPosition: getComputedStyle(host).position,
      panelPosition: getComputedStyle(panel).position,
      fills: Math.abs(rect.width - box.width) < 1 && Math.abs(rect.height - box.height) < 1 && Math.abs(rect.top - box.top) < 1,
      modal: panel.getAttribute('aria-modal'),
      scrollY,
      focusOnPage: document.activeElement === document.body,
    }
  }, SELECTORS)
  expect(placed).toEqual({ hostPosition: 'relative', panelPosition: 'absolute', fills: true, modal: null, scrollY: 1100, focusOnPage: true })
  // Nothing to close it with, nothing to expand.
  await expect(widget.host.locator(SELECTORS.close)).toBeHidden()
  await expect(widget.host.locator(SELECTORS.expand)).toBeHidden()
})

test("a visitor who expanded the corner panel finds it the container's size inline, and expanded again in the corner", async ({ page, embed, widget }) => {
  await page.goto(embed({ path: '/shop/x.html', attrs: NO_FORM }))
  await widget.openAndStart()
  await widget.host.locator(SELECTORS.expand).click()
  await expect(widget.host.locator(SELECTORS.expand)).toHaveAttribute('aria-label', 'Collapse')
  await widget.launcher.click()
  await page.goto(embed({ path: '/help/x.html', body: TOP_BODY, attrs: { container: '#help-chat', ...NO_FORM } }))
  await expect(widget.message).toBeVisible()
  const fits = await page.evaluate((s) => {
    const panel = document.querySelector(s.host)!.shadowRoot!.querySelector(s.panel)!.getBoundingClientRect()
    const box = document.querySelector('#help-chat')!.getBoundingClientRect()
    return Math.abs(panel.width - box.width) < 1 && Math.abs(panel.height - box.height) < 1
  }, SELECTORS)
  expect(fits).toBe(true)
  await page.goto(embed({ path: '/shop/y.html', attrs: NO_FORM }))
  await widget.launcher.click()
  await expect(widget.host.locator(SELECTORS.expand)).toHaveAttribute('aria-label', 'Collapse')
})

test('Escape does not close it, Tab moves out of it; the conversation works inline', async ({ page, embed, widget }) => {
  await page.goto(embed({ body: TOP_BODY, attrs: { container: '#help-chat', ...NO_FORM } }))
  await expect(widget.message).toBeVisible()
  await widget.say('When are you open?')
  await expect(widget.agentMessages).toHaveCount(2)
  await widget.message.focus()
  await page.keyboard.press('Escape')
  await expect(widget.dialog).toBeVisible()
  await expect(widget.message).toBeFocused()
  // Tab from the panel's last control goes on to the page: no trap.
  await widget.send.focus()
  await page.keyboard.press('Tab')
  await expect(page.locator('#after')).toBeFocused()
})

test('the same conversation as the corner widget on another page, and back; the corner stays as the visitor left it', async ({ page, embed, widget }) => {
  await page.goto(embed({ path: '/shop/a.html', attrs: NO_FORM }))
  await widget.openAndStart()
  await widget.say('Hello from the shop')
  await expect(widget.agentMessages).toHaveCount(2)
  // Closed in the corner before leaving.
  await widget.launcher.click()
  await expect(widget.dialog).toHaveCount(0)
  await page.goto(embed({ path: '/help/index.html', body: TOP_BODY, attrs: { container: '#help-chat', ...NO_FORM } }))
  await expect(inContainer(widget).locator(SELECTORS.visitorBubbles)).toHaveText(['Hello from the shop'])
  await widget.say('And from the help page')
  await expect(widget.agentMessages).toHaveCount(3)
  await page.goto(embed({ path: '/shop/b.html', attrs: NO_FORM }))
  await expect(widget.launcher).toBeVisible()
  // Still closed in the corner: the inline panel did not open it.
  await page.waitForTimeout(500)
  await expect(widget.dialog).toHaveCount(0)
  // The replies read inline are not unread in the corner.
  await expect(widget.launcher).toHaveAttribute('aria-label', 'Open chat')
  await widget.launcher.click()
  await expect(widget.visitorMessages).toHaveText(['Hello from the shop', 'And from the help page'])
})

test('a selector that matches nothing: one warning naming data-container, the corner widget', async ({ page, embed, widget, consoleMessages }) => {
  await page.goto(embed({ attrs: { container: '#no-such-element', ...NO_FORM } }))
  await expect(widget.launcher).toBeVisible()
  await expect.poll(() => consoleMessages.filter((m) => m.text().includes('data-container')).length).toBe(1)
  const warning = consoleMessages.find((m) => m.text().includes('data-container'))!
  expect(warning.type()).toBe('warning')
  expect(warning.text()).toContain('"#no-such-element" matches no element')
  await widget.openAndStart()
  await expect(widget.dialog).toBeVisible()
})

test('an invalid selector: one warning naming data-container, the corner widget', async ({ page, embed, widget, consoleMessages }) => {
  await page.goto(embed({ attrs: { container: 'div[', ...NO_FORM } }))
  await expect(widget.launcher).toBeVisible()
  await expect.poll(() => consoleMessages.filter((m) => m.text().includes('data-container')).length).toBe(1)
  expect(consoleMessages.find((m) => m.text().includes('data-container'))!.text()).toContain('is not a valid CSS selector')
})

test('a container added later and removed again: one widget at all times, the conversation kept', async ({ page, embed, widget }) => {
  await page.goto(embed({ attrs: { container: '#help-chat', ...NO_FORM } }))
  await widget.openAndStart()
  await widget.say('Before the help route')
  await expect(widget.agentMessages).toHaveCount(2)
  // The single-page app's help route renders its container.
  await page.evaluate(() => {
    const section = document.createElement('section')
    section.id = 'help-chat'
    section.style.cssText = 'width:420px;height:560px'
    document.querySelector('main')!.append(section)
  })
  await expect(inContainer(widget)).toHaveCount(1)
  await expect(page.locator(SELECTORS.host)).toHaveCount(1)
  await expect(inContainer(widget).locator(SELECTORS.visitorBubbles)).toHaveText(['Before the help route'])
  await widget.say('On the help route')
  await expect(widget.agentMessages).toHaveCount(3)
  // And away from it: back to the corner, nothing lost.
  await page.evaluate(() => document.querySelector('#help-chat')!.remove())
  await expect(page.locator(SELECTORS.host)).toHaveCount(1)
  await expect(widget.launcher).toBeVisible()
  // The corner's panel was open when the route came: open again, with both messages.
  await expect(widget.dialog).toBeVisible()
  await expect(widget.visitorMessages).toHaveText(['Before the help route', 'On the help route'])
})

test("the widget's own element placed by the site is filled, without data-container", async ({ page, embed }) => {
  await page.goto(
    embed({
      body: `<main><h1>Help</h1><agent-chat-widget data-widget-key="${KEY}" style="display:block;width:400px;height:520px"></agent-chat-widget></main>`,
      attrs: NO_FORM,
    }),
  )
  const own = page.locator(`${SELECTORS.host}[data-widget-key] > ${SELECTORS.host}`)
  await expect(own).toHaveCount(1)
  await expect(own.locator(SELECTORS.message)).toBeVisible()
  await expect(own.locator(SELECTORS.launcher)).toBeHidden()
})

for (const [label, attrs, viewport] of [
  ['light', {}, undefined],
  ['dark', { theme: 'dark' }, undefined],
  ['right to left (Arabic)', { locale: 'ar' }, undefined],
  ['320 px wide', {}, { width: 320, height: 568 }],
] as const) {
  test(`inline passes axe: ${label}`, async ({ page, embed, widget }) => {
    if (viewport) await page.setViewportSize(viewport)
    const body = TOP_BODY.replace('width:420px;height:560px', viewport ? 'height:480px' : 'width:420px;height:560px')
    await page.goto(embed({ body, attrs: { container: '#help-chat', ...NO_FORM, ...attrs } }))
    const message = widget.host.locator(SELECTORS.message)
    await message.fill('Hello')
    await message.press('Enter')
    await expect(widget.agentMessages).toHaveCount(2)
    await audit(page, `inline, ${label}`)
    // Nothing of the panel outside the viewport's width.
    const right = await page.evaluate((s) => document.querySelector(s.host)!.shadowRoot!.querySelector(s.panel)!.getBoundingClientRect().right, SELECTORS)
    expect(right).toBeLessThanOrEqual(viewport?.width ?? 1280)
  })
}
