// Entry of the notify chunk: hands createNotify (as `create`) to the chunk loader that asked
// for it. Only the panel asks for it, through the loader's chunk loader, so
// the registry is there; nothing runs until the panel calls createNotify.
import { NOTIFY_CHUNK, namespaceOf, type LoadedChunk } from '../shared/chunk-interfaces'
import { createNotify } from './notify'

const chunk: LoadedChunk<ReturnType<typeof createNotify>> = { create: createNotify }
namespaceOf(window)!._define!(NOTIFY_CHUNK, chunk)
