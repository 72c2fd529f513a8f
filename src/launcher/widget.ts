// The widget's life on a page, in the launcher stage: boot a launcher stage
// from data attributes, shut it down, and what every boot keeps (the site's
// consent call, the API's listeners). Restarts and the rest of the public API
// live in the commands chunk (src/commands/), which drives this through its
// actions; a page that never calls the API needs only boot.
import { attributeReader, readSettings, type RawAttributes, type Misread } from '../shared/settings/reader'
import { LAUNCHER_SETTINGS, usableKey, type LauncherConfig } from '../shared/settings/launcher'
import type { Stage, StageHooks, TriggerAsk, Widget } from '../shared/chunks/interfaces'
import type { ChunkLoader } from './chunks'
import { startLauncherStage } from './stage'
import { areaFor, type StorageArea } from '../shared/storage/ui-state'

export interface WidgetOptions {
  /** The embed's data attributes (camelCase, as in `script.dataset`). */
  attributes: RawAttributes
  /** The loader's URL: the default API base is its origin. */
  loaderSrc: string
  /** How chunks are fetched, by name: one loader per page, shared by every boot. */
  chunks: ChunkLoader
  /** What the site's elements and the #agent-chat hash ask beyond opening (the commands chunk does it). */
  ask: TriggerAsk
  /**
   * Started by the page's first widget for another embed (src/commands/widgets.ts): the site's
   * elements open it only where they name its key (data-agent-chat-widget); #agent-chat is the first's.
   */
  addressed?: boolean
}

// The chunk loader has said in the console why a chunk could not be had.
const noop = () => {}

export function createWidget(options: WidgetOptions): Widget & { options: WidgetOptions } {
  let config: LauncherConfig | undefined
  let stage: Stage | undefined
  // Unset: as data-consent says.
  let consent: boolean | undefined
  let hooks: StageHooks | undefined
  // A setting read wrong, or a widget key that starts none, is said in words by the warnings chunk
  // (src/warnings/), fetched on the first: a page whose settings are right carries none of the words. Each is
  // said once, however often a restart (an update's) reads the same settings again.
  let say: ((misread: Misread) => void) | undefined
  const warn = (misread: Misread) => void options.chunks.load('warnings').then((chunk) => (say ??= chunk.warnOnce())(misread), noop)
  const storageAllowed = () => consent ?? config?.consent !== 'required'
  // data-storage="memory": the page's own area, kept through restarts (an
  // update's, a shutdown and boot), gone with the page.
  const memory = new Map<string, string>()
  const memoryArea: StorageArea = {
    getItem: (key) => memory.get(key) ?? null,
    setItem(key, value) {
      memory.set(key, value)
    },
    removeItem(key) {
      memory.delete(key)
    },
  }
  // Without consent, no area at all: each panel keeps its conversation in memory of its own.
  const storageArea = () => (config && storageAllowed() ? areaFor(config.storage, memoryArea) : null)

  /** Starts a launcher stage; false (said in the console) when the widget key is unusable. */
  function boot(attributes: RawAttributes): boolean {
    const key = attributes['widgetKey']
    if (!usableKey(key)) {
      void options.chunks.load('warnings').then((chunk) => chunk.unusableKey(key), noop)
      return false
    }
    const read = attributeReader(attributes, warn)
    config = readSettings(read, LAUNCHER_SETTINGS)
    stage = startLauncherStage({
      ...options,
      config,
      read,
      storageArea,
      hooks: () => hooks,
    })
    return true
  }

  return {
    options,
    storageAllowed,
    storageArea,
    setConsent(granted) {
      consent = granted
    },
    setHooks(next) {
      hooks = next
    },
    stage: () => stage,
    config: () => config,
    boot,

    /** `boot` from the embed's or `boot`'s settings: `data-open` opens the panel, without taking focus. */
    start(attributes: RawAttributes): boolean {
      if (!boot(attributes)) return false
      if (config!.open) stage!.command('open', false)
      return true
    },

    shutdown() {
      stage?.destroy()
      stage = undefined
    },
  }
}
