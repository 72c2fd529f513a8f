// The markdown chunk's payload (src/shared/chunks/manifest.ts), made by the
// panel for the first reply that needs more than its simple renderer.
import type { ChunkPayloads } from '../shared/chunks/manifest'
import type { ChunkContext } from '../shared/chunks/panel-chunks'
import { createRenderer } from './render'
import { copyStrings, markdownStrings } from '../shared/texts/en'
import markdownCss from './markdown.css?inline'

export const chunk: ChunkPayloads['markdown'] = {
  texts: { ...markdownStrings, copied: copyStrings.copied },
  create(context: ChunkContext, texts) {
    context.adopt(markdownCss)
    return createRenderer(context, texts)
  },
}
