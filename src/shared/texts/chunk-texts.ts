// A chunk's own texts in the language shown, fetched by the chunks that start
// others (the panel, the teaser's) beside the chunk itself: the launcher stage
// only says which language file is shown.
import { languageChunk } from '../chunks/interfaces'
import type { PanelContext } from '../../panel/descriptor'

/** A chunk's own texts in the language shown (src/shared/texts/parts.ts, unvalidated); undefined in English, and when they cannot be had (English then: the chunk loader said why). */
export function chunkTexts(context: Pick<PanelContext, 'catalogueTag' | 'loadChunk'>, chunk: string): Promise<unknown> {
  const tag = context.catalogueTag
  return tag && __TEXT_CHUNKS__.includes(chunk) ? context.loadChunk(languageChunk(tag, chunk)).catch(() => undefined) : Promise.resolve(undefined)
}
