// The notice to accept (data-disclaimer), in Chromium: nothing reaches the
// service before the visitor presses I agree (the typed text stays in the
// box), the message goes once they agreed and press Send, a reload asks no
// more, the page hears the `disclaimer` event, and the notice passes axe
// (light, dark, right to left, 320 px, 200 % zoom).
import { audit } from './audit'
import { expect, KEY, test } from './fixtures'
import { SELECTORS } from '../test/selectors'

const TERMS = 'This chat is recorded and kept for 30 days. By chatting you accept our terms of use.'
const notice = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Before you chat' })
const agree = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'I agree' })

test('the notice holds every message until I agree, keeps the typed text, tells the page, and is not asked again after a reload', async ({
  page,
  embed,
  widget,
  mock,
}) => {
  const url = embed({ attrs: { 'collect-visitor-name': 'false', disclaimer: TERMS } })
  await page.goto(url)
  await page.evaluate(() => {
    const w = window as unknown as { agreed: unknown[]; AgentChat: (...a: unknown[]) => void }
    w.agreed = []
    w.AgentChat('on', 'disclaimer', (e: unknown) => w.agreed.push(e))
  })
  await widget.openButton.click()
  await expect(notice(page)).toBeVisible()
  await expect(notice(page)).toContainText(TERMS)
  await audit(page, 'disclaimer, light')

  await widget.say('Do you ship to Norway?')
  await widget.send.click()
  // Held: focus on the notice, which says why; the text is still in the box; the service heard nothing.
  await expect(notice(page)).toBeFocused()
  await expect(notice(page)).toHaveAccessibleDescription('Your message was not sent: please agree to this notice first.')
  await expect(widget.message).toHaveValue('Do you ship to Norway?')
  await expect(widget.visitorMessages).toHaveCount(0)
  await audit(page, 'disclaimer, a message held back')
  expect(mock.requests).toHaveLength(0)

  await agree(page).click()
  await expect(notice(page)).toHaveCount(0)
  await expect(widget.message).toBeFocused()
  await expect(widget.message).toHaveValue('Do you ship to Norway?')
  expect(mock.requests).toHaveLength(0)
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { agreed: unknown[] }).agreed))
    .toEqual([{ accepted: true, at: expect.stringMatching(/^\d{4}-/), widgetKey: KEY }])

  await widget.message.press('Enter')
  await expect(widget.visitorMessages).toHaveText(['Do you ship to Norway?'])
  await expect(widget.agentMessages.last()).toContainText(/ship|deliver/i)
  expect(mock.requests.filter((r) => r.body.includes('Do you ship to Norway?'))).toHaveLength(1)

  // The agreement is this visitor's: a reload shows no notice, and a message goes at once.
  await page.reload()
  await expect(widget.dialog).toBeVisible()
  await expect(widget.visitorMessages).toHaveText(['Do you ship to Norway?'])
  await expect(notice(page)).toHaveCount(0)
  await widget.say('And to Iceland?')
  await expect(widget.visitorMessages).toHaveText(['Do you ship to Norway?', 'And to Iceland?'])
  await expect.poll(() => mock.requests.filter((r) => r.body.includes('And to Iceland?')).length).toBe(1)
})

test('a starter question waits for the agreement too', async ({ page, embed, widget, mock }) => {
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false', disclaimer: TERMS, suggestions: 'Opening hours?|Shipping costs' } }))
  await widget.openButton.click()
  await page.getByRole('button', { name: 'Opening hours?' }).click()
  await expect(notice(page)).toBeFocused()
  expect(mock.requests).toHaveLength(0)
  await agree(page).click()
  await page.getByRole('button', { name: 'Opening hours?' }).click()
  await expect(widget.visitorMessages).toHaveText(['Opening hours?'])
})

test('the notice passes axe in dark mode, right to left, at 320 px and at 200 % zoom, nothing clipped', async ({ page, embed, widget, forget }) => {
  for (const [label, attrs, viewport, zoom] of [
    ['dark', { theme: 'dark' }, { width: 1280, height: 720 }, 1],
    ['right to left (Arabic)', { locale: 'ar' }, { width: 1280, height: 720 }, 1],
    ['320 px, with the pre-chat form', { 'collect-visitor-name': 'true' }, { width: 320, height: 568 }, 1],
    ['200 % zoom', {}, { width: 1280, height: 720 }, 2],
  ] as const) {
    await forget()
    await page.setViewportSize({ width: Math.round(viewport.width / zoom), height: Math.round(viewport.height / zoom) })
    await page.goto(embed({ attrs: { 'collect-visitor-name': 'false', disclaimer: TERMS.repeat(3), ...attrs } }))
    await widget.launcher.click()
    const region = widget.host.locator(SELECTORS.disclaimer)
    await expect(region).toBeVisible()
    await audit(page, `disclaimer, ${label}`)
    // The notice, its button and where the visitor types are all inside the viewport; nothing scrolls sideways.
    const out = await page.evaluate((s) => {
      const root = document.querySelector(s.host)!.shadowRoot!
      const found: string[] = []
      for (const sel of [s.disclaimer, s.close]) {
        const r = root.querySelector(sel)!.getBoundingClientRect()
        if (r.left < 0 || r.top < 0 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5 || r.width === 0) found.push(`${sel} ${JSON.stringify(r)}`)
      }
      const region = root.querySelector(s.disclaimer)!
      if (region.scrollWidth > region.clientWidth + 1) found.push('the notice scrolls sideways')
      return found
    }, SELECTORS)
    expect(out).toEqual([])
    // In a short panel a long notice scrolls inside itself: I agree is reached by the keyboard, and shown when focused.
    const accept = widget.host.locator(SELECTORS.disclaimerAccept)
    await accept.focus()
    await expect(accept).toBeInViewport()
    // The message box, or the form's first field, is on screen too (by selector: in Arabic its name is Arabic).
    await expect(widget.host.locator(label.includes('pre-chat') ? SELECTORS.name : SELECTORS.message)).toBeInViewport()
  }
})
