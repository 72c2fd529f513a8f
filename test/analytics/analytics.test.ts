// The site's analytics (data-analytics, src/analytics/): what each event
// becomes, where it goes (window.dataLayer, window.gtag), what never goes
// (a message's text, a name, an email), nothing before consent, a page's
// odd globals, and the whole path through the public API with the real
// chunks: the commands chunk fetched at once, the events of the first
// moments kept until the analytics chunk is here.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { act } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ANALYTICS_EVENTS, analyticsEvent } from '../../src/analytics/analytics-events'
import { createAnalytics } from '../../src/analytics/analytics'
import { EVENTS, type EventName, type Events } from '../../src/shared/api/public-api'
import type { Namespace } from '../../src/shared/chunks/interfaces'
import { analyticsTargets } from '../../src/shared/settings/analytics'
import { flush } from '../helpers/deferred'
import { stubService } from '../helpers/fake-service'
import { destroyWidgets, startWidget } from '../helpers/start-widget'
import { InstantChunks } from '../helpers/instant-chunks'
import { TEST_KEY } from '../helpers/model'

const SECRET = 'Secret words of Ada Lovelace <ada@example.com>'

/** One payload of each event, every text in it the secret. */
const SAMPLES: { [E in EventName]: Events[E] } = {
  ready: { version: '1.2.3' },
  open: {},
  close: {},
  message: { id: 'm1', role: 'visitor', text: SECRET, at: '2026-11-29T00:00:00.000Z' },
  unread: { count: 2 },
  error: { code: 'delivery', message: SECRET, id: 'm1' },
  feedback: { messageId: 'ai-1', sessionId: 's1', value: 'negative' },
  disclaimer: { accepted: true, at: '2026-11-29T00:00:00.000Z' },
  voice: { kind: 'dictation', state: 'failed', error: 'not-allowed' },
  call: { method: 'copy' },
  conversation: { action: 'switch' },
}

type Page = Window & { dataLayer?: unknown; gtag?: unknown }
const page = window as Page
let warnings: string[]

