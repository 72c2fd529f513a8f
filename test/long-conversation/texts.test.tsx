// A long conversation's controls' texts ship with their chunk, not in the
// language files: every language the widget has must be there, each text
// written out (not English left behind); the interface's language picks them,
// and the site's texts go over them.
import { h } from 'preact'
import { cleanup, render, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it } from 'vitest'
import { catalogues } from '../../scripts/catalogues'
import { createLongConversation } from '../../src/long-conversation/long-conversation'
import { MAX_TEXT } from '../../src/shared/texts/apply'
import { longConversationStrings } from '../../src/shared/texts/en'
import type { ChunkContext } from '../../src/shared/chunks/panel-chunks'
import { chunkTexts, partByLanguage } from '../helpers/chunk-texts'

const LONG_CONVERSATION_TEXTS = partByLanguage('long-conversation')

afterEach(cleanup)

/** The chunk made as the panel makes it, in `lang`, with `catalogue` (the site's texts) over it; both controls drawn, New messages showing. */
function drawn(lang: string, catalogue?: unknown) {
  const ui = createLongConversation(
    { kit: { h }, model: { ui: { lang } }, catalogue, adopt: () => {} } as unknown as ChunkContext,
    chunkTexts(longConversationStrings, 'long-conversation', lang, catalogue),
  )
  render(
    <div>
      <ui.Earlier show={() => {}} />
      <ui.Jump unseen jump={() => {}} />
    </div>,
  )
  return screen.getAllByRole('button').map((b) => b.textContent)
}

describe("the long-conversation chunk's texts", () => {
  it('cover exactly the languages that have a language file', () => {
    expect(Object.keys(LONG_CONVERSATION_TEXTS).sort()).toEqual(Object.keys(catalogues).sort())
  })

  it.each(Object.entries(LONG_CONVERSATION_TEXTS))('%s: every key, translated, within the texts’ limit, no markup', (_, texts) => {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(longConversationStrings).sort())
    for (const [key, text] of Object.entries(texts)) {
      expect(text.trim(), key).not.toBe('')
      expect(text.length, key).toBeLessThanOrEqual(MAX_TEXT)
      expect(text, key).not.toBe(longConversationStrings[key as keyof typeof longConversationStrings])
      expect(text, key).not.toMatch(/[<>]/)
    }
  })

  it('are in the interface’s language (its region ignored), English where it has none', () => {
    expect(drawn('de-AT')).toEqual(['Frühere Nachrichten anzeigen', 'Neue Nachrichten'])
    cleanup()
    expect(drawn('ku')).toEqual(['Show earlier messages', 'New messages'])
  })

  it('the site’s texts go over the language’s; non-texts are ignored', () => {
    expect(drawn('fr', { earlierMessages: 'Plus ancien', newMessages: 42 })).toEqual(['Plus ancien', 'Nouveaux messages'])
  })
})
