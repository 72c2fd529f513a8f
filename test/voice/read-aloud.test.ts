// Reading aloud (src/voice/read-aloud.ts) through a spy on speechSynthesis
// (test/helpers/speech-doubles.ts): the voice chosen, each utterance in
// order and in the widget's language, and every stop.
import { beforeEach, describe, expect, it } from 'vitest'
import { createReader, voiceFor } from '../../src/voice/read-aloud'
import { installSpeechDoubles, type SpeechDoubles } from '../helpers/speech-doubles'

let speech: SpeechDoubles
let states: string[]
beforeEach(() => {
  installSpeechDoubles()
  speech = (window as unknown as { __speech: SpeechDoubles }).__speech
  states = []
})
const reader = (lang = 'en-US') => createReader(speechSynthesis, lang, (id) => states.push(id))

describe('the voice', () => {
  const voices = [
    { name: 'remote us', lang: 'en-US', localService: false },
    { name: 'device gb', lang: 'en_GB', localService: true },
    { name: 'device us', lang: 'en-US', localService: true },
    { name: 'device de', lang: 'de-DE', localService: true },
  ]
  it("is one of the widget's language, on the device first, then of the same region", () => {
    expect(voiceFor(voices, 'en-US')!.name).toBe('device us')
    expect(voiceFor(voices, 'en-AU')!.name).toBe('device gb')
    expect(voiceFor(voices.slice(0, 1), 'en-GB')!.name).toBe('remote us')
    expect(voiceFor(voices, 'fr-FR')).toBeUndefined()
  })
})

describe('reading a reply', () => {
  it('speaks each sentence in order, in the language, with the voice for it; done when the last ends', () => {
    const r = reader('en-GB')
    r.read('r1', ['First.', 'Second.'])
    expect(speech.spoken).toEqual([
      { text: 'First.', lang: 'en-GB', voice: 'Device English' },
      { text: 'Second.', lang: 'en-GB', voice: 'Device English' },
    ])
    expect(r.reading()).toBe('r1')
    speech.finishUtterance()
    expect(r.reading()).toBe('r1')
    speech.finishUtterance()
    expect(r.reading()).toBe('')
    expect(states).toEqual(['r1', ''])
  })

  it('another reply stops the first; stop stops it; a stopped reading says nothing more', () => {
    const r = reader()
    r.read('r1', ['One.', 'Two.'])
    r.read('r2', ['Three.'])
    expect(speech.spoken.map((s) => (s === 'cancel' ? s : s.text))).toEqual(['One.', 'Two.', 'cancel', 'Three.'])
    expect(r.reading()).toBe('r2')
    r.stop()
    expect(r.reading()).toBe('')
    expect(states).toEqual(['r1', '', 'r2', ''])
    // The cancelled utterances' own events change nothing.
    speech.finishUtterance()
    expect(states).toEqual(['r1', '', 'r2', ''])
  })

  it('a voice that fails ends the reading; an interruption is a stop, not a failure', () => {
    const r = reader()
    r.read('r1', ['One.', 'Two.'])
    speech.failUtterance('synthesis-failed')
    expect(r.reading()).toBe('')
    expect(states).toEqual(['r1', ''])
    r.read('r2', ['Three.'])
    speech.failUtterance('interrupted')
    expect(r.reading()).toBe('r2')
  })
})
