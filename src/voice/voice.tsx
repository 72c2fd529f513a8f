// The voice chunk (data-voice="dictation", "read-aloud" or both): a
// microphone in the composer that writes what the visitor says into the
// message box, and a Read aloud button on each reply. Both on the browser's
// Web Speech API, text in and text out, as the service offers today. The
// panel loads it as it starts, only where the attribute is set; where the
// browser has no speech recognition (Firefox today) or the page's
// Permissions Policy refuses the microphone, there is no microphone at all,
// and where it has no speechSynthesis, no Read aloud. Renders with the
// panel's Preact (the kit).
// The JSX below compiles to the kit's `h`, which carries no JSX types: kit-jsx makes Preact's the global ones.
import type {} from '../shared/chunks/kit-jsx'
import type { voiceStrings } from '../shared/texts/en'
import type { VoiceEvent } from '../shared/api/public-api'
import type { ChunkContext } from '../shared/chunks/panel-chunks'
import type { VoiceUi } from './descriptor'
import type { StoredMessage } from '../shared/conversation/message'
import { own, parseObject, stringify } from '../shared/page/json'
import { storageKey } from '../shared/storage/ui-state'
import { reportWarning } from '../shared/page/console'
import { wordsOf } from '../shared/settings/reader'
import { createDictation, type DictationError, type DictationState, type Recognition } from './dictation'
import { createReader, type Synthesis } from './read-aloud'
import { spokenText, utterances } from './speech-text'
import voiceCss from './voice.css?inline'

const MODES = ['dictation', 'read-aloud'] as const

/** The halves data-voice names; anything else is ignored with one warning naming it. */
export const voiceModes = (value: string, warn: (message: string) => void): Array<(typeof MODES)[number]> => wordsOf('voice', MODES, value, warn)

type RecognitionClass = (new () => Recognition) & {
  /** On-device recognition for these languages: `available` where it needs no download (Chrome 139 and later). */
  available?(options: { langs: string[]; processLocally: boolean }): Promise<string>
}

/** The browser's speech recognition, where it has one. */
const recognitionClass = (): RecognitionClass | undefined => {
  const w = window as unknown as { SpeechRecognition?: RecognitionClass; webkitSpeechRecognition?: RecognitionClass }
  return w.SpeechRecognition ?? w.webkitSpeechRecognition
}

/** Whether the page's Permissions Policy lets the widget use the microphone (Chromium says; where the browser does not, the microphone's own prompt decides). */
function microphoneAllowed(): boolean {
  const d = document as unknown as Record<'permissionsPolicy' | 'featurePolicy', { allowsFeature(feature: string): boolean } | undefined>
  const policy = d.permissionsPolicy ?? d.featurePolicy
  return policy ? policy.allowsFeature('microphone') : true
}

/** The messages of a failure, by the specification's code. */
const FAILURES: Record<DictationError, keyof typeof voiceStrings> = {
  'not-allowed': 'micRefused',
  'audio-capture': 'micMissing',
  'no-speech': 'noSpeech',
  network: 'speechOffline',
  'language-not-supported': 'languageUnsupported',
}

/**
 * A refused microphone (the visitor's answer, or the page's policy), for the page view: this module runs once a
 * page, and every panel it makes (a new conversation, a restart) asks no more.
 */
const microphone = { refused: false }

/** What the line under the message box shows and says: listening, stopped, a failure, the notice before the first dictation. */
interface Line {
  kind: 'listening' | 'stopped' | 'failed' | 'notice' | ''
  text: string
}

