// The feedback chunk (data-feedback): Helpful / Not helpful on each reply the
// service named. The panel loads it as it starts, only where the attribute is
// on. A press is kept on its reply in the panel's conversation, which the
// panel stores (and reads back, the rating included, with or without this
// chunk), and told to the site as the feedback event. Renders with the
// panel's Preact.
// The JSX below compiles to the kit's `h`, which carries no JSX types: kit-jsx makes Preact's the global ones.
import type {} from '../shared/chunks/kit-jsx'
import type { feedbackStrings } from '../shared/texts/en'
import type { FeedbackValue } from '../shared/api/public-api'
import type { ChunkContext, ChunkModel } from '../shared/chunks/panel-chunks'
import type { FeedbackUi } from './descriptor'
import type { StoredMessage } from '../shared/conversation/message'
import feedbackCss from './feedback.css?inline'

const VALUES: readonly FeedbackValue[] = ['positive', 'negative']

/** The visitor's feedback on a reply the service named (null clears it): its new copy in its place, then one event. */
export function rate(model: Pick<ChunkModel, 'messages' | 'raise'>, id: string, value: FeedbackValue | null) {
  const reply = model.messages.value.find((m) => m.id === id && m.rateable)
  if (!reply || (reply.feedback ?? null) === value) return
  // A change other tabs take as the later copy of the reply (src/restore/merge-messages.ts), also when it clears a rating.
  const next: StoredMessage = { ...reply, rev: (reply.rev ?? 0) + 1 }
  if (value) next.feedback = value
  else delete next.feedback
  model.messages.value = model.messages.value.map((m) => (m === reply ? next : m))
  model.raise('feedback', { messageId: id, sessionId: reply.sessionId ?? null, value })
}

export function createFeedback(panel: ChunkContext, strings: typeof feedbackStrings): FeedbackUi {
  const { h } = panel.kit
  panel.adopt(feedbackCss)
  return {
    Rate: ({ message }: { message: StoredMessage }) =>
      VALUES.map((value) => (
        <button
          type="button"
          class="rate"
          part="rate"
          aria-pressed={message.feedback === value}
          // Pressing the pressed one again takes the feedback back.
          onClick={() => rate(panel.model, message.id, message.feedback === value ? null : value)}
        >
          {value === 'positive' ? strings.helpful : strings.notHelpful}
        </button>
      )),
  }
}
