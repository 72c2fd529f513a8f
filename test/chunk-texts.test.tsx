// The texts of the chunks the panel loads only in some cases (starter
// questions, feedback, a rich reply, the teaser) ship with their chunk in
// every language, not in the language files: each language must be there with
// every key written out, and each chunk must show its own translation, under
// the site's texts.
import { cleanup, render } from '@testing-library/preact'
import { h } from 'preact'
import { useEffect, useRef, useState } from 'preact/hooks'
import { afterEach, describe, expect, it } from 'vitest'
import { catalogues, LANGUAGES } from '../scripts/catalogues'
import { createFeedback } from '../src/feedback/feedback'
import { createRenderer } from '../src/markdown/render'
import { MAX_TEXT } from '../src/shared/texts/apply'
import { copyStrings, feedbackStrings, markdownStrings, suggestionsStrings, teaserStrings } from '../src/shared/texts/en'
import type { ChunkContext } from '../src/shared/chunks/panel-chunks'
import { createSuggestions } from '../src/suggestions/suggestions'
import { testConfig } from './helpers/model'
import { chunkTexts, partByLanguage } from './helpers/chunk-texts'

const LOANS = Object.fromEntries(LANGUAGES.map((file) => [file.tag, file.loans]))

const FEEDBACK_TEXTS = partByLanguage('feedback')
const MARKDOWN_TEXTS = partByLanguage('markdown')
const SUGGESTIONS_TEXTS = partByLanguage('suggestions')
const TEASER_TEXTS = partByLanguage('teaser')

const GROUPS: Array<[string, Record<string, Record<string, string>>, Record<string, string>]> = [
  ['suggestions', SUGGESTIONS_TEXTS, suggestionsStrings],
  ['feedback', FEEDBACK_TEXTS, feedbackStrings],
  // "Copied" is the panel's own text, in the language files.
  ['markdown', MARKDOWN_TEXTS, { copyCode: markdownStrings.copyCode, code: markdownStrings.code, table: markdownStrings.table }],
  ['teaser', TEASER_TEXTS, teaserStrings],
]

/** Words a language writes as English does: not English left behind. */

describe.each(GROUPS)("the %s chunk's own texts", (_chunk, texts, english) => {
  it('cover exactly the languages that have a language file', () => {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(catalogues).sort())
  })

  it.each(Object.keys(catalogues))('%s: every key, translated, non-blank, no markup, within the texts’ limit', (lang) => {
    expect(Object.keys(texts[lang]!).sort()).toEqual(Object.keys(english).sort())
    for (const [key, text] of Object.entries(texts[lang]!)) {
      expect(text.trim(), key).not.toBe('')
      expect(text, key).not.toMatch(/[<>]/)
      expect(text.length, key).toBeLessThanOrEqual(MAX_TEXT)
      // The same as English only where the language's file lists it as a deliberate loan.
      if (!LOANS[lang]!.includes(text)) expect(text, key).not.toBe(english[key])
    }
  })
})

afterEach(cleanup)

function context(lang: string, catalogue?: unknown) {
  return {
    kit: { h, useEffect, useRef, useState },
    config: testConfig({ suggestions: 'Do you ship?' }),
    model: { ui: { lang } },
    catalogue,
    adopt: () => {},
  } as unknown as ChunkContext
}

describe('each chunk shows its own translation for the interface’s language (region ignored), the site’s texts over it', () => {
  it('suggestions', () => {
    const { Suggestions } = createSuggestions(context('pt-BR'), chunkTexts(suggestionsStrings, 'suggestions', 'pt-BR'))
    const { getByRole } = render(<Suggestions questions={['Do you ship?']} onPick={() => true} />)
    expect(getByRole('group').getAttribute('aria-label')).toBe('Perguntas sugeridas')
    const site = createSuggestions(context('pt-BR'), chunkTexts(suggestionsStrings, 'suggestions', 'pt-BR', { suggestedQuestions: 'Try these' }))
    cleanup()
    expect(
      render(<site.Suggestions questions={['x']} onPick={() => true} />)
        .getByRole('group')
        .getAttribute('aria-label'),
    ).toBe('Try these')
  })

  it('feedback', () => {
    const { Rate } = createFeedback(context('ar'), chunkTexts(feedbackStrings, 'feedback', 'ar'))
    const message = { id: 'a1', role: 'agent', text: 'Yes', at: 0 } as never
    const { getAllByRole } = render(<div>{Rate({ message }) as never}</div>)
    expect(getAllByRole('button').map((b) => b.textContent)).toEqual([FEEDBACK_TEXTS['ar']!.helpful, FEEDBACK_TEXTS['ar']!.notHelpful])
  })

  it('markdown: its own texts, and "Copied" from the language file', () => {
    const renderer = createRenderer(
      { kit: { h, useEffect, useRef, useState } },
      chunkTexts({ ...markdownStrings, copied: copyStrings.copied }, 'markdown', 'ja', { copied: 'コピーしました', table: 'テーブル' }),
    )
    const { container } = render(<div>{renderer.render('```sh\nls\n```\n\n| a |\n|---|\n| 1 |') as never}</div>)
    expect(container.querySelector('pre')!.getAttribute('aria-label')).toBe('コード (sh)')
    expect(container.querySelector('button')!.textContent).toBe('コードをコピー')
    expect(container.querySelector('[role="region"]')!.getAttribute('aria-label')).toBe('テーブル')
  })

  it('English where the language has none of its own', () => {
    const { Rate } = createFeedback(context('ku'), chunkTexts(feedbackStrings, 'feedback', 'ku'))
    const { getAllByRole } = render(<div>{Rate({ message: { id: 'a1' } as never }) as never}</div>)
    expect(getAllByRole('button').map((b) => b.textContent)).toEqual(['Helpful', 'Not helpful'])
  })
})
