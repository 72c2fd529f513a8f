// Every catalogue in Chromium at 320 px wide (as at 200 % zoom of a 640 px
// window, or 400 % of a 1280 px one): the built widget in that language, its
// launcher, panel, AI notice and menu in its words, nothing cut or
// overflowing; and axe in light and dark in one language of each script
// family the catalogues use. The right-to-left four also run in Firefox
// (e2e/right-to-left.spec.ts).
import { audit } from './audit'
import { expect, test } from './fixtures'
import { checkLanguage, EVERY_LANGUAGE, languageOf, overflows } from './language-check'

test.use({ viewport: { width: 320, height: 640 } })

for (const { tag } of EVERY_LANGUAGE) {
  test(`${tag}: its texts, the service's defaults in it, nothing overflows at 320 px`, async ({ page, embed, widget }) => {
    // The page is English; data-locale asks for the language.
    await page.goto(embed({ attrs: { locale: tag, 'collect-visitor-name': 'false' } }))
    await checkLanguage(page, widget, tag)
  })
}

/** One language per script: Latin, Cyrillic, Greek, Arabic, Hebrew, Devanagari, Tamil, Thai, Han, Hangul. */
const SAMPLE = ['de', 'ru', 'el', 'ar', 'he', 'hi', 'ta', 'th', 'zh-Hans', 'ko']

test('the sample covers ten scripts', () => {
  expect(new Set(SAMPLE.map((tag) => languageOf(tag).script))).toEqual(
    new Set(['Latn', 'Cyrl', 'Grek', 'Arab', 'Hebr', 'Deva', 'Taml', 'Thai', 'Hans', 'Kore']),
  )
})

for (const tag of SAMPLE) {
  for (const theme of ['light', 'dark']) {
    test(`axe: ${tag}, ${theme}, at 320 px`, async ({ page, embed, widget }) => {
      await page.goto(embed({ attrs: { locale: tag, theme, 'collect-visitor-name': 'false' } }))
      const { texts } = languageOf(tag)
      await expect(page.getByRole('button', { name: texts.launcher.openChat, exact: true })).toBeVisible()
      await audit(page, `${tag} ${theme}: launcher`)
      await widget.launcher.click()
      await expect(page.getByRole('dialog', { name: texts.defaults.widgetName, exact: true })).toBeVisible()
      await audit(page, `${tag} ${theme}: panel`)
    })
  }
}

test('the overflow check finds a text wider than a 320 px screen (so it can fail)', async ({ page, embed, widget }) => {
  await page.goto(embed({ attrs: { 'launcher-label': 'W'.repeat(40) } }))
  await expect(widget.launcher).toBeVisible()
  expect(await overflows(page)).toEqual([expect.stringMatching(/^span\.launcher-label "W+": outside the viewport/)])
})
