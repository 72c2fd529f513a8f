// The commands chunk's side of the site's triggers (src/commands/triggers.ts):
// what an element or the hash asks beyond opening, checked and done. The
// site's mistakes are warned about once each; the text is decoded, cut to the
// message limit and placed or sent, as text.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { createTriggerAsk } from '../../src/commands/triggers'
import type { Stage } from '../../src/shared/chunks/interfaces'
import type { PanelApi } from '../../src/panel/descriptor'
import { LIMITS } from '../../src/shared/service/wire'

let warnings: string[] = []
let calls: string[] = []
let running = true
const panel = { model: { prefill: (text: string) => void calls.push(`prefill ${text}`) } } as unknown as PanelApi
const stage = {} as Stage
// A fresh module per test: its warnings are said once per page.
let create: typeof createTriggerAsk
let ask: ReturnType<typeof createTriggerAsk>

beforeEach(async () => {
  history.replaceState(null, '', '/page')
  vi.resetModules()
  create = (await import('../../src/commands/triggers')).createTriggerAsk
  warnings = []
  calls = []
  running = true
  vi.spyOn(console, 'warn').mockImplementation((m: string) => void warnings.push(m))
  ask = create(
    () => (running ? stage : undefined),
    (_stage, text) => void calls.push(`send ${text}`),
    (_stage, run) => run(panel),
  )
})
afterEach(() => vi.restoreAllMocks())

describe('an element’s ask', () => {
  it('open places the text in the message box; send sends it through the API’s send', () => {
    ask('open', 'Where is my order?')
    ask('send', 'Track order 42')
    expect(calls).toEqual(['prefill Where is my order?', 'send Track order 42'])
    expect(warnings).toEqual([])
  })

  it('an unknown value is ignored with one warning per value, however often it is clicked', () => {
    ask('bogus', undefined)
    ask('bogus', 'text')
    ask('OPEN', undefined)
    ask('bogus', undefined)
    ask('', undefined)
    expect(calls).toEqual([])
    expect(warnings).toEqual([
      '[agent-chat] data-agent-chat="bogus" is ignored: the values are open and send',
      '[agent-chat] data-agent-chat="OPEN" is ignored: the values are open and send',
      '[agent-chat] data-agent-chat="" is ignored: the values are open and send',
    ])
  })

  it('a message over the message limit is cut to it, with one warning', () => {
    const long = 'a'.repeat(LIMITS.visitorMessage + 5)
    ask('open', long)
    ask('send', long)
    expect(calls).toEqual([`prefill ${'a'.repeat(LIMITS.visitorMessage)}`, `send ${'a'.repeat(LIMITS.visitorMessage)}`])
    expect(warnings).toEqual([`[agent-chat] data-agent-chat-message is cut to the message limit, ${LIMITS.visitorMessage} characters`])
  })

  it('a blank message places nothing; with the widget shut down nothing happens', () => {
    ask('open', '   ')
    running = false
    ask('open', 'late')
    ask('bogus', undefined)
    expect(calls).toEqual([])
    expect(warnings).toEqual([])
  })

  it('the warning is said once per page, whatever asks it (a restarted widget’s commands too)', () => {
    const again = create(
      () => stage,
      () => {},
      () => {},
    )
    ask('bogus', undefined)
    again('bogus', undefined)
    expect(warnings).toHaveLength(1)
  })
})

describe('the hash', () => {
  const hashed = (text: string) => '#agent-chat=' + text

  it('is taken off the address (path, query and history state kept), so the same link works again and a reload does not reopen', () => {
    history.replaceState({ route: 7 }, '', '/page?q=1#agent-chat')
    ask('open', '#agent-chat', true)
    expect(location.pathname + location.search + location.hash).toBe('/page?q=1')
    expect(history.state).toEqual({ route: 7 })
    expect(calls).toEqual([])
  })

  it('one that changed since is left alone; one that cannot be rewritten (an opaque origin) throws nothing', () => {
    history.replaceState(null, '', '/page#next')
    ask('open', '#agent-chat', true)
    expect(location.hash).toBe('#next')
    history.replaceState(null, '', '/page#agent-chat=Hi')
    vi.spyOn(history, 'replaceState').mockImplementation(() => {
      throw new DOMException('opaque origin', 'SecurityError')
    })
    expect(() => ask('open', '#agent-chat=Hi', true)).not.toThrow()
    expect(calls).toEqual(['prefill Hi'])
  })

  it('its text is decoded: plain, percent-encoded, non-ASCII', () => {
    ask('open', hashed('Hello'), true)
    ask('open', hashed(encodeURIComponent('Où est ma commande ? 100% & more')), true)
    expect(calls).toEqual(['prefill Hello', 'prefill Où est ma commande ? 100% & more'])
  })

  it('markup-looking text stays the same text: it is only ever the message box’s value', () => {
    ask('open', hashed(encodeURIComponent('<img src=x onerror=alert(1)><b>hi</b>')), true)
    expect(calls).toEqual(['prefill <img src=x onerror=alert(1)><b>hi</b>'])
  })

  it('a malformed %-sequence is a warning, once, and no text; never an exception', () => {
    expect(() => ask('open', hashed('100%zz'), true)).not.toThrow()
    ask('open', hashed('%E0%A4%A'), true)
    expect(calls).toEqual([])
    expect(warnings).toEqual(['[agent-chat] #agent-chat=<text>: the text has a malformed %-sequence; the chat opened without it'])
  })

  it('over the limit once decoded, its text is cut to it with a warning naming the hash', () => {
    ask('open', hashed(encodeURIComponent('é'.repeat(LIMITS.visitorMessage + 1))), true)
    expect(calls).toEqual([`prefill ${'é'.repeat(LIMITS.visitorMessage)}`])
    expect(warnings).toEqual([`[agent-chat] #agent-chat=<text> is cut to the message limit, ${LIMITS.visitorMessage} characters`])
  })
})