export function createVoice(panel: ChunkContext, strings: typeof voiceStrings): VoiceUi {
  const { h, useEffect, useState } = panel.kit
  panel.adopt(voiceCss)
  const modes = voiceModes(panel.config.voice, reportWarning)
  const Recognizer = recognitionClass()
  const synthesis = 'speechSynthesis' in window ? (speechSynthesis as Synthesis) : undefined
  const canDictate = modes.includes('dictation') && !!Recognizer && microphoneAllowed()
  const canRead = modes.includes('read-aloud') && !!synthesis
  const lang = panel.model.ui.lang
  const tell = (kind: VoiceEvent['kind'], state: VoiceEvent['state'], error?: DictationError) =>
    panel.model.raise('voice', error ? { kind, state, error } : { kind, state })

  // What this visitor chose, kept with the widget's other keys: the notice seen, hands-free reading off.
  const key = storageKey(panel.config.widgetKey, 'voice')
  const stored = parseObject(panel.storage.get(key) ?? '') ?? {}
  const kept = { notice: own(stored, 'notice') === true, handsFree: own(stored, 'handsFree') !== false }
  const keep = () => panel.storage.set(key, stringify(kept))

  // Where the browser recognises the language on the device, nothing leaves it: no notice.
  let local = false
  Recognizer?.available?.({ langs: [lang], processLocally: true }).then(
    (answer) => (local = answer === 'available'),
    () => {},
  )

  // The state the components draw, and who to tell when it changes.
  let line: Line = { kind: '', text: '' }
  let dictation: DictationState = 'idle'
  const views = new Set<() => void>()
  const redraw = () => views.forEach((draw) => draw())
  const say = (next: Line) => {
    line = next
    redraw()
  }
  /** A component that draws the state above: drawn again when it changes. */
  const useVoice = () => {
    const [, draw] = useState<object>({})
    useEffect(() => {
      const again = () => draw({})
      views.add(again)
      return () => void views.delete(again)
    }, [])
  }

  const reader = synthesis
    ? createReader(synthesis, lang, (id) => {
        // Called once as a reading starts (its reply's id) and once as it ends ('').
        tell('read-aloud', id ? 'started' : 'stopped')
        redraw()
      })
    : undefined

  // The message box the microphone writes into (the composer's draft), and whether its text came from dictation.
  let box: { value: string } = { value: '' }
  let dictated = false
  const dictate = Recognizer
    ? createDictation({
        recognition: () => new Recognizer(),
        lang,
        microphone,
        local: () => local,
        read: () => box.value,
        write(text) {
          box.value = text
          dictated = true
        },
        onChange(state, error) {
          const was = dictation
          dictation = state
          if (state === 'listening') {
            tell('dictation', 'started')
            return say({ kind: 'listening', text: strings.listening })
          }
          if (state !== 'idle') return redraw()
          if (error) {
            tell('dictation', 'failed', error)
            return say({ kind: 'failed', text: strings[FAILURES[error]] })
          }
          if (was === 'listening') tell('dictation', 'stopped')
          say(was === 'listening' ? { kind: 'stopped', text: strings.stopped } : { kind: '', text: '' })
        },
      })
    : undefined

  // Reading aloud, after a message the visitor dictated: the reply's row reads it once drawn.
  let readNext = ''
  let waitingForReply = false
  const stopReply = panel.model.onReply((reply) => {
    if (!waitingForReply) return
    waitingForReply = false
    readNext = reply.id
    redraw()
  })
  const read = (message: StoredMessage, bubble: Element) => reader?.read(message.id, utterances(spokenText(bubble, strings), lang))

  // Everything stops with the panel closed, the page hidden (dictation) or left (reading).
  const stopAll = () => {
    dictate?.cancel()
    reader?.stop()
  }
  const stopOpen = panel.model.open.subscribe((open) => {
    if (!open) stopAll()
  })
  const onHidden = () => {
    if (document.hidden) dictate?.cancel()
  }
  document.addEventListener('visibilitychange', onHidden)
  addEventListener('pagehide', stopAll)

  function press() {
    if (dictation !== 'idle') return dictate!.stop()
    // Before the first dictation where the browser sends the voice away: the notice, and the next press starts.
    if (!local && !kept.notice) {
      kept.notice = true
      keep()
      return say({ kind: 'notice', text: strings.dictationNotice })
    }
    reader?.stop()
    dictate!.start()
  }

  return {
    dictation: canDictate,
    readAloud: canRead,
    handsFreeOffered: canDictate && canRead,
    handsFree: () => kept.handsFree,
    toggleHandsFree() {
      kept.handsFree = !kept.handsFree
      keep()
    },

    Dictate({ draft }) {
      useVoice()
      box = draft
      // Escape stops listening, not the panel: caught on the way down, before the panel's own handler.
      useEffect(() => {
        const root = panel.view.mountPoint
        const escape = (e: KeyboardEvent) => {
          if (e.key === 'Escape' && dictation !== 'idle') {
            e.stopPropagation()
            dictate!.stop()
          }
        }
        root.addEventListener('keydown', escape, true)
        return () => root.removeEventListener('keydown', escape, true)
      }, [])
      if (!canDictate) return null
      const listening = dictation !== 'idle'
      return (
        <button
          type="button"
          class={listening ? 'dictate listening' : 'dictate'}
          part="dictate"
          aria-pressed={listening}
          aria-label={listening ? strings.stopDictation : strings.dictate}
          onClick={press}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM5 11a7 7 0 0 0 14 0M12 18v3" />
          </svg>
        </button>
      )
    },

    Status() {
      useVoice()
      const Link = panel.chunks.links.value?.Link
      // One polite live region, said once each: Listening, Stopped (heard, not shown), a failure, the notice; never
      // the words heard (they are in the box).
      return (
        <div class="voice-status" part="voice-status" aria-live="polite">
          {line.kind === 'stopped' ? (
            <span class="sr-only">{line.text}</span>
          ) : (
            line.text && (
              <p class={`voice-line ${line.kind}`}>
                {line.kind === 'listening' && <span class="voice-dot" aria-hidden="true" />}
                {line.text}
                {/* The site's privacy policy, where data-privacy-url is set (called, not drawn as a component: the kit's elements carry no JSX types). */}
                {line.kind === 'notice' && Link && [' ', Link({ kind: 'privacy' })]}
              </p>
            )
          )}
        </div>
      )
    },

    ReadAloud({ message, bubble }) {
      useVoice()
      // The reply to a dictated message, read once its row is drawn.
      useEffect(() => {
        if (readNext !== message.id) return
        readNext = ''
        read(message, bubble())
      })
      if (!canRead) return null
      const mine = reader?.reading() === message.id
      return (
        <button type="button" class="read-aloud" part="read-aloud" onClick={() => (mine ? reader?.stop() : (dictate?.cancel(), read(message, bubble())))}>
          {mine ? strings.stopReading : strings.readAloud}
        </button>
      )
    },

    sent() {
      dictate?.cancel()
      reader?.stop()
      waitingForReply = dictated && canRead && kept.handsFree
      dictated = false
    },

    dispose() {
      stopAll()
      stopReply()
      stopOpen()
      document.removeEventListener('visibilitychange', onHidden)
      removeEventListener('pagehide', stopAll)
      views.clear()
    },
  }
}
