// The conversation as signals plus the actions that change it. I/O (the
// webhook client, storage, the clock, the page URL) is passed in, so the
// model is tested without a browser and one model exists per mount.
import { batch, computed, effect, signal } from '@preact/signals'
import { isWebhookError } from '../api/webhook-error'
import type { WebhookClient } from '../api/webhook-client'
import type { WidgetConfig } from '../config'
import { randomString } from '../random'
import type { ConversationStore, StoredMessage } from '../storage/conversation-store'
import { strings } from '../strings'

export interface ChatModelDeps {
  config: WidgetConfig
  client: WebhookClient
  store: ConversationStore
  pageUrl: () => string
  now?: () => Date
  newId?: () => string
}

export interface VisitorDetails {
  name?: string
  email?: string
}

// Deliberately simple: one @, something on each side, a dot in the domain.
// Stricter patterns reject real addresses; the service validates again.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/
export const MAX_VISITOR_MESSAGE = 4000

export type ChatModel = ReturnType<typeof createChatModel>

export function createChatModel(deps: ChatModelDeps) {
  const { config, client, store } = deps
  const now = deps.now ?? (() => new Date())
  const newId = deps.newId ?? (() => 'm_' + randomString(16))
  const needsForm = config.collectVisitorName || config.collectVisitorEmail
  const saved = store.load()

  // A message that was on its way when the page went away may or may not have
  // reached the service; mark it failed and let the visitor retry rather than
  // risk sending it twice.
  const restored = saved.messages.map((m) =>
    m.status === 'queued' || m.status === 'sending' ? { ...m, status: 'failed' as const } : m,
  )

  const open = signal(saved.open)
  const started = signal(saved.started || !needsForm)
  const visitorName = signal(saved.visitorName)
  const visitorEmail = signal(saved.visitorEmail)
  const sessionId = signal(saved.sessionId)
  const messages = signal<StoredMessage[]>(restored)
  const draft = signal('')
  // Replies that arrived while the panel was closed; shown on the launcher.
  const unread = signal(saved.open ? 0 : saved.unread || 0)
  const awaitingReply = computed(() => messages.value.some((m) => m.status === 'sending'))

  const stopSaving = effect(() => {
    store.save({
      open: open.value,
      started: started.value,
      visitorName: visitorName.value,
      visitorEmail: visitorEmail.value,
      sessionId: sessionId.value,
      messages: messages.value,
      // Left out when zero, so the stored shape is unchanged for most visitors.
      unread: unread.value || undefined,
    })
  })

  function update(id: string, change: Partial<StoredMessage>) {
    messages.value = messages.value.map((m) => (m.id === id ? { ...m, ...change } : m))
  }

  function append(message: StoredMessage) {
    messages.value = [...messages.value, message]
  }

  function notice(text: string) {
    const last = messages.value[messages.value.length - 1]
    if (last?.role === 'notice' && last.text === text) return
    append({ id: newId(), role: 'notice', text, at: now().toISOString() })
  }

  // Unreachable, too slow or failing: the site owner's offline message.
  // Refused or unreadable: a plain apology; the message keeps its Retry button.
  function errorText(error: unknown): string {
    const down = isWebhookError(error) && (error.kind === 'offline' || error.kind === 'timeout' || (error.kind === 'http' && error.status! >= 500))
    return down ? config.offlineMessage : strings.errorGeneric
  }

  let pumping = false
  // Delivers queued messages strictly one at a time, oldest first; the visitor
  // keeps typing and queueing meanwhile.
  async function pump() {
    if (pumping) return
    pumping = true
    try {
      for (;;) {
        const next = messages.value.find((m) => m.status === 'queued')
        if (!next) return
        update(next.id, { status: 'sending' })
        try {
          const reply = await client.send({
            message: next.text,
            visitorId: store.visitorId,
            pageUrl: deps.pageUrl(),
            visitorName: visitorName.value,
            visitorEmail: visitorEmail.value,
          })
          batch(() => {
            update(next.id, { status: 'sent' })
            if (reply.sessionId) sessionId.value = reply.sessionId
            const agent: StoredMessage = { id: reply.messageId ?? newId(), role: 'agent', text: reply.text, at: now().toISOString() }
            if (reply.sessionId) agent.sessionId = reply.sessionId
            append(agent)
            if (!open.value) unread.value++
          })
        } catch (error) {
          batch(() => {
            update(next.id, { status: 'failed' })
            notice(errorText(error))
          })
        }
      }
    } finally {
      pumping = false
    }
  }

  return {
    config,
    visitorId: store.visitorId,
    open,
    started,
    visitorName,
    visitorEmail,
    sessionId,
    messages,
    draft,
    awaitingReply,
    unread,

    setOpen(value: boolean) {
      batch(() => {
        open.value = value
        if (value) unread.value = 0
      })
    },

    /** Validates the pre-chat form; returns the fields in error (empty when accepted). */
    startChat(details: VisitorDetails): Array<'name' | 'email'> {
      const name = details.name?.trim() ?? ''
      const email = details.email?.trim() ?? ''
      const errors: Array<'name' | 'email'> = []
      if (config.collectVisitorName && (name === '' || name.length > 100)) errors.push('name')
      if (config.collectVisitorEmail && (!EMAIL_PATTERN.test(email) || email.length > 254)) errors.push('email')
      if (errors.length) return errors
      batch(() => {
        if (config.collectVisitorName) visitorName.value = name
        if (config.collectVisitorEmail) visitorEmail.value = email
        started.value = true
      })
      return errors
    },

    /** Queues a message; false (and nothing sent) when it is blank. */
    send(text: string): boolean {
      const message = text.trim().slice(0, MAX_VISITOR_MESSAGE)
      if (message === '' || !started.value) return false
      append({ id: newId(), role: 'visitor', text: message, at: now().toISOString(), status: 'queued' })
      void pump()
      return true
    },

    retry(id: string) {
      const message = messages.value.find((m) => m.id === id)
      if (message?.role !== 'visitor' || message.status !== 'failed') return
      update(id, { status: 'queued' })
      void pump()
    },

    dispose() {
      stopSaving()
    },
  }
}
