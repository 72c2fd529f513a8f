import { h } from 'preact'
import { useSignal } from '@preact/signals'
import { useRef } from 'preact/hooks'
import type { VisitorDetails } from '../chat-model'
import { LIMITS } from '../../shared/wire'
import { strings } from '../strings'

export interface PreChatFormProps {
  welcome: string
  askName: boolean
  askEmail: boolean
  /** Returns the fields in error; empty when the chat can start. */
  onStart: (details: VisitorDetails) => Array<'name' | 'email'>
}

export function PreChatForm({ welcome, askName, askEmail, onStart }: PreChatFormProps) {
  const errors = useSignal<Array<'name' | 'email'>>([])
  const name = useRef<HTMLInputElement>(null)
  const email = useRef<HTMLInputElement>(null)
  const invalid = (field: 'name' | 'email') => errors.value.includes(field)

  return (
    <form
      class="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        const details: VisitorDetails = {}
        if (name.current) details.name = name.current.value
        if (email.current) details.email = email.current.value
        const found = onStart(details)
        errors.value = found
        // Send the visitor to the first field that needs fixing.
        if (found[0]) (found[0] === 'name' ? name : email).current?.focus()
      }}
    >
      <p>{welcome}</p>
      {askName && (
        <div class="field">
          <label for="acw-name">{strings.name}</label>
          <input
            id="acw-name"
            ref={name}
            type="text"
            autocomplete="name"
            maxLength={LIMITS.visitorName}
            aria-invalid={invalid('name')}
            aria-describedby={invalid('name') ? 'acw-name-error' : undefined}
          />
          {invalid('name') && (
            <p class="error" id="acw-name-error">
              {strings.nameRequired}
            </p>
          )}
        </div>
      )}
      {askEmail && (
        <div class="field">
          <label for="acw-email">{strings.email}</label>
          <input
            id="acw-email"
            ref={email}
            type="email"
            autocomplete="email"
            inputMode="email"
            maxLength={LIMITS.visitorEmail}
            aria-invalid={invalid('email')}
            aria-describedby={invalid('email') ? 'acw-email-error' : undefined}
          />
          {invalid('email') && (
            <p class="error" id="acw-email-error">
              {strings.emailInvalid}
            </p>
          )}
        </div>
      )}
      <button type="submit" class="start">
        {strings.startChat}
      </button>
    </form>
  )
}
