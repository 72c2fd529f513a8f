// Entry of the nudge's chunk (data-teaser-delay): hands startTeaser to the
// chunk loader that asked for it. Only the launcher stage asks for it, so the
// registry is there; nothing runs until the stage calls startTeaser.
import { TEASER_CHUNK, namespaceOf, type TeaserChunk } from '../shared/chunk-interfaces'
import { startTeaser } from './teaser'

const chunk: TeaserChunk = { startTeaser: (context) => startTeaser(context) }
namespaceOf(window)!._define!(TEASER_CHUNK, chunk)
