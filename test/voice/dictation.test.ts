// Dictation's state machine (src/voice/dictation.ts) through a test double of
// SpeechRecognition that fires its events in the Web Speech API
// specification's order (test/helpers/speech-doubles.ts): what the message
// box shows as words are heard, every way it stops, every failure.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createDictation, type DictationError, type DictationState, type Recognition } from '../../src/voice/dictation'
import { installSpeechDoubles, type RecognitionDouble, type SpeechDoubles } from '../helpers/speech-doubles'

let speech: SpeechDoubles
let box: { value: string }
let changes: Array<[DictationState, DictationError | undefined]>
/** The page view's refusal, kept by the caller: a fresh page in each test. */
let microphone: { refused: boolean }

beforeEach(() => {
  vi.useFakeTimers()
  installSpeechDoubles()
  speech = (window as unknown as { __speech: SpeechDoubles }).__speech
  box = { value: '' }
  microphone = { refused: false }
  changes = []
})
afterEach(() => vi.useRealTimers())

/** A dictation over the double (`recognition`: a test's own change to each recognition it makes). */
function dictation(options: { local?: boolean; lang?: string; recognition?: (made: Recognition) => Recognition } = {}) {
  const Recognizer = (window as unknown as { SpeechRecognition: new () => Recognition }).SpeechRecognition
  return createDictation({
    recognition: () => (options.recognition ?? ((made) => made))(new Recognizer()),
    lang: options.lang ?? 'de-AT',
    local: () => !!options.local,
    read: () => box.value,
    write: (text) => (box.value = text),
    onChange: (state, error) => changes.push([state, error]),
    microphone,
  })
}
/** The recognition the last start made, once its start events have fired. */
const started = (): RecognitionDouble => {
  vi.runAllTimers()
  return speech.recognitions[speech.recognitions.length - 1]!
}

describe('dictation', () => {
  it('listens in the widget language for one utterance, with interim words; nothing leaves the device where it recognises there', () => {
    dictation({ local: true, lang: 'pt-BR' }).start()
    const heard = started()
    expect([heard.lang, heard.continuous, heard.interimResults, heard.maxAlternatives, heard.processLocally]).toEqual(['pt-BR', false, true, 1, true])
    expect(changes).toEqual([
      ['starting', undefined],
      ['listening', undefined],
    ])
    dictation().start()
    expect(started().processLocally).toBe(false)
  })

  it('shows the words as they are heard after what was typed; the final ones stay when the visitor falls silent', () => {
    box.value = 'Hello,'
    dictation().start()
    const heard = started()
    heard.hear('I would')
    expect(box.value).toBe('Hello, I would')
    heard.hear('I would like a flat white', true)
    expect(box.value).toBe('Hello, I would like a flat white')
    heard.silence()
    expect(box.value).toBe('Hello, I would like a flat white')
    expect(changes.at(-1)).toEqual(['idle', undefined])
    expect(heard.fired).toEqual(['start', 'audiostart', 'soundstart', 'speechstart', 'result', 'result', 'speechend', 'soundend', 'audioend', 'end'])
  })

  it('drops interim words the recognition never made final', () => {
    box.value = 'Typed'
    dictation().start()
    const heard = started()
    heard.hear('maybe')
    expect(box.value).toBe('Typed maybe')
    heard.silence()
    expect(box.value).toBe('Typed')
  })

  it('pressed again: stops, and keeps what was heard so far', () => {
    const d = dictation()
    d.start()
    const heard = started()
    heard.hear('two espressos')
    // What the button's second press does.
    d.stop()
    vi.runAllTimers()
    expect(box.value).toBe('two espressos')
    expect(d.state()).toBe('idle')
    expect(changes.at(-1)).toEqual(['idle', undefined])
  })

  it('cancelled (sent, the panel closed, the page hidden): idle at once, and nothing more is written', () => {
    const d = dictation()
    d.start()
    const heard = started()
    heard.hear('to send')
    box.value = ''
    d.cancel()
    expect(d.state()).toBe('idle')
    heard.hear('late words', true)
    vi.runAllTimers()
    expect(box.value).toBe('')
    expect(heard.fired.slice(-2)).toEqual(['error', 'end'])
    expect(changes.at(-1)).toEqual(['idle', undefined])
  })

  it('the visitor typing while it listens: their text stays, and listening stops', () => {
    const d = dictation()
    d.start()
    const heard = started()
    heard.hear('hello')
    box.value = 'hello there, typed'
    heard.hear('hello world')
    vi.runAllTimers()
    expect(box.value).toBe('hello there, typed')
    expect(d.state()).toBe('idle')
  })

  it.each([
    ['not-allowed', 'not-allowed'],
    ['service-not-allowed', 'not-allowed'],
    ['audio-capture', 'audio-capture'],
    ['no-speech', 'no-speech'],
    ['network', 'network'],
    ['language-not-supported', 'language-not-supported'],
  ] as const)('fails with %s: idle, the failure named (%s)', (error, told) => {
    const d = dictation()
    d.start()
    started().fail(error)
    expect(d.state()).toBe('idle')
    expect(changes.at(-1)).toEqual(['idle', told])
  })

  it("a refused microphone is remembered for the page view: the visitor is not asked again, by this dictation or the next panel's", () => {
    const d = dictation()
    d.start()
    started().fail('not-allowed')
    d.start()
    dictation().start()
    vi.runAllTimers()
    expect(speech.recognitions).toHaveLength(1)
    expect(changes.at(-1)).toEqual(['idle', 'not-allowed'])
  })

  it('a recognition that refuses to start leaves it idle, with a failure', () => {
    const d = dictation({
      recognition: (made) =>
        Object.assign(made, {
          start: () => {
            throw new DOMException('busy', 'InvalidStateError')
          },
        }),
    })
    d.start()
    expect(d.state()).toBe('idle')
    expect(changes.at(-1)).toEqual(['idle', 'audio-capture'])
  })

  it('the double keeps to the specification: start() while started throws InvalidStateError', () => {
    dictation().start()
    const heard = started() as unknown as Recognition
    expect(() => heard.start()).toThrow(/already started/)
  })
})
