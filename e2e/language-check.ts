// Shared by the language specs (every catalogue in Chromium, the right-to-left
// four in Firefox too): each language's texts as the widget should show them,
// and what on screen overflows its box.
import type { Page } from '@playwright/test'
import { LANGUAGES } from '../scripts/catalogues'
import { MAIN_PARTS, RTL_SCRIPTS, type Translation } from '../src/shared/texts/parts'
import { CHUNK_PARTS } from '../src/shared/texts/chunk-parts'
import { SELECTORS } from '../test/selectors'
import { expect, type Widget } from './fixtures'

/** Every language the widget speaks, English (built in) first, with its texts by part. */
export const EVERY_LANGUAGE: ReadonlyArray<{ tag: string; script: string; rtl: boolean; texts: Translation }> = [
  { tag: 'en', script: 'Latn', rtl: false, texts: { ...MAIN_PARTS, ...CHUNK_PARTS } },
  ...LANGUAGES.map((file) => ({ tag: file.tag, script: file.script, rtl: RTL_SCRIPTS.includes(file.script), texts: file.texts })),
]

export const languageOf = (tag: string) => EVERY_LANGUAGE.find((l) => l.tag === tag)!

/**
 * Every text the widget draws that does not fit its box: a text wider or
 * taller than the element that holds it, an element cut by its own overflow
 * (an ellipsis), or one outside the viewport. Text for screen readers only
 * (one pixel, clipped by design) is left out.
 */
export function overflows(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ host, srOnly }) => {
      const problems: string[] = []
      const root = document.querySelector(host)!.shadowRoot!
      const width = document.documentElement.clientWidth
      for (const el of root.querySelectorAll<HTMLElement>('*')) {
        if (el.closest(srOnly) || !el.getClientRects().length) continue
        const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())
        if (!hasText) continue
        const box = el.getBoundingClientRect()
        const range = document.createRange()
        range.selectNodeContents(el)
        const text = range.getBoundingClientRect()
        const name = `${el.tagName.toLowerCase()}.${el.className || el.getAttribute('part') || ''} "${el.textContent.trim().slice(0, 40)}"`
        const style = getComputedStyle(el)
        if (text.left < box.left - 1 || text.right > box.right + 1)
          problems.push(`${name}: text ${Math.round(text.width)} px wide in a ${Math.round(box.width)} px box`)
        if (style.overflowY !== 'visible' && text.bottom > box.bottom + 1 && el.scrollHeight > el.clientHeight + 1)
          problems.push(`${name}: text ${Math.round(text.height)} px tall in a ${Math.round(box.height)} px box`)
        if (style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1) problems.push(`${name}: cut (${el.scrollWidth} px in ${el.clientWidth} px)`)
        if (box.left < -1 || box.right > width + 1)
          problems.push(`${name}: outside the viewport (${Math.round(box.left)}–${Math.round(box.right)} px of ${width})`)
      }
      return problems
    },
    { host: SELECTORS.host, srOnly: SELECTORS.srOnly },
  )
}

/**
 * Opens the widget in `tag` (data-locale), checks that the launcher, the
 * panel, the AI notice and the menu show that language's texts, and that
 * nothing overflows in each state. Returns the dialog.
 */
export async function checkLanguage(page: Page, widget: Widget, tag: string) {
  const { texts, rtl } = languageOf(tag)
  const root = widget.host.locator(SELECTORS.root)
  const launcher = page.getByRole('button', { name: texts.launcher.openChat, exact: true })
  await expect(launcher).toBeVisible()
  await expect(root).toHaveAttribute('lang', tag)
  await expect(root).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr')
  expect(await overflows(page), `${tag}: the launcher`).toEqual([])

  await launcher.click()
  // The service's defaults in this language: the site set none.
  const dialog = page.getByRole('dialog', { name: texts.defaults.widgetName, exact: true })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(texts.defaults.welcomeMessage, { exact: true })).toBeVisible()
  await expect(widget.host.locator(SELECTORS.aiNotice)).toHaveText(texts.panel.aiNotice)
  const box = page.getByRole('textbox', { name: texts.panel.message, exact: true })
  await expect(box).toBeFocused()
  await expect(box).toHaveAttribute('placeholder', texts.panel.messagePlaceholder)
  await expect(page.getByRole('button', { name: texts.panel.send, exact: true })).toBeVisible()
  await expect(dialog.getByRole('button', { name: texts.launcher.closeChat, exact: true })).toBeVisible()
  expect(await overflows(page), `${tag}: the panel`).toEqual([])

  await page.getByRole('button', { name: texts.panel.conversationOptions, exact: true }).click()
  await expect(page.getByRole('menuitem')).toHaveText([texts.menu.newConversation, texts.menu.earlierConversations, texts.menu.downloadEmpty])
  expect(await overflows(page), `${tag}: the menu`).toEqual([])
  // Escape closes the menu only once focus is in it (it moves there as the menu opens); sooner, it would close the panel.
  await expect(page.getByRole('menuitem').first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expect(page.getByRole('button', { name: texts.panel.conversationOptions, exact: true })).toBeFocused()
  await expect(dialog).toBeVisible()
  return dialog
}
