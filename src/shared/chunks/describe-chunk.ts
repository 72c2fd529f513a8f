// How a chunk describes itself: `src/<name>/descriptor.ts` exports one
// `describeChunk<Payload>()({...})`, and the manifest (./manifest.ts) lists
// them. Everything else that must know a chunk (the build, both loaders'
// types, the panel's chunk list, loader.js's table of the chunks it starts,
// the text parts, the settings table, the budgets, `npm run size`, the docs'
// table of chunks) is derived from these, at build time or by types.
//
// A descriptor is read at build time and by the tests, never shipped: shipped
// code imports only its types, and what a stage needs at run time is built in
// as a define (vite.config.ts).
import type { SettingsPart } from '../settings/reader'

/** When and how loader.js starts a chunk (./manifest.ts builds the table in as `__LAUNCHER_CHUNKS__`). */
export interface Starts {
  /**
   * `now`: as the stage starts. `shown`: once the launcher shows, the page is idle and the language is settled (the
   * chunk is fetched meanwhile), for what shows beside the launcher, in its language.
   */
  when: 'now' | 'shown'
  /** The launcher stays away (AWAY) until the chunk says it shows (`shown`): what a shown launcher brings waits for that. */
  holdsLauncher?: true
  /** Also brought by the widget's own element, placed by the site on the page now or later (inline mode). */
  placed?: true
  /** It fetches the panel itself (inline: as the container nears the viewport), so nothing is fetched ahead at idle. */
  fetchesPanel?: true
}

interface Common {
  /** Who asks for it: loader.js (the launcher stage), the panel chunk, or the commands chunk (through the launcher stage's loader). */
  loadedBy: 'loader' | 'panel' | 'commands'
  /** When it is loaded, in words (printed by `npm run size`, and in the docs' table of chunks). */
  when: string
  /**
   * A chunk loader.js starts itself (`loadedBy: 'loader'` with `optIn`): when, and its special roles. Its payload is
   * then a `StartedChunk` (./interfaces.ts): loader.js calls its `start(context)`.
   */
  starts?: Starts
  /** The registry part of the settings it reads, where only it reads them (the settings table says "the <name> chunk"). */
  settings?: SettingsPart
  /** Its interface texts in English, where they travel in a file of their own per language (src/shared/texts/parts.ts). */
  texts?: Readonly<Record<string, string>>
  /** It bundles Preact; every other chunk renders with the kit the panel hands over, or draws no Preact at all. */
  preact?: true
}

/** Loaded on demand, or always by its stage. */
interface OnDemand extends Common {
  optIn?: undefined
  budget?: undefined
}

/** An opt-in feature's chunk. */
interface OptIn extends Common {
  /** The settings (names in the API, camelCase) any of which, set, brings it. */
  optIn: readonly string[]
  /** Its budget: its gzip bytes as it landed; the first reply with every opt-in feature set may add 10 % over the sum of these (scripts/budgets.ts). */
  budget: number
}

export type ChunkDescriptor = OnDemand | OptIn

/** A descriptor, carrying its payload's type (what its `chunk.ts` exports as `chunk`, and what loading it resolves with). */
export type Described<Payload, D extends ChunkDescriptor = ChunkDescriptor> = D & { readonly payload?: Payload }

/** `describeChunk<Payload>()({...})`: the payload's type given, the rest kept as written (its literal types feed the derived lists' types). */
export const describeChunk =
  <Payload>() =>
  <const D extends ChunkDescriptor>(descriptor: D): Described<Payload, D> =>
    descriptor

/** The payload type of a descriptor. */
export type PayloadOf<D> = D extends { readonly payload?: infer P } ? P : never
