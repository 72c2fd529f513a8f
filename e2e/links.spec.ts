// The privacy and contact links (data-privacy-url, data-contact-url), in
// Chromium, against the built widget: the privacy policy beside the pre-chat
// form's fields and in the menu, opening in a new tab without opener or
// referrer; a javascript: URL refused with one warning and no link; "Contact
// a person" in the menu, in the offline notice and beside a message that
// could not be delivered; axe on the panel with the links (light, dark, right
// to left, 320 px, 200 % zoom).
import { audit } from './audit'
import { expect, test, type Widget } from './fixtures'
import { SELECTORS } from '../test/selectors'

const CONTACT = 'mailto:help@shop.example'

const privacyLinks = (widget: Widget) => widget.host.locator(SELECTORS.privacyLink)
const contactLinks = (widget: Widget) => widget.host.locator(SELECTORS.contactLink)

async function openMenu(widget: Widget) {
  await widget.host.locator(SELECTORS.menuButton).click()
  const menu = widget.host.locator(SELECTORS.menu)
  // Focus on the first item: from then on keys are the menu's (Escape closes it, not the panel).
  await expect(menu.getByRole('menuitem').first()).toBeFocused()
  return menu
}

test('the privacy link: beside the pre-chat form’s fields and in the menu, a new tab without opener or referrer', async ({ page, embed, widget, host }) => {
  await page.goto(embed({ attrs: { 'collect-visitor-email': 'true', 'privacy-url': '/privacy' } }))
  await widget.openButton.click()
  const inForm = widget.host.locator('form').getByRole('link', { name: 'Privacy policy (opens in a new tab)' })
  await expect(inForm).toBeVisible()
  // A path on the site, made absolute against the page's origin.
  await expect(inForm).toHaveAttribute('href', `${host.origin}/privacy`)
  await expect(inForm).toHaveAttribute('target', '_blank')
  await expect(inForm).toHaveAttribute('rel', 'noopener noreferrer')
  await audit(page, 'privacy link in the pre-chat form')

  // Followed, the policy opens in a tab of its own, which cannot reach back to the chat's page.
  host.set('/privacy', { html: '<!doctype html><title>Privacy</title><p>Our policy</p>' })
  const [policy] = await Promise.all([page.context().waitForEvent('page'), inForm.click()])
  await policy.waitForLoadState()
  expect(policy.url()).toBe(`${host.origin}/privacy`)
  expect(await policy.evaluate(() => [window.opener === null, document.referrer])).toEqual([true, ''])
  await policy.close()

  await widget.name.fill('Ada')
  await widget.email.fill('ada@example.com')
  await widget.start.click()
  const menu = await openMenu(widget)
  const item = menu.getByRole('menuitem', { name: 'Privacy policy (opens in a new tab)' })
  await expect(item).toHaveAttribute('href', `${host.origin}/privacy`)
  await expect(item).toHaveAttribute('target', '_blank')
  await expect(item).toHaveAttribute('rel', 'noopener noreferrer')
  // Reached with the keyboard like the other items: End, then it has focus.
  await page.keyboard.press('End')
  await expect(item).toBeFocused()
  await audit(page, 'privacy link in the menu')
})

test('a javascript: privacy URL is refused with one warning naming the setting; no link anywhere', async ({ page, embed, widget, consoleMessages }) => {
  await page.goto(embed({ attrs: { 'collect-visitor-email': 'true', 'privacy-url': 'javascript:alert(document.cookie)' } }))
  await widget.openButton.click()
  await expect(widget.email).toBeVisible()
  await expect
    .poll(() => consoleMessages.filter((m) => m.type() === 'warning').map((m) => m.text()))
    .toEqual(['[agent-chat] data-privacy-url="javascript:alert(document.cookie)" is not valid; using the default ""'])
  await widget.name.fill('Ada')
  await widget.email.fill('ada@example.com')
  await widget.start.click()
  const menu = await openMenu(widget)
  await expect(menu.getByRole('menuitem')).toHaveCount(3)
  await expect(widget.host.locator('a')).toHaveCount(0)
  // The setting travels as given and brings the links chunk, whose check refused it (the warning above is the chunk's).
  const files = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))
  expect(files.filter((f) => /\/links-[^/]*\.js$/.test(f))).toHaveLength(1)
})

