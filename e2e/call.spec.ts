// Calling the agent (data-phone), on the built files: on a 375 px phone with a
// touch screen the Call button is a tel: link of the digits (Chromium: Firefox
// over WebDriver BiDi has no isMobile and no touch emulation, so no coarse
// pointer to test with); on a desktop the card shows the number, Copy number
// copies it, and its QR code, read off the screen with a QR reader, decodes to
// the tel: address; the call event; axe on the card in light, dark and right
// to left; a refused number; which chunks are fetched, and when.
import type { Page } from '@playwright/test'
import jsQR from 'jsqr'
import { decode } from 'jpeg-js'
import { SELECTORS } from '../test/selectors'
import { audit, shot } from './audit'
import { expect, isChunkPath, test } from './fixtures'

const NUMBER = '+1 555 0100'
const TEL = 'tel:+15550100'
const PHONE = { phone: NUMBER, 'collect-visitor-name': 'false' }

/** Records the page's `call` events, from its first script on; returns how to read them. */
async function callEvents(page: Page): Promise<() => Promise<unknown[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __calls: unknown[]; AgentChat(...a: unknown[]): void }
    w.__calls = []
    // The stub of docs/embedding.md, so the listener is queued before the loader arrives.
    w.AgentChat =
      w.AgentChat ||
      function (...args: unknown[]) {
        const q = (w.AgentChat as unknown as { q?: unknown[] }).q ?? []
        ;(w.AgentChat as unknown as { q: unknown[] }).q = q
        q.push(args)
      }
    w.AgentChat('on', 'call', (e: unknown) => w.__calls.push(e))
  })
  return () => page.evaluate(() => (window as unknown as { __calls: unknown[] }).__calls)
}

test.describe('on a 375 px phone with a touch screen @chromium', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true })

  test('the Call button is a tel: link of the digits, named with the number as written; the menu item too; no QR chunk', async ({
    page,
    embed,
    widget,
    mock,
  }) => {
    const calls = await callEvents(page)
    await page.goto(embed({ attrs: { ...PHONE, phone: '+1 (555) 010-0100' } }))
    await widget.launcher.tap()
    const link = page.getByRole('link', { name: 'Call +1 (555) 010-0100' })
    await expect(link).toHaveAttribute('href', 'tel:+15550100100')
    await expect(link).toHaveAttribute('part', 'call-button')
    // Pressed, the phone's dialler takes over; here the page stays (the navigation to tel: is held back).
    await link.evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()))
    await link.tap()
    await expect.poll(calls).toEqual([{ method: 'dial', widgetKey: expect.any(String) as unknown }])
    await page.getByRole('button', { name: 'Conversation options' }).tap()
    await expect(page.getByRole('menuitem', { name: 'Call +1 (555) 010-0100' })).toHaveAttribute('href', 'tel:+15550100100')
    await expect(widget.host.locator(SELECTORS.callCard)).toHaveCount(0)
    expect(mock.served.filter(isChunkPath('call'))).toHaveLength(1)
    expect(mock.served.filter(isChunkPath('qr'))).toEqual([])
  })
})

