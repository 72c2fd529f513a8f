import { h } from 'preact'
import { useRef } from 'preact/hooks'
import { strings } from '../strings'

export interface SuggestionsProps {
  questions: string[]
  /** Sends the question as the visitor's message. */
  onPick: (question: string) => void
}

/** Starter questions under the welcome message, until the visitor's first message (data-suggestions). */
export function Suggestions({ questions, onPick }: SuggestionsProps) {
  // One question, once: a second click before the group goes away sends nothing.
  const picked = useRef(false)
  return (
    <div class="suggestions" role="group" aria-label={strings.suggestedQuestions}>
      {questions.map((question) => (
        <button
          type="button"
          class="suggestion"
          dir="auto"
          onClick={() => {
            if (picked.current) return
            picked.current = true
            onPick(question)
          }}
        >
          {question}
        </button>
      ))}
    </div>
  )
}
