import { h, type JSX } from 'preact'
import { useRef, useState } from 'preact/hooks'
import type { VisitorDetails, VisitorField } from '../model/visitor-details'
import { LIMITS } from '../../shared/service/wire'
import type { PanelCatalogue } from '../strings'
import type { LinksUi } from '../../links/descriptor'

export interface PreChatFormProps {
  welcome: string
  askName: boolean
  askEmail: boolean
  /** Returns the fields in error; empty when the chat can start. */
  onStart: (details: VisitorDetails) => VisitorField[]
  strings: PanelCatalogue
  /** data-privacy-url: the privacy policy beside the fields (the links chunk, once loaded). */
  links?: LinksUi | undefined
}

export function PreChatForm({ welcome, askName, askEmail, onStart, strings, links }: PreChatFormProps) {
  const [errors, setErrors] = useState<VisitorField[]>([])
  const name = useRef<HTMLInputElement>(null)
  const email = useRef<HTMLInputElement>(null)
  const invalid = (field: VisitorField) => errors.includes(field)
  // One labelled field, marked invalid with its error under it when the form was refused for it.
  const field = (key: VisitorField, label: string, error: string, input: JSX.InputHTMLAttributes<HTMLInputElement>) => (
    <div class="field" part="field">
      <label for={`acw-${key}`} part="label">
        {label}
      </label>
      <input id={`acw-${key}`} part="input" {...input} aria-invalid={invalid(key)} aria-describedby={invalid(key) ? `acw-${key}-error` : undefined} />
      {invalid(key) && (
        <p class="error" part="error" id={`acw-${key}-error`}>
          {error}
        </p>
      )}
    </div>
  )

  return (
    <form
      class="form"
      part="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        const details: VisitorDetails = {}
        if (name.current) details.name = name.current.value
        if (email.current) details.email = email.current.value
        const found = onStart(details)
        setErrors(found)
        // Send the visitor to the first field that needs fixing.
        const first = found[0]
        if (first) {
          const input = first === 'name' ? name : email
          input.current?.focus()
        }
      }}
    >
      <p>{welcome}</p>
      {askName && field('name', strings.name, strings.nameRequired, { ref: name, type: 'text', autocomplete: 'name', maxLength: LIMITS.visitorName })}
      {askEmail &&
        field('email', strings.email, strings.emailInvalid, {
          ref: email,
          type: 'email',
          autocomplete: 'email',
          inputMode: 'email',
          maxLength: LIMITS.visitorEmail,
        })}
      {links && <links.Link kind="privacy" />}
      <button type="submit" class="start" part="start">
        {strings.startChat}
      </button>
    </form>
  )
}
