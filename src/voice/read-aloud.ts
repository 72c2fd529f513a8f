// Reading a reply aloud with the browser's speechSynthesis: an utterance per
// sentence (./speech-text.ts), in the widget's language, with a voice for it
// that runs on the device where there is one. One reply at a time: another
// reply, dictation, sending, closing the panel or leaving the page stops it.

/** The slice of speechSynthesis the widget uses. */
export interface Synthesis {
  speak(utterance: SpeechSynthesisUtterance): void
  cancel(): void
  getVoices(): SpeechSynthesisVoice[]
}

const tagOf = (voice: Pick<SpeechSynthesisVoice, 'lang'>) => voice.lang.replace(/_/g, '-').toLowerCase()

/** The voice for `lang`: one of its language, running on the device first, then the same region first; none: the browser's default. */
export function voiceFor<V extends Pick<SpeechSynthesisVoice, 'lang' | 'localService'>>(voices: readonly V[], lang: string): V | undefined {
  const tag = lang.toLowerCase()
  const language = tag.split('-')[0]!
  const ours = voices.filter((v) => tagOf(v).split('-')[0] === language)
  const rank = (v: V) => (v.localService ? 0 : 2) + (tagOf(v) === tag ? 0 : 1)
  return [...ours].sort((a, b) => rank(a) - rank(b))[0]
}

/** `onChange` hears each reading once as it starts (its reply's id) and once as it ends (''), however it ends. */
export function createReader(synthesis: Synthesis, lang: string, onChange: (reading: string) => void) {
  // The reply being read (its id), and the reading itself: a reading stopped or replaced says nothing more.
  let reading = ''
  let token = {}
  const done = (mine: object) => {
    if (mine !== token) return
    reading = ''
    onChange('')
  }

  function stop() {
    if (!reading) return
    token = {}
    synthesis.cancel()
    reading = ''
    onChange('')
  }

  return {
    reading: () => reading,
    /** Reads `lines` (a reply's utterances) as the reply `id`, stopping any other reading. */
    read(id: string, lines: readonly string[]) {
      stop()
      if (!lines.length) return
      const mine = (token = {})
      const voice = voiceFor(synthesis.getVoices(), lang)
      reading = id
      onChange(id)
      lines.forEach((line, i) => {
        const utterance = new SpeechSynthesisUtterance(line)
        utterance.lang = lang
        if (voice) utterance.voice = voice
        if (i === lines.length - 1) utterance.onend = () => done(mine)
        // A voice that fails (none for the language, the engine gone) ends the reading; `interrupted` and `canceled` are a stop's.
        utterance.onerror = (e) => {
          if (mine === token && e.error !== 'interrupted' && e.error !== 'canceled') stop()
        }
        synthesis.speak(utterance)
      })
    },
    stop,
  }
}
