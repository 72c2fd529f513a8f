// The panel's life as loader.js holds it: a stand-in until the life chunk
// (src/life/) is here. A page view needs none of the panel's life, only that
// the intents and the stored state can ask for it: the stand-in asks for the
// life chunk and, beside it, the panel (one round trip for both), queues what
// comes before the life does and hands it over in order. A press still shows
// at once on the launcher (open, "Close chat"); the loading frame is the life's.
import type { ChunkLoader } from './chunks'
import type { PanelLife, PanelLifeOptions } from '../life/descriptor'
import type { PanelChunk } from '../panel/descriptor'

export function createStandInLife(options: Omit<PanelLifeOptions, 'loadPanel'> & { chunks: ChunkLoader }): PanelLife {
  const { view, chunks } = options
  let life: PanelLife | undefined
  let asked = false
  let destroyed = false
  // The panel asked for beside the life chunk: the life's first ask is that request, whatever came of it (a
  // failure is told once, and the next intent asks again).
  let panel: Promise<PanelChunk> | undefined
  function loadPanel() {
    const first = panel
    panel = undefined
    return first ?? chunks.load('panel')
  }
  // What came before the life chunk, in order: commands, loads, the stored state's reopen.
  const queue: Array<(life: PanelLife) => void> = []

  /** Runs `run` with the panel's life now, or once its chunk is here; `fetch`: asks for it, and the panel, unless they are on their way. */
  function withLife(run: (life: PanelLife) => void, fetch = true) {
    if (destroyed) return
    if (life) return run(life)
    queue.push(run)
    if (!fetch || asked) return
    asked = true
    panel = chunks.load('panel')
    panel.catch(() => {}) // the life's to tell
    chunks.load('life').then(
      (chunk) => {
        if (destroyed) return
        life = chunk.createPanelLife({ ...options, loadPanel })
        for (const run of queue.splice(0)) run(life)
      },
      (error: Error) => {
        // The chunk loader said why in the console. With no frame to say it in
        // (the frame is the life's), the launcher shows closed again, nothing
        // queued opens the chat later, and the next intent tries again.
        asked = false
        queue.length = 0
        if (destroyed) return
        options.hooks()?.emit('error', { code: 'load', message: error.message })
        view.update({ open: false })
      },
    )
  }

  return {
    load: () => withLife((life) => life.load()),
    waiting: () => (life ? life.waiting() : !asked && !destroyed),
    command(name, focus) {
      if (destroyed) return
      if (life) return life.command(name, focus)
      // As the life decides it: a toggle is what the launcher shows, and is
      // handed over as that open or close.
      const open = name === 'toggle' ? !view.state().open : name === 'open'
      view.update({ open })
      withLife((life) => life.command(open ? 'open' : 'close', focus), open)
    },
    panel: () => life?.panel(),
    reopen: () => withLife((life) => life.reopen()),
    destroyed: () => destroyed,
    renew(forget) {
      if (life) return life.renew(forget)
      // No panel to renew: what the visitor had is forgotten, and the launcher says so.
      forget?.()
      view.update({ open: false, unread: 0 })
    },
    destroy() {
      destroyed = true
      life?.destroy()
    },
  }
}