test('the contact link: in the menu, in the offline notice and beside a message that could not be delivered', async ({ page, embed, widget, mock }) => {
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false', 'contact-url': CONTACT } }))
  await widget.openButton.click()
  await expect(widget.message).toBeVisible()
  // No privacy link where only the contact is set.
  await expect(privacyLinks(widget)).toHaveCount(0)

  const menu = await openMenu(widget)
  const item = menu.getByRole('menuitem', { name: 'Contact a person' })
  await expect(item).toHaveAttribute('href', CONTACT)
  // mailto: hands over to the mail app: no new tab.
  await expect(item).not.toHaveAttribute('target', /.*/)
  await page.keyboard.press('Escape')

  // The service unreachable: the offline notice, with the contact.
  mock.inject({ fault: 'status', status: 503, times: 10 })
  await widget.say('Are you there?')
  await expect(widget.notices.first()).toBeVisible()
  const inNotice = widget.notices.first().getByRole('link', { name: 'Contact a person' })
  await expect(inNotice).toHaveAttribute('href', CONTACT)
  await audit(page, 'contact link in the offline notice')

  // Refused (4xx): failed at once, the contact beside Retry.
  mock.reset()
  mock.inject({ fault: 'status', status: 400, times: 1 })
  await widget.say('Hello?')
  const failed = widget.host.locator(`${SELECTORS.visitorMessages}[data-status="failed"]`).last()
  await expect(failed).toBeVisible()
  const beside = failed.getByRole('link', { name: 'Contact a person' })
  await expect(beside).toHaveAttribute('href', CONTACT)
  await expect(failed.getByRole('button', { name: 'Retry' })).toBeVisible()
  await audit(page, 'contact link beside an undelivered message')
})

test('without either setting nothing changes: no links, no chunk', async ({ page, embed, widget, mock }) => {
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' } }))
  await widget.openButton.click()
  mock.inject({ fault: 'status', status: 400, times: 1 })
  await widget.say('Hello?')
  await expect(widget.host.locator(`${SELECTORS.visitorMessages}[data-status="failed"]`)).toBeVisible()
  await expect(contactLinks(widget)).toHaveCount(0)
  await expect(widget.host.locator('a')).toHaveCount(0)
  const files = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))
  expect(files.filter((f) => /\/links-[^/]*\.js$/.test(f))).toEqual([])
})

for (const [label, attrs, viewport] of [
  ['dark', { theme: 'dark' }, undefined],
  ['right to left (Arabic)', { locale: 'ar' }, undefined],
  ['320 px wide', {}, { width: 320, height: 568 }],
  // 1280 × 720 at 200 %: the same CSS pixels as a 640 × 360 window.
  ['200 % zoom', {}, { width: 640, height: 360 }],
] as const) {
  test(`the links pass axe and stay on screen: ${label}`, async ({ page, embed, widget, mock }) => {
    if (viewport) await page.setViewportSize(viewport)
    await page.goto(embed({ attrs: { 'collect-visitor-email': 'true', 'privacy-url': '/privacy', 'contact-url': CONTACT, ...attrs } }))
    await widget.launcher.click()
    const form = widget.host.locator('form')
    await expect(form.locator(SELECTORS.privacyLink)).toBeVisible()
    if ('locale' in attrs) await expect(form.locator(SELECTORS.privacyLink)).toHaveText('سياسة الخصوصية (يُفتح في علامة تبويب جديدة)')
    await audit(page, `links in the form, ${label}`)
    await form.locator('input').first().fill('Ada')
    await form.locator('input').nth(1).fill('ada@example.com')
    await form.locator('button').click()
    mock.inject({ fault: 'status', status: 503, times: 10 })
    await widget.host.locator(SELECTORS.message).fill('Hello?')
    await widget.host.locator(SELECTORS.message).press('Enter')
    await expect(widget.notices.first().locator(SELECTORS.contactLink)).toBeVisible()
    await openMenu(widget)
    await expect(widget.host.locator(`${SELECTORS.menu} ${SELECTORS.privacyLink}`)).toBeVisible()
    await audit(page, `links in the notice and the menu, ${label}`)
    // Nothing of the links outside the viewport, nothing scrolling sideways.
    const outside = await page.evaluate((s) => {
      const root = document.querySelector(s.host)!.shadowRoot!
      return [...root.querySelectorAll(`${s.privacyLink}, ${s.contactLink}`)]
        .map((a) => a.getBoundingClientRect())
        .filter((r) => r.left < 0 || r.right > innerWidth + 0.5 || r.width === 0)
        .map((r) => JSON.stringify(r))
    }, SELECTORS)
    expect(outside).toEqual([])
  })
}