beforeEach(() => {
  delete page.dataLayer
  delete page.gtag
  warnings = []
  vi.spyOn(console, 'warn').mockImplementation((message: string) => void warnings.push(message))
})
afterEach(() => {
  destroyWidgets()
  delete page.dataLayer
  delete page.gtag
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('what each event becomes', () => {
  it('has a form for every event of the API', () => {
    expect(Object.keys(ANALYTICS_EVENTS).sort()).toEqual([...EVENTS].sort())
  })

  it('is named agent_chat_<name>, carries the widget key and only kinds, counts and ids', () => {
    const pushed = Object.fromEntries(EVENTS.map((event) => analyticsEvent(event, SAMPLES[event] as never, TEST_KEY)))
    expect(pushed).toEqual({
      agent_chat_ready: { agent_chat_widget: TEST_KEY, agent_chat_version: '1.2.3' },
      agent_chat_open: { agent_chat_widget: TEST_KEY },
      agent_chat_close: { agent_chat_widget: TEST_KEY },
      agent_chat_message_sent: { agent_chat_widget: TEST_KEY, agent_chat_message_id: 'm1' },
      agent_chat_unread: { agent_chat_widget: TEST_KEY, agent_chat_unread: 2 },
      agent_chat_error: { agent_chat_widget: TEST_KEY, agent_chat_error: 'delivery', agent_chat_message_id: 'm1' },
      agent_chat_feedback: { agent_chat_widget: TEST_KEY, agent_chat_feedback: 'negative', agent_chat_message_id: 'ai-1', agent_chat_session_id: 's1' },
      agent_chat_disclaimer: { agent_chat_widget: TEST_KEY },
      agent_chat_voice: { agent_chat_widget: TEST_KEY, agent_chat_voice: 'dictation', agent_chat_voice_state: 'failed', agent_chat_voice_error: 'not-allowed' },
      agent_chat_call: { agent_chat_widget: TEST_KEY, agent_chat_call: 'copy' },
      agent_chat_conversation: { agent_chat_widget: TEST_KEY, agent_chat_conversation: 'switch' },
    })
    expect(JSON.stringify(pushed)).not.toContain('Secret')
  })

  it('a reply is reply_received; feedback taken back is `cleared`; an absent field is left out', () => {
    expect(analyticsEvent('message', { ...SAMPLES.message, role: 'agent', id: 'ai-9' }, TEST_KEY)).toEqual([
      'agent_chat_reply_received',
      { agent_chat_widget: TEST_KEY, agent_chat_message_id: 'ai-9' },
    ])
    expect(analyticsEvent('feedback', { ...SAMPLES.feedback, value: null, sessionId: null }, TEST_KEY)[1]).toEqual({
      agent_chat_widget: TEST_KEY,
      agent_chat_feedback: 'cleared',
      agent_chat_message_id: 'ai-1',
      agent_chat_session_id: null,
    })
    expect(analyticsEvent('error', { code: 'load', message: SECRET }, TEST_KEY)[1]).toEqual({ agent_chat_widget: TEST_KEY, agent_chat_error: 'load' })
  })

  it("is what docs/api.md's table says: each event's name and every field", () => {
    const doc = readFileSync(resolve(import.meta.dirname, '../../docs/api.md'), 'utf8')
    const table = doc.slice(doc.indexOf('<!-- analytics-table:start -->'), doc.indexOf('<!-- analytics-table:end -->'))
    const documented = table
      .split('\n')
      .filter((row) => row.startsWith('| `'))
      .map((row) => {
        const [, pushed, fields] = row.split(' | ')
        return [pushed!.replace(/`/g, ''), [...fields!.matchAll(/`(agent_chat_\w+)`/g)].map((m) => m[1]).sort()]
      })
    const reply = analyticsEvent('message', { ...SAMPLES.message, role: 'agent' }, TEST_KEY)
    const fromCode = [...EVENTS.map((event) => analyticsEvent(event, SAMPLES[event] as never, TEST_KEY)), reply].map(([name, fields]) => [
      name,
      Object.keys(fields)
        .filter((field) => field !== 'agent_chat_widget')
        .sort(),
    ])
    expect(Object.fromEntries(documented)).toEqual(Object.fromEntries(fromCode))
    expect(documented).toHaveLength(fromCode.length)
  })
})

describe('where it goes', () => {
  let attributes: Record<string, string>
  let allowed: boolean
  const send = () => createAnalytics({ settings: () => attributes, allowed: () => allowed })
  const emit = (to: ReturnType<typeof send>, event: EventName) => to(event, { ...(SAMPLES[event] as object), widgetKey: TEST_KEY } as never)
  beforeEach(() => {
    attributes = { widgetKey: TEST_KEY, analytics: 'datalayer' }
    allowed = true
  })

  it("datalayer: pushed to window.dataLayer, made where the page has none (as Google's snippet does), kept where it has one", () => {
    emit(send(), 'open')
    expect(page.dataLayer).toEqual([{ event: 'agent_chat_open', agent_chat_widget: TEST_KEY }])
    const own: unknown[] = [{ event: 'gtm.js' }]
    page.dataLayer = own
    emit(send(), 'unread')
    expect(page.dataLayer).toBe(own)
    expect(own[1]).toEqual({ event: 'agent_chat_unread', agent_chat_widget: TEST_KEY, agent_chat_unread: 2 })
  })

  it("gtag: gtag('event', name, fields) where the page has it; without it, said once", () => {
    attributes.analytics = 'gtag'
    const to = send()
    emit(to, 'open')
    emit(to, 'close')
    expect(warnings).toEqual(['[agent-chat] data-analytics="gtag": the page has no window.gtag (Google tag is not loaded); nothing is sent to it'])
    const gtag = vi.fn()
    page.gtag = gtag
    emit(to, 'message')
    expect(gtag.mock.calls).toEqual([['event', 'agent_chat_message_sent', { agent_chat_widget: TEST_KEY, agent_chat_message_id: 'm1' }]])
    expect(page.dataLayer).toBeUndefined()
  })

  it('both, in one attribute, in any order and case', () => {
    attributes.analytics = 'GTAG  datalayer'
    const gtag = vi.fn()
    page.gtag = gtag
    emit(send(), 'close')
    expect(gtag).toHaveBeenCalledTimes(1)
    expect(page.dataLayer).toHaveLength(1)
    expect(analyticsTargets('gtag datalayer gtag')).toEqual(['datalayer', 'gtag'])
  })

  it('nothing while the visitor has not consented (data-consent="required"): those events are dropped, not held', () => {
    allowed = false
    const to = send()
    emit(to, 'open')
    allowed = true
    emit(to, 'close')
    expect(page.dataLayer).toEqual([{ event: 'agent_chat_close', agent_chat_widget: TEST_KEY }])
  })

  it('reads the setting again for each event (update may change it); a bad value is said once and sends nothing', () => {
    const to = send()
    emit(to, 'open')
    attributes = { widgetKey: TEST_KEY, analytics: 'matomo' }
    emit(to, 'close')
    emit(to, 'close')
    expect(page.dataLayer).toHaveLength(1)
    expect(warnings).toEqual(['[agent-chat] data-analytics="matomo" is not valid; using the default ""'])
  })

  it("a page's odd globals never break the widget: a dataLayer that is no array, a gtag that throws, each said once", () => {
    page.dataLayer = 'oops'
    const to = send()
    expect(() => emit(to, 'open')).not.toThrow()
    emit(to, 'open')
    attributes.analytics = 'gtag'
    page.gtag = () => {
      throw new Error('blocked')
    }
    expect(() => emit(to, 'close')).not.toThrow()
    emit(to, 'close')
    expect(warnings).toEqual([
      '[agent-chat] data-analytics="datalayer": window.dataLayer is not an array; nothing is pushed to it',
      '[agent-chat] data-analytics: the page\'s analytics threw on "agent_chat_close": Error: blocked',
    ])
  })
})

describe('through the public API, with the real chunks', () => {
  const call = async (api: Namespace, ...args: unknown[]) => {
    await act(async () => {
      ;(api as unknown as (...a: unknown[]) => void)(...args)
      for (let i = 0; i < 5; i++) await flush()
    })
  }
  const events = () => (page.dataLayer as Array<{ event: string }>).map((entry) => entry.event)

  it('fetches the commands chunk at once, then its own; every event from the first, none with a word of the visitor', async () => {
    stubService()
    const gtag = vi.fn<(...args: unknown[]) => void>()
    page.gtag = gtag
    const chunks = new InstantChunks()
    const { api } = startWidget(chunks, { attrs: { analytics: 'datalayer gtag', collectVisitorName: 'true', collectVisitorEmail: 'true' } })
    expect(chunks.requested).toEqual(['commands'])
    await call(api, 'identify', { name: 'Ada Lovelace', email: 'ada@example.com' })
    await call(api, 'open')
    await call(api, 'send', SECRET)
    await call(api, 'close')
    expect(chunks.requested.slice(0, 2)).toEqual(['commands', 'analytics'])
    expect(events()).toEqual(['agent_chat_ready', 'agent_chat_open', 'agent_chat_message_sent', 'agent_chat_reply_received', 'agent_chat_close'])
    const everything = JSON.stringify([page.dataLayer, gtag.mock.calls])
    for (const word of ['Secret', 'Ada', 'Lovelace', 'ada@example.com']) expect(everything).not.toContain(word)
    expect(gtag.mock.calls.map((args) => args[1])).toEqual(events())
  })

  it('without data-analytics: no commands chunk on a page view, no analytics chunk with the API, nothing pushed', async () => {
    stubService()
    const chunks = new InstantChunks()
    const { api } = startWidget(chunks)
    expect(chunks.requested).toEqual([])
    await call(api, 'open')
    await call(api, 'on', 'open', () => {})
    expect(chunks.requested).not.toContain('analytics')
    expect(page.dataLayer).toBeUndefined()
  })

  it('with data-consent="required": nothing before consent(true), the events after it', async () => {
    stubService()
    const { api } = startWidget(new InstantChunks(), { attrs: { analytics: 'datalayer', consent: 'required' } })
    await call(api, 'open')
    await call(api, 'send', 'Hello')
    expect(page.dataLayer).toBeUndefined()
    await call(api, 'consent', true)
    await call(api, 'close')
    expect(events()).toEqual(['agent_chat_close'])
  })

  it('an event from before consent is not pushed after it, even when the analytics chunk arrives only then', async () => {
    stubService()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const chunks = new InstantChunks()
    const load = chunks.load.bind(chunks)
    chunks.load = (name: string) => (name === 'analytics' ? held.then(() => load(name)) : load(name))
    const { api } = startWidget(chunks, { attrs: { analytics: 'datalayer', consent: 'required' } })
    await call(api, 'open')
    await call(api, 'consent', true)
    await call(api, 'close')
    release()
    await call(api, 'open')
    expect(events()).toEqual(['agent_chat_close', 'agent_chat_open'])
  })

  it('update({ analytics }) turns it on on a running widget', async () => {
    stubService()
    const chunks = new InstantChunks()
    const { api } = startWidget(chunks)
    await call(api, 'update', { analytics: 'datalayer' })
    await call(api, 'open')
    expect(chunks.requested).toContain('analytics')
    expect(events()).toContain('agent_chat_open')
  })
})
