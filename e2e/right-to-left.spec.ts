// The languages written right to left (Arabic, Hebrew, Persian, Urdu), in
// Chromium and Firefox at 320 px: each one's texts, nothing overflowing, and
// the widget mirrored inside its own element only, as Arabic has always been
// (e2e/languages.spec.ts): the close button left of the title, Send left of
// the message box, the visitor's bubble on the left, the agent's on the right.
import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures'
import { checkLanguage, EVERY_LANGUAGE, overflows } from './language-check'

test.use({ viewport: { width: 320, height: 640 } })

const RIGHT_TO_LEFT = EVERY_LANGUAGE.filter((l) => l.rtl)

test('are Arabic, Hebrew, Persian and Urdu', () => {
  expect(RIGHT_TO_LEFT.map((l) => l.tag).sort()).toEqual(['ar', 'fa', 'he', 'ur'])
})

for (const { tag, texts } of RIGHT_TO_LEFT) {
  test(`${tag}: its texts, mirrored inside the widget only, nothing overflows`, async ({ page, embed, widget }) => {
    await page.goto(embed({ attrs: { locale: tag, 'collect-visitor-name': 'false' } }))
    const dialog = await checkLanguage(page, widget, tag)
    // The host page keeps its own direction.
    expect(await page.evaluate(() => [document.documentElement.dir, getComputedStyle(document.body).direction])).toEqual(['', 'ltr'])

    const box = page.getByRole('textbox', { name: texts.panel.message, exact: true })
    await box.fill('opening hours?')
    await box.press('Enter')
    await expect(widget.agentMessages).toHaveCount(2)
    const x = async (locator: Locator) => (await locator.boundingBox())!.x
    expect(await x(dialog.getByRole('button', { name: texts.launcher.closeChat, exact: true }))).toBeLessThan(await x(dialog.getByRole('heading')))
    expect(await x(page.getByRole('button', { name: texts.panel.send, exact: true }))).toBeLessThan(await x(box))
    expect(await x(widget.visitorMessages.last())).toBeLessThan(await x(widget.agentMessages.last()))
    expect(await overflows(page), `${tag}: the conversation`).toEqual([])
  })
}