test.describe('on a desktop', () => {
  test('the card: the number, Copy number copies it, the QR code decodes to the tel: address; the qr and copy events; the qr chunk fetched only now', async ({
    page,
    context,
    browserName,
    embed,
    widget,
    mock,
  }) => {
    // Firefox over BiDi cannot grant clipboard-read: there the note says what the copy did, and Chromium reads it back.
    if (browserName === 'chromium') await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const calls = await callEvents(page)
    await page.goto(embed({ attrs: PHONE }))
    await widget.openButton.click()
    const button = page.getByRole('button', { name: `Call ${NUMBER}` })
    await expect(button).toBeVisible()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(mock.served.filter(isChunkPath('call'))).toHaveLength(1)
    expect(mock.served.filter(isChunkPath('qr'))).toEqual([])
    await button.click()
    const card = page.getByRole('dialog', { name: 'Call us' })
    await expect(card).toBeVisible()
    await expect(card.locator(SELECTORS.callNumber)).toHaveText(NUMBER)
    await expect(page.getByRole('button', { name: 'Copy number' })).toBeFocused()
    const qr = page.getByRole('img', { name: `Scan with a phone to call ${NUMBER}` })
    await expect(qr).toBeVisible()
    expect(mock.served.filter(isChunkPath('qr'))).toHaveLength(1)

    // The code as the screen shows it, read by a QR reader.
    const { data, width, height } = decode(await qr.screenshot({ type: 'jpeg', quality: 100 }), { useTArray: true })
    expect(jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width, height)?.data).toBe(TEL)

    await page.getByRole('button', { name: 'Copy number' }).click()
    await expect(card.locator('.call-note')).toHaveText('Number copied')
    if (browserName === 'chromium') expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(NUMBER)
    await expect.poll(calls).toEqual([
      { method: 'qr', widgetKey: expect.any(String) as unknown },
      { method: 'copy', widgetKey: expect.any(String) as unknown },
    ])

    // Escape closes the card, not the panel; focus back on the Call button. Opened again, no second fetch.
    await page.keyboard.press('Escape')
    await expect(card).toHaveCount(0)
    await expect(widget.dialog).toBeVisible()
    await expect(button).toBeFocused()
    await button.click()
    await expect(qr).toBeVisible()
    expect(mock.served.filter(isChunkPath('qr'))).toHaveLength(1)
  })

  test("the menu's item opens the card; data-phone-label shows on the button, its name still says the number", async ({ page, embed, widget }) => {
    await page.goto(embed({ attrs: { ...PHONE, 'phone-label': 'Talk to our assistant' } }))
    await widget.openButton.click()
    const button = page.getByRole('button', { name: `Talk to our assistant, Call ${NUMBER}` })
    await expect(button).toHaveText('Talk to our assistant')
    await page.getByRole('button', { name: 'Conversation options' }).click()
    await page.getByRole('menuitem', { name: `Call ${NUMBER}` }).click()
    await expect(page.getByRole('dialog', { name: 'Call us' })).toBeVisible()
    await page.getByRole('button', { name: 'Close', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Conversation options' })).toBeFocused()
  })

  for (const [label, attrs, names] of [
    ['light', {}, { call: `Call ${NUMBER}`, title: 'Call us' }],
    ['dark', { theme: 'dark' }, { call: `Call ${NUMBER}`, title: 'Call us' }],
    ['right to left (Arabic)', { locale: 'ar' }, { call: `اتصل على ${NUMBER}`, title: 'اتصل بنا' }],
  ] as const) {
    test(`the card passes axe, ${label}`, async ({ page, embed, widget }) => {
      await page.goto(embed({ attrs: { ...PHONE, ...attrs } }))
      await widget.launcher.click()
      await page.getByRole('button', { name: names.call }).click()
      await expect(page.getByRole('dialog', { name: names.title })).toBeVisible()
      await expect(widget.host.locator(SELECTORS.callQr)).toBeVisible()
      await audit(page, `call card, ${label}`)
      // The number reads left to right in every language (`+1 555 0100`, not `0100 555 1+` in Arabic): its + is drawn left of its last digit.
      const [plus, last] = await widget.host.locator(`${SELECTORS.callNumber} bdi`).evaluate((bdi) => {
        const text = bdi.firstChild!
        const left = (i: number) => {
          const range = document.createRange()
          range.setStart(text, i)
          range.setEnd(text, i + 1)
          return range.getBoundingClientRect().left
        }
        return [left(0), left(text.textContent!.length - 1)]
      })
      expect(plus).toBeLessThan(last)
      await shot(page, `call-card-${label.split(' ')[0]}`)
    })
  }
})

test('a number that is not one warns once, naming data-phone, and shows no button', async ({ page, embed, widget, consoleMessages }) => {
  await page.goto(embed({ attrs: { ...PHONE, phone: 'javascript:alert(1)' } }))
  await widget.openButton.click()
  await expect(widget.message).toBeVisible()
  await expect
    .poll(() => consoleMessages.filter((m) => m.type() === 'warning').map((m) => m.text()))
    .toEqual(['[agent-chat] data-phone="javascript:alert(1)" is not valid; using the default ""'])
  await expect(widget.host.locator(SELECTORS.callButton)).toHaveCount(0)
  await page.getByRole('button', { name: 'Conversation options' }).click()
  await expect(page.getByRole('menuitem')).toHaveCount(3)
})

test('without data-phone: no call chunk, no Call button', async ({ page, embed, widget, mock }) => {
  await page.goto(embed({ attrs: { 'collect-visitor-name': 'false' } }))
  await widget.openButton.click()
  await expect(widget.message).toBeVisible()
  await expect(widget.host.locator(SELECTORS.callButton)).toHaveCount(0)
  expect(mock.served.filter(isChunkPath('call'))).toEqual([])
  expect(mock.served.filter(isChunkPath('qr'))).toEqual([])
})
