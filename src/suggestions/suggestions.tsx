// The suggestions chunk: the starter questions of data-suggestions, under the
// welcome message until the visitor's first message. The panel loads it as it
// starts, only when the attribute has questions; it renders with the panel's
// Preact (the kit).
// The JSX below compiles to the kit's `h`, which carries no JSX types: kit-jsx makes Preact's the global ones.
import type {} from '../shared/chunks/kit-jsx'
import type { suggestionsStrings } from '../shared/texts/en'
import { parseSuggestions } from '../shared/settings/suggestions'
import type { ChunkContext } from '../shared/chunks/panel-chunks'
import type { SuggestionsUi } from './descriptor'
import suggestionsCss from './suggestions.css?inline'
import { reportWarning } from '../shared/page/console'

export function createSuggestions(panel: ChunkContext, strings: typeof suggestionsStrings): SuggestionsUi {
  const { h, useRef } = panel.kit
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
