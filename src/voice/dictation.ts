// Dictation's state machine, on the Web Speech API's SpeechRecognition
// (Chrome, Edge and Safari; not Firefox). One recognition per press, for one
// utterance (`continuous` off: the browser ends it at the visitor's silence),
// with interim results: the words show in the message box as they are heard,
// after what the visitor had typed; when it ends, the final words stay and
// the interim ones go. Nothing is sent: the visitor sends.
// No DOM here beyond the recognition object, so it is tested through a test
// double of that interface that fires its events in the specification's order.

/** The slice of SpeechRecognition the widget uses (TypeScript's DOM types do not have it). */
export interface Recognition {
  lang: string
  continuous: boolean
  interimResults: boolean
  maxAlternatives: number
  /** On-device recognition, where the browser offers it for the language (it then sends no audio away). */
  processLocally?: boolean
  onstart: (() => void) | null
  onresult: ((event: RecognitionResults) => void) | null
  onerror: ((event: { error: string }) => void) | null
  onend: (() => void) | null
  start(): void
  stop(): void
  abort(): void
}

/** A `result` event: every result of the session so far, each final or interim, its best alternative first. */
export interface RecognitionResults {
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>
}

export type DictationState = 'idle' | 'starting' | 'listening'

/** The failures the visitor is told about, as the specification names them. */
export const DICTATION_ERRORS = ['not-allowed', 'audio-capture', 'no-speech', 'network', 'language-not-supported'] as const
export type DictationError = (typeof DICTATION_ERRORS)[number]

/** The specification's error codes, as the widget tells them: a refused service is a refused microphone to the visitor; `aborted` (the widget's own abort) is none. */
function errorOf(code: string): DictationError | undefined {
  if (code === 'service-not-allowed') return 'not-allowed'
  return (DICTATION_ERRORS as readonly string[]).includes(code) ? (code as DictationError) : undefined
}

export interface DictationOptions {
  /** A new recognition object (the browser's constructor). */
  recognition(): Recognition
  /** The widget's language, as a BCP 47 tag. */
  lang: string
  /** Recognise on the device. */
  local(): boolean
  /** The message box's text now, and what dictation writes into it. */
  read(): string
  write(text: string): void
  /** Each change of state; going idle, the failure that ended it, if any. */
  onChange(state: DictationState, error?: DictationError): void
  /** Whether the microphone was refused: kept by the caller for the page view, so the visitor is not asked again and again. */
  microphone: { refused: boolean }
}

/** `text` after what was typed, a space between them where the typed text does not end with one. */
export const after = (typed: string, text: string) => (typed && text && !/\s$/.test(typed) ? `${typed} ${text}` : typed + text)

export function createDictation(options: DictationOptions) {
  let state: DictationState = 'idle'
  let current: Recognition | undefined

  const set = (next: DictationState, error?: DictationError) => {
    state = next
    options.onChange(next, error)
  }

  function start() {
    if (state !== 'idle') return
    if (options.microphone.refused) return options.onChange('idle', 'not-allowed')
    const recognition = options.recognition()
    recognition.lang = options.lang
    recognition.continuous = false
    recognition.interimResults = true
    recognition.maxAlternatives = 1
    if (options.local()) recognition.processLocally = true
    // What was typed before, the final words so far, and what the box held after the last write.
    const typed = options.read()
    let heard = ''
    let written = typed
    let failed: DictationError | undefined
    const ours = () => current === recognition
    const show = (text: string) => {
      written = text
      options.write(text)
    }
    recognition.onstart = () => {
      if (ours()) set('listening')
    }
    recognition.onresult = ({ results }) => {
      if (!ours()) return
      // The visitor typed meanwhile: their text stays, and listening stops.
      if (options.read() !== written) return cancel()
      let interim = ''
      heard = ''
      for (let i = 0; i < results.length; i++) {
        const result = results[i]!
        if (result.isFinal) heard += result[0]!.transcript
        else interim += result[0]!.transcript
      }
      show(after(typed, (heard + interim).trim()))
    }
    recognition.onerror = ({ error }) => {
      if (!ours()) return
      failed = errorOf(error)
      if (failed === 'not-allowed') options.microphone.refused = true
    }
    recognition.onend = () => {
      if (!ours()) return
      current = undefined
      // The interim words go, the final ones stay; a box the visitor changed is theirs.
      if (options.read() === written) show(after(typed, heard.trim()))
      set('idle', failed)
    }
    current = recognition
    set('starting')
    try {
      recognition.start()
    } catch {
      // Already started elsewhere, or refused at once: nothing listens.
      current = undefined
      set('idle', 'audio-capture')
    }
  }

  /** Stops listening at once: nothing more is written (the message was sent, the panel closed, the page hidden). */
  function cancel() {
    const recognition = current
    if (!recognition) return
    current = undefined
    recognition.abort()
    set('idle')
  }

  return {
    state: () => state,
    start,
    /** Stops listening; what was heard so far stays. */
    stop() {
      current?.stop()
    },
    cancel,
  }
}
