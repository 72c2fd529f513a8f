// Every chunk of the widget: the list of their descriptors. A chunk is a
// folder, `src/<name>/`, with `descriptor.ts` (who loads it, when, the
// settings that bring it, the settings part and texts it reads, its payload's
// type: ./describe-chunk.ts) and `chunk.ts`, which exports its payload as
// `chunk`; it is loaded by its name (`chunks.load(name)`,
// src/launcher/chunks.ts). From this list and those files: the build makes
// dist/<name>-<hash>.js (a classic script that hands the payload to the
// loader that added it: src/shared/chunks/define-chunk.ts) and pins each in
// loader-<version>.js, and builds in what each stage needs of the list (the
// chunks loader.js starts, the panel's opt-in chunks, the text parts:
// vite.config.ts); the npm entry imports each chunk.ts by the same name; the
// settings registry takes each chunk's settings part; `npm run size` weighs
// each against its budget; the docs' table of chunks is written from it; and
// the architecture test checks what each may import.
//
// Shipped code imports only the types from here (ChunkName, ChunkPayloads):
// the descriptors' values are for the build and the tests.
import type { ChunkDescriptor, PayloadOf, Starts } from './describe-chunk'
import { descriptor as analytics } from '../../analytics/descriptor'
import { descriptor as call } from '../../call/descriptor'
import { descriptor as commands } from '../../commands/descriptor'
import { descriptor as copy } from '../../copy/descriptor'
import { descriptor as disclaimer } from '../../disclaimer/descriptor'
import { descriptor as feedback } from '../../feedback/descriptor'
import { descriptor as history } from '../../history/descriptor'
import { descriptor as inline } from '../../inline/descriptor'
import { descriptor as life } from '../../life/descriptor'
import { descriptor as links } from '../../links/descriptor'
import { descriptor as locale } from '../../locale/descriptor'
import { descriptor as longConversation } from '../../long-conversation/descriptor'
import { descriptor as markdown } from '../../markdown/descriptor'
import { descriptor as menu } from '../../menu/descriptor'
import { descriptor as notify } from '../../notify/descriptor'
import { descriptor as panel } from '../../panel/descriptor'
import { descriptor as qr } from '../../qr/descriptor'
import { descriptor as restore } from '../../restore/descriptor'
import { descriptor as rules } from '../../rules/descriptor'
import { descriptor as suggestions } from '../../suggestions/descriptor'
import { descriptor as teaser } from '../../teaser/descriptor'
import { descriptor as voice } from '../../voice/descriptor'
import { descriptor as warnings } from '../../warnings/descriptor'

/** Every chunk's descriptor, by the chunk's name (its folder's). */
export const CHUNKS = {
  panel,
  life,
  commands,
  teaser,
  inline,
  restore,
  menu,
  suggestions,
  feedback,
  notify,
  markdown,
  links,
  disclaimer,
  copy,
  'long-conversation': longConversation,
  voice,
  call,
  qr,
  history,
  rules,
  analytics,
  locale,
  warnings,
}

type Chunks = typeof CHUNKS
export type ChunkName = keyof Chunks

/** Each chunk's payload: what its chunk.ts exports as `chunk`, and what `load(name)` resolves with. */
export type ChunkPayloads = { [K in ChunkName]: PayloadOf<Chunks[K]> }

/** The chunks a stage loads (`loadedBy`), and of those the opt-in ones (brought by a setting). */
export type ChunksLoadedBy<By extends string> = { [K in ChunkName]: Chunks[K]['loadedBy'] extends By ? K : never }[ChunkName]
export type OptInChunk = { [K in ChunkName]: Chunks[K] extends { optIn: readonly string[] } ? K : never }[ChunkName]

/** A chunk's descriptor, as any descriptor (its own literal types widened). */
export const descriptorOf = (name: ChunkName): ChunkDescriptor => CHUNKS[name]

/** The settings that bring a chunk (none for one loaded on demand or always). */
export const optInOf = (name: ChunkName): readonly string[] => descriptorOf(name).optIn ?? []

/** The chunk's source, by the convention above. */
export const entryOf = (name: ChunkName) => `src/${name}/chunk.ts`

/** The chunk's descriptor's source. */
export const descriptorFileOf = (name: ChunkName) => `src/${name}/descriptor.ts`

/** A chunk loader.js starts, as its table holds it (src/launcher/started-chunks.ts): its name, the settings that bring it, when and how. */
export type StartedEntry = { name: StartedName; settings: readonly string[] } & Starts
/** The chunks loader.js starts itself (their descriptors say how: `starts`). */
export type StartedName = { [K in ChunkName]: Chunks[K] extends { starts: object } ? K : never }[ChunkName]

/**
 * What the stages need of this list at run time, built in as defines (vite.config.ts), so no shipped file carries
 * a descriptor: the panel's opt-in chunks with the settings that bring each (`__PANEL_OPT_INS__`), and the chunks
 * loader.js starts (`__LAUNCHER_CHUNKS__`).
 */
export function chunkDefines(): Record<string, string> {
  const names = Object.keys(CHUNKS) as ChunkName[]
  const optIns = (by: ChunkDescriptor['loadedBy']) => names.filter((name) => descriptorOf(name).loadedBy === by && optInOf(name).length)
  return {
    __PANEL_OPT_INS__: JSON.stringify(optIns('panel').map((name) => [name, optInOf(name)])),
    __LAUNCHER_CHUNKS__: JSON.stringify(
      optIns('loader').map((name) => {
        const { starts } = descriptorOf(name)
        if (!starts) throw new Error(`manifest: the ${name} chunk is an opt-in chunk loader.js loads, so its descriptor says how it starts`)
        return { name, settings: optInOf(name), ...starts } as StartedEntry
      }),
    ),
  }
}
