// Each chunk's text part, from the chunks' descriptors (src/<name>/descriptor.ts,
// `texts`): where the texts shown only with a chunk travel in another
// language (./parts.ts). Read at build time and by the tests: shipped code
// reads the list of these parts as `__TEXT_CHUNKS__` and every text's key as
// `__TEXT_KEYS__` (vite.config.ts), never the descriptors.
import { CHUNKS, type ChunkName } from '../chunks/manifest'
import { defaultStrings } from './en'
import { MAIN_PARTS } from './parts'

type Chunks = typeof CHUNKS
/** The chunks whose descriptor has texts of their own. */
type TextChunk = { [K in ChunkName]: Chunks[K] extends { texts: object } ? K : never }[ChunkName]

/** What a chunk shows only in some cases (an opt-in setting, a rich reply, a long conversation): each named as its chunk. */
export const CHUNK_PARTS = Object.fromEntries(
  Object.entries(CHUNKS).flatMap(([name, descriptor]) => ('texts' in descriptor ? [[name, descriptor.texts]] : [])),
) as { [K in TextChunk]: Chunks[K] extends { texts: infer T } ? T : never }

/** Every interface text's key: what the site's `texts` may set (not the service's defaults: the site sets those as settings). */
export const TEXT_KEYS: readonly string[] = [
  ...new Set([...Object.values(MAIN_PARTS), ...Object.values(CHUNK_PARTS)].flatMap((part) => Object.keys(part))),
].filter((key) => !(key in defaultStrings))

/** The chunks whose texts travel in a file of their own. */
export const TEXT_CHUNKS = Object.keys(CHUNK_PARTS)
