// The long-conversation chunk: the two controls around the panel's view
// window (MessageList keeps the window itself, which keeps a message's cost
// flat). Show earlier messages, above the window while rows are outside it;
// New messages, over the log's lower edge while the visitor reads further up
// and replies come. Not needed until a conversation outgrows the window or
// the visitor leaves its end, so it is not in the panel chunk: the panel asks
// for it then and draws the controls once it is here. Renders with the
// panel's Preact (the kit).
// The JSX below compiles to the kit's `h`, which carries no JSX types: kit-jsx makes Preact's the global ones.
import type {} from '../shared/chunks/kit-jsx'
import type { longConversationStrings } from '../shared/texts/en'
import type { ChunkContext } from '../shared/chunks/panel-chunks'
import type { LongConversationUi } from './descriptor'
import longConversationCss from './long-conversation.css?inline'

export function createLongConversation(panel: ChunkContext, strings: typeof longConversationStrings): LongConversationUi {
  const { h } = panel.kit
  panel.adopt(longConversationCss)

  return {
    Earlier: ({ show }) => (
      <button type="button" class="earlier" onClick={(e) => show(e.currentTarget)}>
        {strings.earlierMessages}
      </button>
    ),
    // Outside the log, drawn over its lower edge; announced politely when the
    // button appears, and it never moves the visitor.
    Jump: ({ unseen, jump }) => (
      <div class="jump" aria-live="polite">
        {unseen && (
          <button type="button" class="new" onClick={jump}>
            {strings.newMessages}
          </button>
        )}
      </div>
    ),
  }
}
