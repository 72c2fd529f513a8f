// The suggestions chunk: the starter questions of data-suggestions, under the
// welcome message until the visitor's first message. The panel loads it as it
// starts, only when the attribute has questions; it renders with the panel's
// Preact (the kit).
// The JSX below compiles to the kit's `h`, which carries no JSX types: kit-jsx makes Preact's the global ones.
import type {} from '../shared/chunks/kit-jsx'
import { applyCatalogue } from '../shared/texts/apply'
import { suggestionsStrings } from '../shared/texts/en'
import { languageOf } from '../shared/texts/locale'
import { own } from '../shared/page/json'
import { parseSuggestions } from '../shared/settings/suggestions'
import type { ChunkContext, SuggestionsUi } from '../shared/chunks/panel-chunks'
import suggestionsCss from './suggestions.css?inline'
import { SUGGESTIONS_TEXTS } from './texts'
import { reportWarning } from '../shared/page/console'

export function createSuggestions(panel: ChunkContext): SuggestionsUi {
  const { h, useRef } = panel.kit
  // English, this chunk's own translation for the interface's language, then the site's texts.
  const strings = { ...suggestionsStrings }
  applyCatalogue(strings, own(SUGGESTIONS_TEXTS, languageOf(panel.model.ui.lang)))
  applyCatalogue(strings, panel.catalogue)
  panel.adopt(suggestionsCss)

  /** The group of questions; activating one (click, Enter, Space) sends it. */
  function Suggestions({ questions, onPick }: { questions: string[]; onPick(question: string): boolean }) {
    // One question, once: a second click before the group goes away sends nothing.
    const picked = useRef(false)
    return (
      <div class="suggestions" part="suggestions" role="group" aria-label={strings.suggestedQuestions}>
        {questions.map((question) => (
          <button
            type="button"
            class="suggestion"
            part="suggestion"
            dir="auto"
            onClick={() => {
              if (picked.current) return
              // Held back (the disclaimer not yet agreed to): nothing was sent, so the questions stay live.
              picked.current = onPick(question)
            }}
          >
            {question}
          </button>
        ))}
      </div>
    )
  }

  return { questions: parseSuggestions(panel.config.suggestions, reportWarning), Suggestions }
}
