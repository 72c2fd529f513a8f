import { h, type JSX } from 'preact'
import { useSignal } from '@preact/signals'
import type { ChatModel } from '../state/chat-model'
import { strings } from '../strings'

type Field = 'name' | 'email'

export function PreChatForm({ model }: { model: ChatModel }) {
  const { config } = model
  const errors = useSignal<Field[]>([])

  // One labelled input, with its error message when the last attempt failed it.
  const field = (id: Field, label: string, error: string, props: JSX.InputHTMLAttributes<HTMLInputElement>) => {
    const invalid = errors.value.includes(id)
    return (
      <div class="field">
        <label for={'acw-' + id}>{label}</label>
        <input id={'acw-' + id} autocomplete={id} {...props} aria-invalid={invalid} aria-describedby={invalid ? `acw-${id}-error` : undefined} />
        {invalid && (
          <p class="error" id={`acw-${id}-error`}>
            {error}
          </p>
        )}
      </div>
    )
  }

  return (
    <form
      class="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        const input = (id: Field) => e.currentTarget.elements.namedItem('acw-' + id) as HTMLInputElement | null
        // The fields in error; none when the chat can start.
        const found = (errors.value = model.startChat({ name: input('name')?.value, email: input('email')?.value }))
        // Send the visitor to the first field that needs fixing.
        if (found[0]) input(found[0])?.focus()
      }}
    >
      <p>{config.welcomeMessage}</p>
      {config.collectVisitorName && field('name', strings.name, strings.nameRequired, { type: 'text', maxLength: 100 })}
      {config.collectVisitorEmail && field('email', strings.email, strings.emailInvalid, { type: 'email', inputMode: 'email', maxLength: 254 })}
      <button type="submit">
        {strings.startChat}
      </button>
    </form>
  )
}
