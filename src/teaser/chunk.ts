// The teaser chunk's payload (src/shared/chunks/manifest.ts): started by the
// launcher stage once the page is idle and the language settled, only with
// data-teaser-delay, -scroll or -exit (src/launcher/started-chunks.ts).
import type { ChunkPayloads } from '../shared/chunks/manifest'
import { defaultStrings, teaserStrings } from '../shared/texts/en'
import { startTeaser } from './teaser'
import { textsOf } from '../shared/texts/apply'
import { chunkTexts } from '../shared/texts/chunk-texts'

/** Its interface texts in English: the language shown and the site's texts are laid over them. */
export const english = { ...teaserStrings, welcomeMessage: defaultStrings.welcomeMessage }

export const chunk: ChunkPayloads['teaser'] = {
  start(context) {
    // Its texts in the language shown come from beside it (none in English); it starts once they are here, or
    // could not be had (chunkTexts never rejects).
    void chunkTexts(context, 'teaser').then((translation) => startTeaser(context, textsOf(english, translation, context.catalogue)))
  },
}
