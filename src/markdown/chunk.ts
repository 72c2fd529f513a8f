// The markdown chunk's payload (src/shared/chunks/manifest.ts), made by the
// panel for the first reply that needs more than its simple renderer.
import type { ChunkPayloads } from '../shared/chunks/manifest'
import type { ChunkContext } from '../shared/chunks/panel-chunks'
import { createRenderer } from './render'
import markdownCss from './markdown.css?inline'

export const chunk: ChunkPayloads['markdown'] = {
  create(context: ChunkContext) {
    context.adopt(markdownCss)
    return createRenderer(context)
  },
}
