// The voice chunk in the real panel, in happy-dom, through the Web Speech API
// doubles (test/helpers/speech-doubles.ts): data-voice's values, the notice
// before the first dictation (none where the browser recognises on the
// device), hands-free reading of a dictated message's reply, the `voice`
// events, and where there is no microphone.
import { act, cleanup, fireEvent, screen } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { voiceModes } from '../../src/voice/voice'
import { flush } from '../helpers/deferred'
import { openPanel } from '../helpers/panel-steps'
import { installSpeechDoubles, type SpeechDoubles } from '../helpers/speech-doubles'
import { cleanupWidgets } from '../helpers/widget'
import { MemoryStorage } from '../helpers/memory-storage'
import { TEST_KEY, raised } from '../helpers/model'

let speech: SpeechDoubles
let storage: MemoryStorage
const KEY = `agent-chat:${TEST_KEY}:voice`
const VOICE = { voice: 'dictation read-aloud', collectVisitorName: false }

beforeEach(() => {
  storage = new MemoryStorage()
  installSpeechDoubles()
  speech = (window as unknown as { __speech: SpeechDoubles }).__speech
})
afterEach(() => {
  cleanupWidgets()
  cleanup()
  vi.restoreAllMocks()
  const w = window as unknown as Record<string, unknown>
  delete w['SpeechRecognition']
  delete w['webkitSpeechRecognition']
})

/** Settles the doubles' timers and the panel's renders. */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5))
    await flush()
  })
const heard = () => speech.recognitions[speech.recognitions.length - 1]!
const press = async (name: string) => {
  fireEvent.click(screen.getByRole('button', { name }))
  await settle()
}
/** The visitor dictates `text` (the notice already seen) and sends it; the service replies `reply`. */
async function dictateAndSend(t: ReturnType<typeof openPanel>, text: string, reply: string) {
  await press('Dictate')
  await act(() => heard().hear(text, true))
  await act(() => heard().silence())
  await settle()
  expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' }).value).toBe(text)
  await act(async () => {
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Message' }), { key: 'Enter' })
    await flush()
  })
  await act(async () => {
    t.client.reply(0, reply)
    await flush()
  })
  await settle()
}

describe('data-voice', () => {
  it.each([
    ['dictation', ['dictation'], 0],
    ['read-aloud', ['read-aloud'], 0],
    ['  Read-Aloud dictation ', ['dictation', 'read-aloud'], 0],
    ['speak', [], 1],
    ['dictation shout', ['dictation'], 1],
  ])('"%s" reads as %j with %i warnings naming the attribute', (value, modes, warnings) => {
    const warn = vi.fn()
    expect(voiceModes(value, warn)).toEqual(modes)
    expect(warn).toHaveBeenCalledTimes(warnings)
    if (warnings) expect(String(warn.mock.calls[0]![0])).toContain('data-voice=')
  })
})

describe('the voice chunk in the panel', () => {
  it('the notice at the first press, once per visitor; dictation, then the reply to the dictated message read aloud by itself; the events', async () => {
    const t = openPanel(VOICE, storage)
    const events = raised(t.model, 'voice')
    await settle()
    await press('Dictate')
    expect(screen.getByText(/speech service to be written out/)).toBeTruthy()
    expect(speech.recognitions).toHaveLength(0)
    expect(JSON.parse(storage.getItem(KEY)!)).toEqual({ notice: true, handsFree: true })
    await dictateAndSend(t, 'A table for two', 'Booked. **See you** at 7.')
    expect(speech.spoken).toEqual([
      { text: 'Booked.', lang: 'en', voice: 'Device English' },
      { text: 'See you at 7.', lang: 'en', voice: 'Device English' },
    ])
    expect(events.map((e) => `${e.kind} ${e.state}`)).toEqual(['dictation started', 'dictation stopped', 'read-aloud started'])
  })

  it("with Read replies aloud off, a dictated message's reply is not read (a typed one's never is: e2e/voice.spec.ts)", async () => {
    storage.setItem(KEY, JSON.stringify({ notice: true, handsFree: false }))
    const t = openPanel(VOICE, storage)
    await settle()
    await dictateAndSend(t, 'Hello', 'Hi.')
    expect(speech.spoken).toEqual([])
  })

  it('no notice where the browser recognises the language on the device: it listens with processLocally at the first press', async () => {
    installSpeechDoubles({ local: 'en' })
    speech = (window as unknown as { __speech: SpeechDoubles }).__speech
    openPanel(VOICE, storage)
    await settle()
    await press('Dictate')
    expect(heard().processLocally).toBe(true)
    expect(screen.queryByText(/speech service to be written out/)).toBeNull()
    expect(screen.getByRole('button', { name: 'Stop dictation' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('closing the panel stops dictation and reading', async () => {
    storage.setItem(KEY, JSON.stringify({ notice: true }))
    const t = openPanel(VOICE, storage)
    await settle()
    await press('Dictate')
    expect(heard().state).toBe('started')
    void act(() => t.panel.close(false))
    await settle()
    expect(heard().state).toBe('ended')
  })

  it("no microphone where the page's Permissions Policy refuses it, nor without speech recognition; Read aloud stays", async () => {
    Object.defineProperty(document, 'featurePolicy', { configurable: true, value: { allowsFeature: (f: string) => f !== 'microphone' } })
    try {
      const t = openPanel(VOICE, storage)
      await settle()
      expect(screen.queryByRole('button', { name: 'Dictate' })).toBeNull()
      await act(async () => {
        fireEvent.input(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Hi' } })
        fireEvent.keyDown(screen.getByRole('textbox', { name: 'Message' }), { key: 'Enter' })
        await flush()
      })
      await act(async () => {
        t.client.reply(0, 'Hello.')
        await flush()
      })
      expect(screen.getByRole('button', { name: 'Read aloud' })).toBeTruthy()
    } finally {
      delete (document as unknown as Record<string, unknown>)['featurePolicy']
    }
  })
})
