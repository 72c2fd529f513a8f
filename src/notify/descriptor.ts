// The notify chunk: sound and the page's title for replies the visitor has
// not seen (data-notify).
// Its descriptor (src/shared/chunks/describe-chunk.ts) and the interface it provides.
import { describeChunk } from '../shared/chunks/describe-chunk'
import type { LoadedChunk } from '../shared/chunks/panel-chunks'

export const descriptor = describeChunk<LoadedChunk<NotifyUi>>()({
  loadedBy: 'panel',
  when: 'as the panel starts',
  optIn: ['notify'],
  budget: 1_004,
})

/** The notify chunk (data-notify). */
export interface NotifyUi {
  /** data-notify asks for sound: the menu offers "Mute sounds". */
  readonly sound: boolean
  muted(): boolean
  /** Mutes or unmutes, remembered in storage. */
  toggleMute(): void
  /** Gives the page its title back and stops listening (the panel is going). */
  dispose(): void
}
