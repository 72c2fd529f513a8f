// The visitor's name and email, and whether the chat has started: the
// pre-chat form (data-collect-visitor-name / -email) and the site's identify
// (what another tab of this visitor stored comes through the restore chunk's
// followConversation).
import { batch, signal } from '@preact/signals'
import type { WidgetConfig } from '../../shared/settings/panel'
import type { Visitor } from '../../shared/api/public-api'
import { visitorEmail, visitorName } from '../../shared/service/visitor'
import type { Conversation } from '../storage/conversation-store'

export interface VisitorDetails {
  name?: string | undefined
  email?: string | undefined
}

export type VisitorField = 'name' | 'email'

export function createVisitorDetails(
  config: Pick<WidgetConfig, 'collectVisitorName' | 'collectVisitorEmail'>,
  saved: Pick<Conversation, 'started' | 'visitorName' | 'visitorEmail'>,
) {
  const started = signal(saved.started || !(config.collectVisitorName || config.collectVisitorEmail))
  const name = signal(saved.visitorName)
  const email = signal(saved.visitorEmail)

  /** Details from elsewhere (another tab, the site's identify): each one given replaces the one kept. */
  function take(given: VisitorDetails) {
    name.value = given.name ?? name.value
    email.value = given.email ?? email.value
  }

  return {
    started,
    name,
    email,

    /** Validates the pre-chat form; returns the fields in error (empty when accepted). */
    startChat(details: VisitorDetails): VisitorField[] {
      // The same check as the API's identify.
      const given = { name: visitorName(details.name), email: visitorEmail(details.email) }
      const errors: VisitorField[] = []
      if (config.collectVisitorName && !given.name) errors.push('name')
      if (config.collectVisitorEmail && !given.email) errors.push('email')
      if (errors.length) return errors
      batch(() => {
        if (config.collectVisitorName) name.value = given.name
        if (config.collectVisitorEmail) email.value = given.email
        started.value = true
      })
      return errors
    },

    /** The visitor as the site identified them (the API's identify): sent with every message, no pre-chat form. */
    identify(visitor: Visitor) {
      // No batch needed: the save that follows waits for the next paint either way.
      take(visitor)
      started.value = true
    },
  }
}
