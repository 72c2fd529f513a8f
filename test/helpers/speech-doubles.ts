// Test doubles of the Web Speech API, for what the browser's own needs its
// vendor's cloud (recognition) or sound (synthesis). SpeechRecognition
// follows the interface and the event order of the specification
// (https://webaudio.github.io/web-speech-api/): start → `start`,
// `audiostart`; the first words → `soundstart`, `speechstart`; each hearing
// → `result` with every result so far; the end of the utterance →
// `speechend`, `soundend`, `audioend`, `end`; stop() → the interim words
// made final, then the end events; abort() and a failure → `error`, then
// `end`; start() while started throws InvalidStateError. speechSynthesis is
// the browser's own object with `speak`, `cancel` and `getVoices` spied
// on: each utterance is recorded (text, lang, voice) and ends only when the
// test says so; SpeechSynthesisUtterance is a plain double that takes the
// spy's voices. Self-contained (no imports, nothing from outside the
// function), so the end-to-end tests pass it to page.addInitScript as it is.

export interface SpeechDoubles {
  /** Every recognition started, in order. */
  recognitions: RecognitionDouble[]
  /** Every utterance spoken, in order; `cancel` records a line `cancel`. */
  spoken: Array<{ text: string; lang: string; voice: string | null } | 'cancel'>
  /** Ends the utterance being spoken (its `end` event), as the voice would on finishing it. */
  finishUtterance(): void
  /** Fails the utterance being spoken (its `error` event with this code, such as `synthesis-failed`). */
  failUtterance(error: string): void
  /** The voices getVoices gives. */
  voices: Array<{ name: string; lang: string; localService: boolean; default: boolean; voiceURI: string }>
}

export interface RecognitionDouble {
  lang: string
  continuous: boolean
  interimResults: boolean
  maxAlternatives: number
  processLocally: boolean
  /** started: between start() and `end`. */
  state: 'new' | 'started' | 'ended'
  /** The events fired, in order. */
  fired: string[]
  /** Hears words: an interim result, or the final one of the utterance. */
  hear(text: string, final?: boolean): void
  /** The visitor fell silent: the utterance ends. */
  silence(): void
  fail(error: string): void
}

