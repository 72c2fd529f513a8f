// Entry of the options chunk: hands createOptions to the chunk loader that asked for it.
// Only the panel asks for it, through the loader's chunk loader, so the
// registry is there; nothing runs until the panel calls createOptions.
import { OPTIONS_CHUNK, namespaceOf, type OptionsChunk } from '../shared/contract'
import { createOptions } from './options'

const chunk: OptionsChunk = { createOptions }
namespaceOf(window)!._define!(OPTIONS_CHUNK, chunk)
