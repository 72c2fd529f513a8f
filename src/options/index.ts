// Entry of the options chunk: hands createOptions (as `create`) to the chunk loader that asked for it.
// Only the panel asks for it, through the loader's chunk loader, so the
// registry is there; nothing runs until the panel calls createOptions.
import { OPTIONS_CHUNK, namespaceOf, type LoadedChunk } from '../shared/chunk-interfaces'
import { createOptions } from './options'

const chunk: LoadedChunk<ReturnType<typeof createOptions>> = { create: createOptions }
namespaceOf(window)!._define!(OPTIONS_CHUNK, chunk)
