// Entry of the suggestions chunk: hands createSuggestions (as `create`) to the chunk loader that asked for it.
// Only the panel asks for it, through the loader's chunk loader, so the
// registry is there; nothing runs until the panel calls createSuggestions.
import { SUGGESTIONS_CHUNK, namespaceOf, type LoadedChunk } from '../shared/chunk-interfaces'
import { createSuggestions } from './suggestions'

const chunk: LoadedChunk<ReturnType<typeof createSuggestions>> = { create: createSuggestions }
namespaceOf(window)!._define!(SUGGESTIONS_CHUNK, chunk)
