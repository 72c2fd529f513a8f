// The notice's texts ship with its chunk, not in the language files: every
// language the widget has must be there, each text written out (not English
// left behind), or a German page would show "I agree" under a German notice.
import { describe, expect, it } from 'vitest'
import { catalogues } from '../../scripts/catalogues'
import { DISCLAIMER_TEXTS } from '../../src/disclaimer/texts'
import { disclaimerStrings } from '../../src/shared/texts/en'
import { MAX_TEXT } from '../../src/shared/texts/apply'

describe("the disclaimer chunk's texts", () => {
  it('cover exactly the languages that have a language file', () => {
    expect(Object.keys(DISCLAIMER_TEXTS).sort()).toEqual(Object.keys(catalogues).sort())
  })

  it.each(Object.entries(DISCLAIMER_TEXTS))('%s: every key, translated, within the texts’ limit', (_, texts) => {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(disclaimerStrings).sort())
    for (const [key, text] of Object.entries(texts)) {
      expect(text.trim()).not.toBe('')
      expect(text.length).toBeLessThanOrEqual(MAX_TEXT)
      expect(text).not.toBe(disclaimerStrings[key as keyof typeof disclaimerStrings])
    }
  })
})
