// Entry of the feedback chunk: hands createFeedback (as `create`) to the chunk loader that asked for it.
// Only the panel asks for it, through the loader's chunk loader, so the
// registry is there; nothing runs until the panel calls createFeedback.
import { FEEDBACK_CHUNK, namespaceOf, type LoadedChunk } from '../shared/chunk-interfaces'
import { createFeedback } from './feedback'

const chunk: LoadedChunk<ReturnType<typeof createFeedback>> = { create: createFeedback }
namespaceOf(window)!._define!(FEEDBACK_CHUNK, chunk)