/** Installs both doubles on `window` (the page's, in the end-to-end tests): `window.SpeechRecognition`, `window.webkitSpeechRecognition`, speechSynthesis spied on, and `window.__speech` to drive them. */
export function installSpeechDoubles(options: { recognition?: boolean; local?: string } = {}): void {
  const w = window as unknown as Record<string, unknown>
  const recognitions: RecognitionDouble[] = []
  const spoken: SpeechDoubles['spoken'] = []
  const pending: SpeechSynthesisUtterance[] = []

  // Its own listeners rather than EventTarget's: a DOM that calls `on<type>` from dispatchEvent (happy-dom does) would call each handler twice.
  class SpeechRecognitionDouble {
    lang = ''
    continuous = false
    interimResults = false
    maxAlternatives = 1
    processLocally = false
    state: RecognitionDouble['state'] = 'new'
    fired: string[] = []
    private results: Array<{ transcript: string; isFinal: boolean }> = []
    private listeners: Array<[string, (e: Event) => void]> = []
    private heard = false
    onstart: ((e: Event) => void) | null = null
    onaudiostart: ((e: Event) => void) | null = null
    onsoundstart: ((e: Event) => void) | null = null
    onspeechstart: ((e: Event) => void) | null = null
    onresult: ((e: Event) => void) | null = null
    onspeechend: ((e: Event) => void) | null = null
    onsoundend: ((e: Event) => void) | null = null
    onaudioend: ((e: Event) => void) | null = null
    onerror: ((e: Event) => void) | null = null
    onend: ((e: Event) => void) | null = null

    static available(request: { langs: string[]; processLocally: boolean }) {
      return Promise.resolve(options.local && request.langs.every((l) => l === options.local) ? 'available' : 'unavailable')
    }

    addEventListener(type: string, listener: (e: Event) => void) {
      this.listeners.push([type, listener])
    }

    removeEventListener(type: string, listener: (e: Event) => void) {
      this.listeners = this.listeners.filter(([t, l]) => t !== type || l !== listener)
    }

    private fire(type: string, extra: Record<string, unknown> = {}) {
      if (this.state === 'ended') return
      const event = Object.assign(new Event(type), extra)
      this.fired.push(type)
      const handler = (this as unknown as Record<string, ((e: Event) => void) | null>)['on' + type]
      handler?.call(this, event)
      for (const [t, listener] of this.listeners) if (t === type) listener.call(this, event)
      if (type === 'end') this.state = 'ended'
    }

    private resultEvent() {
      const list = this.results.map((r) => Object.assign([{ transcript: r.transcript, confidence: 0.9 }], { isFinal: r.isFinal }))
      return {
        resultIndex: Math.max(
          0,
          this.results.findIndex((r) => !r.isFinal),
        ),
        results: list,
      }
    }

    private finish() {
      for (const type of this.heard ? ['speechend', 'soundend', 'audioend', 'end'] : ['audioend', 'end']) this.fire(type)
    }

    start() {
      if (this.state !== 'new') throw new DOMException('recognition has already started', 'InvalidStateError')
      this.state = 'started'
      recognitions.push(this)
      setTimeout(() => {
        this.fire('start')
        this.fire('audiostart')
      })
    }

    stop() {
      if (this.state !== 'started') return
      setTimeout(() => {
        // What was heard so far becomes final.
        if (this.results.some((r) => !r.isFinal)) {
          this.results = this.results.map((r) => ({ ...r, isFinal: true }))
          this.fire('result', this.resultEvent())
        }
        this.finish()
      })
    }

    abort() {
      if (this.state !== 'started') return
      setTimeout(() => {
        this.fire('error', { error: 'aborted', message: '' })
        this.fire('end')
      })
    }

    hear(text: string, final = false) {
      if (!this.heard) {
        this.heard = true
        this.fire('soundstart')
        this.fire('speechstart')
      }
      const last = this.results[this.results.length - 1]
      if (last && !last.isFinal) last.transcript = text
      else this.results.push({ transcript: text, isFinal: false })
      this.results[this.results.length - 1]!.isFinal = final
      this.fire('result', this.resultEvent())
    }

    silence() {
      this.finish()
    }

    fail(error: string) {
      this.fire('error', { error, message: '' })
      this.fire('end')
    }
  }

  if (options.recognition !== false) {
    w['SpeechRecognition'] = SpeechRecognitionDouble
    w['webkitSpeechRecognition'] = SpeechRecognitionDouble
  }

  const voices: SpeechDoubles['voices'] = [
    { name: 'Remote English', lang: 'en-US', localService: false, default: true, voiceURI: 'remote-en' },
    { name: 'Device English', lang: 'en-GB', localService: true, default: false, voiceURI: 'device-en' },
    { name: 'Device German', lang: 'de-DE', localService: true, default: false, voiceURI: 'device-de' },
  ]
  const synthesis = (w['speechSynthesis'] ?? {}) as Record<string, unknown>
  synthesis['getVoices'] = () => voices
  synthesis['speak'] = (utterance: SpeechSynthesisUtterance) => {
    spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name ?? null })
    pending.push(utterance)
  }
  synthesis['cancel'] = () => {
    spoken.push('cancel')
    for (const utterance of pending.splice(0)) utterance.onerror?.(Object.assign(new Event('error'), { error: 'interrupted' }) as SpeechSynthesisErrorEvent)
  }
  w['speechSynthesis'] = synthesis
  // The voices above are plain objects, which the browser's own utterance refuses as its voice: an utterance
  // double that takes them (the spied speak never hands it to the browser).
  w['SpeechSynthesisUtterance'] = class {
    lang = ''
    voice: unknown = null
    onend: ((e: Event) => void) | null = null
    onerror: ((e: Event) => void) | null = null
    constructor(public text: string) {}
  }

  const doubles: SpeechDoubles = {
    recognitions,
    spoken,
    voices,
    finishUtterance() {
      const utterance = pending.shift()
      utterance?.onend?.(new Event('end') as SpeechSynthesisEvent)
    },
    failUtterance(error) {
      const utterance = pending.shift()
      utterance?.onerror?.(Object.assign(new Event('error'), { error }) as SpeechSynthesisErrorEvent)
    },
  }
  w['__speech'] = doubles
}
