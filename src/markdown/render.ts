// The rich renderer: marked's lexer (GFM) reads the reply into tokens, and
// blocks.ts / inline.ts turn them into Preact elements with the panel's `h`.
// No HTML string is ever made: marked's own parser and renderer are not
// used. A single newline is a line break (breaks: true), as in the simple
// renderer and GitHub's comments, so a reply looks the same whichever
// renderer it needs. A reply marked cannot lex within the stack yields null, and the
// panel keeps its simple rendering.
import { Lexer } from 'marked'
import type { MarkdownTexts } from '../shared/texts/en'
import type { ChunkContext, KitElement } from '../shared/chunks/panel-chunks'
import type { MarkdownUi } from './descriptor'
import { blockRenderer } from './blocks'
import { codeBlockComponent } from './code-block'
import type { Make } from './make'
import { tame } from './tame'

export function createRenderer(context: Pick<ChunkContext, 'kit'>, texts: MarkdownTexts): MarkdownUi {
  const blocks = blockRenderer(context.kit.h as Make, texts, codeBlockComponent(context.kit, texts))
  return {
    render(text) {
      try {
        return blocks(new Lexer({ gfm: true, breaks: true }).lex(tame(text)), 0) as KitElement[]
      } catch {
        // A RangeError from marked's recursion on a reply built to exhaust it.
        return null
      }
    },
  }
}
