// The notice's texts travel with its chunk, not in the language's main file:
// every language the widget has must have them, each text written out (not
// English left behind), or a German page would show "I agree" under a German notice.
import { describe, expect, it } from 'vitest'
import { catalogues } from '../../scripts/catalogues'
import { partByLanguage } from '../helpers/chunk-texts'
import { disclaimerStrings } from '../../src/shared/texts/en'
import { MAX_TEXT } from '../../src/shared/texts/apply'

const DISCLAIMER_TEXTS = partByLanguage('disclaimer')

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
